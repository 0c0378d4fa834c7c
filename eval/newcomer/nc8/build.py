# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc8 newcomer documents (a held-out set): six invented regulation-style documents in layouts and genres
that the other newcomer sets do not use. Run from anywhere:

    python eval/newcomer/nc8/build.py

writes into eval/newcomer/nc8/docs/:

- brennock_harbour_bylaws_2023.pdf     port authority bylaws; bylaw numbers printed in the right margin beside the
                                       bylaw's title, paragraphs (1) / (a), footnotes at the page foot (amendments),
                                       a dues schedule with merged header cells; "Page 3 of 7" footer
- northgate_pss01_physical_security.pdf data-centre physical-security standard; control ids "PS-4.2" in shaded
                                       boxes, a records table continued across a page break with its header repeated,
                                       classification header and "Uncontrolled when printed" footer
- halvergate_residential_tenancy_code.pdf  city residential tenancy by-law (US Letter); "s. 14(3)(b)" references,
                                       a definitions section with terms in quotes, subsections (1), paragraphs (a),
                                       subparagraphs (i); headers alternating left and right
- ostrevia_food_labelling_tr_fl12.pdf  food-labelling technical regulation; Articles with numbered paragraphs and
                                       points, annex tables with row- and column-spanning header cells
- velora_road_race_regulations_2025.pdf  cycling federation road-race regulations; three-part article numbers
                                       "2.4.006" in a bold run-in, two-level numbered lists, a time-limit table and
                                       a penalty scale with merged header cells, footnotes
- marlowe_ipc07_isolation_policy.html  hospital infection-control policy as HTML; numbered sections, a definitions
                                       list, tables with rowspan and colspan

Content is invented. PyMuPDF (pymupdf) only; the output is the same byte for byte on every run.
"""

import io
import re
import unicodedata
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
LETTER = pymupdf.paper_rect("letter")


# -- helpers -----------------------------------------------------------------------------------------------------
def esc(s: str) -> str:
    """Escape text for HTML."""
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def norm(text: str) -> str:
    """NFKC, whitespace runs made one space."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


BREAK = "<!--page-->"


def flow(html: str, css: str, pagesize: pymupdf.Rect, frame: pymupdf.Rect) -> pymupdf.Document:
    """Lay out `html` in `frame` on as many pages as it needs; each BREAK mark starts a new page."""
    buf = io.BytesIO()
    writer = pymupdf.DocumentWriter(buf)
    n = 0
    for chunk in html.split(BREAK):
        story = pymupdf.Story(html=chunk, user_css=css)
        more = 1
        while more:
            n += 1
            if n > 60:
                raise ValueError("flow: runaway layout")
            dev = writer.begin_page(pagesize)
            more, _ = story.place(frame)
            story.draw(dev)
            writer.end_page()
    writer.close()
    return pymupdf.open("pdf", buf.getvalue())


def stamp(page: pymupdf.Page, rect: pymupdf.Rect, html: str, css: str = "") -> None:
    """Print a running header, footer, footnote or margin note; raises if it does not fit."""
    spare, _ = page.insert_htmlbox(rect, html, css="* {font-family: sans-serif; font-size: 7.5pt; margin: 0}" + css)
    if spare < 0:
        raise ValueError(f"stamp does not fit: {html[:80]}")


def page_of(doc: pymupdf.Document, text: str, start: int = 0) -> int:
    """0-based index of the first page from `start` whose text holds `text` (whitespace-normalised)."""
    want = norm(text)
    for i in range(start, doc.page_count):
        if want in norm(doc[i].get_text()):
            return i
    raise ValueError(f"not found: {text}")


def table(head: list[str], rows: list[list[str]], cls: str = "t", caption: str = "") -> str:
    """An HTML table with one header row and an optional caption line above it."""
    h = "".join(f"<th>{c}</th>" for c in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    cap = f'<p class="caption">{caption}</p>' if caption else ""
    return f'{cap}<table class="{cls}"><tr>{h}</tr>{body}</table>'


FN = re.compile(r"\{\{fn:(.*?)\}\}")


def footnote_marks(html: str) -> tuple[str, list[tuple[int, str, str]]]:
    """
    Replace each `{{fn:text}}` with a superscript number; return the html and (number, text, anchor) per note, the
    anchor being the last words of plain text before the mark (to find the page it lands on).
    """
    notes: list[tuple[int, str, str]] = []

    def repl(m: re.Match) -> str:
        n = len(notes) + 1
        before = re.sub(r"<[^>]+>", " ", html[: m.start()])
        before = FN.sub(" ", before).replace("&amp;", "&")
        anchor = " ".join(before.split()[-6:])
        notes.append((n, m.group(1), anchor))
        return f"<sup>{n}</sup>"

    return FN.sub(repl, html), notes


def place_footnotes(
    doc: pymupdf.Document, notes: list[tuple[int, str, str]], left: float, right: float, bottom: float, css: str
) -> None:
    """Print each note at the foot of the page its mark is on, above `bottom`, under a short rule."""
    by_page: dict[int, list[str]] = {}
    start = 0
    for n, text, anchor in notes:
        start = page_of(doc, anchor, start)
        by_page.setdefault(start, []).append(f"<p><sup>{n}</sup> {esc(text)}</p>")
    for i, items in by_page.items():
        page = doc[i]
        html = "".join(items)
        top = bottom - 14 * len(items) - 12 * sum(len(x) // 150 for x in items)
        page.draw_line((left, top - 4), (left + 100, top - 4), width=0.5)
        stamp(page, pymupdf.Rect(left, top, right, bottom), html, css)


def bars(doc: pymupdf.Document, left: float, right: float, fill: tuple[float, float, float]) -> None:
    """
    Draw a coloured bar behind every line printed in the sentinel colour #fefefe (headings shown white on a bar).
    Done after layout because Story draws background colours of later content on earlier pages.
    """
    for page in doc:
        for b in page.get_text("dict")["blocks"]:
            for ln in b.get("lines", []):
                if ln["spans"] and all(s["color"] == 0xFEFEFE for s in ln["spans"]):
                    y0, y1 = ln["bbox"][1], ln["bbox"][3]
                    page.draw_rect(pymupdf.Rect(left, y0 - 3, right, y1 + 3), color=None, fill=fill, overlay=False)


def save(doc: pymupdf.Document, name: str) -> None:
    """Write a PDF into docs/ with fixed metadata and ID, so that a rebuild gives the same bytes."""
    when = "D:20250301000000Z"
    doc.set_metadata(
        {
            "title": "",
            "author": "",
            "producer": "nc8 build.py",
            "creator": "nc8 build.py",
            "creationDate": when,
            "modDate": when,
        }
    )
    doc.save(DOCS / name, garbage=4, deflate=True, no_new_id=True)
    print(f"{name}: {doc.page_count} pages")


ITEM = re.compile(r"^\(([a-z]{1,4}|\d{1,2})\)\s")


# == 1. Harbour bylaws: bylaw numbers in the right margin, footnotes ===========================================
HARBOUR_TEXT = """
PART 1|PRELIMINARY
# 1|Citation, commencement and revocation
(1) These bylaws may be cited as the Brennock Harbour Bylaws 2023 and come into force on 1 May 2023.
(2) The Brennock Harbour Bylaws 1998 are revoked.
# 2|Interpretation
(1) In these bylaws—
"the Authority" means the Brennock Harbour Authority;
"berth holder" means a person who holds an annual berthing or mooring agreement with the Authority;
"the fairway" means the buoyed channel from the Fairway Buoy to the entrance of the inner harbour, described in Schedule 2;
"harbour master" means the harbour master appointed by the Authority, and includes a deputy harbour master and any person authorised in writing by the harbour master to act on the harbour master's behalf;
"the inner harbour" means the waters of the harbour to the west of a line drawn between the Pier Head Light and the Gull Rock beacon;
"length overall" means the length of a vessel measured from the foremost part of the bow to the aftermost part of the stern, including any bowsprit, pulpit, davits or bathing platform;
"personal watercraft" means a craft of less than 4 metres in length that is propelled by a water-jet engine and is designed to be operated by a person sitting, standing or kneeling on it rather than within a hull;
"small craft" means a vessel of less than 12 metres length overall, other than a personal watercraft;
"vessel" includes any ship, boat, yacht, raft, personal watercraft or other craft, whether or not self-propelled;
"visitor" means the person in charge of a vessel that is not kept in the harbour under a berth holder's agreement.
(2) A reference in these bylaws to a numbered bylaw is to the bylaw with that number, and a reference to a Schedule is to a Schedule to these bylaws.
PART 2|NAVIGATION
# 3|Directions of the harbour master
(1) Every person in charge of a vessel in the harbour shall comply with any direction given by the harbour master about the time and manner of the vessel's entry into, departure from or movement within the harbour, or about its berthing, mooring or anchoring.
(2) A direction may be given orally, by VHF radio or in writing, to the master, the owner or any person on board who appears to be in charge of the vessel.
(3) A person to whom a direction is given may appeal against it, in writing, to the Marine Committee of the Authority within 21 days of the direction. The direction continues to have effect while the appeal is decided.
# 4|Speed of vessels
(1) No vessel shall proceed at a speed through the water exceeding—
(a) 4 knots in the inner harbour;{{fn:Paragraph (1)(a) substituted by the Brennock Harbour (Amendment) Bylaws 2024, bylaw 2, with effect from 1 March 2024. The limit in the inner harbour was formerly 5 knots.}}
(b) 8 knots in the fairway;
(c) 6 knots within 100 metres of the shore, or of a vessel at anchor, in any other part of the harbour.
(2) Paragraph (1) does not apply to a vessel of the Authority, a lifeboat, or a police, fire or customs vessel, on duty.
(3) No person shall navigate a vessel so as to make a wash that endangers or damages another vessel, a pontoon or the works of the Authority.
# 5|Personal watercraft
(1) No person shall launch or operate a personal watercraft in the harbour unless it is registered with the Authority and shows the registration number issued by the Authority on both sides of the hull.
(2) A personal watercraft may be operated only—
(a) between 09:00 and 20:00, or sunset if earlier; and
(b) in the personal watercraft zone described in Schedule 2, except when going directly between that zone and the public slipway at North Quay by the shortest safe route.
(3) No person shall operate a personal watercraft within 200 metres of a bathing area marked by yellow buoys.
(4) The operator of a personal watercraft shall be at least 16 years of age and shall wear a buoyancy aid and the engine kill-cord at all times while under way.
# 6|Notice of arrival
(1) The master of a vessel of 20 metres or more length overall shall give the harbour master at least 24 hours' notice of the vessel's expected time of arrival.
(2) The master of a vessel carrying dangerous goods, whatever its length, shall give at least 48 hours' notice, stating the class and quantity of the dangerous goods on board.
(3) Notice may be given by VHF radio on channel 14, by telephone to Harbour Control, or by e-mail to the address published on the Authority's website.
# 7|Anchoring
(1) No vessel shall anchor in the fairway, or within 100 metres of the ferry linkspan, except in an emergency.
(2) A vessel may lie at anchor in the designated anchorage described in Schedule 2 for no more than 72 hours, unless the harbour master permits a longer stay.
(3) A vessel at anchor shall show the lights and shapes required by the collision regulations.
PART 3|BERTHS, MOORINGS AND SLIPWAYS
# 8|Visitor berths
(1) The harbour master allocates visitor berths and may move a vessel from one berth to another.
(2) Between 1 May and 30 September a visitor shall not occupy a visitor berth for more than 14 consecutive nights, unless the harbour master permits a longer stay.
(3) Not more than 3 vessels may lie alongside one another on the visitors' pontoon (Pontoon B), and a vessel of more than 15 metres length overall shall lie inside, next to the pontoon.
(4) A berth holder who will be away from the berth for more than 3 nights shall tell the harbour master, who may let the berth to visitors in the meantime, without any reduction in the berth holder's dues.
# 9|Mooring and fendering
(1) Every vessel lying at a pontoon shall be secured by bow and stern lines and by springs, and shall be fendered on the side next to the pontoon or to the vessel alongside.
(2) No person shall lay a private mooring in the harbour; swinging moorings are laid and inspected by the Authority.
# 10|Slipways and trailer park
(1) No person shall launch or recover a vessel at the public slipway at North Quay unless the launch fee in Schedule 1 has been paid or the vessel holds an annual launch permit.
(2) Vehicles and trailers shall not be left on the slipway. A trailer may be left in the trailer park for no more than 7 days.
(3) A vessel of more than 8 metres length overall may use the slipway only with the permission of the harbour master.
# 11|Abandoned and unattended vessels
(1) Where the dues for a vessel have been unpaid for 3 months, or a vessel appears to the harbour master to have been abandoned, the harbour master may fix to the vessel a notice requiring its owner to remove it.
(2) If the vessel has not been removed 28 days after the notice was fixed, the Authority may remove it to a place of safe keeping at the owner's expense.
(3) A vessel removed under paragraph (2) that is not claimed within 6 months of its removal may be sold by the Authority, which may keep from the proceeds the unpaid dues and the costs of removal, storage and sale; any balance is paid to the owner.
PART 4|SAFETY, FIRE AND POLLUTION
# 12|Fuel and fire
(1) No person shall take on fuel in the harbour except at the fuel berth on the east pontoon, which is open from 07:00 to 19:00 between 1 April and 31 October and from 08:00 to 16:00 at other times.
(2) No person shall carry petrol on a pontoon in a container that holds more than 25 litres or that is not approved for petrol.
(3) No naked flame, smoking or barbecue is permitted on any pontoon or within 15 metres of the fuel berth.
(4) Every vessel with an engine or a galley that lies at a pontoon shall carry at least one fire extinguisher in working order.
# 13|Pollution and waste
(1) No person shall put into the harbour any oil, oily bilge water, fuel, sewage, refuse or other polluting matter.
(2) Sewage holding tanks shall be emptied only at the pump-out station on the east pontoon, which berth holders may use free of charge.
(3) Waste oil, oil filters and batteries shall be left only in the waste oil compound at North Quay.
(4) No person shall scrape, sand or pressure-wash a hull painted with anti-fouling paint except on the wash-down pad at the boatyard, where the washings are collected.{{fn:Inserted by the Brennock Harbour (Amendment) Bylaws 2024, bylaw 3. The wash-down pad was brought into use in April 2024.}}
# 14|Swimming, diving and angling
(1) No person shall swim from a pontoon, quay or slipway, or in the fairway.
(2) No person shall dive with breathing apparatus in the harbour without the written permission of the harbour master, applied for at least 5 working days before the dive. The application shall include a dive plan and the name of the dive supervisor.
(3) Angling is permitted from the outer breakwater at any time, and from North Quay except between 08:00 and 18:00 from 1 June to 31 August. No person shall fish from a pontoon.
# 15|Accidents and damage
(1) The master of a vessel that is involved in a collision or accident in the harbour, or that damages the works of the Authority, shall report it to the harbour master as soon as practicable and in any case within 12 hours.
(2) Where a vessel sinks or runs aground in the harbour, its owner shall raise, move or remove it as the harbour master directs.
PART 5|DUES AND ENFORCEMENT
# 16|Harbour dues
(1) Dues are payable at the rates in Schedule 1, which the Authority reviews each year.
(2) A visitor shall pay dues at the Harbour Office, or through the Authority's app, within 24 hours of arrival and in any case before leaving the harbour.
(3) Dues for a berth or mooring are charged per metre of length overall, rounded up to the next whole metre, with a minimum charge of 8 metres.
(4) Berth holders pay their annual dues in advance by 1 April each year, or by 10 monthly instalments by direct debit.
(5) The Authority may detain a vessel whose dues are unpaid until they are paid.
# 17|Offences and penalties
(1) A person who contravenes any of these bylaws commits an offence and is liable on summary conviction to a fine not exceeding level 3 on the standard scale and, for a continuing offence, to a further fine not exceeding £50 for each day on which the offence continues after conviction.
(2) An authorised officer who has reason to believe that a person has committed an offence under bylaw 4, bylaw 5 or bylaw 12(3) may give that person a fixed penalty notice offering the opportunity of discharging liability by payment of £100.{{fn:The amounts in bylaw 17(2) were set by the Authority's resolution of 14 March 2023 and apply to notices given on or after 1 May 2023.}} The amount is reduced to £60 if it is paid within 14 days of the date of the notice.
(3) No proceedings for the offence may be brought before the end of 28 days after the date of the notice.
# 18|Exemptions
(1) The harbour master may, in writing, exempt a vessel or a person from any of these bylaws for a regatta, a race, a festival on the water or other organised event, and may attach conditions to the exemption.
(2) A request for an exemption shall be made at least 28 days before the event.
"""

HARBOUR_DUES = """<!--page--><p class="sch">SCHEDULE 1</p><p class="scht">HARBOUR DUES</p>
<p class="note">Bylaw 16. Rates for the year from 1 May 2023; VAT is charged in addition at the standard rate.</p>
<table class="t">
<tr><th rowspan="2">Service</th><th rowspan="2">Unit</th><th colspan="2">Rate (£)</th></tr>
<tr><th>1 May – 30 September</th><th>1 October – 30 April</th></tr>
<tr><td>Visitor berth, pontoon</td><td>per metre per night</td><td>3.20</td><td>2.10</td></tr>
<tr><td>Visitor swinging mooring</td><td>per metre per night</td><td>1.40</td><td>0.90</td></tr>
<tr><td>Short stay at a pontoon (up to 4 hours)</td><td>per vessel</td><td>10.00</td><td>6.00</td></tr>
<tr><td>Designated anchorage</td><td>per vessel per night</td><td>5.00</td><td>5.00</td></tr>
<tr><td>Annual pontoon berth (berth holder)</td><td>per metre per year</td><td colspan="2">285.00</td></tr>
<tr><td>Annual swinging mooring (berth holder)</td><td>per metre per year</td><td colspan="2">118.00</td></tr>
<tr><td>Slipway launch and recovery</td><td>per launch</td><td>12.00</td><td>8.00</td></tr>
<tr><td>Annual launch permit</td><td>per vessel</td><td colspan="2">145.00</td></tr>
<tr><td>Personal watercraft registration</td><td>per craft per year</td><td colspan="2">40.00</td></tr>
<tr><td>Personal watercraft launch</td><td>per launch</td><td>20.00</td><td>20.00</td></tr>
<tr><td>Shore power at a pontoon</td><td>per night</td><td>4.50</td><td>4.50</td></tr>
<tr><td>Trailer park</td><td>per trailer per day</td><td>3.00</td><td>3.00</td></tr>
</table>
<p class="note">Fresh water at the pontoons is included in the berth dues. Commercial vessels pay dues under the separate schedule of commercial dues.</p>
<p class="sch" style="margin-top:24pt">SCHEDULE 2</p><p class="scht">DESIGNATED AREAS</p>
<p class="note">Bylaws 2, 5 and 7.</p>
<table class="t">
<tr><th>Area</th><th>Description</th></tr>
<tr><td>The fairway</td><td>The channel marked by lateral buoys Nos. 1 to 8 from the Fairway Buoy to the line between the Pier Head Light and the Gull Rock beacon.</td></tr>
<tr><td>Designated anchorage</td><td>The waters of Pollard Bay north of the fairway, inside the four yellow anchorage buoys.</td></tr>
<tr><td>Personal watercraft zone</td><td>The waters of the outer harbour east of the Gull Rock beacon and more than 300 metres from the shore, marked by orange buoys.</td></tr>
<tr><td>Bathing areas</td><td>Sandy Cove and Mill Beach, each marked by yellow buoys from 1 May to 30 September.</td></tr>
<tr><td>Waiting pontoon</td><td>The pontoon at the end of North Quay, for vessels waiting for the fuel berth or for a berth to be allocated.</td></tr>
</table>
"""

HARBOUR_CSS = """
body {font-family: serif; font-size: 10pt; line-height: 1.3}
p {margin-top: 2pt; margin-bottom: 3pt; text-align: justify}
p.part {text-align: center; font-weight: bold; font-size: 10.5pt; margin-top: 14pt; margin-bottom: 0pt; letter-spacing: 1pt}
p.partt {text-align: center; font-size: 10pt; margin-top: 0pt; margin-bottom: 6pt}
p.bt {font-weight: bold; margin-top: 9pt; margin-bottom: 2pt; text-align: left}
p.l1 {margin-left: 22pt; text-indent: -22pt}
p.l2 {margin-left: 44pt; text-indent: -20pt}
p.def {margin-left: 22pt}
p.sch {text-align: center; font-weight: bold; margin-top: 14pt; margin-bottom: 0pt}
p.scht {text-align: center; margin-top: 0pt; margin-bottom: 4pt}
p.note {font-size: 9pt; font-style: italic}
table.t {border-collapse: collapse; width: 100%; font-size: 9pt; margin-bottom: 6pt}
table.t th {border: 0.5pt solid #000000; padding: 2pt}
table.t td {border: 0.5pt solid #000000; padding: 2pt}
"""


def harbour_markup(text: str) -> tuple[str, list[tuple[str, str]]]:
    """The bylaws as HTML, and (number, title) of each bylaw (its number goes in the right margin)."""
    out, heads = [], []
    for line in text.strip().splitlines():
        line = line.strip()
        if line.startswith("PART "):
            num, title = line.split("|")
            out.append(f'<p class="part">{num}</p><p class="partt">{esc(title)}</p>')
        elif line.startswith("# "):
            num, title = line[2:].split("|")
            heads.append((num, title))
            out.append(f'<p class="bt">{esc(title)}</p>')
        elif line.startswith('"'):
            term, rest = line[1:].split('"', 1)
            out.append(f'<p class="def">“<b>{esc(term)}</b>”{esc(rest)}</p>')
        elif (m := ITEM.match(line)) and m.group(1).isdigit():
            out.append(f'<p class="l1">{esc(line)}</p>')
        elif m:
            out.append(f'<p class="l2">{esc(line)}</p>')
        else:
            out.append(f"<p>{esc(line)}</p>")
    return "\n".join(out), heads


def build_harbour() -> None:
    """The harbour bylaws (PDF, A4)."""
    body, heads = harbour_markup(HARBOUR_TEXT)
    body, notes = footnote_marks(body)
    arrangement = "".join(f'<tr><td style="width:30pt">{n}.</td><td>{esc(t)}</td></tr>' for n, t in heads)
    front = f"""<p style="text-align:center; font-size:9pt; letter-spacing:2pt">BRENNOCK HARBOUR AUTHORITY</p>
    <p style="text-align:center; font-size:16pt; margin-top:6pt"><b>The Brennock Harbour Bylaws 2023</b></p>
    <p style="text-align:center; font-style:italic">as amended by the Brennock Harbour (Amendment) Bylaws 2024</p>
    <p style="margin-top:10pt">Made by the Brennock Harbour Authority on 14 March 2023 under article 19 of the Brennock Harbour Order 1987.</p>
    <p>Confirmed by the Minister for Transport on 6 April 2023.</p>
    <p>Coming into force on 1 May 2023.</p>
    <p style="text-align:center; font-weight:bold; margin-top:12pt">ARRANGEMENT OF BYLAWS</p>
    <table style="font-size:9.5pt; margin-left:40pt">{arrangement}
    <tr><td></td><td>Schedule 1 – Harbour dues</td></tr><tr><td></td><td>Schedule 2 – Designated areas</td></tr></table>
    <!--page-->"""
    left, right = 62.0, 470.0
    W, H = A4.width, A4.height
    doc = flow(front + body + HARBOUR_DUES, HARBOUR_CSS, A4, pymupdf.Rect(left, 66, right, H - 122))
    # bylaw numbers in the right margin, level with the bylaw's title
    k = 1
    for num, title in heads:
        while True:
            hit = None
            for b in doc[k].get_text("dict")["blocks"]:
                for ln in b.get("lines", []):
                    spans = ln["spans"]
                    if norm("".join(s["text"] for s in spans)) == title and spans[0]["flags"] & 16:
                        hit = ln["bbox"]
                        break
                if hit:
                    break
            if hit:
                break
            k += 1
        y0 = hit[1]
        stamp(
            doc[k],
            pymupdf.Rect(right + 14, y0 - 1, W - 40, y0 + 14),
            f"<p><b>{num}</b></p>",
            "* {font-family: serif; font-size: 10pt}",
        )
    place_footnotes(doc, notes, left, right, H - 64, "* {font-family: serif; font-size: 7.5pt; margin: 0 0 2pt 0}")
    n = doc.page_count
    for i, page in enumerate(doc):
        if i > 0:
            stamp(
                page,
                pymupdf.Rect(left, 34, right, 48),
                '<p style="font-style:italic">Brennock Harbour Bylaws 2023</p>',
                "* {font-family: serif; font-size: 8.5pt}",
            )
            page.draw_line((left, 52), (right, 52), width=0.4)
        stamp(
            page,
            pymupdf.Rect(left, H - 48, right, H - 34),
            f'<table style="width:100%"><tr><td>BHA/BL/2023 (consolidated March 2024)</td><td style="text-align:right">Page {i + 1} of {n}</td></tr></table>',
            "* {font-family: serif; font-size: 8pt}",
        )
    save(doc, "brennock_harbour_bylaws_2023.pdf")


# == 2. Data-centre physical-security standard: control ids, a table continued over a page break ===============
PSS_INTRO = """
= 1|Purpose
This standard sets the minimum physical security controls at every Northgate Colocation data centre. Each control has an identifier of the form PS-n.m; the controls are mandatory unless an exception has been approved under PS-1.2.
= 2|Scope
This standard applies to the data centre sites NG1 Ashby Cross and NG2 Fennmoor, and to every employee, contractor, customer and visitor on those sites. It does not apply to Northgate's head office, which is covered by the Office Security Policy (OSP-02).
= 3|Terms used in this standard
|<table class="terms"><tr><td class="tm">Authorised contact</td><td>A person named by a customer on its access list who may request access for the customer's staff and approve the movement of the customer's equipment.</td></tr><tr><td class="tm">Escort</td><td>A Northgate employee, or a customer's staff member with unescorted Zone 4 access, who stays with a visitor and is responsible for the visitor's conduct.</td></tr><tr><td class="tm">Mantrap</td><td>An entry booth with two interlocked doors, only one of which can be open at a time, that admits one person per card transaction.</td></tr><tr><td class="tm">SOC</td><td>The Security Operations Centre of the site, staffed at all times, which monitors alarms, access events and CCTV.</td></tr><tr><td class="tm">Tailgating</td><td>Passing through a controlled door behind another person without presenting one's own access card.</td></tr></table>
= 4|Roles
The Head of Security owns this standard, approves access to Zone 5 and keeps the exceptions register. The Site Security Manager (SSM) of each site runs the site's security day to day and approves access to Zone 4. The SOC operates the controls that this standard gives to it. Customers' authorised contacts are responsible for the accuracy of their access lists.
"""

PSS_CONTROLS = """
F PS-1|Governance
C PS-1.1|Risk assessment
Each site has a physical security risk assessment, prepared by the SSM. It is reviewed at least once a year and after every P1 incident.
C PS-1.2|Exceptions
Where a control cannot be met, the SSM records an exception in the exceptions register with the compensating measures in place. An exception must be approved by the Chief Operating Officer, is valid for no more than 6 months, and may be renewed once.
C PS-1.3|Compliance audit
Internal Audit checks each site's compliance with this standard every 12 months. Findings rated high are closed within 30 days.
F PS-2|Site perimeter
C PS-2.1|Perimeter fence
The site is enclosed by a fence at least 2.4 metres high with an anti-climb topping. A clear zone of 2 metres on each side of the fence is kept free of vegetation, vehicles and stored material.
C PS-2.2|Vehicle entry
a) Vehicles enter and leave through a single guarded gate with a rising-arm barrier.
b) Hostile vehicle mitigation bollards at the gate are rated to stop a vehicle of 7,500 kg travelling at 48 km/h.
c) Every vehicle is checked against the day's expected list; unexpected vehicles are held outside the gate until the SOC confirms the visit.
C PS-2.3|Perimeter intrusion detection
A fence-mounted intrusion detection system covers the whole perimeter in detection zones of no more than 50 metres. Alarms are raised in the SOC. The SOC tests each detection zone every month.
C PS-2.4|Lighting
The fence line, the gate and the building approaches are lit from dusk to dawn so that the CCTV cameras can identify a person.
F PS-3|Building
C PS-3.1|Construction
Walls of data halls and of Zone 5 rooms run from the floor slab to the roof slab. Zone 4 and Zone 5 rooms have no windows.
C PS-3.2|External doors
Every external door is alarmed. A door held open raises a door-held alarm in the SOC after 30 seconds; a door forced open raises an alarm at once.
C PS-3.3|Loading bay
a) The loading bay has an outer and an inner door that cannot be open at the same time.
b) Deliveries are accepted from 08:00 to 18:00, Monday to Friday.
c) A delivery outside those hours needs the prior agreement of the SSM, asked for at least 48 hours in advance.
C PS-3.4|Signage
No external sign identifies the building as a data centre or names Northgate's customers.
F PS-4|Access control
C PS-4.1|Access cards
Every person with unescorted access holds a photo access card, which is worn visibly above the waist at all times on site. A lost or stolen card is reported to the SOC at once and is disabled within 15 minutes of the report.
C PS-4.2|Authentication by zone
a) Zones 2 and 3: access card.
b) Zone 4: access card and PIN, through a mantrap.
c) Zone 5: access card and fingerprint, through a mantrap.
The PIN has 6 digits and is changed every 90 days.
C PS-4.3|Two-person rule
Work in Zone 5 is carried out by at least two authorised persons together. No person may work alone in Zone 5.
C PS-4.4|Granting access
a) Zone 4 access for a customer's staff is requested by the customer's authorised contact and approved by the SSM.
b) Zone 5 access is approved by the Head of Security and is given only to Northgate employees and named maintenance contractors.
C PS-4.5|Access reviews
The SSM reviews the list of people holding Zone 4 access every quarter, and the list of people holding Zone 5 access every month, and removes access that is no longer needed.
C PS-4.6|Leavers
An employee's or contractor's access is disabled by the end of their last working day. Where a person is dismissed, access is disabled within 1 hour of HR telling the SOC. Customers tell Northgate of a leaver on their access list within 24 hours.
C PS-4.7|Tailgating
Staff who see tailgating report it to the SOC at once. The SOC records the event in the incident log and reviews the CCTV within 1 hour.
F PS-5|Visitors
C PS-5.1|Pre-registration
A visitor is pre-registered in the visitor management system by the host at least 24 hours before arrival. A visitor who is to enter Zone 4 is pre-registered at least 2 working days before arrival.
C PS-5.2|Identification and badges
Reception checks each visitor's government-issued photo identity document. A visitor wears a red visitor badge, which is returned on leaving. A visitor who cannot show identity is refused entry.
C PS-5.3|Escorting
a) Visitors are escorted at all times beyond Zone 2.
b) One escort may accompany no more than 5 visitors in Zones 3 and 4, and no more than 2 visitors in Zone 5.
C PS-5.4|Prohibited items and conduct
a) Photography and video recording in Zones 4 and 5 are prohibited without the written permission of the SSM.
b) Food and drink are not allowed in the data halls.
c) Cardboard and packing material are not taken into the data halls; equipment is unpacked in the build room.
F PS-6|CCTV and monitoring
C PS-6.1|Coverage
CCTV covers the perimeter gates, every building entrance, the loading bay, every door into Zone 4 or Zone 5 and every aisle of the data halls.
C PS-6.2|Recording
Cameras record at least 15 frames per second, and the vehicle-gate cameras at least 25 frames per second so that number plates can be read.
C PS-6.3|Retention of recordings
Recordings are kept for 90 days and then overwritten automatically. Footage relating to an incident is preserved, as shown in Table B.1.
C PS-6.4|Monitoring and faults
The SOC monitors alarms and live CCTV 24 hours a day, every day of the year. A failed camera that covers a door into Zone 4 or Zone 5 is repaired within 8 hours; until then a security officer is posted at the door.
F PS-7|Security officers and keys
C PS-7.1|Officers on site
At least 2 licensed security officers are on site at all times, one of whom is in the SOC.
C PS-7.2|Patrols
Officers patrol the inside and the outside of the site at least every 2 hours between 18:00 and 07:00 and at all times at weekends. Patrols are recorded with patrol tags.
C PS-7.3|Keys
Physical keys are held in the electronic key cabinet. Master keys are issued only to the SSM and the duty security supervisor. The SSM audits all keys every 6 months.
F PS-8|Equipment and media
C PS-8.1|Equipment movement
Equipment leaves a site only with an Equipment Movement Form approved by the customer's authorised contact, or for Northgate equipment by the SSM. The SOC checks the serial numbers at the loading bay against the form.
C PS-8.2|Storage media
Failed disks from Northgate's own systems are destroyed on site by shredding to a particle size of no more than 20 mm. A certificate of destruction is kept for each batch.
F PS-9|Incidents
C PS-9.1|Categories
a) P1 – critical: an intrusion into Zone 4 or Zone 5, theft of equipment, or violence on site.
b) P2 – major: an attempted intrusion, or a failure of the access control or alarm system lasting more than 1 hour.
c) P3 – minor: tailgating, a lost access card, a door-held alarm not answered.
d) P4 – observation: any other security concern.
C PS-9.2|Reporting
The SOC reports a P1 incident to the Head of Security by telephone within 30 minutes, and a P2 incident within 4 hours. P3 and P4 incidents are listed in the daily SOC report. A customer whose equipment is affected by a P1 incident is told within 24 hours.
C PS-9.3|Post-incident review
The SSM completes a post-incident review of every P1 and P2 incident within 10 working days, and the lessons are reported to the quarterly security committee.
"""

PSS_ZONES = """<p class="app" style="margin-top:14pt">Appendix A – Security zones</p>
<table class="t"><tr><th>Zone</th><th>Areas</th><th>Authentication (PS-4.2)</th><th>Visitors</th></tr>
<tr><td>1</td><td>Car park, gatehouse approach</td><td>none (perimeter gate)</td><td>unescorted</td></tr>
<tr><td>2</td><td>Reception, visitor lounge, customer meeting rooms</td><td>access card</td><td>unescorted</td></tr>
<tr><td>3</td><td>Offices, build rooms, loading bay, storage</td><td>access card</td><td>escorted</td></tr>
<tr><td>4</td><td>Data halls and customer suites</td><td>card and PIN, mantrap</td><td>escorted, pre-registered 2 working days ahead</td></tr>
<tr><td>5</td><td>Meet-me rooms, UPS and switchgear rooms, generator hall, SOC</td><td>card and fingerprint, mantrap</td><td>escorted, 2 visitors per escort</td></tr></table>
"""

PSS_RECORDS = [
    ["Visitor log", "SOC", "12 months"],
    ["Access card issue and return records", "SSM", "duration of access plus 2 years"],
    ["Evidence of access reviews (PS-4.5)", "SSM", "3 years"],
    ["Fingerprint templates", "SOC", "deleted within 30 days after access ends"],
    ["CCTV recordings", "SOC", "90 days"],
    ["CCTV footage preserved for an incident", "SOC", "12 months after the incident is closed"],
    ["Alarm activation log", "SOC", "2 years"],
    ["Perimeter detection test results (PS-2.3)", "SSM", "2 years"],
    ["Patrol records", "SOC", "12 months"],
    ["Key issue log and key audits", "SSM", "3 years"],
    ["Lost card reports", "SOC", "2 years"],
    ["Loading bay delivery log", "SOC", "12 months"],
    ["Equipment Movement Forms", "SOC", "2 years"],
    ["Certificates of destruction (PS-8.2)", "SSM", "7 years"],
    ["Incident reports, P1 and P2", "Head of Security", "7 years"],
    ["Incident reports, P3 and P4", "SSM", "3 years"],
    ["Post-incident reviews", "Head of Security", "7 years"],
    ["Exceptions register entries", "Head of Security", "3 years after the exception ends"],
    ["Physical security risk assessments", "SSM", "3 years after being superseded"],
    ["Security awareness training records", "SSM", "duration of employment plus 1 year"],
    ["Contractor induction records", "SSM", "2 years"],
    ["Mantrap and door fault log", "SSM", "2 years"],
    ["Internal Audit reports (PS-1.3)", "Head of Security", "6 years"],
    ["Security committee minutes", "Head of Security", "6 years"],
    ["Vehicle gate log", "SOC", "12 months"],
    ["Fingerprint enrolment consent forms", "SOC", "duration of access plus 1 year"],
    ["PIN reset requests", "SOC", "12 months"],
    ["Customer access lists", "SSM", "2 years after the customer contract ends"],
    ["Photography permissions (PS-5.4)", "SSM", "2 years"],
    ["Out-of-hours delivery approvals (PS-3.3)", "SSM", "12 months"],
    ["Copies of security officer licences", "SSM", "duration of assignment plus 1 year"],
    ["Camera fault and repair log", "SSM", "2 years"],
]

PSS_CSS = """
body {font-family: sans-serif; font-size: 9.5pt; line-height: 1.3}
p {margin-top: 2pt; margin-bottom: 3pt}
p.sec {font-size: 11pt; font-weight: bold; color: #23395d; margin-top: 10pt; margin-bottom: 3pt}
p.fam {color: #fefefe; font-weight: bold; font-size: 10pt; margin-top: 12pt; margin-bottom: 6pt; margin-left: 4pt}
p.app {font-size: 11pt; font-weight: bold; color: #23395d; margin-top: 4pt; margin-bottom: 4pt}
p.caption {font-weight: bold; font-size: 9pt; margin-top: 6pt; margin-bottom: 2pt}
table.ctl {width: 100%; border-collapse: collapse; margin-top: 3pt; margin-bottom: 3pt}
table.ctl td {border: 0.5pt solid #9aa7bd; padding: 3pt; vertical-align: top}
td.cid {width: 52pt; font-weight: bold; color: #23395d}
p.it {margin-left: 14pt; text-indent: -14pt; margin-top: 1pt; margin-bottom: 1pt}
table.terms {width: 100%; border-collapse: collapse; font-size: 9pt}
table.terms td {padding: 2pt; vertical-align: top; border-bottom: 0.5pt solid #cccccc}
td.tm {width: 100pt; font-weight: bold}
table.t {border-collapse: collapse; width: 100%; font-size: 9pt; margin-bottom: 6pt}
table.t th {text-align: left; border: 0.5pt solid #555555; padding: 2pt}
table.t td {border: 0.5pt solid #555555; padding: 2pt}
"""


def pss_markup(text: str) -> str:
    """Sections ('= n|title'), control families ('F id|title'), controls ('C id|title' and their lines)."""
    out: list[str] = []
    ctl: list[str] | None = None

    def close() -> None:
        nonlocal ctl
        if ctl is not None:
            out.append(f'<table class="ctl"><tr><td class="cid">{ctl[0]}</td><td>{"".join(ctl[1:])}</td></tr></table>')
            ctl = None

    for line in text.strip().splitlines():
        line = line.strip()
        if line.startswith("= "):
            close()
            num, title = line[2:].split("|")
            out.append(f'<p class="sec">{num}&nbsp;&nbsp;{esc(title)}</p>')
        elif line.startswith("F "):
            close()
            num, title = line[2:].split("|")
            out.append(f'<p class="fam">{num}&nbsp;&nbsp;&nbsp;{esc(title.upper())}</p>')
        elif line.startswith("C "):
            close()
            num, title = line[2:].split("|")
            ctl = [num, f"<p><b>{esc(title)}</b></p>"]
        elif line.startswith("|"):
            close()
            out.append(line[1:])
        elif ctl is not None:
            cls = ' class="it"' if re.match(r"^[a-h]\) ", line) else ""
            ctl.append(f"<p{cls}>{esc(line)}</p>")
        else:
            out.append(f"<p>{esc(line)}</p>")
    close()
    return "\n".join(out)


def build_pss() -> None:
    """The physical security standard (PDF, A4)."""
    W, H = A4.width, A4.height
    frame = pymupdf.Rect(56, 70, W - 56, H - 64)
    cover = """<p style="font-size:10pt; color:#23395d; margin-top:40pt"><b>NORTHGATE COLOCATION LTD</b></p>
    <p style="font-size:24pt; color:#23395d; margin-top:90pt"><b>Physical Security Standard</b></p>
    <p style="font-size:14pt; color:#23395d">PSS-01</p>
    <table class="t" style="margin-top:60pt; width:70%">
    <tr><td><b>Version</b></td><td>3.2</td></tr><tr><td><b>Status</b></td><td>Approved</td></tr>
    <tr><td><b>Owner</b></td><td>Head of Security</td></tr><tr><td><b>Approved by</b></td><td>Chief Operating Officer</td></tr>
    <tr><td><b>Approval date</b></td><td>12 June 2025</td></tr><tr><td><b>Effective date</b></td><td>1 July 2025</td></tr>
    <tr><td><b>Next review</b></td><td>June 2026</td></tr><tr><td><b>Classification</b></td><td>Internal</td></tr></table>
    <p style="margin-top:40pt; font-weight:bold">Revision history</p>
    <table class="t" style="width:100%"><tr><th>Version</th><th>Date</th><th>Summary of changes</th></tr>
    <tr><td>3.0</td><td>March 2023</td><td>Standard rewritten as numbered controls; zones 1 to 5 introduced.</td></tr>
    <tr><td>3.1</td><td>January 2024</td><td>Fingerprint authentication for Zone 5 (PS-4.2); two-person rule (PS-4.3).</td></tr>
    <tr><td>3.2</td><td>June 2025</td><td>Zone 4 visitors pre-registered 2 working days ahead (PS-5.1); records table (Appendix B).</td></tr></table>
    """
    intro = pss_markup(PSS_INTRO)
    controls = pss_markup(PSS_CONTROLS)
    head = "<tr><th>Record</th><th>Owner</th><th>Minimum retention</th></tr>"

    def rows(rs: list[list[str]]) -> str:
        return "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rs)

    app_b_intro = """<p class="app" style="margin-top:14pt">Appendix B – Security records</p>
    <p>The owner of each record keeps it for at least the period below and then destroys it securely, unless it is needed for an open incident, an investigation or a legal claim. Retention periods run from the date the record is made, unless the table says otherwise.</p>
    <p class="caption">Table B.1 – Security records and retention</p>"""

    def layout(k: int) -> pymupdf.Document:
        part1 = f'{app_b_intro}<table class="t">{head}{rows(PSS_RECORDS[:k])}</table>'
        part2 = f'<p class="caption">Table B.1 – Security records and retention (continued)</p><table class="t">{head}{rows(PSS_RECORDS[k:])}</table>'
        part2 += "<p style='margin-top:10pt'><i>End of standard.</i></p>"
        html = BREAK.join([cover, intro + controls + PSS_ZONES + part1, part2])
        return flow(html, PSS_CSS, A4, frame)

    # as many rows as fit before the page foot, the rest under a repeated header on the next page
    k = len(PSS_RECORDS) - 1
    while True:
        doc = layout(k)
        start = page_of(doc, "Table B.1 – Security records and retention")
        if page_of(doc, PSS_RECORDS[k - 1][0], start) == start and page_of(doc, "(continued)") == start + 1:
            break
        k -= 1
    bars(doc, 56, W - 56, (0.14, 0.22, 0.36))
    n = doc.page_count
    for i, page in enumerate(doc):
        if i == 0:
            continue
        stamp(
            page,
            pymupdf.Rect(56, 32, W - 56, 46),
            '<table style="width:100%"><tr><td>Northgate Colocation Ltd</td><td style="text-align:center">PSS-01 Physical Security Standard – v3.2</td>'
            '<td style="text-align:right; color:#b00000"><b>INTERNAL</b></td></tr></table>',
        )
        page.draw_line((56, 50), (W - 56, 50), color=(0.14, 0.22, 0.36), width=0.8)
        stamp(
            page,
            pymupdf.Rect(56, H - 46, W - 56, H - 32),
            f'<table style="width:100%"><tr><td>Uncontrolled when printed</td><td style="text-align:right">Page {i + 1} of {n}</td></tr></table>',
        )
    save(doc, "northgate_pss01_physical_security.pdf")


# == 3. Residential tenancy code: s. 14(3)(b) references, quoted definitions, alternating headers ================
TENANCY_TEXT = """
PART I|INTERPRETATION AND APPLICATION
# 1|Short title
This By-law may be cited as the Residential Tenancy Code.
# 2|Definitions
(1) In this Code,
"Code officer" means a person appointed by the Director under s. 24 to enforce this Code;
"deposit" means money paid by a tenant to a landlord to be held as security for the performance of the tenant's obligations, and includes a pet deposit;
"Director" means the Director of Housing Standards of the City, or a person acting under the Director's written delegation;
"emergency" means a situation that puts at risk the health or safety of a person, or that threatens serious damage to a rental unit or to the building in which it is located;
"landlord" includes the owner of a rental unit, the owner's agent, and a tenant who sublets a rental unit;
"rent" means money paid for the right to occupy a rental unit, and includes any amount paid for parking or storage under the tenancy agreement;
"rental unit" means living accommodation rented or offered for rent for residential purposes, and includes a room in a rooming house;
"tenancy agreement" means an agreement, written or oral, express or implied, for the possession of a rental unit;
"vital service" means heat, hot and cold water, electricity, and fuel or gas supplied to a rental unit.
(2) A reference in this Code to a Schedule is to a Schedule to this Code.
# 3|Application
(1) This Code applies to every rental unit in the City, despite any agreement or waiver to the contrary.
(2) This Code does not apply to
(a) accommodation in a hotel, motel or hostel rented for periods of less than 30 consecutive days;
(b) a room in a dwelling where the owner lives and shares a kitchen or bathroom with the occupant;
(c) accommodation provided by a hospital, care home or educational institution to its patients, residents or students; or
(d) a co-living unit operated under a licence issued under the Business Licensing By-law.
PART II|REGISTRATION
# 4|Registration of rental units
(1) Every landlord shall register each rental unit with the City within 30 days after first offering it for rent, and shall renew the registration every year by 31 January.
(2) The registration fee and the late registration surcharge are set out in Schedule A.
(3) The landlord shall show the registration number in every advertisement for the rental unit.
# 5|Local contact
(1) A landlord who does not live in the City shall name, when registering, a local contact who lives within 50 km of the rental unit and who can attend the rental unit within 4 hours in an emergency.
(2) The landlord shall give the tenant the local contact's name and telephone number in writing at the start of the tenancy.
PART III|AGREEMENTS, DEPOSITS AND INSPECTIONS
# 6|Written tenancy agreement
(1) Every tenancy agreement made on or after the day this Code comes into force shall be in writing, in the standard form approved by the Director.
(2) The landlord shall give the tenant a copy of the agreement, signed by both parties, within 21 days after it is signed.
# 7|Deposits
(1) A landlord may require a deposit of no more than one month's rent.
(2) Where the tenancy agreement permits a pet, the landlord may also require a pet deposit of no more than one half of one month's rent.
(3) A landlord may require a refundable key deposit that does not exceed the replacement cost of the keys, remote openers and access cards given to the tenant.
(4) The landlord shall hold a deposit in trust and shall pay the tenant interest on it at the rate set each year by the City Treasurer.
(5) Within 15 days after the later of the day the tenancy ends and the day the tenant gives a forwarding address in writing, the landlord shall
(a) return the deposit with interest; or
(b) return the part of the deposit that the landlord does not claim, with a written statement of the amount claimed, and apply to the Tenancy Dispute Office for an order allowing the claim.
(6) A landlord who does not comply with subsection (5) shall pay the tenant an amount equal to twice the deposit.
# 8|Condition inspections
(1) The landlord and the tenant shall inspect the rental unit together at the start and at the end of the tenancy, and the landlord shall complete a condition report, signed by both, and give the tenant a copy within 7 days after the inspection.
(2) A landlord who does not offer the tenant at least 2 opportunities for an inspection may not deduct the cost of damage from the deposit.
PART IV|RENT
# 9|Payment of rent and charges
(1) Rent is payable on the day set in the tenancy agreement. The landlord shall give a receipt for rent paid in cash.
(2) A landlord shall not charge a tenant any fee or charge other than rent, a deposit permitted by s. 7, or a charge set out in Schedule B, and a charge in Schedule B may be made only if the tenancy agreement provides for it.
# 10|Rent increases
(1) A landlord shall not increase the rent
(a) earlier than 12 months after the day on which the tenancy began or the last increase took effect; or
(b) by more than the annual rent increase guideline for the calendar year, unless the Tenancy Dispute Office has approved an additional increase under s. 11.
(2) The landlord shall give the tenant notice of a rent increase, in the approved form, at least 90 days before the increase takes effect.
(3) The Director shall publish the rent increase guideline for a calendar year by 31 August of the preceding year.
(4) A notice of rent increase that does not comply with this section is void, and a tenant who has paid an increase under a void notice may deduct the amount paid from rent.
# 11|Additional rent increase
(1) A landlord may apply to the Tenancy Dispute Office for an increase above the guideline where the landlord has completed major repairs or capital improvements to the building that are not expected to recur within 15 years.
(2) An additional increase shall not exceed 3% above the guideline in any year, and may be phased in over no more than 3 years.
PART V|OBLIGATIONS DURING THE TENANCY
# 12|Repairs
(1) The landlord shall keep the rental unit and the building in a good state of repair and fit for habitation, and shall comply with the health, safety and housing standards of the City.
(2) The landlord shall begin urgent repairs within 24 hours after the tenant reports the problem, and shall complete them as soon as practicable. Urgent repairs are repairs needed to deal with
(a) a major leak in a pipe or the roof;
(b) a blocked or broken toilet, where it is the only toilet in the rental unit;
(c) the failure of a vital service; or
(d) a broken lock on an exterior door of the rental unit.
(3) The landlord shall make any other repair within 30 days after the tenant's written request.
(4) Where the landlord has not begun an urgent repair within 24 hours after 2 attempts by the tenant to report it, the tenant may have the repair done and deduct the reasonable cost from rent, up to one month's rent, after giving the landlord the receipts.
# 13|Heat
(1) From 15 September to 1 June the landlord shall keep every habitable room of the rental unit at a temperature of at least
(a) 21 °C from 6 a.m. to 11 p.m.; and
(b) 18 °C from 11 p.m. to 6 a.m.
(2) Subsection (1) does not apply where the tenant controls the supply of heat to the rental unit.
# 14|Landlord's entry
(1) A landlord shall not enter a rental unit except as this section allows.
(2) A landlord may enter a rental unit without notice
(a) in an emergency; or
(b) where the tenant consents at the time of entry.
(3) A landlord may enter a rental unit between 8 a.m. and 8 p.m., after giving the tenant written notice at least 24 hours before the entry that states the reason for and the time of the entry, in order
(a) to make repairs or do work in the rental unit;
(b) to show the rental unit to a prospective tenant, but only after a notice to end the tenancy has been given and during the last 60 days of the tenancy;
(c) to inspect the condition of the rental unit, no more often than once in any period of 3 months; or
(d) to carry out pest control treatment.
(4) An entry under s. 14(3)(b) shall not last more than 1 hour, and the landlord shall make reasonable efforts to show the unit at times that suit the tenant.
# 15|Pests
A tenant shall report pests to the landlord promptly. The landlord shall arrange treatment by a licensed pest control operator within 7 days after the report, and any follow-up treatment that the operator recommends.
# 16|Smoke and carbon monoxide alarms
(1) The landlord shall install smoke alarms and, where the building has a fuel-burning appliance or an attached garage, carbon monoxide alarms, and shall test them at the start of each tenancy and at least once a year.
(2) The tenant shall not disconnect an alarm and shall tell the landlord of any alarm that does not work.
# 17|Subletting and assignment
(1) A tenant may sublet the rental unit or assign the tenancy agreement only with the written consent of the landlord, which shall not be unreasonably withheld.
(2) Where the landlord does not answer the tenant's written request within 10 days, the landlord is deemed to have consented.
(3) A landlord shall not charge a fee for considering a request other than the landlord's reasonable out-of-pocket expenses.
# 18|Guests
A landlord shall not restrict the right of a tenant to have guests, or charge a fee for guests, except that a tenancy agreement may require the tenant to tell the landlord of a guest who stays for more than 14 consecutive days.
PART VI|ENDING A TENANCY
# 19|Notice by tenant
(1) A tenant may end a periodic tenancy by giving the landlord written notice
(a) in the case of a monthly tenancy, at least one clear month before the last day of a rental period; and
(b) in the case of a weekly tenancy, at least 28 days before the last day of a rental period.
(2) A tenant who, or whose child, has been subjected to family violence may end any tenancy, including a fixed-term tenancy, by giving one month's written notice together with a statement from a third-party verifier.
# 20|Notice by landlord
(1) A landlord may end a tenancy only for a reason set out in this section, by notice in the approved form.
(2) Where rent is unpaid, the landlord may give 10 days' notice; the notice has no effect if the tenant pays all the rent owing within 5 days after receiving it.
(3) Where the landlord, or a close family member of the landlord, intends in good faith to occupy the rental unit, the landlord may give at least 4 months' notice, ending on the last day of a rental period, and shall pay the tenant compensation equal to one month's rent.
(4) Where the landlord has all the permits needed to demolish the rental unit or to convert it to a non-residential use, the landlord may give at least 6 months' notice, and shall pay the tenant compensation equal to 3 months' rent.
(5) Where the tenant has been late paying rent at least 3 times within 12 months, or has caused significant damage to the rental unit, the landlord may give one month's notice.
(6) A tenant who receives a notice under subsection (3) or (4) may end the tenancy earlier by giving the landlord at least 10 days' written notice, and keeps the right to the compensation.
# 21|Use of the unit after a notice
Where the landlord does not, within 3 months after the tenancy ends, begin to use the rental unit for the purpose stated in a notice under s. 20(3) or (4), or uses it for that purpose for less than 6 months, the landlord shall pay the former tenant an amount equal to 12 months' rent.
PART VII|DISPUTES AND ENFORCEMENT
# 22|Tenancy Dispute Office
(1) A landlord or a tenant may apply to the Tenancy Dispute Office to resolve a dispute under this Code. The application fee is set out in Schedule A, and is waived for an applicant who receives income assistance.
(2) A tenant who disputes a notice to end the tenancy shall apply within 15 days after receiving the notice, or within 5 days after receiving a notice under s. 20(2).
(3) The Tenancy Dispute Office shall give its decision in writing within 30 days after the hearing ends.
# 23|Appeals
A party may appeal a decision of the Tenancy Dispute Office to the Tenancy Appeal Board, on a question of law or of procedural fairness only, within 30 days after receiving the decision.
# 24|Code officers
(1) The Director may appoint Code officers to enforce this Code.
(2) A Code officer may enter and inspect a rental unit at any reasonable time after giving the landlord and the tenant at least 24 hours' notice, or at any time in an emergency.
# 25|Offences and penalties
(1) A person who contravenes s. 7, 12, 13, 14 or 20 commits an offence.
(2) A person who commits an offence is liable on conviction to a fine of not more than $10,000 for an individual and not more than $50,000 for a corporation, and each day that an offence continues is a separate offence.
(3) The minimum fine for a contravention of s. 13 is $500.
# 26|Repeal and coming into force
(1) By-law No. 2011-40, the Residential Premises Standards By-law, is repealed.
(2) This By-law comes into force on 1 March 2025.
"""

TENANCY_SCHEDULES = """<p class="sch">SCHEDULE A – CITY FEES</p>
<p class="sn">(ss. 4 and 22; fees for 2025)</p>
<table class="t"><tr><th>Item</th><th>Fee</th></tr>
<tr><td>Registration of a rental unit, per unit per year</td><td>$65</td></tr>
<tr><td>Late registration surcharge, per unit</td><td>$50</td></tr>
<tr><td>Application to the Tenancy Dispute Office</td><td>$50</td></tr>
<tr><td>Application for an additional rent increase (s. 11)</td><td>$300, plus $10 per rental unit in the building, to a maximum of $1,500</td></tr>
<tr><td>Appeal to the Tenancy Appeal Board</td><td>$100</td></tr>
<tr><td>Copy of a registration certificate</td><td>$10</td></tr></table>
<p class="sch">SCHEDULE B – CHARGES A LANDLORD MAY MAKE</p>
<p class="sn">(s. 9(2))</p>
<table class="t"><tr><th>Charge</th><th>Maximum amount</th></tr>
<tr><td>Late payment of rent</td><td>$25 for each late payment</td></tr>
<tr><td>Dishonoured cheque or refused electronic payment</td><td>$20</td></tr>
<tr><td>Replacement key, remote opener or access card</td><td>the landlord's actual cost</td></tr>
<tr><td>Move-in or move-out fee in a strata building</td><td>the amount charged to the landlord by the strata corporation</td></tr>
<tr><td>Application to rent, or processing an application</td><td>no charge permitted</td></tr>
<tr><td>Guests</td><td>no charge permitted</td></tr></table>
"""

TENANCY_CSS = """
body {font-family: serif; font-size: 10.5pt; line-height: 1.3}
p {margin-top: 2pt; margin-bottom: 3pt; text-align: left}
p.part {text-align: center; font-weight: bold; margin-top: 14pt; margin-bottom: 4pt}
p.sh {font-weight: bold; margin-top: 8pt; margin-bottom: 1pt}
p.s1 {margin-left: 26pt; text-indent: -26pt}
p.s2 {margin-left: 26pt}
p.pa {margin-left: 66pt; text-indent: -22pt}
p.df {margin-left: 26pt}
p.sch {text-align: center; font-weight: bold; margin-top: 16pt; margin-bottom: 0pt}
p.sn {text-align: center; font-style: italic; margin-bottom: 4pt}
table.t {border-collapse: collapse; width: 100%; font-size: 9.5pt; margin-bottom: 6pt}
table.t th {border: 0.5pt solid #000000; padding: 3pt; text-align: left}
table.t td {border: 0.5pt solid #000000; padding: 3pt}
"""


def tenancy_markup(text: str) -> str:
    """Parts, section headings ('# 14|title'), the first line of a section prefixed by its number."""
    out: list[str] = []
    pending = ""
    for line in text.strip().splitlines():
        line = line.strip()
        if line.startswith("PART "):
            num, title = line.split("|")
            out.append(f'<p class="part">{num}<br/>{esc(title)}</p>')
        elif line.startswith("# "):
            pending, title = line[2:].split("|")
            out.append(f'<p class="sh">{esc(title)}</p>')
        elif pending:
            out.append(f'<p class="s1"><b>{pending}</b>&nbsp;&nbsp;{esc(line)}</p>')
            pending = ""
        elif line.startswith('"'):
            term, rest = line[1:].split('"', 1)
            out.append(f'<p class="df">"{esc(term)}"{esc(rest)}</p>')
        elif (m := ITEM.match(line)) and m.group(1).isdigit():
            out.append(f'<p class="s2">{esc(line)}</p>')
        elif m:
            out.append(f'<p class="pa">{esc(line)}</p>')
        else:
            out.append(f"<p>{esc(line)}</p>")
    return "\n".join(out)


def build_tenancy() -> None:
    """The residential tenancy code (PDF, US Letter)."""
    W, H = LETTER.width, LETTER.height
    title = """<p style="text-align:center; font-size:10pt; letter-spacing:2pt">CITY OF HALVERGATE</p>
    <p style="text-align:center; font-size:15pt; margin-top:4pt"><b>BY-LAW No. 2024-117</b></p>
    <p style="text-align:center; font-size:12pt">A By-law respecting residential tenancies</p>
    <p style="text-align:center; font-size:12pt"><b>RESIDENTIAL TENANCY CODE</b></p>
    <p style="text-align:center; font-style:italic; font-size:9.5pt; margin-top:6pt">Passed by City Council on 19 November 2024. Consolidated for convenience only; for accurate reference consult the by-law as passed.</p>
    <p style="margin-top:8pt">The Council of the City of Halvergate enacts as follows:</p>"""
    doc = flow(
        title + tenancy_markup(TENANCY_TEXT) + BREAK + TENANCY_SCHEDULES,
        TENANCY_CSS,
        LETTER,
        pymupdf.Rect(72, 72, W - 72, H - 66),
    )
    for i, page in enumerate(doc):
        if i > 0:
            if i % 2:
                head = (
                    '<p style="text-align:right">By-law No. 2024-117 &nbsp;|&nbsp; <i>Residential Tenancy Code</i></p>'
                )
            else:
                head = "<p><i>Residential Tenancy Code</i> &nbsp;|&nbsp; By-law No. 2024-117</p>"
            stamp(page, pymupdf.Rect(72, 40, W - 72, 54), head, "* {font-family: serif; font-size: 8.5pt}")
        side = "right" if i % 2 == 0 else "left"
        stamp(
            page,
            pymupdf.Rect(72, H - 46, W - 72, H - 32),
            f'<p style="text-align:{side}">Consolidated to 1 March 2025 &nbsp;&nbsp; {i + 1}</p>',
            "* {font-family: serif; font-size: 8.5pt}",
        )
    save(doc, "halvergate_residential_tenancy_code.pdf")


# == 4. Food-labelling technical regulation: Articles, annex tables with merged header cells =====================
LABEL_TEXT = """
ART 1|Subject matter
This Regulation lays down the requirements for the labelling of prepackaged food supplied to the final consumer or to mass caterers in the Republic of Ostrevia.
ART 2|Scope
1. This Regulation applies to food business operators at every stage of the food chain whose activities concern the provision of food information to consumers.
2. This Regulation does not apply to
(a) food packed on the sales premises at the consumer's request;
(b) food offered for sale without pre-packaging, except as provided in Article 14.
ART 3|Definitions
For the purposes of this Regulation:
1. 'prepackaged food' means any single item of food, together with the packaging into which it was put before being offered for sale, where the packaging encloses the food completely or partially but in such a way that the contents cannot be altered without opening or changing the packaging;
2. 'largest surface' means the surface of a package that has the largest area;
3. 'x-height' means the height of a lower-case letter x in the font used, measured from the baseline;
4. 'field of vision' means all the surfaces of a package that can be read from a single viewing point;
5. 'mass caterer' means any establishment, including a vehicle or a fixed or mobile stall, such as a restaurant, canteen, school or hospital, in which food is prepared to be ready for consumption by the final consumer;
6. 'date of minimum durability' means the date until which the food retains its specific properties when properly stored;
7. 'responsible operator' means the operator under whose name or business name the food is marketed or, where that operator is not established in the Republic of Ostrevia, the importer;
8. 'front-of-pack indicator' means the voluntary colour-coded statement of fat, saturates, sugars and salt described in Article 10.
ART 4|Mandatory particulars
1. The following particulars shall appear on the label of every prepackaged food:
(a) the name of the food;
(b) the list of ingredients;
(c) any ingredient listed in Annex I, or derived from a substance or product listed in Annex I, that causes allergies or intolerances;
(d) the quantity of an ingredient that appears in the name of the food or is emphasised on the label;
(e) the net quantity of the food;
(f) the date of minimum durability or the 'use by' date;
(g) any special storage conditions and conditions of use;
(h) the name and address of the responsible operator;
(i) the country of origin, where its omission could mislead the consumer;
(j) instructions for use, where it would be difficult to make appropriate use of the food without them;
(k) for beverages containing more than 1.2% alcohol by volume, the actual alcoholic strength by volume;
(l) a nutrition declaration in accordance with Article 9.
2. The particulars shall be given in the Ostrevian language. They may in addition be given in one or more other languages.
ART 5|Presentation of mandatory particulars
1. Mandatory particulars shall be printed on the package or on a label attached to it, in a conspicuous place, in such a way as to be easily visible, clearly legible and, where appropriate, indelible.
2. Mandatory particulars shall be printed in characters with an x-height of at least 1.1 mm. Where the largest surface of the package is less than 80 cm², the x-height shall be at least 0.8 mm. The minimum sizes are summarised in Annex III.
3. The name of the food, its net quantity and, where applicable, its alcoholic strength shall appear in the same field of vision.
ART 6|Allergens
1. An ingredient referred to in Article 4(1)(c) shall be emphasised in the list of ingredients by a typeset that clearly distinguishes it from the rest of the list, such as bold type.
2. Where there is no list of ingredients, the allergen shall be indicated by the word 'Contains' followed by the name of the substance or product listed in Annex I.
3. A precautionary statement about the unintended presence of an allergen may be used only where the responsible operator has carried out and documented a risk assessment showing that cross-contact cannot be excluded. The statement shall read 'May contain', followed by the name of the allergen.
ART 7|Date marking
1. The date of minimum durability shall be preceded by the words 'Best before' when the date includes the day, and 'Best before end' in other cases.
2. Foods that are highly perishable from the microbiological point of view, and therefore likely after a short period to constitute an immediate danger to human health, shall be marked with the words 'Use by' followed by the day and the month, and by a description of the storage conditions to be observed.
3. After the 'use by' date a food is deemed to be unsafe and shall not be sold, donated or otherwise supplied.
4. A food whose date of minimum durability has passed may be sold or donated if it is safe, displayed separately from other foods and marked as past its 'best before' date.
5. The form of the date shall follow Annex IV.
ART 8|Net quantity
1. The net quantity shall be expressed in litres, centilitres or millilitres for liquid products and in kilograms or grams for other products.
2. Where a solid food is presented in a liquid medium, the drained net weight shall also be indicated.
3. The figures of the net quantity shall have at least the heights set out in Table 2 of Annex III.
ART 9|Nutrition declaration
1. The nutrition declaration shall state the energy value and the amounts of fat, saturates, carbohydrate, sugars, protein and salt, per 100 g or per 100 ml. It may in addition state the amount of fibre, and values per portion.
2. The declared values shall be average values based on the manufacturer's analysis, on calculation from the known values of the ingredients, or on generally established data. The tolerances in Annex II apply when the declared values are checked by official control.
3. The following foods are exempt from the nutrition declaration:
(a) unprocessed products that comprise a single ingredient or category of ingredients;
(b) waters intended for human consumption, including those with only carbon dioxide or flavourings added;
(c) herbs, spices, salt and salt substitutes;
(d) tea, coffee and infusions without other added ingredients;
(e) food in packaging whose largest surface has an area of less than 25 cm²;
(f) food supplied by the manufacturer directly in small quantities to the final consumer or to local retail establishments.
ART 10|Front-of-pack indicator
1. A responsible operator may give a front-of-pack indicator. Where given, it shall show the amounts of fat, saturates, sugars and salt per 100 g or 100 ml, each with the colour that follows from the thresholds in Annex V.
2. The colours green, amber and red mean a low, medium and high content respectively. An indicator shall not show one nutrient without the others.
3. This Article applies from 1 January 2026.
ART 11|Small packages
In the case of packages or containers the largest surface of which has an area of less than 10 cm², only the name of the food, the allergens, the net quantity and the date marking are mandatory on the package. The list of ingredients shall be provided by other means or made available on request.
ART 12|Foods with sweeteners and caffeine
1. A food containing a sweetener authorised under the food additives regulations shall bear the statement 'with sweetener(s)' next to the name of the food.
2. A beverage, other than tea or coffee, that contains caffeine in a proportion of more than 150 mg/l shall bear the statement 'High caffeine content. Not recommended for children or pregnant or breast-feeding women' in the same field of vision as its name, followed by the caffeine content in mg per 100 ml.
ART 13|Distance selling
Where prepackaged food is offered for sale by means of distance communication, the mandatory particulars, except the date marking, shall be available before the purchase is concluded, and all mandatory particulars shall be available at the moment of delivery.
ART 14|Food offered without pre-packaging
For food offered for sale without pre-packaging, or packed on the sales premises at the consumer's request, the information on allergens shall be provided. It may be given orally, provided that a written notice in the sales area states where and how the information can be obtained.
ART 15|Official control
Compliance with this Regulation is supervised by the State Food Inspectorate, which may order the withdrawal of incorrectly labelled food from the market.
ART 16|Fines
1. A legal entity that places on the market food not labelled in accordance with this Regulation shall be fined from EUR 2,000 to EUR 20,000.
2. The responsible person in the legal entity shall be fined from EUR 200 to EUR 2,000.
3. A sole trader shall be fined from EUR 500 to EUR 5,000.
ART 17|Transitional provisions
Food placed on the market or labelled before 1 March 2025 that does not meet the requirements of this Regulation may be marketed until stocks are exhausted, but not later than 31 August 2026.
ART 18|Repeal
The Rulebook on the Labelling of Food (Official Gazette No. 17/2012) is repealed on the day this Regulation applies.
ART 19|Entry into force
This Regulation enters into force on the eighth day after its publication in the Official Gazette of the Republic of Ostrevia and applies from 1 March 2025.
"""

LABEL_ANNEXES = """<p class="annex">ANNEX I</p><p class="annext">Substances or products causing allergies or intolerances</p>
<p class="ai">1. Cereals containing gluten, namely wheat (including spelt), rye, barley and oats, and products thereof.</p>
<p class="ai">2. Crustaceans and products thereof.</p>
<p class="ai">3. Eggs and products thereof.</p>
<p class="ai">4. Fish and products thereof.</p>
<p class="ai">5. Peanuts and products thereof.</p>
<p class="ai">6. Soybeans and products thereof.</p>
<p class="ai">7. Milk and products thereof, including lactose.</p>
<p class="ai">8. Tree nuts, namely almonds, hazelnuts, walnuts, cashews, pecan nuts, pistachio nuts and macadamia nuts, and products thereof.</p>
<p class="ai">9. Celery and products thereof.</p>
<p class="ai">10. Mustard and products thereof.</p>
<p class="ai">11. Sesame seeds and products thereof.</p>
<p class="ai">12. Sulphur dioxide and sulphites at concentrations of more than 10 mg/kg or 10 mg/litre, expressed as SO2.</p>
<p class="ai">13. Molluscs and products thereof.</p>
<p class="ai">14. Buckwheat and products thereof.</p>
<p class="annex">ANNEX II</p><p class="annext">Tolerances for the nutrition declaration (Article 9(2))</p>
<table class="t">
<tr><th rowspan="2">Nutrient</th><th rowspan="2">Declared amount per 100 g or 100 ml</th><th colspan="2">Tolerance (including measurement uncertainty)</th></tr>
<tr><th>Foods</th><th>Food supplements</th></tr>
<tr><td rowspan="3">Carbohydrate, sugars, protein, fibre</td><td>less than 10 g</td><td>± 2 g</td><td rowspan="3">−20 % to +50 %</td></tr>
<tr><td>10 g to 40 g</td><td>± 20 %</td></tr>
<tr><td>more than 40 g</td><td>± 8 g</td></tr>
<tr><td rowspan="3">Fat</td><td>less than 10 g</td><td>± 1.5 g</td><td rowspan="3">−20 % to +50 %</td></tr>
<tr><td>10 g to 40 g</td><td>± 20 %</td></tr>
<tr><td>more than 40 g</td><td>± 8 g</td></tr>
<tr><td rowspan="2">Saturates</td><td>less than 4 g</td><td>± 0.8 g</td><td rowspan="2">−20 % to +50 %</td></tr>
<tr><td>4 g or more</td><td>± 20 %</td></tr>
<tr><td rowspan="2">Salt</td><td>less than 1.25 g</td><td>± 0.375 g</td><td rowspan="2">−20 % to +50 %</td></tr>
<tr><td>1.25 g or more</td><td>± 20 %</td></tr>
</table>
<p class="tn">The tolerance for energy follows from the tolerances of the nutrients that provide it.</p>
<p class="annex">ANNEX III</p><p class="annext">Minimum sizes of characters (Articles 5 and 8)</p>
<p class="cap">Table 1 – Mandatory particulars</p>
<table class="t">
<tr><th rowspan="2">Largest surface of the package</th><th colspan="2">Minimum x-height</th></tr>
<tr><th>Mandatory particulars</th><th>Allergen emphasis and 'Use by' date</th></tr>
<tr><td>less than 10 cm²</td><td colspan="2">Article 11 applies; characters shall be legible</td></tr>
<tr><td>10 cm² to less than 80 cm²</td><td>0.8 mm</td><td>0.9 mm</td></tr>
<tr><td>80 cm² or more</td><td>1.1 mm</td><td>1.2 mm</td></tr>
</table>
<p class="cap">Table 2 – Figures of the net quantity</p>
<table class="t">
<tr><th>Net quantity</th><th>Minimum height of the figures</th></tr>
<tr><td>50 g or 50 ml or less</td><td>2 mm</td></tr>
<tr><td>more than 50 g or 50 ml, up to 200 g or 200 ml</td><td>3 mm</td></tr>
<tr><td>more than 200 g or 200 ml, up to 1 kg or 1 l</td><td>4 mm</td></tr>
<tr><td>more than 1 kg or 1 l</td><td>6 mm</td></tr>
</table>
<p class="annex">ANNEX IV</p><p class="annext">Form of the date (Article 7(5))</p>
<table class="t">
<tr><th>Durability of the food</th><th>Date indicated as</th><th>Example</th></tr>
<tr><td>not more than 3 months</td><td>day and month</td><td>Best before 14 November</td></tr>
<tr><td>more than 3 months but not more than 18 months</td><td>month and year</td><td>Best before end 11 2026</td></tr>
<tr><td>more than 18 months</td><td>year</td><td>Best before end 2027</td></tr>
<tr><td>'use by' foods</td><td>day and month, and the year where needed for clarity</td><td>Use by 14 November</td></tr>
</table>
<p class="annex">ANNEX V</p><p class="annext">Thresholds for the front-of-pack indicator (Article 10)</p>
<table class="t">
<tr><th rowspan="2">Nutrient</th><th colspan="3">Solid foods, per 100 g</th><th colspan="3">Drinks, per 100 ml</th></tr>
<tr><th>Low (green)</th><th>Medium (amber)</th><th>High (red)</th><th>Low (green)</th><th>Medium (amber)</th><th>High (red)</th></tr>
<tr><td>Fat</td><td>≤ 3.0 g</td><td>&gt; 3.0 g to ≤ 18.0 g</td><td>&gt; 18.0 g</td><td>≤ 1.5 g</td><td>&gt; 1.5 g to ≤ 9.0 g</td><td>&gt; 9.0 g</td></tr>
<tr><td>Saturates</td><td>≤ 1.5 g</td><td>&gt; 1.5 g to ≤ 5.0 g</td><td>&gt; 5.0 g</td><td>≤ 0.75 g</td><td>&gt; 0.75 g to ≤ 2.5 g</td><td>&gt; 2.5 g</td></tr>
<tr><td>Sugars</td><td>≤ 5.0 g</td><td>&gt; 5.0 g to ≤ 20.0 g</td><td>&gt; 20.0 g</td><td>≤ 2.5 g</td><td>&gt; 2.5 g to ≤ 10.0 g</td><td>&gt; 10.0 g</td></tr>
<tr><td>Salt</td><td>≤ 0.3 g</td><td>&gt; 0.3 g to ≤ 1.5 g</td><td>&gt; 1.5 g</td><td>≤ 0.3 g</td><td>&gt; 0.3 g to ≤ 0.75 g</td><td>&gt; 0.75 g</td></tr>
</table>
<p class="tn">Drinks are foods sold as liquids to be drunk, including those to be reconstituted; for a food to be reconstituted the values are those of the food as reconstituted according to the instructions.</p>
"""

LABEL_CSS = """
body {font-family: serif; font-size: 10pt; line-height: 1.3}
p {margin-top: 2pt; margin-bottom: 3pt; text-align: justify}
p.art {text-align: center; font-weight: bold; margin-top: 10pt; margin-bottom: 0pt}
p.artt {text-align: center; font-style: italic; margin-top: 0pt; margin-bottom: 3pt}
p.n1 {margin-left: 18pt; text-indent: -18pt}
p.n2 {margin-left: 40pt; text-indent: -20pt}
p.annex {text-align: center; font-weight: bold; font-size: 11pt; margin-top: 14pt; margin-bottom: 0pt}
p.annext {text-align: center; font-weight: bold; margin-top: 0pt; margin-bottom: 6pt}
p.ai {margin-left: 18pt; text-indent: -18pt; margin-top: 1pt; margin-bottom: 1pt}
p.cap {font-weight: bold; font-size: 9.5pt; margin-top: 6pt}
p.tn {font-size: 8.5pt; font-style: italic}
table.t {border-collapse: collapse; width: 100%; font-size: 9pt; margin-bottom: 4pt}
table.t th {border: 0.5pt solid #000000; padding: 2pt; text-align: center}
table.t td {border: 0.5pt solid #000000; padding: 2pt}
"""


def label_markup(text: str) -> str:
    """Articles ('ART n|title'), numbered paragraphs '1.', points '(a)'."""
    out = []
    for line in text.strip().splitlines():
        line = line.strip()
        if line.startswith("ART "):
            num, title = line[4:].split("|")
            out.append(f'<p class="art">Article {num}</p><p class="artt">{esc(title)}</p>')
        elif re.match(r"^\d+\. ", line):
            out.append(f'<p class="n1">{esc(line)}</p>')
        elif ITEM.match(line):
            out.append(f'<p class="n2">{esc(line)}</p>')
        else:
            out.append(f"<p>{esc(line)}</p>")
    return "\n".join(out)


def build_label() -> None:
    """The food-labelling technical regulation (PDF, A4)."""
    W, H = A4.width, A4.height
    title = """<p style="text-align:justify">Pursuant to Article 31, paragraph 2 of the Food Safety Act (Official Gazette Nos. 52/2019 and 40/2023), the Minister of Agriculture and Food issues the</p>
    <p style="text-align:center; font-size:13pt; margin-top:8pt"><b>TECHNICAL REGULATION TR-FL 12/2024</b></p>
    <p style="text-align:center; font-size:12pt; margin-bottom:6pt"><b>on the labelling of prepackaged foods</b></p>"""
    sign = """<p style="margin-top:14pt">No. 011-00-412/2024-07<br/>Liveny, 7 October 2024</p>
    <p style="text-align:right">Minister of Agriculture and Food<br/><i>Dr Ana Velimar</i></p>"""
    doc = flow(
        title + label_markup(LABEL_TEXT) + sign + BREAK + LABEL_ANNEXES,
        LABEL_CSS,
        A4,
        pymupdf.Rect(60, 78, W - 60, H - 60),
    )
    for i, page in enumerate(doc):
        num = 2417 + i
        left, right = ("No. 88 – 14 October 2024", str(num)) if i % 2 else (str(num), "No. 88 – 14 October 2024")
        stamp(
            page,
            pymupdf.Rect(60, 40, W - 60, 56),
            f'<table style="width:100%"><tr><td>{left}</td><td style="text-align:center; letter-spacing:1pt">OFFICIAL GAZETTE OF THE REPUBLIC OF OSTREVIA</td><td style="text-align:right">{right}</td></tr></table>',
            "* {font-family: serif; font-size: 8pt}",
        )
        page.draw_line((60, 60), (W - 60, 60), width=1.2)
        page.draw_line((60, 62.5), (W - 60, 62.5), width=0.4)
    save(doc, "ostrevia_food_labelling_tr_fl12.pdf")


# == 5. Cycling road-race regulations: "2.4.006" articles, two-level lists, merged-header tables, footnotes ======
RACE_TEXT = """
CH I|GENERAL PROVISIONS
§ 1|Scope and categories
2.1.001|This Title applies to road races on the national calendar of the Velora Cycling Federation (VCF), including one-day races, stage races and the national championships. Individual time trials are governed by Title 3, except where an article of this Title refers to them.
2.1.002|Races on the national calendar are in three classes: Class 1 (national elite races), Class 2 (regional races) and Class 3 (club races). The organiser of a Class 1 race shall hold a VCF organiser's licence.
2.1.003|The category of a rider is determined by the age the rider reaches in the year of the race, that is, the year of the race minus the year of birth:
1. Juniors, men and women: 17 and 18 years;
2. Men Under 23: 19 to 22 years;
3. Men Elite: 23 years and over;
4. Women Elite: 19 years and over;
5. Masters, men and women: 30 years and over, holding a masters licence.
2.1.004|A race shall not be longer than the distances in Table 1. The commissaires may authorise a longer distance for a national championship.
TABLE1
§ 2|Licences
2.2.001|Every rider, team manager, sports director, mechanic and team car driver taking part in a race shall hold a VCF licence valid for the calendar year, and shall present it at signing-on or accreditation.
2.2.002|The annual licence fees for the 2025 season are:{{fn:Fees set by the VCF Board on 6 December 2024. They include the third-party liability insurance provided with the licence.}}
1. Elite: EUR 150;
2. Under 23: EUR 120;
3. Junior: EUR 60;
4. Masters: EUR 95.
2.2.003|A rider who does not hold an annual licence may take out a one-day licence for a Class 3 race only, for a fee of EUR 15. A rider may take out no more than 3 one-day licences in a calendar year.
§ 3|Teams and entries
2.2.010|A team shall start a Class 1 one-day race with at least 5 and no more than 7 riders, and a stage race with at least 5 and no more than 6 riders.
2.2.011|Entries are made as follows:
1. the organiser sends its invitations at least 60 days before the race;
2. a team confirms its participation no later than 20 days before the race;
3. the team gives the names of its starters and of 2 reserves no later than 72 hours before the start;
4. a reserve may replace a starter until signing-on closes, for medical reasons only.
2.2.012|In a one-day race a team may follow the race with one team car, and in a stage race with two. The driver of a team car shall hold a sports director licence or a VCF accredited driver card.
CH II|EQUIPMENT
§ 4|Bicycles and clothing
2.3.001|A bicycle shall weigh at least 6.9 kg, ready to ride, without bottles or on-board electronics.
2.3.002|A rigid safety helmet shall be worn, correctly fastened, at all times during the race, including the neutralised start.
2.3.003|Gear ratios of Junior riders are limited as follows:
1. the development shall not exceed 7.85 m for one revolution of the pedals;
2. the commissaires check the gearing by a roll-out test:
a. before the start, for every rider chosen at random by the commissaires;
b. after the finish, for the first 3 riders of the race or of the stage and for any rider chosen at random.
2.3.004|On-bike cameras may be used only with the approval of the commissaires' panel, mounted under the saddle or on the handlebars, and shall weigh no more than 150 g.
§ 5|Race radios
2.3.010|Two-way radio communication between riders and their sports directors is permitted in Class 1 races for Elite and Under 23 riders.
2.3.011|Two-way radios are prohibited in Junior races and in Class 3 races. In Junior races riders may carry only the one-way safety radio provided by the organiser, which broadcasts race information to all riders.
CH III|RACE CONDUCT
§ 6|Start and signing-on
2.4.001|Riders sign on in person at the signing-on podium. Signing-on closes 15 minutes before the start.
2.4.002|Each rider wears two back numbers and a frame plate, as issued by the organiser. Numbers shall not be folded or cut.
§ 7|Feeding, waste and assistance
2.4.003|Feeding is allowed as follows:
1. from the team cars, after the first 50 km of racing and until 20 km from the finish, only from behind the commissaires' car and only when the rider drops back to the team car;
2. from the roadside, only in the feeding zones marked by the organiser, by team staff wearing team clothing.
In races of less than 100 km no feeding from vehicles is allowed.
2.4.004|Bottles and waste may be thrown away only in the green waste zones, which the organiser marks at least every 40 km, and in the last 300 m before each feeding zone.
2.4.005|The organiser of a Class 1 race provides at least 2 neutral service vehicles and one neutral service motorcycle.
§ 8|Incidents in the final kilometres
2.4.006|A rider who, in the last 3 km of a road race or road stage, is held up by a crash, puncture or mechanical incident duly recognised by the commissaires is credited with the time of the rider or riders in whose company he or she was riding at the moment of the incident, and takes the place in which he or she crosses the finish line.{{fn:Modified on 1 February 2025. The distance was 2 km until 31 January 2025.}} This article does not apply to stages that finish at the top of a climb, as announced at the team managers' meeting, nor to time trials.
§ 9|Level crossings and weather
2.4.007|A rider who crosses a level crossing while its barriers are closed, or its lights are flashing, is disqualified. Where the race is stopped by a closed level crossing, the commissaires neutralise the race and restore the time gaps.
2.4.008|The President of the Commissaires' Panel may neutralise, shorten or stop a race because of extreme weather, after consulting the organiser and the riders' representative. The extreme weather protocol is applied when the forecast temperature on the course is above 38 °C or below 0 °C.
2.4.009|A rider who abandons shall remove the race numbers at once and shall get into the broom wagon or the team car.
CH IV|STAGE RACES
§ 10|Duration and time limits
2.5.001|A stage race for Junior riders may last no more than 4 days, and a stage race for Under 23 riders no more than 7 days.{{fn:The 4-day limit for Junior stage races applies from the 2025 season; it was 5 days before.}}
2.5.002|A rider who finishes a stage outside the time limit, expressed as a percentage of the stage winner's time in Table 2, is eliminated. The commissaires may extend the time limit in exceptional circumstances, after consulting the organiser.
TABLE2
§ 11|Classifications
2.5.010|The following classifications are kept in a Class 1 stage race: the general individual time classification, whose leader wears the red jersey; the points classification (blue jersey); the mountains classification (white jersey with green dots); the best young rider classification, for riders under 25 years (white jersey); and the team classification.
2.5.011|Time bonuses of 10, 6 and 4 seconds are given to the first three riders at the finish of road stages, and of 3, 2 and 1 seconds at the intermediate bonus sprints. No bonuses are given in time trials.
2.5.012|Where two or more riders have the same time in the general classification, they are separated by the sum of their stage placings and then by their placing on the last stage.
CH V|PENALTIES AND APPEALS
§ 12|Commissaires and complaints
2.6.001|The President of the Commissaires' Panel imposes the penalties in Table 3, after hearing the rider or team manager concerned where possible.
2.6.002|A team manager may lodge a written complaint about a classification with the President of the Commissaires' Panel within 30 minutes after the provisional results are posted.
2.6.003|A fine of more than EUR 500, or a suspension, may be appealed to the VCF Disciplinary Commission within 10 days after it is notified. The appeal fee is EUR 250 and is refunded if the appeal succeeds.
2.6.004|Fines are paid to the VCF within 30 days. A rider whose fine is unpaid after that time may not take part in a race until it is paid.
TABLE3
"""

RACE_T1 = """<p class="cap">Table 1 – Maximum race distances (article 2.1.004)</p>
<table class="t">
<tr><th rowspan="2">Category</th><th rowspan="2">One-day race</th><th colspan="2">Stage race</th></tr>
<tr><th>Any one stage</th><th>Daily average</th></tr>
<tr><td>Men Elite</td><td>250 km</td><td>240 km</td><td>180 km</td></tr>
<tr><td>Women Elite</td><td>160 km</td><td>160 km</td><td>130 km</td></tr>
<tr><td>Men Under 23</td><td>200 km</td><td>190 km</td><td>160 km</td></tr>
<tr><td>Junior men</td><td>140 km</td><td>130 km</td><td>110 km</td></tr>
<tr><td>Junior women</td><td>90 km</td><td>90 km</td><td>75 km</td></tr>
</table>"""

RACE_T2 = """<p class="cap">Table 2 – Time limits, as a percentage of the stage winner's time (article 2.5.002)</p>
<table class="t">
<tr><th rowspan="2">Type of stage</th><th colspan="3">Average speed of the stage winner</th></tr>
<tr><th>up to 36 km/h</th><th>over 36 up to 40 km/h</th><th>over 40 km/h</th></tr>
<tr><td>Flat</td><td>8 %</td><td>10 %</td><td>12 %</td></tr>
<tr><td>Hilly</td><td>10 %</td><td>12 %</td><td>14 %</td></tr>
<tr><td>Mountain</td><td>12 %</td><td>15 %</td><td>18 %</td></tr>
<tr><td>Individual time trial</td><td colspan="3">25 %</td></tr>
</table>"""

RACE_T3 = """<p class="cap">Table 3 – Penalty scale (article 2.6.001)</p>
<table class="t">
<tr><th rowspan="2">Infringement</th><th colspan="2">Rider</th><th rowspan="2">Team manager: fine</th></tr>
<tr><th>Fine</th><th>Other penalty</th></tr>
<tr><td>Throwing a bottle or waste outside a waste zone (2.4.004)</td><td>EUR 100</td><td>20 seconds</td><td>–</td></tr>
<tr><td>Feeding outside the permitted zones or distances (2.4.003)</td><td>EUR 200</td><td>20 seconds</td><td>EUR 300</td></tr>
<tr><td>Holding on to a vehicle</td><td>EUR 200</td><td>1 minute</td><td>EUR 500</td></tr>
<tr><td>Sheltering behind a vehicle</td><td>EUR 200</td><td>30 seconds</td><td>EUR 300</td></tr>
<tr><td>Irregular sprint or dangerous riding in a sprint</td><td>EUR 200</td><td>relegation to last of the group</td><td>–</td></tr>
<tr><td>Failing to sign on (2.4.001)</td><td>EUR 50</td><td>–</td><td>–</td></tr>
<tr><td>Helmet not worn or not fastened (2.3.002)</td><td colspan="2">removal from the race</td><td>–</td></tr>
<tr><td>Crossing a closed level crossing (2.4.007)</td><td colspan="2">disqualification</td><td>–</td></tr>
<tr><td>Junior gearing over the limit at the roll-out test (2.3.003)</td><td colspan="2">disqualification from the race or stage</td><td>–</td></tr>
<tr><td>Dangerous driving of a team car</td><td>–</td><td>–</td><td>EUR 500 and removal of the car from the race</td></tr>
<tr><td>Insulting or threatening an official</td><td>EUR 500</td><td>disqualification</td><td>EUR 1,000</td></tr>
</table>
<p class="tn">For a second infringement of the same kind in the same race the fine is doubled.</p>"""

RACE_CSS = """
body {font-family: sans-serif; font-size: 9.5pt; line-height: 1.3}
p {margin-top: 2pt; margin-bottom: 3pt}
p.ch {color: #fefefe; font-weight: bold; font-size: 11pt; margin-top: 14pt; margin-bottom: 7pt; margin-left: 4pt}
p.par {font-weight: bold; font-size: 10pt; color: #0b5d3b; margin-top: 8pt; margin-bottom: 2pt}
p.a {margin-top: 4pt; margin-left: 48pt; text-indent: -48pt}
p.l1 {margin-left: 64pt; text-indent: -16pt; margin-top: 1pt; margin-bottom: 1pt}
p.l2 {margin-left: 80pt; text-indent: -14pt; margin-top: 1pt; margin-bottom: 1pt}
p.cap {font-weight: bold; font-size: 9pt; margin-top: 6pt; margin-bottom: 2pt}
p.tn {font-size: 8.5pt; font-style: italic}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 4pt}
table.t th {border: 0.5pt solid #0b5d3b; padding: 2pt}
table.t td {border: 0.5pt solid #0b5d3b; padding: 2pt}
"""


def race_markup(text: str) -> str:
    """Chapters ('CH I|title'), paragraphs ('§ 7|title'), articles ('2.4.003|text'), lists '1.' and 'a.'."""
    out = []
    for line in text.strip().splitlines():
        line = line.strip()
        if line.startswith("CH "):
            num, title = line[3:].split("|")
            out.append(f'<p class="ch">CHAPTER {num}&nbsp;&nbsp;&nbsp;{esc(title)}</p>')
        elif line.startswith("§ "):
            num, title = line[2:].split("|")
            out.append(f'<p class="par">§ {num}&nbsp;&nbsp;{esc(title)}</p>')
        elif m := re.match(r"^(\d\.\d\.\d{3})\|(.*)$", line):
            out.append(f'<p class="a"><b>{m.group(1)}</b>&nbsp;&nbsp;&nbsp;{esc(m.group(2))}</p>')
        elif re.match(r"^\d\. ", line):
            out.append(f'<p class="l1">{esc(line)}</p>')
        elif re.match(r"^[a-h]\. ", line):
            out.append(f'<p class="l2">{esc(line)}</p>')
        elif line in ("TABLE1", "TABLE2", "TABLE3"):
            out.append({"TABLE1": RACE_T1, "TABLE2": RACE_T2, "TABLE3": RACE_T3}[line])
        else:
            out.append(f'<p style="margin-left:48pt">{esc(line)}</p>')
    return "\n".join(out)


def build_race() -> None:
    """The cycling road-race regulations (PDF, A4)."""
    W, H = A4.width, A4.height
    left, right = 58.0, W - 58.0
    cover = """<p style="font-size:11pt; color:#0b5d3b; margin-top:30pt"><b>VELORA CYCLING FEDERATION</b></p>
    <p style="font-size:9pt">VCF Regulations</p>
    <p style="font-size:26pt; color:#0b5d3b; margin-top:120pt"><b>TITLE 2</b></p>
    <p style="font-size:20pt; color:#0b5d3b">ROAD RACES</p>
    <p style="font-size:11pt; margin-top:20pt">Edition of 1 February 2025</p>
    <p style="font-size:9pt; margin-top:200pt">Adopted by the VCF Management Committee on 17 January 2025. This edition replaces the edition of 1 February 2024.</p>
    <p style="font-size:9pt">The French-language version of these regulations is not authoritative; in case of doubt the Velorian text prevails.</p>"""
    body, notes = footnote_marks(race_markup(RACE_TEXT))
    doc = flow(cover + BREAK + body, RACE_CSS, A4, pymupdf.Rect(left, 70, right, H - 118))
    place_footnotes(doc, notes, left, right, H - 62, "* {font-family: sans-serif; font-size: 7.5pt; margin: 0 0 2pt 0}")
    bars(doc, left, right, (0.04, 0.36, 0.23))
    chapters = re.findall(r"^CH ([IVX]+)\|(.*)$", RACE_TEXT, re.M)
    starts = [page_of(doc, f"CHAPTER {n} {t}") for n, t in chapters]
    for i, page in enumerate(doc):
        if i == 0:
            continue
        current = [f"Chapter {n} – {t.capitalize()}" for (n, t), s in zip(chapters, starts, strict=True) if s <= i][-1]
        stamp(
            page,
            pymupdf.Rect(left, 36, right, 50),
            f'<table style="width:100%"><tr><td>VCF Regulations – Title 2: Road Races</td><td style="text-align:right">{current}</td></tr></table>',
        )
        page.draw_line((left, 53), (right, 53), color=(0.04, 0.36, 0.23), width=0.6)
        stamp(
            page,
            pymupdf.Rect(left, H - 48, right, H - 34),
            f'<table style="width:100%"><tr><td>Edition 01.02.2025</td><td style="text-align:right">Title 2 – page {i + 1}</td></tr></table>',
        )
    save(doc, "velora_road_race_regulations_2025.pdf")


# == 6. Hospital infection-control policy (HTML) =================================================================
IPC_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>IPC-07 Isolation and Transmission-Based Precautions Policy – Marlowe General Hospital</title>
<style>
body { font-family: Arial, sans-serif; max-width: 60em; margin: 1em auto; }
table { border-collapse: collapse; margin: 0.5em 0 1em 0; }
th, td { border: 1px solid #777; padding: 0.3em 0.5em; vertical-align: top; text-align: left; }
th { background: #e4eef4; }
dt { font-weight: bold; margin-top: 0.4em; }
.banner { background: #00475e; color: #fff; padding: 0.5em 1em; }
.note { font-size: 90%; font-style: italic; }
</style>
</head>
<body>
<div class="banner">Marlowe Health Partnership · Marlowe General Hospital · Policy library</div>
<nav><a href="../index.html">Policies</a> › <a href="index.html">Infection prevention and control</a> › IPC-07</nav>

<h1>Isolation and Transmission-Based Precautions Policy</h1>

<table class="control">
<tr><th>Reference</th><td>IPC-07</td><th>Version</th><td>4.1</td></tr>
<tr><th>Approved by</th><td>Infection Prevention and Control Committee</td><th>Date approved</th><td>9 October 2024</td></tr>
<tr><th>Author</th><td>Lead Nurse, Infection Prevention and Control</td><th>Next review</th><td>October 2027</td></tr>
<tr><th>Executive lead</th><td colspan="3">Director of Infection Prevention and Control (DIPC), who is the Chief Nurse</td></tr>
</table>

<h2 id="s1">1. Purpose</h2>
<p>1.1 This policy sets out how patients with a suspected or confirmed infection are isolated, and which transmission-based precautions staff use, so that infection does not spread to other patients, staff and visitors.</p>

<h2 id="s2">2. Scope</h2>
<p>2.1 The policy applies to all staff working in the hospital, including bank and agency staff, students, contractors and volunteers, in all inpatient wards, the emergency department, day units and outpatient clinics.</p>
<p>2.2 It does not apply to the Partnership's community nursing services, which follow the Community Infection Prevention Policy (IPC-12).</p>

<h2 id="s3">3. Definitions</h2>
<dl>
<dt>"Standard infection control precautions" (SICPs)</dt>
<dd>The precautions used by all staff, for all patients, at all times, whether or not an infection is known to be present: hand hygiene, personal protective equipment, safe management of the care environment, linen, waste and sharps, and respiratory hygiene.</dd>
<dt>"Transmission-based precautions" (TBPs)</dt>
<dd>The additional precautions used, together with SICPs, when caring for a patient with a known or suspected infection. They are contact, droplet or airborne precautions, according to the route of transmission.</dd>
<dt>"Aerosol-generating procedure" (AGP)</dt>
<dd>A medical procedure that can produce small airborne particles from the respiratory tract, such as intubation, extubation, non-invasive ventilation, high-flow nasal oxygen, bronchoscopy and open suctioning of the airway.</dd>
<dt>"Source isolation"</dt>
<dd>Nursing a patient with an infection apart from other patients to stop the infection spreading from that patient.</dd>
<dt>"Protective isolation"</dt>
<dd>Nursing a patient whose immunity is severely reduced apart from other patients to protect that patient from infection.</dd>
<dt>"Alert organism"</dt>
<dd>A micro-organism that the laboratory reports to the IPC team at once because of its risk of spreading, including MRSA, <i>Clostridioides difficile</i>, carbapenemase-producing Enterobacterales (CPE), norovirus and <i>Mycobacterium tuberculosis</i>.</dd>
<dt>"Outbreak"</dt>
<dd>Two or more cases of the same infection that are linked in time and place, or a rate of infection greater than would be expected in that area.</dd>
</dl>

<h2 id="s4">4. Roles and responsibilities</h2>
<p>4.1 The <b>Chief Executive</b> has overall responsibility for infection prevention and control in the hospital.</p>
<p>4.2 The <b>DIPC</b> leads infection prevention and control, reports to the Board every quarter, and decides whether a ward is closed to admissions during an outbreak.</p>
<p>4.3 The <b>IPC team</b> advises on isolation and precautions from 08:00 to 17:00, Monday to Friday. Outside those hours advice is given by the on-call consultant microbiologist.</p>
<p>4.4 The <b>nurse in charge</b> of the ward makes sure that a patient who needs isolation is isolated within the time in Table 1, that the right precautions are in place, and that the IPC team is told.</p>
<p>4.5 The <b>site management team</b> allocates single rooms across the hospital in the order of priority in Table 1.</p>
<p>4.6 <b>All staff</b> follow this policy, use SICPs for every patient and report any case of suspected infection to the nurse in charge.</p>

<h2 id="s5">5. Standard precautions</h2>
<p>5.1 Staff clean their hands with alcohol hand rub before and after every patient contact, before a clean or aseptic task, after contact with body fluids and after touching a patient's surroundings.</p>
<p>5.2 Hands are washed with liquid soap and water, not alcohol hand rub, when they are visibly soiled and when caring for a patient with diarrhoea or vomiting, because alcohol does not kill the spores of <i>C. difficile</i> or norovirus.</p>
<p>5.3 In clinical areas staff are bare below the elbows: short sleeves or sleeves rolled up, no wrist watch, no bracelets and no rings other than one plain band.</p>

<h2 id="s6">6. Isolation</h2>
<p>6.1 A patient with a suspected or confirmed infection listed in Table 1 is moved to a single room, with its own toilet or commode where possible, within the time that Table 1 gives for the infection.</p>
<p>6.2 The door of an isolation room is kept closed. A sign on the door states the type of precautions needed, but not the patient's diagnosis.</p>
<p>6.3 Where no single room is available, the nurse in charge and the IPC team assess the risk together, and cohort nursing in a bay may be used on the advice of the IPC team.</p>
<p>6.4 A patient in isolation is moved to another department only when it is clinically necessary. The receiving department is told of the precautions before the patient is moved.</p>

<table id="table1">
<caption>Table 1 – Priority for single rooms</caption>
<tr><th>Priority</th><th>Isolate within</th><th>Infections</th></tr>
<tr><td>1 – highest</td><td>2 hours</td><td>suspected or confirmed pulmonary tuberculosis; measles; chickenpox or disseminated shingles; <i>C. difficile</i> with diarrhoea; diarrhoea or vomiting of suspected infectious cause, including norovirus; CPE</td></tr>
<tr><td>2</td><td>4 hours</td><td>influenza and other respiratory viruses; MRSA in a wound or sputum; group A streptococcal infection, until 24 hours of antibiotic treatment</td></tr>
<tr><td>3</td><td>24 hours</td><td>MRSA colonisation at other sites; ESBL-producing organisms, if the patient has diarrhoea or is incontinent; VRE</td></tr>
</table>

<h2 id="s7">7. Transmission-based precautions</h2>
<p>7.1 Table 2 gives the precautions, the protective equipment and the duration of precautions for the infections most often seen in the hospital. For any other infection, staff ask the IPC team.</p>

<table id="table2">
<caption>Table 2 – Precautions by infection</caption>
<tr><th rowspan="2">Infection</th><th rowspan="2">Precautions</th><th colspan="3">Personal protective equipment</th><th rowspan="2">Duration of precautions</th></tr>
<tr><th>Gloves and apron</th><th>Long-sleeved gown</th><th>Mask or respirator</th></tr>
<tr><td><i>C. difficile</i></td><td>contact</td><td>yes</td><td>no</td><td>no</td><td>until the patient has had no diarrhoea for 48 hours and has a normal bowel habit</td></tr>
<tr><td>Norovirus</td><td>contact and droplet</td><td>yes</td><td>no</td><td>fluid-resistant surgical mask when the patient is vomiting</td><td>until 48 hours after the last episode of diarrhoea or vomiting</td></tr>
<tr><td>MRSA</td><td>contact</td><td>yes</td><td>no</td><td>no</td><td>for the rest of the admission, or until 3 negative screens taken a week apart</td></tr>
<tr><td>CPE</td><td>contact</td><td>yes</td><td>for direct care</td><td>no</td><td>for the rest of the admission; the patient's record is flagged for future admissions</td></tr>
<tr><td>Influenza</td><td>droplet</td><td>yes</td><td>no</td><td>fluid-resistant surgical mask; FFP3 respirator for AGPs</td><td>5 days from the start of symptoms</td></tr>
<tr><td>Pulmonary tuberculosis, suspected or smear-positive</td><td>airborne</td><td>yes</td><td>no</td><td>FFP3 respirator</td><td>until 14 days of effective treatment and clinical improvement; for multi-drug resistant TB, on the microbiologist's advice</td></tr>
<tr><td>Chickenpox, disseminated shingles</td><td>airborne and contact</td><td>yes</td><td>no</td><td>FFP3 respirator</td><td>until all lesions have crusted over</td></tr>
<tr><td>Measles</td><td>airborne</td><td>yes</td><td>no</td><td>FFP3 respirator</td><td>until 4 days after the rash appeared</td></tr>
<tr><td>Crusted scabies</td><td>contact</td><td>yes</td><td>yes</td><td>no</td><td>until 24 hours after the second treatment</td></tr>
</table>
<p class="note">Airborne isolation uses a negative-pressure room where one is free; the door is kept closed and the room's pressure indicator is checked every shift.</p>

<h2 id="s8">8. Personal protective equipment</h2>
<p>8.1 Gloves and aprons are single-use and are changed between patients and between tasks on the same patient.</p>
<p>8.2 An FFP3 respirator is worn only by a member of staff who has passed a fit test for that model of respirator. Staff repeat the fit test whenever the model they use changes.</p>
<p>8.3 Protective equipment is put on before entering the isolation room and taken off inside the room before leaving, except a respirator, which is taken off outside the room after the door has closed.</p>

<h2 id="s9">9. Screening and decolonisation</h2>
<p>9.1 <b>MRSA.</b> Patients are screened for MRSA at pre-assessment for all planned surgery, no more than 12 weeks before admission, and within 24 hours of every emergency admission to critical care, renal, orthopaedic and vascular wards.</p>
<p>9.2 A patient found to carry MRSA is given decolonisation treatment: nasal mupirocin ointment three times a day and a daily chlorhexidine body wash, both for 5 days. The patient is screened again 48 hours after the treatment ends.</p>
<p>9.3 <b>CPE.</b> A patient who in the last 12 months has been an inpatient in a hospital abroad, or in a hospital known to have CPE, is screened by rectal swab on admission and kept in a single room until 3 screens taken 48 hours apart are negative.</p>

<h2 id="s10">10. Visitors</h2>
<p>10.1 Visitors clean their hands when they enter and leave an isolation room. They wear gloves and an apron only if they give personal care.</p>
<p>10.2 Children under 12 do not visit a patient in airborne isolation unless the nurse in charge agrees.</p>
<p>10.3 A visitor who has had diarrhoea or vomiting stays away until 48 hours after the symptoms have stopped.</p>

<h2 id="s11">11. Cleaning of isolation rooms</h2>
<table id="table3">
<caption>Table 3 – Cleaning of isolation rooms</caption>
<tr><th rowspan="2">Precautions</th><th colspan="2">Routine cleaning while occupied</th><th rowspan="2">Terminal clean after discharge</th></tr>
<tr><th>Frequency</th><th>Product</th></tr>
<tr><td>Contact, for <i>C. difficile</i> or CPE</td><td>twice a day</td><td>chlorine-based detergent, 1,000 ppm available chlorine</td><td>chlorine clean, then hydrogen peroxide vapour; curtains changed</td></tr>
<tr><td>Contact, other organisms</td><td>once a day</td><td>general detergent</td><td>chlorine clean; curtains changed</td></tr>
<tr><td>Droplet and airborne</td><td>once a day</td><td>chlorine-based detergent, 1,000 ppm available chlorine</td><td>chlorine clean; curtains changed; room left empty for 20 minutes with the door closed before cleaning</td></tr>
</table>
<p>11.1 Commodes and other shared equipment are cleaned after each use and labelled as clean with a dated tag.</p>

<h2 id="s12">12. Outbreaks</h2>
<p>12.1 The nurse in charge tells the IPC team at once when 2 or more patients on a ward develop diarrhoea or vomiting within 48 hours of each other.</p>
<p>12.2 The IPC team holds an outbreak meeting within 24 hours of an outbreak being suspected.</p>
<p>12.3 The DIPC decides whether to close a ward or a bay to admissions; out of hours the decision is made by the on-call director on the advice of the on-call consultant microbiologist.</p>
<p>12.4 A closed ward reopens when there have been no new cases for 72 hours and a terminal clean has been completed.</p>
<p>12.5 The IPC team reports every outbreak to the regional health protection team.</p>

<h2 id="s13">13. Staff health</h2>
<p>13.1 Staff with diarrhoea or vomiting stay off work until 48 hours after their symptoms have stopped.</p>
<p>13.2 Staff who are not immune to chickenpox or measles do not care for patients with those infections.</p>
<p>13.3 Staff exposed to an infection at work without the right protective equipment report the exposure to Occupational Health the same day.</p>

<h2 id="s14">14. Training and audit</h2>
<p>14.1 Clinical staff complete infection prevention training at induction and every year. Non-clinical staff complete it at induction and every 3 years.</p>
<p>14.2 Each ward audits hand hygiene every month. The target is 95% compliance; a ward that scores below the target for 2 months in a row agrees an action plan with the IPC team.</p>
<p>14.3 The IPC team audits compliance with isolation precautions every quarter and reports the results to the Infection Prevention and Control Committee.</p>

<h2 id="s15">15. Review</h2>
<p>15.1 This policy is reviewed every 3 years, or sooner if national guidance changes.</p>
<p>15.2 Related policies: Hand Hygiene Policy (IPC-02), Outbreak Management Policy (IPC-09), Decontamination Policy (IPC-11) and Community Infection Prevention Policy (IPC-12).</p>

<h2 id="history">Version history</h2>
<table>
<tr><th>Version</th><th>Date</th><th>Changes</th></tr>
<tr><td>4.0</td><td>July 2021</td><td>Policy rewritten; Table 1 priorities introduced.</td></tr>
<tr><td>4.1</td><td>October 2024</td><td>Measles added to Table 2; CPE screening criteria widened (9.3); respirator fit testing (8.2).</td></tr>
</table>
<footer><p class="note">Printed copies of this policy are uncontrolled. Always check the policy library for the current version.</p></footer>
</body>
</html>
"""


def build_ipc() -> None:
    """The hospital isolation policy (HTML)."""
    (DOCS / "marlowe_ipc07_isolation_policy.html").write_text(IPC_HTML, encoding="utf-8")
    print("marlowe_ipc07_isolation_policy.html: HTML")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_harbour()
    build_pss()
    build_tenancy()
    build_label()
    build_race()
    build_ipc()
