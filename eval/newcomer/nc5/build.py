# ruff: noqa: E501  (the documents' text is prose, one clause a line)
"""
Build the nc5 newcomer documents: six invented regulation-style documents in layouts the engine has not been
tuned on. Run from anywhere:

    python eval/newcomer/nc5/build.py

writes into eval/newcomer/nc5/docs/:

- hvdc_mobile_food_code_2024.pdf    food-hygiene code of practice; clauses 4.2.1(a)(ii), contents page, shaded part
                                    bars, running header and "HVDC-EH-CP07 ... 7" footer, fee and temperature tables
- nesb_ts14_site_electrical.pdf     technical standard; clause numbers in a left gutter column, revision table on the
                                    cover page, numbered tables of limits (Table 5.3), informative annex
- lavl_rules_2025_26.pdf            amateur volleyball league rules; "RULE XII" / title on its own line, 12.3
                                    sub-rules, alternating page headers, "- 12 -" footers, fee and fine schedules
- cima_crew_regulations_2024.pdf    maritime crew regulations; two columns, "Regulation II/3" heads, STCW-style
                                    paragraphs ".1 .2", gazette header, manning and fee tables
- veltrava_procurement_law.pdf      procurement law (consolidated text); A5 pages, "Art. 12" heads with paragraphs
                                    (1) (2) and points 1. 2., real footnotes at the page foot, threshold table
- kestrel_records_retention.md      records retention standard as Markdown; retention schedule tables with class
                                    codes, roles, legal hold, document history

Content is invented. PyMuPDF (pymupdf) only.
"""

import io
import re
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import esc, join, one_page, stamp  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A5 = pymupdf.paper_rect("a5")


# -- helpers -----------------------------------------------------------------------------------------------------
def flow(
    html: str,
    css: str,
    pagesize: pymupdf.Rect,
    rects: Callable[[int], list[pymupdf.Rect]],
    first: tuple[str, str, pymupdf.Rect] | None = None,
) -> pymupdf.Document:
    """
    Lay out `html` over as many pages as it needs; `rects(n)` gives the rectangles of page n, filled in order.
    `first`: (html, css, rect) of a block drawn on page 1 before the flow (a title block over columns).
    """
    story = pymupdf.Story(html=html, user_css=css)
    buf = io.BytesIO()
    writer = pymupdf.DocumentWriter(buf)
    more, n = 1, 0
    while more:
        dev = writer.begin_page(pagesize)
        if n == 0 and first is not None:
            head = pymupdf.Story(html=first[0], user_css=first[1])
            rest, _ = head.place(first[2])
            if rest:
                raise ValueError("title block does not fit")
            head.draw(dev)
        for r in rects(n):
            more, _ = story.place(r)
            story.draw(dev)
            if not more:
                break
        writer.end_page()
        n += 1
    writer.close()
    return pymupdf.open("pdf", buf.getvalue())


def find_page(doc: pymupdf.Document, text: str, start: int = 0) -> int:
    """1-based number of the first page from `start` (0-based) whose text holds `text`."""
    for i in range(start, doc.page_count):
        if text in " ".join(unicodedata.normalize("NFKC", doc[i].get_text()).split()):
            return i + 1
    raise ValueError(f"not found: {text}")


def find_line(doc: pymupdf.Document, line: str) -> int:
    """1-based number of the first page with a line equal to `line`."""
    for i in range(doc.page_count):
        if line in [x.strip() for x in doc[i].get_text().splitlines()]:
            return i + 1
    raise ValueError(f"no line: {line}")


def titled(t: str) -> str:
    """Title case, small words lower."""
    small = {"and", "of", "at", "the"}
    words = t.lower().split()
    return " ".join(w if (w in small and k) else w.capitalize() for k, w in enumerate(words))


def table(head: list[str], rows: list[list[str]], cls: str = "t", caption: str = "") -> str:
    """An HTML table with an optional caption line above it."""
    h = "".join(f"<th>{c}</th>" for c in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    cap = f'<p class="caption">{caption}</p>' if caption else ""
    return f'{cap}<table class="{cls}"><tr>{h}</tr>{body}</table>'


def save(doc: pymupdf.Document, name: str) -> None:
    """Write a PDF into docs/ with fixed metadata and ID, so that a rebuild gives the same bytes."""
    stamp_date = "D:20250101000000Z"
    doc.set_metadata(
        {
            "title": "",
            "author": "",
            "producer": "nc5 build.py",
            "creator": "nc5 build.py",
            "creationDate": stamp_date,
            "modDate": stamp_date,
        }
    )
    doc.save(DOCS / name, garbage=4, deflate=True, no_new_id=True)
    print(f"{name}: {doc.page_count} pages")


ROMAN_ITEM = re.compile(r"^\((i|ii|iii|iv|v|vi|vii|viii)\)\s")
LETTER_ITEM = re.compile(r"^\(([a-h])\)\s")


def clause_markup(text: str, part_fmt: Callable[[str, str], str], clause_re: str = r"^(\d+\.\d+\.\d+)\s+(.*)$") -> str:
    """
    A small markup for clause-numbered codes:
      'PART 4|TITLE'  part bar;  '## 4.2 Title'  section head;  '4.2.1 text'  clause;  '(a) ...' item;
      '(ii) ...' sub-item;  '|<html>'  raw html;  other lines: paragraphs.
    """
    out = []
    for line in text.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("|"):
            out.append(line[1:])
        elif line.startswith("PART "):
            num, title = line.split("|")
            out.append(part_fmt(num, title))
        elif line.startswith("## "):
            num, title = line[3:].split(" ", 1)
            out.append(f'<h3><span class="n">{num}</span>&nbsp;&nbsp;{esc(title)}</h3>')
        elif m := re.match(clause_re, line):
            out.append(f'<p class="cl"><b>{m.group(1)}</b>&nbsp;&nbsp;{esc(m.group(2))}</p>')
        elif ROMAN_ITEM.match(line):
            out.append(f'<p class="l2">{esc(line)}</p>')
        elif LETTER_ITEM.match(line):
            out.append(f'<p class="l1">{esc(line)}</p>')
        else:
            out.append(f"<p>{esc(line)}</p>")
    return "\n".join(out)


# == 1. Food hygiene code of practice ===========================================================================
FOOD_TEXT = """
PART 1|PRELIMINARY
## 1.1 Citation and commencement
1.1.1 This Code may be cited as the Mobile and Temporary Food Businesses Code of Practice (Edition 3).
1.1.2 This Code comes into force on 1 April 2024 and replaces Edition 2, published in May 2019. A business trading lawfully under Edition 2 on 31 March 2024 has until 30 September 2024 to meet any requirement of Part 3 that is new in this edition.
## 1.2 Application
1.2.1 This Code applies to the following food businesses when they trade in the district:
(a) mobile food units, including vans, trailers, carts, converted buses and food trucks;
(b) temporary stalls, including gazebos and marquees, that trade at one site for no more than 21 days in any period of 12 months;
(c) caterers who prepare food at home or at a commissary for service at events.
1.2.2 This Code does not apply to:
(a) the sale of whole, uncut fresh fruit and vegetables only;
(b) the sale of pre-packed foods that need no temperature control;
(c) charity and community fundraising stalls selling home-baked cakes, where the group trades on no more than 4 days in a calendar year.
## 1.3 Interpretation
1.3.1 In this Code:
|<p class="def">"commissary" means a registered fixed food premises that a mobile operator uses to store food, prepare food or clean equipment, under a written agreement with its owner;</p>
|<p class="def">"food handler" means any person who handles open food, or surfaces that come into contact with food, in the course of the business;</p>
|<p class="def">"high-risk food" means ready-to-eat food that supports the growth of harmful bacteria and is not intended to be cooked further, including cooked meat, cooked rice, dairy-based desserts and prepared salads;</p>
|<p class="def">"person in charge" means the person named on the registration form as responsible for the day-to-day running of the unit or stall;</p>
|<p class="def">"pitch" means the place where a unit or stall is set up to trade, whether on a street, on private land or within an event site;</p>
|<p class="def">"potable water" means water that is fit to drink and meets the drinking water quality standards.</p>
1.3.2 A reference in this Code to a numbered table is a reference to the table of that number in this Code.
PART 2|REGISTRATION AND STREET TRADING CONSENT
## 2.1 Registration
2.1.1 A mobile or temporary food business whose base is in the district must register with the Council at least 28 days before it first trades. Registration is free of charge.
2.1.2 A business registered with another local authority need not register again, but the person in charge must:
(a) notify the Council at least 10 working days before trading at any event in the district; and
(b) produce, on request, the registration confirmation of the home authority and its latest food hygiene rating.
2.1.3 The base of a mobile unit is the place where it is kept when not trading or, if it is kept at a commissary, that commissary.
## 2.2 Street trading consent
2.2.1 No person may trade from a pitch on a street designated as a consent street without a street trading consent. Consent is not needed on private land traded with the owner's permission, or within an event site whose event organiser holds a premises licence for the event.
2.2.2 The fees for street trading consents are set out in Table 2.
|TABLE2
2.2.3 A consent is personal to its holder and is not transferable. The holder must notify the Council in writing of any change of person in charge within 7 days of the change.
2.2.4 Trading hours under a consent are 07:00 to 23:00 unless the consent states shorter hours. No unit may trade within 100 metres of the entrance of a school between 08:00 and 16:30 on a school day.
## 2.3 Display of documents
2.3.1 The consent certificate and the food hygiene rating sticker must be displayed at the serving hatch or counter, where customers can read them before ordering.
PART 3|CONSTRUCTION, EQUIPMENT AND SERVICES
## 3.1 Construction
3.1.1 Surfaces in food preparation areas must be smooth, impervious, light in colour and easy to clean. Bare wood is not permitted, except for chopping boards used only for bread.
3.1.2 Openings must be screened against insects where food is prepared with hatches open for more than 30 minutes.
## 3.2 Hand washing
3.2.1 Every mobile unit must have a wash-hand basin used for no other purpose, supplied with:
(a) running water at a temperature between 35 °C and 45 °C, from either:
(i) hot and cold water through a mixer tap; or
(ii) warm water from a thermostatically controlled heater;
(b) liquid soap; and
(c) disposable paper towels, or a hand dryer where a reliable power supply is available.
3.2.2 A temporary stall that trades for no more than 3 consecutive days at one site may instead use a portable hand-wash station holding at least 20 litres of warm water, with a tap and a waste container.
3.2.3 Antibacterial gels and wipes do not replace hand washing.
## 3.3 Water supply and waste water
3.3.1 Potable water must be carried in food-grade tanks with the following minimum capacities:
(a) 50 litres for a unit that serves drinks only;
(b) 100 litres for a unit that prepares or cooks food.
3.3.2 Water tanks must be drained, cleaned and disinfected at least once every 7 days, and before first use after the unit has been out of service for more than 14 days.
3.3.3 The waste water tank must be at least 15% larger than the fresh water tank. Waste water must be discharged to a foul sewer, and never to a surface water drain or onto the ground.
## 3.4 Gas, power and fire safety
3.4.1 LPG appliances and pipework must be checked by a Gas Safe registered engineer, and a gas safety certificate issued, every 12 months.
3.4.2 LPG cylinders must be stored upright, outside the unit or in a vented compartment, with no more than 2 spare cylinders on the pitch.
3.4.3 A generator must be:
(a) positioned at least 3 metres from the serving hatch and from any seating;
(b) screened from the public; and
(c) refuelled only when it is switched off and has cooled.
3.4.4 Every unit with a deep-fat fryer or an open flame must carry a fire blanket and a 2 kg carbon dioxide extinguisher, both within reach of the cooking area.
PART 4|TEMPERATURE CONTROL
## 4.1 General
4.1.1 Food that needs temperature control must be kept in refrigerators, freezers, chilled display units, hot cupboards or bain-maries able to keep it at the temperatures in this Part in the weather expected, including on days above 30 °C.
4.1.2 Cool boxes with ice packs may be used only for pre-packed drinks, or for up to 4 hours to carry food from the commissary to the pitch.
## 4.2 Cold holding
4.2.1 High-risk food must be kept:
(a) chilled, that is:
(i) at 8 °C or below, which is the legal maximum; and
(ii) where practicable at 5 °C or below, which is the Council's recommended target;
(b) frozen, at −18 °C or below.
4.2.2 High-risk food may be kept above 8 °C for display or service for a single period of no more than 4 hours. At the end of that period it must be either thrown away or chilled to 8 °C or below and not displayed again.
4.2.3 Frozen food must be thawed in a refrigerator and never at the pitch, except for products that the manufacturer's instructions say may be cooked from frozen.
## 4.3 Hot holding
4.3.1 Hot food kept for sale must be held at 63 °C or above.
4.3.2 Hot food may be held below 63 °C for a single period of no more than 2 hours. After that period the food must be:
(a) reheated once to a core temperature of at least 75 °C and returned to hot holding; or
(b) cooled to 8 °C or below as quickly as possible; or
(c) thrown away.
4.3.3 Food must not be reheated more than once.
## 4.4 Cooking
4.4.1 Food must be cooked until its core reaches the temperature in Table 4 and stays there for the time shown.
|TABLE4
4.4.2 Cooked rice that is not served at once must be cooled to 8 °C or below within 90 minutes and used within 24 hours.
## 4.5 Thermometers
4.5.1 Every unit must have a digital probe thermometer accurate to ±1 °C.
4.5.2 The probe must be checked at least once a month:
(a) in iced water, where it must read between −1 °C and +1 °C; and
(b) in boiling water, where it must read between 99 °C and 101 °C.
A probe that fails either check must be replaced or recalibrated before it is used again.
4.5.3 The probe must be cleaned and disinfected with a probe wipe before and after each use.
## 4.6 Temperature records
4.6.1 The person in charge must record the temperature of each refrigerator, freezer and hot-holding unit:
(a) at the start of trading;
(b) at least every 2 hours while trading; and
(c) at the end of trading.
4.6.2 Temperature records must be kept on the unit for at least 3 months and shown to an authorised officer on request.
PART 5|STAFF
## 5.1 Training
5.1.1 The person in charge must hold a Level 2 certificate in food hygiene, or a higher qualification, issued no more than 3 years ago.
5.1.2 Every other food handler must:
(a) receive induction training in the unit's food safety procedures before their first shift; and
(b) obtain a Level 2 certificate in food hygiene within 3 months of starting work.
5.1.3 Volunteers at community events who handle only drinks or pre-packed food need the induction training only.
## 5.2 Fitness for work
5.2.1 A food handler who has had diarrhoea or vomiting must not handle food until they have been free of symptoms for 48 hours.
5.2.2 A food handler with an infected cut or sore on an exposed part of the body must cover it with a blue waterproof dressing, and must not handle open food while the wound is weeping.
## 5.3 Personal hygiene
5.3.1 Food handlers must wear clean, light-coloured over-clothing and a hat or hairnet. Jewellery other than a plain wedding band and plain stud earrings must not be worn.
5.3.2 Smoking and vaping are not permitted inside the unit or within 5 metres of the serving hatch.
## 5.4 Young workers
5.4.1 No person under 16 may operate a deep-fat fryer, a meat slicer or a gas appliance.
PART 6|ALLERGENS, WASTE AND ENFORCEMENT
## 6.1 Allergen information
6.1.1 The business must be able to tell customers which of the 14 regulated allergens each menu item contains.
6.1.2 Allergen information may be given orally only if a notice at the point of order, at least A5 in size, tells customers to ask staff.
6.1.3 A written allergen matrix for the current menu must be kept on the unit and updated before any change of recipe or supplier.
## 6.2 Waste
6.2.1 Food waste and packaging must be kept in lidded bins and removed from the pitch at the end of each trading day.
6.2.2 Used cooking oil must be collected by a registered waste carrier. Waste transfer notes must be kept for at least 2 years.
## 6.3 Inspection and enforcement
6.3.1 An authorised officer may inspect a unit or stall at any reasonable time while it is trading or being prepared for trading, and may take samples and photographs.
6.3.2 The Council may suspend a street trading consent with immediate effect where an authorised officer finds an imminent risk of injury to health. In any other case the holder is given 14 days' written notice of a proposal to revoke the consent.
6.3.3 A consent holder may appeal against a suspension or revocation to the Licensing Sub-Committee within 21 days of the decision.
## 6.4 Fixed penalties
6.4.1 A person who fails to display a consent certificate as required by clause 2.3.1 may be offered a fixed penalty notice of £150, reduced to £100 if paid within 14 days.
PART 7|TRADING AT EVENTS
## 7.1 Trader lists and plans
7.1.1 The event organiser of an event with 5 or more food traders must send the Council a list of the food traders, with the authority each is registered with, at least 28 days before the event.
7.1.2 For an event expected to draw more than 5,000 visitors on any day, the event organiser must also submit a food safety management plan at least 8 weeks before the event.
## 7.2 Shared facilities
7.2.1 Where traders at an event share a water point, it must be a standpipe fitted with a backflow prevention device and placed at least 10 metres from toilets and waste bins.
7.2.2 A shared washing-up area must provide hot water at 60 °C or above, a double sink or a sink and a separate rinse bowl, and a draining area.
7.2.3 Traders may not fill their water tanks from hoses or containers that are also used for cleaning.
## 7.3 Trading after dark
7.3.1 Units trading after dark must light food preparation and serving areas to at least 200 lux, using shatterproof or sleeved lamps.
PART A|SCHEDULE A – DAILY OPENING CHECKS
The person in charge must complete these checks, and initial the daily record sheet, before the hatch opens.
|SCHEDA
"""

FOOD_TABLE2 = table(
    ["Type of consent", "Fee", "Notes"],
    [
        ["Annual consent", "£620", "may be paid in four quarterly instalments of £160"],
        ["Six-month consent", "£340", "—"],
        ["Single-day event consent", "£45", "per pitch, per day"],
        ["Variation of consent (pitch, hours or goods)", "£60", "—"],
        ["Replacement consent certificate", "£15", "—"],
    ],
    caption="Table 2 – Street trading consent fees (2024/25)",
)
FOOD_TABLE4 = table(
    ["Food", "Core temperature", "Hold for at least"],
    [
        ["Poultry and poultry products", "75 °C", "30 seconds"],
        ["Minced meat, burgers and sausages", "70 °C", "2 minutes"],
        ["Fish and shellfish", "63 °C", "15 seconds"],
        ["Reheated food of any kind", "75 °C", "30 seconds"],
    ],
    caption="Table 4 – Minimum core cooking temperatures",
)

FOOD_SCHEDA = table(
    ["No.", "Check", "Acceptable result"],
    [
        ["A1", "Refrigerators and chilled display", "air temperature 5 °C or below; never above 8 °C"],
        ["A2", "Freezers", "−18 °C or below"],
        ["A3", "Wash-hand basin", "warm water running, soap and towels stocked"],
        ["A4", "Probe thermometer", "in date for its monthly check; probe wipes available"],
        ["A5", "Fresh water tank", "full enough for the session; last cleaned no more than 7 days ago"],
        ["A6", "Gas and generator", "no smell of gas; generator at least 3 m from hatch and seating"],
        ["A7", "Allergen matrix and notice", "matches today's menu; notice visible at point of order"],
        ["A8", "Staff", "no one with symptoms in the last 48 hours; over-clothing and hair covering worn"],
    ],
)

FOOD_CSS = """
body {font-family: sans-serif; font-size: 10pt; line-height: 1.35}
h2.part {background-color: #1f4e5f; color: #ffffff; font-size: 11pt; padding: 4pt; margin-top: 14pt}
h3 {font-size: 10pt; color: #1f4e5f; margin-top: 8pt; margin-bottom: 3pt}
p {margin-top: 2pt; margin-bottom: 3pt; text-align: left}
p.cl {margin-top: 4pt}
p.l1 {margin-left: 28pt; text-indent: -16pt}
p.l2 {margin-left: 48pt; text-indent: -18pt}
p.def {margin-left: 28pt}
p.caption {font-weight: bold; font-size: 9pt; margin-top: 6pt}
table.t {border-collapse: collapse; width: 100%; font-size: 9pt; margin-bottom: 6pt}
table.t th {background-color: #d9e6ea; text-align: left; border: 0.5pt solid #555555; padding: 2pt}
table.t td {border: 0.5pt solid #555555; padding: 2pt}
"""


def build_food() -> None:
    """The food-hygiene code of practice (PDF)."""
    body = (
        clause_markup(
            FOOD_TEXT,
            lambda num, title: (
                f'<h2 class="part">{esc(title) if num == "PART A" else num + "&nbsp;&nbsp;&nbsp;" + esc(title)}</h2>'
            ),
        )
        .replace("TABLE2", FOOD_TABLE2)
        .replace("TABLE4", FOOD_TABLE4)
        .replace("SCHEDA", FOOD_SCHEDA)
    )
    frame = pymupdf.Rect(56, 70, A4.width - 56, A4.height - 60)
    main = flow(body, FOOD_CSS, A4, lambda _n: [frame])
    cover = one_page(
        """<div style="text-align:center">
        <p style="font-size:13pt; letter-spacing:2pt; margin-top:60pt"><b>HARLOW VALE DISTRICT COUNCIL</b></p>
        <p style="font-size:10pt">Environmental Health Service</p>
        <p style="font-size:26pt; margin-top:120pt; color:#1f4e5f"><b>Code of Practice</b></p>
        <p style="font-size:18pt; color:#1f4e5f">Mobile and Temporary Food Businesses</p>
        <p style="font-size:12pt; margin-top:30pt">Edition 3</p>
        <p style="font-size:10pt; margin-top:160pt">Approved by the Regulatory Services Committee on 12 February 2024</p>
        <p style="font-size:10pt">In force from 1 April 2024</p>
        <p style="font-size:9pt; margin-top:20pt">Document reference HVDC-EH-CP07</p></div>""",
        "body {font-family: sans-serif}",
        A4,
        pymupdf.Rect(56, 56, A4.width - 56, A4.height - 56),
    )
    parts = re.findall(r"^PART (\d)\|(.*)$", FOOD_TEXT, re.M)
    heads = re.findall(r"^## (\d\.\d) (.*)$", FOOD_TEXT, re.M)
    entries = []
    for num, title in parts:
        entries.append((f"<b>Part {num} – {titled(title)}</b>", f"PART {num}"))
        entries += [(f"&nbsp;&nbsp;&nbsp;&nbsp;{n}&nbsp;&nbsp;{esc(t)}", f"{n} {t}") for n, t in heads if n[0] == num]
    entries.append(("<b>Schedule A – Daily Opening Checks</b>", "SCHEDULE A"))
    entries.append(("<b>Tables</b>", None))
    entries += [
        ("&nbsp;&nbsp;&nbsp;&nbsp;Table 2 – Street trading consent fees", "Table 2 – Street"),
        ("&nbsp;&nbsp;&nbsp;&nbsp;Table 4 – Minimum core cooking temperatures", "Table 4 – Minimum"),
    ]
    rows = "".join(
        f'<tr><td>{label}</td><td style="text-align:right">{"" if key is None else "%s" % (find_page(main, key) + 2)}</td></tr>'
        for label, key in entries
    )
    contents = one_page(
        f"""<p style="font-size:16pt; color:#1f4e5f"><b>Contents</b></p>
        <table style="width:100%; font-size:9.5pt">{rows}</table>""",
        "body {font-family: sans-serif}",
        A4,
        pymupdf.Rect(56, 70, A4.width - 56, A4.height - 60),
    )
    doc = join(cover, contents, main)
    for i, page in enumerate(doc):
        if i == 0:
            continue
        stamp(
            page,
            pymupdf.Rect(56, 30, A4.width - 56, 44),
            '<table style="width:100%"><tr><td>Code of Practice: Mobile and Temporary Food Businesses</td>'
            '<td style="text-align:right">Edition 3 – April 2024</td></tr></table>',
        )
        page.draw_line((56, 48), (A4.width - 56, 48), color=(0.12, 0.3, 0.37), width=0.6)
        stamp(
            page,
            pymupdf.Rect(56, A4.height - 42, A4.width - 56, A4.height - 28),
            f'<table style="width:100%"><tr><td>HVDC-EH-CP07</td><td style="text-align:center">{i + 1}</td>'
            '<td style="text-align:right">Harlow Vale District Council</td></tr></table>',
        )
    save(doc, "hvdc_mobile_food_code_2024.pdf")


# == 2. Electrical installation standard ========================================================================
ELEC_TEXT = """
# 1|Scope
1.1|This standard gives requirements for the design, installation, inspection and testing of temporary electrical installations used on construction and demolition sites during the period of the works, including site huts, tower crane supplies, hoists and pumps.
1.2|It applies to installations supplied at nominal voltages up to 400 V a.c. three-phase and 230 V a.c. single-phase.
1.3|This standard does not apply to:
-|a) site offices and welfare cabins connected to the permanent installation of an occupied building;
-|b) installations in mines and quarries;
-|c) supplies at voltages above 1 000 V a.c.;
-|d) the electrical equipment of construction machinery itself, which is covered by TS 9.
# 2|Normative references
2.1|The following documents are referred to in the text in such a way that some or all of their content constitutes requirements of this standard: TS 9, Electrical equipment of mobile plant; TS 11, Inspection and testing of electrical installations; EN 60309-2, Plugs, socket-outlets and couplers for industrial purposes.
# 3|Terms and definitions
3.1|<b>reduced low voltage system (RLV)</b><br/>system in which the nominal voltage between phases does not exceed 110 V and the voltage to earth does not exceed 63.5 V for three-phase or 55 V for single-phase (centre-tapped to earth) supplies
3.2|<b>separated extra-low voltage (SELV)</b><br/>extra-low voltage system, not exceeding 50 V a.c., that is electrically separated from earth and from other systems
3.3|<b>site distribution assembly (SDA)</b><br/>assembly of switchgear, protective devices and socket-outlets that distributes the supply from the main incoming assembly to the working areas
3.4|<b>electrical duty holder</b><br/>person appointed in writing by the principal contractor to be responsible for the temporary installation as a whole
3.5|<b>competent person</b><br/>person with the technical knowledge, training and experience needed to carry out the work in question without danger to themselves or others
3.6|<b>portable equipment</b><br/>equipment that is moved while in operation, or that can easily be moved while connected to the supply, and has a mass of less than 18 kg
# 4|Supply and voltages
4.1|The supply to the site shall be taken through a main incoming assembly with a lockable isolator that isolates all live conductors.
4.2|The maximum nominal voltage for each class of equipment shall be as given in Table 4.1.
|TABLE41
4.3|230 V portable equipment may be used only where no 110 V alternative exists, and only where it is supplied through an RCD with a rated residual operating current not exceeding 30 mA. The electrical duty holder shall record each such permission in the site electrical register.
4.4|Socket-outlets shall be colour coded to EN 60309-2: violet for 25 V, yellow for 110 V, blue for 230 V and red for 400 V.
# 5|Protection against electric shock
5.1|Every socket-outlet with a rated current up to and including 32 A shall be protected by an RCD with a rated residual operating current not exceeding 30 mA.
5.2|Circuits with a rated current above 32 A supplying fixed plant shall be protected by an RCD with a rated residual operating current not exceeding 300 mA. The device may be time-delayed (type S) to discriminate with the 30 mA devices downstream.
5.3|For 110 V RLV circuits, the earth fault loop impedance measured at each socket-outlet shall not exceed the values in Table 5.3.
|TABLE53
NOTE|The values are for a disconnection time of 5 s and a voltage to earth of 55 V. For three-phase RLV circuits (63.5 V to earth) the values may be multiplied by 1.15.
5.4|Where the installation forms part of a TT system, the resistance of the installation earth electrode shall not exceed 200 Ω. Rod electrodes shall be driven to a depth of at least 1.2 m.
5.5|Extraneous metalwork such as site cabins of metal construction and metal hoardings within reach of socket-outlets shall be connected to the main earthing terminal with a protective bonding conductor of at least 6 mm² copper.
# 6|Cables and wiring
6.1|Flexible cables shall be of a heavy-duty rubber-sheathed type (H07RN-F or equivalent) or armoured. PVC-insulated flexible cords shall not be used outdoors.
6.2|The length of a 110 V extension lead shall not exceed the value in Table 6.2, which limits the voltage drop to 5 %.
|TABLE62
6.3|Cables shall be run overhead, fixed at high level on walls or hoardings, or buried. Cables run overhead shall be at a height of at least:
-|a) 6.0 m above the ground where vehicles or mobile plant pass beneath;
-|b) 3.5 m above the ground in areas used only by pedestrians.
6.4|Buried cables shall be laid at a depth of at least 0.5 m, with yellow warning tape laid 150 mm above the cable. The route shall be marked at ground level by posts at intervals of not more than 10 m.
6.5|Cables shall not be laid across walkways or access routes unless protected by cable ramps.
# 7|Equipment
7.1|Socket-outlets, plugs and couplers shall comply with EN 60309-2 and have a degree of protection of at least IP44, or IP67 where they may be exposed to water jets or temporary immersion.
7.2|Every SDA shall be lockable and shall carry a label giving its identification number, the assembly that supplies it and the date of its last inspection.
7.3|Portable 230/110 V transformers shall have the secondary winding centre-tapped to earth. Transformers used to supply hand tools shall be rated at not less than 3.3 kVA; those supplying heavy tools such as breakers and core drills shall be rated at not less than 5 kVA.
# 8|Inspection and testing
8.1|Before it is first put into service the installation shall be inspected and tested by a competent person, who shall issue an installation certificate.
8.2|After that, the installation and equipment shall be checked, inspected and tested at intervals not exceeding those given in Table 8.1.
|TABLE81
8.3|Equipment that passes an inspection and test shall carry a green tag showing the date of the test and the date the next test is due. Equipment that fails shall be withdrawn from use at once and marked with a red tag reading "DO NOT USE".
8.4|Records of inspections and tests shall be kept by the electrical duty holder until at least 2 years after the site is handed over to the client.
# 9|Responsibilities and safe working
9.1|The principal contractor shall appoint an electrical duty holder in writing before any part of the temporary installation is energised.
9.2|Only a competent person authorised in writing by the electrical duty holder shall alter, extend or repair the installation.
9.3|Before work on any circuit, the circuit shall be isolated, locked off with a personal padlock and proved dead with an approved voltage indicator. The indicator shall be proved on a known live source before and after the test.
9.4|Work on or near live conductors is not permitted, except for testing and fault-finding by a competent person where isolation is not reasonably practicable and a written risk assessment has been made.
# 10|Generators
10.1|Generators shall be sited on firm, level ground at least 10 m from any store of flammable materials and at least 2 m from the edge of any excavation.
10.2|A generator rated above 10 kVA, or one that supplies more than one SDA, shall have its star point connected to an earth electrode whose resistance does not exceed 20 Ω.
10.3|A generator shall be refuelled only when it is stopped, using a funnel or a pump, with a drip tray under the filler cap.
10.4|A generator rated at 10 kVA or less that supplies a single item of 110 V equipment plugged directly into it needs no earth electrode.
# 11|Site lighting
11.1|Site lighting shall provide at least the average illuminance given in Table 11.1, measured at floor or ground level.
|TABLE111
11.2|Emergency escape lighting with a duration of at least 1 h shall be provided on enclosed stairways and in basements and other areas without natural light.
11.3|Festoon lighting shall be supplied at 110 V, fixed at least 2.5 m above walkways, with every lamp protected by a guard.
"""

ELEC_ANNEX = """
A.1|Is the main incoming assembly locked, and is its isolator accessible and labelled?
A.2|Are all SDAs locked, labelled with their number and supply, and free of damage?
A.3|Are cables free of cuts, crushing and taped joints, and routed clear of walkways?
A.4|Are socket-outlets and plugs undamaged, with their covers closing?
A.5|Do all portable tools and leads carry an in-date green tag?
A.6|Are RCD test buttons being operated and recorded daily?
A.7|Are generators earthed where clause 10.2 requires, with drip trays in place?
A.8|Are red-tagged items removed from the working areas?
"""

ELEC_T41 = table(
    ["Equipment", "Maximum nominal voltage", "System"],
    [
        ["Portable hand tools and portable lighting", "110 V", "RLV, centre-tapped to earth"],
        ["Hand lamps in confined or damp locations (tanks, culverts, wet excavations)", "25 V", "SELV"],
        ["Fixed floodlighting mounted at a height of 2.5 m or more", "230 V", "TN-S, with RCD"],
        ["Fixed plant: tower cranes, hoists, pumps", "400 V", "three-phase, TN-S"],
        ["Site offices, canteens and drying rooms", "230 V", "TN-S, with RCD"],
    ],
    caption="Table 4.1 — Maximum nominal voltage by class of equipment",
)
ELEC_T53 = table(
    ["Protective device", "Rated current 16 A", "Rated current 32 A"],
    [
        ["Circuit-breaker, type B", "1.20 Ω", "0.60 Ω"],
        ["Circuit-breaker, type C", "0.60 Ω", "0.30 Ω"],
        ["Fuse to BS 88-3", "0.82 Ω", "0.34 Ω"],
    ],
    caption="Table 5.3 — Maximum earth fault loop impedance (Zs) for 110 V RLV circuits, measured at 20 °C",
)
ELEC_T62 = table(
    ["Conductor cross-section", "Lead rated 16 A", "Lead rated 32 A"],
    [["1.5 mm²", "40 m", "not permitted"], ["2.5 mm²", "60 m", "30 m"], ["4.0 mm²", "100 m", "50 m"]],
    caption="Table 6.2 — Maximum length of 110 V extension leads",
)
ELEC_T81 = table(
    ["Item", "User check", "Formal visual inspection", "Combined inspection and test"],
    [
        ["Fixed installation, including SDAs", "daily", "weekly", "3 months"],
        ["RCDs", "test button before use each day", "—", "3 months (instrument test)"],
        ["Portable 110 V tools, leads and transformers", "before each use", "1 month", "3 months"],
        ["Portable 230 V equipment", "before each use", "weekly", "1 month"],
        ["Site offices and welfare units", "—", "3 months", "12 months"],
    ],
    caption="Table 8.1 — Maximum intervals between checks, inspections and tests",
)

ELEC_T111 = table(
    ["Area or activity", "Minimum average illuminance"],
    [
        ["Access routes, walkways and storage areas", "20 lx"],
        ["General construction work, excavation and loading areas", "50 lx"],
        ["Stairways and ladders", "100 lx"],
        ["Fine work: fitting, joinery, electrical terminations", "200 lx"],
        ["Site offices and drawing rooms", "300 lx"],
    ],
    caption="Table 11.1 — Minimum illuminance of site lighting",
)

ELEC_CSS = """
body {font-family: serif; font-size: 11pt; line-height: 1.35}
h2 {font-family: sans-serif; font-size: 12pt; margin-top: 12pt; margin-bottom: 4pt}
table.g {width: 100%; margin-top: 3pt; margin-bottom: 3pt}
table.g td.n {width: 13%; vertical-align: top; font-family: sans-serif; font-weight: bold}
table.g td.x {vertical-align: top; text-align: left}
table.g td.i {vertical-align: top; padding-left: 14pt}
table.g td.note {vertical-align: top; font-size: 9pt; font-family: sans-serif}
p.caption {font-family: sans-serif; font-weight: bold; font-size: 9.5pt; text-align: center; margin-top: 6pt}
table.t {border-collapse: collapse; width: 100%; font-size: 9.5pt; margin-bottom: 6pt}
table.t th {font-family: sans-serif; border-top: 1pt solid #000000; border-bottom: 1pt solid #000000; text-align: left; padding: 2pt}
table.t td {border-bottom: 0.4pt solid #888888; padding: 2pt}
"""


def gutter_markup(text: str) -> str:
    """Clauses with their numbers in a left gutter column: '# 5|Title', '5.3|text', '-|a) item', 'NOTE|text', '|html'."""
    out = []
    for line in text.strip().splitlines():
        key, _, rest = line.strip().partition("|")
        if key == "":
            out.append(rest)
        elif key.startswith("# "):
            num, title = key[2:], rest
            out.append(f"<h2>{num}&nbsp;&nbsp;&nbsp;&nbsp;{title}</h2>")
        elif key == "-":
            out.append(f'<table class="g"><tr><td class="n"></td><td class="i">{rest}</td></tr></table>')
        elif key == "NOTE":
            out.append(
                f'<table class="g"><tr><td class="n"></td><td class="note">NOTE&nbsp;&nbsp;{rest}</td></tr></table>'
            )
        else:
            out.append(f'<table class="g"><tr><td class="n">{key}</td><td class="x">{rest}</td></tr></table>')
    return "\n".join(out)


def build_elec() -> None:
    """The site electrical standard (PDF)."""
    body = gutter_markup(ELEC_TEXT)
    for k, v in {
        "TABLE41": ELEC_T41,
        "TABLE53": ELEC_T53,
        "TABLE62": ELEC_T62,
        "TABLE81": ELEC_T81,
        "TABLE111": ELEC_T111,
    }.items():
        body = body.replace(k, v)
    body += (
        '<h2 style="text-align:center; margin-top:20pt">Annex A<br/>(informative)<br/>'
        "Model checklist for the weekly formal visual inspection</h2>" + gutter_markup(ELEC_ANNEX)
    )
    frame = pymupdf.Rect(62, 72, A4.width - 62, A4.height - 64)
    main = flow(body, ELEC_CSS, A4, lambda _n: [frame])
    rev = table(
        ["Rev", "Date", "Description of change", "Approved"],
        [
            ["A", "March 2019", "First issue", "J. Okafor"],
            ["B", "June 2021", "Table 6.2 extended to 4.0 mm² leads; intervals in clause 8 revised", "J. Okafor"],
            [
                "C",
                "September 2023",
                "RCD protection of circuits above 32 A (5.2); clause 10, Generators, added",
                "M. Lindqvist, Chief Engineer",
            ],
        ],
    )
    cover = one_page(
        f"""<p style="font-family:sans-serif; font-size:11pt"><b>NORTHBRIDGE ELECTRICAL SAFETY BOARD</b></p>
        <p style="font-family:sans-serif; font-size:30pt; margin-top:70pt"><b>TS 14:2023</b></p>
        <p style="font-family:sans-serif; font-size:17pt">Temporary electrical installations on construction and demolition sites</p>
        <p style="font-family:sans-serif; font-size:11pt; margin-top:10pt">Technical Standard — Revision C</p>
        <p style="font-family:sans-serif; font-size:10pt; margin-top:150pt"><b>Document control</b></p>{rev}
        <p style="font-size:9pt">This revision supersedes TS 14:2021 (Rev B), which is withdrawn. It may be applied from its date of
        publication and is mandatory for installations first energised on or after 1 March 2024.</p>""",
        ELEC_CSS,
        A4,
        pymupdf.Rect(62, 60, A4.width - 62, A4.height - 50),
    )
    foreword = one_page(
        """<h2>Foreword</h2>
        <p>This standard was prepared by Technical Committee TC 6, Site Electrical Safety, of the Northbridge Electrical
        Safety Board (NESB). It replaces Revision B. The main changes are listed in the document control table.</p>
        <p>In this standard "shall" states a requirement, "should" a recommendation and "may" a permission. Notes and
        Annex A are informative.</p>
        <p>Questions on the interpretation of this standard may be addressed in writing to the Secretary of TC 6.
        Published interpretations are listed on the NESB register.</p>
        <h2>Contents</h2>
        <table style="width:100%; font-size:10pt">
        <tr><td>1 Scope</td><td>2 Normative references</td><td>3 Terms and definitions</td></tr>
        <tr><td>4 Supply and voltages</td><td>5 Protection against electric shock</td><td>6 Cables and wiring</td></tr>
        <tr><td>7 Equipment</td><td>8 Inspection and testing</td><td>9 Responsibilities and safe working</td></tr>
        <tr><td>10 Generators</td><td>11 Site lighting</td><td>Annex A Weekly inspection checklist</td></tr></table>""",
        ELEC_CSS,
        A4,
        pymupdf.Rect(62, 72, A4.width - 62, A4.height - 64),
    )
    doc = join(cover, foreword, main)
    for i, page in enumerate(doc):
        if i == 0:
            continue
        label = "ii" if i == 1 else str(i - 1)
        stamp(
            page,
            pymupdf.Rect(62, 34, A4.width - 62, 48),
            f'<table style="width:100%"><tr><td><b>NESB TS 14:2023 Rev C</b></td><td style="text-align:right"><b>{label}</b></td></tr></table>',
            "* {font-size: 8.5pt}",
        )
        page.draw_line((62, 52), (A4.width - 62, 52), width=0.4)
        stamp(
            page,
            pymupdf.Rect(62, A4.height - 44, A4.width - 62, A4.height - 32),
            '<p style="text-align:center; font-style:italic">Uncontrolled copy when printed – check the NESB register for the current revision</p>',
        )
    save(doc, "nesb_ts14_site_electrical.pdf")


# == 3. Amateur volleyball league rules =========================================================================
LEAGUE_TEXT = """
RULE I|NAME, OBJECTS AND AUTHORITY
1.1 The league shall be called the Lakeshore Amateur Volleyball League ("the League"). Its object is to organise competitive indoor volleyball for adult and junior teams of its member clubs.
1.2 The League is affiliated to the Eastern Counties Volleyball Association (ECVA). These Rules are read together with the ECVA Competition Regulations; where the two conflict, these Rules prevail for League matches.
1.3 The League is run by a Management Committee of the Chair, the Secretary, the Treasurer, the Fixtures Secretary, the Referees' Secretary and the League Welfare Officer, elected each year at the Annual General Meeting.
1.4 Matches are played under the FIVB Official Volleyball Rules in force on 1 September of the season, as modified by Rule VII.
RULE II|MEMBERSHIP
2.1 Membership of the League is open to any club affiliated to the ECVA. Each member club must appoint a Club Secretary and a Club Welfare Officer and give their contact details to the Secretary.
2.2 Each club must hold public liability insurance with cover of at least £5 million and send evidence of it to the Secretary by 31 August each year.
2.3 Each member club has one vote at general meetings. Members of the Management Committee vote only as club delegates, except that the Chair has a casting vote.
RULE III|TEAM ENTRY AND REGISTRATION
3.1 Team entries for the season must reach the Secretary by 31 July, together with the fees in Table A.
|TABLEA
3.2 Each team must register at least 8 players by 15 September, and no team may have more than 16 registered players at any time.
3.3 Further players may be registered at any time up to 31 January. No registrations are accepted after 31 January, except for a replacement libero approved by the Fixtures Secretary.
3.4 A registration takes effect 48 hours after the ECVA portal confirms it. A player may not take part in a match before the registration takes effect.
RULE IV|PLAYER ELIGIBILITY
4.1 A player must be at least 16 years of age on 1 September of the season.
4.2 A player may be registered with only one team of the League in a season. A player registered with a club's team in a lower division may play up to 3 matches in a season for a team of the same club in a higher division; the player's fourth appearance ties the player to the higher team for the rest of the season.
4.3 A player under 18 may play only with the written consent of a parent or guardian, which the Club Welfare Officer must hold before the player's first match.
4.4 Where a team fields an ineligible player, the match is awarded to the opponents 3–0 (25–0 in each set) and the offending team is fined under Rule XIII.
RULE V|DIVISIONS, PROMOTION AND RELEGATION
5.1 The League has four divisions: the Premier Division and Divisions 1, 2 and 3, each of up to 10 teams.
5.2 Each team plays every other team in its division twice, once at home and once away.
5.3 League points are awarded as follows:
(a) a win by 3–0 or 3–1: 3 points;
(b) a win by 3–2: 2 points;
(c) a loss by 2–3: 1 point;
(d) a loss by 1–3 or 0–3: no points.
5.4 Teams level on points are separated by, in order: (a) the number of matches won; (b) the set ratio; (c) the point ratio; (d) the results of the matches between the teams concerned.
5.5 The two top teams of each division below the Premier Division are promoted and the two bottom teams of each division above Division 3 are relegated. A club may not have two teams in one division: a team whose promotion would place it in the division of its club's higher team is not promoted, and the next-placed team is promoted instead.
RULE VI|FIXTURES, POSTPONEMENTS AND WALKOVERS
6.1 The Fixtures Secretary publishes the fixtures by 1 September. The home team must confirm the venue and start time to the away team and to any appointed referee at least 7 days before the match.
6.2 Matches start between 19:00 and 20:30 on weekdays and between 10:00 and 18:00 at weekends.
6.3 A team may ask the Fixtures Secretary in writing to postpone a match at least 14 days before the match date. No team may be granted more than 2 postponements in a season, and a postponed match must be played within 28 days of its original date.
6.4 A postponement at shorter notice is allowed only where the venue is closed, or where a red weather warning is in force for the area of the venue or of the away team.
6.5 A team that fails to fulfil a fixture without an approved postponement loses the match 3–0 (25–0 in each set) and is fined under Rule XIII. A team that fails to fulfil 3 fixtures in one season is expelled from the League and its record for the season is expunged.
6.6 The first referee may declare that a team has failed to fulfil the fixture if it is not ready to play 15 minutes after the scheduled start time.
RULE VII|MATCH FORMAT AND PLAYING CONDITIONS
7.1 Matches are the best of five sets. Sets one to four are played to 25 points and the fifth set to 15 points, in each case with a lead of at least 2 points.
7.2 Each team may take 2 time-outs of 30 seconds in each set. Technical time-outs are not used in League matches.
7.3 Each team may make up to 6 substitutions in each set.
7.4 The clear height above the court must be at least 7 m for Premier Division matches and at least 5.5 m for other matches. Every venue must be approved by the Fixtures Secretary before the season starts.
7.5 The net height is 2.43 m for men's and mixed matches and 2.24 m for women's matches.
7.6 A team needs at least 6 players to start a match. A team reduced to fewer than 6 players during a match loses the set and the match, but keeps the points and sets it has won.
RULE VIII|OFFICIALS
8.1 The Referees' Secretary appoints a first referee to every match in the Premier Division and Division 1. In Divisions 2 and 3 the home team provides a first referee who holds at least the ECVA Level 1 Referee award.
8.2 The home team provides a scorer for every match, and two line judges for Premier Division matches.
8.3 An appointed referee is paid a match fee of £35 and travel expenses of 30p a mile, shared equally by the two teams and paid on the day.
8.4 If an appointed referee does not arrive, the captains may agree on a qualified referee who is present; if they cannot agree, the home team's nominee referees the match and the result stands.
RULE IX|BALLS, KIT AND EQUIPMENT
9.1 The home team provides 3 match balls of a model approved by the ECVA, inflated to a pressure of 0.30 to 0.325 kg/cm².
9.2 Players' shirts must be numbered from 1 to 20, with numbers at least 15 cm high on the chest and at least 20 cm high on the back. The libero must wear a shirt of a colour that contrasts with the rest of the team.
9.3 Jewellery may not be worn. Knee pads, ankle supports and plain sports glasses are permitted.
RULE X|RESULTS
10.1 The home team captain must submit the result and a photograph of the signed scoresheet through the League portal within 48 hours of the end of the match.
10.2 The away team must confirm or dispute the result within a further 48 hours; a result that is not disputed within that time stands.
10.3 A team that submits a result late is fined under Rule XIII.
RULE XI|PROTESTS
11.1 A protest about the application of the playing rules must be made by the team captain to the first referee at the time of the incident and recorded on the scoresheet before the scoresheet is signed.
11.2 The protest must be confirmed in writing to the Secretary within 72 hours of the match, with a fee of £30 that is refunded if the protest is upheld.
RULE XII|DISCIPLINE
12.1 Players, coaches and team officials are bound by the ECVA Code of Conduct.
12.2 A player who is expelled or disqualified during a match is suspended automatically from the team's next League match.
12.3 A player who receives 3 penalty cards in one season is suspended for 2 League matches. Cards shown in matches that are later expunged still count.
12.4 Misconduct towards a referee or other official is referred to the Disciplinary Panel, which consists of 3 members appointed by the Management Committee, none of whom may belong to a club involved in the case.
12.5 The Disciplinary Panel may impose a suspension of up to 12 months, a fine of up to £200, a deduction of up to 6 League points, or any combination of these.
12.6 An appeal against a decision of the Disciplinary Panel may be made to the ECVA Appeals Board within 7 days of notification of the decision, with a fee of £50 that is refunded if the appeal succeeds.
RULE XIII|SCHEDULE OF FINES
13.1 The fines for breaches of these Rules are set out in Table B.
|TABLEB
13.2 Fines must be paid to the Treasurer within 28 days of notification. A fine unpaid after 28 days is doubled, and a team with fines unpaid on 31 March may not be promoted.
RULE XIV|SAFEGUARDING
14.1 Every Club Welfare Officer must have completed the ECVA safeguarding course within the last 3 years and hold an enhanced criminal record check.
14.2 A concern about the welfare of a player under 18 must be reported to the Club Welfare Officer and to the League Welfare Officer within 24 hours.
14.3 Players under 18 may be photographed or filmed for publication only with the consent of a parent or guardian.
RULE XV|GENERAL MEETINGS AND AMENDMENT OF RULES
15.1 The Annual General Meeting is held in June. Proposals to amend these Rules must reach the Secretary by 31 March.
15.2 An amendment of these Rules requires a two-thirds majority of the clubs present and voting.
15.3 Between general meetings the Management Committee may make changes that are urgent; they have effect until the next general meeting.
15.4 The Management Committee's interpretation of these Rules is final, subject only to an appeal to the ECVA.
"""

LEAGUE_TA = table(
    ["Fee", "Amount"],
    [
        ["Team entry fee (per team)", "£280"],
        ["Player registration (per player, per season)", "£25"],
        ["Junior player registration (player under 18 on 1 September)", "£12"],
        ["Late entry surcharge (entries received 1–15 August)", "£40"],
        ["Entries received after 15 August", "accepted only at the discretion of the Management Committee"],
    ],
    caption="Table A — Fees for the 2025–26 season",
)
LEAGUE_TB = table(
    ["Breach", "Rule", "Fine"],
    [
        ["Failure to fulfil a fixture: first in the season", "6.5", "£60"],
        ["Failure to fulfil a fixture: second in the season", "6.5", "£100"],
        ["Fielding an ineligible player (per match)", "4.4", "£50"],
        ["Late submission of a result", "10.1", "£10"],
        ["Failure to provide a scorer", "8.2", "£20"],
        ["Failure to provide a qualified referee (Divisions 2 and 3)", "8.1", "£40"],
        ["Late confirmation of venue and start time", "6.1", "£15"],
    ],
    caption="Table B — Fines",
)

LEAGUE_CSS = """
body {font-family: serif; font-size: 11pt; line-height: 1.35}
h2 {text-align: center; font-size: 12pt; margin-top: 16pt; margin-bottom: 0pt; letter-spacing: 1pt}
h3 {text-align: center; font-size: 10.5pt; font-weight: normal; font-style: italic; margin-top: 2pt; margin-bottom: 6pt}
p {margin-top: 3pt; margin-bottom: 3pt; text-align: left}
p.r {margin-left: 30pt; text-indent: -30pt}
p.l1 {margin-left: 48pt; text-indent: -18pt}
p.caption {text-align: center; font-style: italic; margin-top: 6pt}
table.t {border-collapse: collapse; width: 90%; font-size: 10pt; margin-bottom: 6pt}
table.t th {border-bottom: 1pt solid #000000; text-align: left; padding: 2pt}
table.t td {border-bottom: 0.3pt solid #999999; padding: 2pt}
"""

LETTER = pymupdf.paper_rect("letter")


def league_markup(text: str) -> str:
    """'RULE XII|TITLE' heads, '12.3 text' sub-rules, '(a) ...' items, '|html'."""
    out = []
    for line in text.strip().splitlines():
        line = line.strip()
        if line.startswith("|"):
            out.append(line[1:])
        elif line.startswith("RULE "):
            head, title = line.split("|")
            out.append(f"<h2>{head}</h2><h3>{esc(titled(title))}</h3>")
        elif m := re.match(r"^(\d+\.\d+)\s+(.*)$", line):
            out.append(f'<p class="r">{m.group(1)}&nbsp;&nbsp;&nbsp;&nbsp;{esc(m.group(2))}</p>')
        elif LETTER_ITEM.match(line):
            out.append(f'<p class="l1">{esc(line)}</p>')
        else:
            out.append(f"<p>{esc(line)}</p>")
    return "\n".join(out)


def build_league() -> None:
    """The volleyball league rules (PDF)."""
    body = league_markup(LEAGUE_TEXT).replace("TABLEA", LEAGUE_TA).replace("TABLEB", LEAGUE_TB)
    frame = pymupdf.Rect(72, 76, LETTER.width - 72, LETTER.height - 70)
    main = flow(body, LEAGUE_CSS, LETTER, lambda _n: [frame])
    cover = one_page(
        """<div style="text-align:center">
        <p style="font-size:12pt; margin-top:90pt; text-align:center">LAKESHORE AMATEUR VOLLEYBALL LEAGUE</p>
        <p style="font-size:10pt; text-align:center">affiliated to the Eastern Counties Volleyball Association</p>
        <p style="font-size:28pt; margin-top:110pt; text-align:center">Official Rules of Competition</p>
        <p style="font-size:16pt; text-align:center">2025–26 Season</p>
        <p style="font-size:10pt; margin-top:170pt; text-align:center">As adopted at the Annual General Meeting held on 14 June 2025.<br/>
        These Rules replace all previous editions.</p></div>""",
        LEAGUE_CSS,
        LETTER,
        pymupdf.Rect(72, 72, LETTER.width - 72, LETTER.height - 72),
    )
    rules = re.findall(r"^(RULE [IVXL]+)\|(.*)$", LEAGUE_TEXT, re.M)
    rows = "".join(
        f"<tr><td>Rule {r.split()[1]}</td><td>{esc(titled(t))}</td>"
        f'<td style="text-align:right">{find_line(main, r) + 2}</td></tr>'
        for r, t in rules
    )
    contents = one_page(
        f"""<h2>CONTENTS</h2><table style="width:100%; margin-top:12pt">{rows}</table>""",
        LEAGUE_CSS,
        LETTER,
        pymupdf.Rect(72, 76, LETTER.width - 72, LETTER.height - 70),
    )
    doc = join(cover, contents, main)
    for i, page in enumerate(doc):
        if i == 0:
            continue
        n = i + 1
        if n % 2 == 0:
            stamp(
                page,
                pymupdf.Rect(72, 40, LETTER.width - 72, 54),
                "<p>LAKESHORE AMATEUR VOLLEYBALL LEAGUE</p>",
                "* {font-family: serif; font-size: 8pt; letter-spacing: 1pt}",
            )
        else:
            stamp(
                page,
                pymupdf.Rect(72, 40, LETTER.width - 72, 54),
                '<p style="text-align:right; font-style:italic">Rules of Competition 2025–26</p>',
                "* {font-family: serif; font-size: 8.5pt}",
            )
        stamp(
            page,
            pymupdf.Rect(72, LETTER.height - 46, LETTER.width - 72, LETTER.height - 32),
            f'<p style="text-align:center">– {n} –</p>',
            "* {font-family: serif; font-size: 9pt}",
        )
    save(doc, "lavl_rules_2025_26.pdf")


# == 4. Maritime crew regulations (two columns) =================================================================
CREW_TEXT = """
CHAPTER I|GENERAL PROVISIONS
REG I/1|Citation and commencement
1|These Regulations may be cited as the Coastal Passenger Vessels (Crew Certification, Manning and Hours of Rest) Regulations 2024 and come into force on 1 July 2024.
2|The Coastal Vessels (Certification) Rules 2011 are revoked, subject to regulation VII/4.
REG I/2|Interpretation
1|In these Regulations:
.1|"Authority" means the Calloway Islands Maritime Authority;
.2|"coastal passenger vessel" means a vessel that carries more than 12 passengers on voyages during which it is never more than 30 nautical miles from a safe haven;
.3|"hours of rest" means time outside hours of work, and does not include short breaks;
.4|"officer" means a member of the crew, other than the master, who holds a certificate of competency issued or recognised under these Regulations;
.5|"rating" means a member of the crew other than the master or an officer;
.6|"seagoing service" means service on board a vessel that is relevant to the issue or revalidation of a certificate;
.7|"young seafarer" means a seafarer under the age of 18.
REG I/3|Application
1|These Regulations apply to every coastal passenger vessel registered in the Islands, and to every other vessel while it operates a scheduled passenger service between ports of the Islands.
2|These Regulations do not apply to:
.1|pleasure vessels that do not carry passengers for reward;
.2|fishing vessels;
.3|vessels of the Islands Defence Force; or
.4|vessels operating only within the limits of a harbour.
REG I/4|Exemptions
1|The Authority may, in writing, exempt a vessel from a requirement of Chapter VI for a single voyage of not more than 72 hours where it is satisfied that safety is not reduced.
2|A copy of every exemption shall be kept on board and shown to an inspector on request.
CHAPTER II|MASTER AND DECK DEPARTMENT
REG II/1|Masters of vessels of less than 500 gross tonnage
1|Every candidate for a certificate of competency as master of a coastal passenger vessel of less than 500 gross tonnage shall:
.1|be not less than 21 years of age;
.2|hold a certificate as officer in charge of a navigational watch;
.3|have approved seagoing service of not less than 24 months while holding that certificate, of which at least 12 months shall have been on passenger vessels; and
.4|pass the oral examination of the Authority.
REG II/2|Masters of vessels of 500 gross tonnage or more
1|Every candidate for a certificate of competency as master of a coastal passenger vessel of 500 gross tonnage or more shall:
.1|be not less than 23 years of age;
.2|have approved seagoing service of not less than 36 months as officer in charge of a navigational watch, of which at least 12 months shall have been served as chief mate; and
.3|pass the written and oral examinations of the Authority.
REG II/3|Officers in charge of a navigational watch
1|Every candidate for a certificate of competency as officer in charge of a navigational watch shall:
.1|be not less than 18 years of age;
.2|have approved seagoing service of not less than 12 months as part of an approved training programme that includes a completed onboard training record book, or otherwise of not less than 36 months;
.3|have performed bridge watchkeeping duties under the supervision of the master or a qualified officer for a period of not less than 6 months;
.4|hold a GMDSS Restricted Operator's Certificate; and
.5|meet the standard of medical fitness in Chapter V.
REG II/4|Ratings forming part of a navigational watch
1|Every rating forming part of a navigational watch shall:
.1|be not less than 16 years of age; and
.2|have completed approved seagoing service of not less than 6 months, or special training of not less than 2 months followed by seagoing service of not less than 2 months.
REG II/5|Revalidation of certificates
1|Every master and officer shall, at intervals not exceeding 5 years, revalidate the certificate by showing:
.1|approved seagoing service in a relevant capacity of at least 12 months in total during the preceding 5 years; or
.2|approved seagoing service in a relevant capacity of at least 3 months in total during the preceding 6 months; or
.3|that the holder has passed the revalidation test of the Authority.
2|A certificate that is not revalidated ceases to be valid on its expiry date.
REG II/6|Safety training and familiarisation
1|Every seafarer with designated safety duties shall hold a certificate of proficiency in survival craft and rescue boats and a certificate in basic fire-fighting, each revalidated at intervals not exceeding 5 years.
2|Every member of the crew shall receive familiarisation training on board before being assigned to shipboard duties.
3|Every member of the crew who may have to assist passengers in an emergency shall, in addition, complete passenger ship crowd management training approved by the Authority.
CHAPTER III|ENGINE DEPARTMENT
REG III/1|Chief engineer officers of vessels of less than 3 000 kW
1|Every candidate for a certificate of competency as chief engineer officer of a coastal passenger vessel with propulsion power of less than 3 000 kW shall:
.1|be not less than 21 years of age;
.2|have served not less than 12 months as second engineer officer or as officer in charge of an engineering watch; and
.3|pass the oral examination of the Authority.
REG III/2|Officers in charge of an engineering watch
1|Every candidate for a certificate as officer in charge of an engineering watch shall be not less than 18 years of age and have completed combined workshop skill training and approved seagoing service of not less than 12 months.
REG III/3|Engine-room ratings
1|Every rating forming part of an engine-room watch shall be not less than 16 years of age and have completed approved seagoing service of not less than 6 months in the engine department.
CHAPTER IV|HOURS OF REST
REG IV/1|Minimum hours of rest
1|Every person assigned duty as officer in charge of a watch or as a rating forming part of a watch, and every person with designated safety, security or prevention of pollution duties, shall be provided with a rest period of not less than:
.1|10 hours in any 24-hour period; and
.2|77 hours in any 7-day period.
2|The hours of rest may be divided into no more than two periods, one of which shall be at least 6 hours in length, and the interval between consecutive periods of rest shall not exceed 14 hours.
3|Musters, fire-fighting and lifeboat drills and other drills shall be conducted in a manner that minimises the disturbance of rest periods and does not induce fatigue.
4|A seafarer who is on call, such as when a machinery space is unattended, shall have an adequate compensatory rest period if the normal period of rest is disturbed by call-outs to work.
REG IV/2|Young seafarers
1|A young seafarer shall have at least 12 hours of rest in any 24-hour period and shall not work at night, that is between 21:00 and 06:00.
2|The master may allow a young seafarer who is following an approved training programme to take part in night watches under supervision.
REG IV/3|Schedules and records
1|A table showing the shipboard working arrangements shall be posted in an easily accessible place on board.
2|A record of the daily hours of rest of every seafarer shall be kept on board, endorsed by the master, or a person authorised by the master, and by the seafarer. The seafarer shall be given a copy of the record.
3|The records shall be kept on board for not less than 24 months.
REG IV/4|Exceptions
1|Nothing in this Chapter prevents the master from requiring a seafarer to perform any hours of work necessary for the immediate safety of the vessel, persons on board or cargo, or for giving assistance to other vessels or persons in distress at sea.
2|As soon as practicable after the normal situation has been restored, the master shall ensure that any seafarer who has performed work in a scheduled rest period is provided with an adequate period of rest.
3|The Authority may approve a collective agreement that permits exceptions to paragraph 1.2 of regulation IV/1, provided that the rest period is not less than 70 hours in any 7-day period and that the exception does not apply for more than 2 consecutive weeks.
CHAPTER V|MEDICAL FITNESS
REG V/1|Medical certificates
1|No seafarer shall serve on board a coastal passenger vessel without a valid medical certificate issued by a medical practitioner approved by the Authority.
REG V/2|Validity of medical certificates
1|A medical certificate shall be valid for a maximum period of 2 years, or 1 year where the seafarer is a young seafarer.
2|A certificate of colour vision shall be valid for a maximum period of 6 years.
3|If a medical certificate expires in the course of a voyage, it shall continue in force until the next port of call where an approved medical practitioner is available, provided that the period does not exceed 3 months.
REG V/3|Review of unfitness
1|A seafarer who has been found unfit may, within 30 days of the finding, request a review by a second approved medical practitioner. Where the two practitioners disagree, the Authority's Medical Referee decides.
REG V/4|Standards of fitness
1|The medical examination shall include tests of hearing, sight and colour vision. A seafarer shall meet the eyesight standards in Schedule 2 for the seafarer's duties.
2|A seafarer who needs spectacles or contact lenses to meet the standards shall carry a spare pair on board.
CHAPTER VI|SAFE MANNING
REG VI/1|Minimum safe manning document
1|Every coastal passenger vessel shall carry a minimum safe manning document issued by the Authority. The owner shall apply for the document at least 30 days before the vessel enters service.
2|For daytime operation of not more than 12 hours in any 24-hour period, the minimum deck and engine complement shall be as set out in Table VI/1.
|TABLEVI
3|Where a vessel is operated for more than 12 hours in any 24-hour period, the Authority shall require additional officers and ratings so that the hours of rest in Chapter IV can be met.
REG VI/2|Crowd management
1|At least one member of the crew for every 100 passengers, or part of 100, that the vessel is certified to carry shall hold a certificate of training in crowd management.
REG VI/3|Working language
1|The master shall determine the working language of the vessel and record it in the official log book.
2|The master, every officer and every rating forming part of a watch shall be able to understand orders and instructions, and to report back, in the working language and in English.
REG VI/4|Master's standing orders
1|The master shall issue written standing orders for the conduct of the navigational watch, which every officer in charge of a navigational watch shall read and sign before first taking charge of a watch.
2|The standing orders shall state when the master is to be called, and shall require that the master be called in any case when visibility falls below 2 nautical miles.
CHAPTER VII|FEES, OFFENCES AND TRANSITIONAL PROVISIONS
REG VII/1|Fees
1|The fees payable to the Authority are set out in Table VII/1.
|TABLEVII
REG VII/2|Offences
1|The owner and the master of a vessel that proceeds to sea without the crew required by its minimum safe manning document each commit an offence and are liable on summary conviction to a fine not exceeding CI$ 25,000.
2|A person who forges a certificate, or who knowingly uses a certificate that was not issued to that person, commits an offence and is liable to a fine not exceeding CI$ 10,000, or to imprisonment for a term not exceeding 2 years, or to both.
3|A master who fails to keep the records required by regulation IV/3 commits an offence and is liable on summary conviction to a fine not exceeding CI$ 5,000.
REG VII/3|Detention
1|Where an inspector finds that a vessel is not manned in accordance with these Regulations, the vessel may be detained until the deficiency is put right.
REG VII/4|Transitional provisions
1|A certificate issued under the Coastal Vessels (Certification) Rules 2011 remains valid until its expiry date or 30 June 2027, whichever is earlier.
2|A holder of such a certificate may apply for a certificate under these Regulations without examination if the holder meets the seagoing service requirements of regulation II/5.
SCHEDULE 1|TABLE OF SHIPBOARD WORKING ARRANGEMENTS (regulation IV/3)
1|The table shall be in English and shall state: the name of the vessel and its official number; the position or rank of each seafarer; the scheduled daily hours of work at sea and in port; the scheduled hours of watchkeeping; the minimum hours of rest required by regulation IV/1 or by an approved collective agreement; and the signature of the master.
SCHEDULE 2|MINIMUM IN-SERVICE EYESIGHT STANDARDS (regulation V/4)
|TABLESCH2
1|Visual acuity is given in Snellen decimal notation and may be achieved with or without visual aids.
NOTE|EXPLANATORY NOTE (This note is not part of the Regulations)
|<p>These Regulations replace the Coastal Vessels (Certification) Rules 2011. They set the requirements for certificates of competency of masters, officers and ratings on coastal passenger vessels (Chapters II and III), introduce minimum hours of rest and the keeping of records of rest (Chapter IV), set medical fitness standards (Chapter V) and provide for minimum safe manning documents (Chapter VI). A regulatory impact assessment is available from the Authority at Harbour House, Port Calloway.</p>
"""

CREW_TVI = table(
    ["Passengers certified", "Master", "Watch officers", "Deck ratings", "Engineers"],
    [
        ["13–100", "1", "–", "2", "1"],
        ["101–250", "1", "1", "2", "1"],
        ["251–400", "1", "1", "3", "2"],
        ["over 400", "1", "2", "4", "2"],
    ],
    caption="Table VI/1 — Minimum complement, daytime operation",
)
CREW_TVII = table(
    ["Service", "Fee"],
    [
        ["Issue of a certificate of competency", "CI$ 180"],
        ["Revalidation of a certificate", "CI$ 90"],
        ["Endorsement recognising a foreign certificate", "CI$ 120"],
        ["Oral examination (each attempt)", "CI$ 150"],
        ["Minimum safe manning document", "CI$ 250"],
        ["Duplicate of a lost or damaged certificate", "CI$ 45"],
    ],
    caption="Table VII/1 — Fees",
)

CREW_TSCH2 = table(
    ["Duties", "Distance vision, better eye", "Distance vision, other eye", "Colour vision"],
    [
        ["Master, deck officers and ratings with lookout duties", "0.5", "0.5", "normal"],
        ["Engineer officers and engine-room ratings", "0.4", "0.3", "able to tell cable colours apart"],
        ["Other crew", "0.4", "0.2", "not tested"],
    ],
)

CREW_CSS = """
body {font-family: serif; font-size: 11pt; line-height: 1.4}
h2 {font-family: sans-serif; font-size: 10.5pt; text-align: center; margin-top: 10pt; margin-bottom: 4pt}
h3 {font-size: 10.5pt; margin-top: 8pt; margin-bottom: 1pt}
h4 {font-size: 10.5pt; font-style: italic; font-weight: normal; margin-top: 0pt; margin-bottom: 3pt}
p {margin-top: 1pt; margin-bottom: 2pt; text-align: left}
p.p1 {margin-left: 12pt; text-indent: -12pt}
p.p2 {margin-left: 28pt; text-indent: -16pt}
p.caption {font-family: sans-serif; font-size: 8.5pt; font-weight: bold; margin-top: 4pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 4pt}
table.t th {border: 0.5pt solid #000000; padding: 1pt; text-align: left}
table.t td {border: 0.5pt solid #000000; padding: 1pt}
"""


def crew_markup(text: str) -> str:
    """'CHAPTER ...|title', 'REG II/3|title', '1|paragraph', '.1|sub-paragraph', 'NOTE|head', '|html'."""
    out = []
    for line in text.strip().splitlines():
        key, _, rest = line.strip().partition("|")
        if key == "":
            out.append(rest)
        elif key.startswith(("CHAPTER", "SCHEDULE")):
            out.append(f"<h2>{key}<br/>{esc(rest)}</h2>")
        elif key == "NOTE":
            out.append(f'<h2 style="margin-top:16pt">{esc(rest)}</h2>')
        elif key.startswith("REG "):
            out.append(f"<h3>Regulation {key[4:]}</h3><h4>{esc(rest)}</h4>")
        elif key.startswith("."):
            out.append(f'<p class="p2">{key}&nbsp;&nbsp;{esc(rest)}</p>')
        else:
            out.append(f'<p class="p1">{key}&nbsp;&nbsp;{esc(rest)}</p>')
    return "\n".join(out)


def build_crew() -> None:
    """The maritime crew regulations, two columns (PDF)."""
    body = (
        crew_markup(CREW_TEXT)
        .replace("TABLEVII", CREW_TVII)
        .replace("TABLEVI", CREW_TVI)
        .replace("TABLESCH2", CREW_TSCH2)
    )
    left, right, top, bottom, gap = 50, A4.width - 50, 66, A4.height - 58, 18
    mid = (left + right) / 2

    def rects(n: int) -> list[pymupdf.Rect]:
        t = 330 if n == 0 else top
        return [pymupdf.Rect(left, t, mid - gap / 2, bottom), pymupdf.Rect(mid + gap / 2, t, right, bottom)]

    title = (
        """<p style="text-align:center; font-size:9pt">CALLOWAY ISLANDS</p>
        <p style="text-align:center; font-size:14pt"><b>STATUTORY INSTRUMENTS</b></p>
        <p style="text-align:center; font-size:10pt">S.I. No. 37 of 2024</p>
        <p style="text-align:center; font-size:10pt; margin-top:6pt"><b>MERCHANT SHIPPING</b></p>
        <p style="text-align:center; font-size:12pt"><b>The Coastal Passenger Vessels (Crew Certification, Manning and Hours of Rest) Regulations 2024</b></p>
        <table style="width:60%; margin-left:20%; font-size:9pt; margin-top:6pt">
        <tr><td><i>Made</i></td><td style="text-align:right">4th March 2024</td></tr>
        <tr><td><i>Laid before the House of Assembly</i></td><td style="text-align:right">8th March 2024</td></tr>
        <tr><td><i>Coming into force</i></td><td style="text-align:right">1st July 2024</td></tr></table>
        <p style="font-size:9pt; text-align:justify; margin-top:6pt">The Calloway Islands Maritime Authority, in exercise of the powers conferred by section 112 of the
        Merchant Shipping Act 2009 and after consulting the organisations of shipowners and seafarers, makes the following Regulations.</p>""",
        "* {font-family: serif}",
        pymupdf.Rect(left, 62, right, 324),
    )
    doc = flow(body, CREW_CSS, A4, rects, first=title)
    first = doc[0]
    first.draw_line((left, 326), (right, 326), width=0.5)
    for i, page in enumerate(doc):
        n = i + 1
        if i > 0:
            stamp(
                page,
                pymupdf.Rect(left, 34, right, 48),
                '<table style="width:100%"><tr><td>Calloway Islands Gazette — S.I. No. 37 of 2024</td>'
                '<td style="text-align:right"><i>Coastal Passenger Vessels (Crew) Regulations 2024</i></td></tr></table>',
                "* {font-family: serif; font-size: 8pt}",
            )
            page.draw_line((left, 52), (right, 52), width=0.5)
        page.draw_line((mid, 330 if i == 0 else top), (mid, bottom), width=0.3, color=(0.5, 0.5, 0.5))
        stamp(
            page,
            pymupdf.Rect(left, A4.height - 44, right, A4.height - 30),
            f'<p style="text-align:center">[ {n} ]</p>',
            "* {font-family: serif; font-size: 8.5pt}",
        )
    save(doc, "cima_crew_regulations_2024.pdf")


# == 5. Procurement law with footnotes (A5) =====================================================================
LAW_TEXT = """
CHAPTER I|GENERAL PROVISIONS
ART 1|Subject matter
(1)|This Law governs the procedures by which municipalities, cities and regions (hereinafter: contracting authorities) and legal persons in which they hold more than 50 % of the shares award public contracts for goods, services and works.
(2)|Matters not governed by this Law are governed by the Law on General Administrative Procedure.
ART 2|Definitions
(1)|For the purposes of this Law:
1.|"public contract" means a contract for pecuniary interest concluded in writing between one or more economic operators and one or more contracting authorities;
2.|"estimated value" means the total amount payable under a contract, net of value added tax, including any options and renewals;
3.|"economic operator" means any natural or legal person, public entity or group of such persons that offers goods, services or works on the market;
4.|"framework agreement" means an agreement between one or more contracting authorities and one or more economic operators that sets the terms of contracts to be awarded during a period of not more than 4 years;
5.|"Procurement Portal" means the national electronic system on which notices under this Law are published.
ART 3|Principles
(1)|Contracting authorities shall treat economic operators equally and without discrimination and shall act in a transparent and proportionate manner.
(2)|A procurement shall not be designed with the intention of excluding it from this Law or of artificially narrowing competition.
ART 4|Exclusions
(1)|This Law does not apply to contracts for:
1.|the acquisition or rental of land, existing buildings or other immovable property;
2.|employment;
3.|arbitration and conciliation services;
4.|loans, whether or not connected with the issue of securities;
5.|contracts awarded to a legal person controlled by the contracting authority that carries out more than 80 % of its activities for that authority.[[fn]]Point 5 added by the Law on Amendments to the Law on Public Procurement of Local Self-Government Units (Official Journal No. 33/24).[[/fn]]
CHAPTER II|THRESHOLDS AND PROCEDURES
ART 5|Thresholds
(1)|The procedure to be applied depends on the estimated value of the contract as follows:
|TABLETHR
(2)|The values in par. 1 are net of value added tax.[[fn]]Values as amended by Law No. 12/2024. Before 1 July 2024 the direct award thresholds were EUR 8,000 for goods and services and EUR 25,000 for works.[[/fn]]
(3)|A contract shall not be split with the intention of avoiding the application of the thresholds in par. 1.
ART 6|Direct award
(1)|Below the thresholds for direct award, the contracting authority may award a contract directly to one economic operator on the basis of a written offer.
(2)|The total value of contracts awarded directly to the same economic operator in one calendar year shall not exceed EUR 30,000 for goods and services.
(3)|A direct award shall be documented by an order form or a contract and published on the Procurement Portal within 30 days of its conclusion.
ART 7|Request for quotations
(1)|In a request for quotations the contracting authority invites at least 3 economic operators to submit quotations.
(2)|The time limit for the submission of quotations shall be not less than 8 days from the day on which the invitation is sent.
(3)|Where fewer than 3 quotations are received, the contracting authority may award the contract if at least one quotation meets the requirements, stating the reasons in the record of the procedure.
ART 8|Open procedure
(1)|In an open procedure any interested economic operator may submit a tender.
(2)|The minimum time limit for the receipt of tenders is 35 days from the day on which the contract notice is published on the Procurement Portal.
(3)|Where a prior information notice was published between 35 days and 12 months before the contract notice, the time limit in par. 2 may be reduced to 15 days.
(4)|The time limit in par. 2 may be reduced by 5 days where tenders are submitted by electronic means.
ART 9|Restricted procedure
(1)|In a restricted procedure any economic operator may request to participate, and only candidates invited by the contracting authority may submit tenders.
(2)|The time limit for requests to participate is not less than 30 days from publication of the contract notice. The contracting authority shall invite at least 5 qualified candidates, where there are that many.
(3)|The time limit for the receipt of tenders is not less than 30 days from the day on which the invitation to tender is sent.
ART 10|Negotiated procedure without prior publication
(1)|A contracting authority may use a negotiated procedure without prior publication only where:
1.|no tenders, or no suitable tenders, were submitted in an open or restricted procedure, provided that the conditions of the contract are not substantially altered;
2.|the contract can be performed only by one economic operator for technical reasons or because of exclusive rights;
3.|it is strictly necessary for reasons of extreme urgency brought about by events unforeseeable by and not attributable to the contracting authority.
(2)|The contracting authority shall notify the Public Procurement Office of its decision to use the procedure within 5 days of the decision.[[fn]]Par. 2 as amended by Law No. 12/2024; the time limit was previously 10 days.[[/fn]]
ART 11|Framework agreements
(1)|A framework agreement shall be concluded for a period of not more than 4 years.
(2)|A framework agreement concluded with several economic operators shall be concluded with at least 3 of them, provided that there are enough tenders that meet the selection criteria.
CHAPTER III|PARTICIPATION OF ECONOMIC OPERATORS
ART 12|Grounds for exclusion
(1)|The contracting authority shall exclude an economic operator where:
1.|the operator, or a member of its management, has been convicted by a final judgment within the last 5 years of fraud, corruption, participation in a criminal organisation or money laundering;
2.|the operator owes taxes or social security contributions of more than EUR 1,000 that are due and unpaid.
(2)|The contracting authority may exclude an economic operator where:
1.|the operator is bankrupt or subject to insolvency proceedings;
2.|the operator has committed grave professional misconduct;
3.|the operator has shown significant deficiencies in the performance of an earlier public contract that led to its termination within the last 3 years.
(3)|An economic operator that has made false statements in a procedure shall be excluded from all procedures under this Law for 2 years from the day on which the decision establishing the false statement becomes final.[[fn]]Period reduced from 3 years to 2 years by Law No. 12/2024.[[/fn]]
(4)|An economic operator in one of the situations in par. 1 or par. 2 may provide evidence of the measures it has taken to show its reliability; where the evidence is sufficient, it shall not be excluded.
ART 13|Selection criteria
(1)|Selection criteria shall be related and proportionate to the subject matter of the contract.
(2)|A minimum yearly turnover required of economic operators shall not exceed twice the estimated value of the contract.
ART 14|Guarantees
(1)|The contracting authority may require a tender guarantee of not more than 2 % of the estimated value of the contract.
(2)|No tender guarantee may be required for contracts for goods and services with an estimated value below EUR 140,000.
(3)|A performance guarantee shall be between 5 % and 10 % of the contract value.
ART 15|Subcontracting
(1)|A tenderer shall state in its tender the share of the contract it intends to subcontract and the proposed subcontractors.
(2)|At the request of a subcontractor, the contracting authority shall pay the subcontractor directly for the part of the contract it has performed.
CHAPTER IV|AWARD OF CONTRACTS
ART 16|Award criteria
(1)|Contracts are awarded on the basis of the most economically advantageous tender.
(2)|Price may be the only award criterion only for goods and services of a standard nature whose quality does not vary among suppliers.
ART 17|Abnormally low tenders
(1)|Where at least 3 admissible tenders have been received, a tender whose price is more than 20 % below the average price of all admissible tenders shall be considered abnormally low.
(2)|The contracting authority shall ask the tenderer in writing to explain the price, and the tenderer shall reply within 5 days. A tender may be rejected only after the explanation has been assessed.
ART 18|Evaluation committee
(1)|Tenders are evaluated by a committee of at least 3 members appointed by the head of the contracting authority, at least one of whom holds a public procurement certificate.
(2)|For works contracts with an estimated value above EUR 1,000,000 the committee shall have at least 5 members.
(3)|Each member shall sign a declaration of absence of conflict of interest before the tenders are opened.
ART 19|Award decision
(1)|The contracting authority shall take the award decision within the period of validity of tenders, which shall not be shorter than 60 days from the time limit for the receipt of tenders.
(2)|The award decision shall be sent to all tenderers at the same time and published on the Procurement Portal.
ART 20|Standstill period
(1)|The contract shall not be concluded before 10 days have passed from the day after the award decision was sent by electronic means, or 15 days where it was sent by other means.
(2)|Par. 1 does not apply where only one tender was submitted, to direct awards and to contracts awarded under a framework agreement.
CHAPTER V|PERFORMANCE OF CONTRACTS
ART 21|Modification of contracts
(1)|A contract may be modified without a new procurement procedure where the total value of the modifications is below 10 % of the initial contract value for goods and services and below 15 % for works, and the modification does not change the overall nature of the contract.
(2)|Successive modifications are added together for the purposes of par. 1.
ART 22|Payment
(1)|The contracting authority shall pay within 30 days of receiving a correct invoice, or within 60 days where the contracting authority is a provider of health care.[[fn]]The 60-day period for providers of health care applies to invoices received before 1 January 2026.[[/fn]]
(2)|On late payment the economic operator is entitled to statutory default interest.
ART 23|Records
(1)|The contracting authority shall keep the documentation of each procedure for at least 5 years from the completion of the contract, and for at least 10 years where the contract is financed from international funds.
CHAPTER VI|LEGAL PROTECTION
ART 24|Request for review
(1)|A tenderer may file a request for review with the State Commission for Procurement Review, through the contracting authority, within 10 days of receiving the award decision.
(2)|A request for review of the tender documents may be filed no later than 3 days before the time limit for the receipt of tenders.
ART 25|Review fee
(1)|A fee is payable for a request for review, as follows:
|TABLEFEE
(2)|The fee shall be refunded if the request for review is upheld in full.
ART 26|Decision on the request
(1)|The State Commission shall decide within 20 days of receiving the complete file.
(2)|A request for review suspends the conclusion of the contract until the State Commission has decided.
ART 27|Judicial protection
(1)|A party may bring an action against the decision of the State Commission before the Administrative Court within 30 days of its delivery.
CHAPTER VII|PENALTIES, TRANSITIONAL AND FINAL PROVISIONS
ART 28|Misdemeanours
(1)|A fine of EUR 2,000 to EUR 15,000 shall be imposed on a contracting authority, and a fine of EUR 500 to EUR 2,500 on its responsible person, where it:
1.|awards a contract without applying the procedure required by this Law;
2.|splits a contract contrary to Art. 5 par. 3;
3.|fails to publish a direct award as required by Art. 6 par. 3;
4.|concludes a contract before the end of the standstill period in Art. 20.
ART 29|Procurement officers
(1)|A contracting authority with more than 50 employees shall appoint at least one procurement officer who holds a public procurement certificate.
(2)|The certificate is renewed every 3 years on completion of 16 hours of approved training.[[fn]]The training programme is adopted by the Public Procurement Office and published on the Procurement Portal.[[/fn]]
ART 30|Entry into force
(1)|This Law enters into force on the eighth day after its publication in the Official Journal and applies from 1 January 2024.
(2)|Procedures begun before 1 January 2024 shall be completed under the regulations in force when they began.
"""

LAW_THR = table(
    ["Procedure", "Goods and services", "Works"],
    [
        ["Direct award", "below EUR 10,000", "below EUR 30,000"],
        ["Request for quotations", "EUR 10,000 to below EUR 140,000", "EUR 30,000 to below EUR 500,000"],
        ["Open or restricted procedure", "EUR 140,000 or more", "EUR 500,000 or more"],
    ],
)
LAW_FEE = table(
    ["Estimated value of the contract", "Fee"],
    [
        ["up to EUR 140,000", "EUR 500"],
        ["above EUR 140,000 up to EUR 1,000,000", "EUR 1,500"],
        ["above EUR 1,000,000", "0.2 % of the estimated value, not more than EUR 10,000"],
    ],
)

LAW_CSS = """
body {font-family: serif; font-size: 9pt; line-height: 1.3}
h2 {font-size: 9pt; text-align: center; margin-top: 8pt; margin-bottom: 2pt}
h3 {font-size: 9pt; text-align: center; margin-top: 6pt; margin-bottom: 0pt}
h4 {font-size: 9pt; text-align: center; font-weight: normal; font-style: italic; margin-top: 0pt; margin-bottom: 2pt}
p {margin-top: 1pt; margin-bottom: 2pt; text-align: left}
p.par {text-indent: 14pt}
p.pt {margin-left: 24pt; text-indent: -10pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8pt; margin-top: 2pt; margin-bottom: 3pt}
table.t th {border: 0.4pt solid #000000; padding: 1pt}
table.t td {border: 0.4pt solid #000000; padding: 1pt}
"""
FOOT_CSS = "* {font-family: serif; font-size: 7pt; margin: 0 0 1pt 0}"


def law_blocks(text: str) -> list[tuple[str, list[str]]]:
    """The law as blocks (a heading kept with the paragraph after it), each with the footnote texts it calls."""
    blocks: list[tuple[str, list[str]]] = []
    pending = ""
    for line in text.strip().splitlines():
        key, _, rest = line.strip().partition("|")
        notes = re.findall(r"\[\[fn\]\](.*?)\[\[/fn\]\]", rest)
        body = re.sub(r"\[\[fn\]\].*?\[\[/fn\]\]", "\x00", esc(rest))
        if key.startswith("CHAPTER"):
            pending += f"<h2>{key}<br/>{esc(rest)}</h2>"
            continue
        if key.startswith("ART "):
            pending += f"<h3>Art. {key[4:]}</h3><h4>{esc(rest)}</h4>"
            continue
        if key == "":
            html = rest
        elif key.startswith("("):
            html = f'<p class="par">{key} {body}</p>'
        else:
            html = f'<p class="pt">{key} {body}</p>'
        blocks.append((pending + html, notes))
        pending = ""
    return blocks


def build_law() -> None:
    """The procurement law on A5 pages with footnotes (PDF)."""
    blocks = law_blocks(LAW_TEXT)
    blocks = [(b.replace("TABLETHR", LAW_THR).replace("TABLEFEE", LAW_FEE), n) for b, n in blocks]
    W, H = A5.width, A5.height
    left, right, top, bottom = 40, W - 40, 52, H - 40
    scratch = pymupdf.open()

    def height(html: str, css: str, width: float) -> float:
        page = scratch.new_page(width=W, height=2000)
        spare, _ = page.insert_htmlbox(pymupdf.Rect(0, 0, width, 1900), html, css=css, scale_low=1)
        return 1900 - spare

    title = """<p style="text-align:center; font-size:8pt">REPUBLIC OF VELTRAVA</p>
    <p style="text-align:center; font-size:12pt; margin-top:4pt"><b>LAW ON PUBLIC PROCUREMENT OF<br/>LOCAL SELF-GOVERNMENT UNITS</b></p>
    <p style="text-align:center; font-size:8.5pt">(Official Journal Nos. 41/23 and 33/24 – consolidated text)</p>
    <p style="text-align:center; font-size:7.5pt; font-style:italic; margin-bottom:6pt">The consolidated text has no legal force; only the texts published in the Official Journal are authentic.</p>"""
    title_h = height(title, "* {font-family: serif}", right - left)
    pages: list[tuple[list[str], list[str]]] = []
    current: list[str] = []
    notes: list[str] = []
    counter = 0

    def render(blocks_html: list[str], first_note: int) -> tuple[str, int]:
        n = first_note
        out = []
        for b in blocks_html:
            while "\x00" in b:
                n += 1
                b = b.replace("\x00", f"<sup>{n}</sup>", 1)
            out.append(b)
        return "".join(out), n

    for html, fn in blocks:
        trial, trial_notes = [*current, html], notes + fn
        body, _ = render(trial, counter)
        foot = "".join(f"<p><sup>{counter + k + 1}</sup> {esc(t)}</p>" for k, t in enumerate(trial_notes))
        need = height(body, LAW_CSS, right - left) + (height(foot, FOOT_CSS, right - left) + 10 if foot else 0)
        avail = bottom - top - (title_h + 4 if not pages else 0) - 4
        if need <= avail or not current:
            current, notes = trial, trial_notes
            continue
        pages.append((current, notes))
        counter += len(notes)
        current, notes = [html], list(fn)
    pages.append((current, notes))

    doc = pymupdf.open()
    counter = 0
    for i, (blocks_html, page_notes) in enumerate(pages):
        page = doc.new_page(width=W, height=H)
        y0 = top
        if i == 0:
            page.insert_htmlbox(pymupdf.Rect(left, top, right, top + title_h + 4), title, css="* {font-family: serif}")
            y0 = top + title_h + 4
        body, last = render(blocks_html, counter)
        foot = "".join(f"<p><sup>{counter + k + 1}</sup> {esc(t)}</p>" for k, t in enumerate(page_notes))
        counter = last
        foot_h = height(foot, FOOT_CSS, right - left) if foot else 0
        spare, _ = page.insert_htmlbox(
            pymupdf.Rect(left, y0, right, bottom - (foot_h + 10 if foot else 0)), body, css=LAW_CSS, scale_low=1
        )
        if spare < 0:
            raise ValueError(f"law page {i + 1} overflows")
        if foot:
            page.draw_line((left, bottom - foot_h - 5), (left + 90, bottom - foot_h - 5), width=0.4)
            page.insert_htmlbox(pymupdf.Rect(left, bottom - foot_h, right, bottom), foot, css=FOOT_CSS)
        if i > 0:
            label = (
                "Public Procurement of Local Self-Government Units" if i % 2 else "Law No. 41/2023 – consolidated text"
            )
            stamp(
                page,
                pymupdf.Rect(left, 24, right, 36),
                f'<p style="text-align:center; font-style:italic">{label}</p>',
                "* {font-family: serif; font-size: 7pt}",
            )
        stamp(
            page,
            pymupdf.Rect(left, H - 30, right, H - 18),
            f'<p style="text-align:center">{i + 1}</p>',
            "* {font-family: serif; font-size: 8pt}",
        )
    save(doc, "veltrava_procurement_law.pdf")


# == 6. Records retention standard (Markdown) ===================================================================
RETENTION_MD = """# Records Retention and Disposal Standard

**Kestrel Housing Association** · Information Governance · Standard IG-STD-04

| | |
|---|---|
| Version | 2.1 |
| Owner | Information Governance Lead |
| Approved by | Audit and Risk Committee, 3 March 2025 |
| Next review | March 2027 |
| Classification | Internal |

---

## 1. Purpose

1.1 This standard sets how long Kestrel Housing Association ("Kestrel") keeps its records and how it disposes of
them when they are no longer needed. Keeping records for too long breaks data protection law; destroying them too
early can leave Kestrel unable to defend a claim or to show that it met its obligations as a landlord.

1.2 The retention periods in section 5 are minimum and maximum periods at once: a record is kept for the period
shown and then disposed of, unless section 7 (legal hold) or section 9 (exceptions) applies.

## 2. Scope

2.1 This standard applies to all records, in any format (paper, electronic, audio, video and images), created or
received by Kestrel and its subsidiary Kestrel Repairs Ltd in the course of their business.

2.2 It does not apply to:

- records that contractors hold on their own account, which their contracts govern;
- published material such as leaflets and annual reports, other than the file copy kept under GOV-04;
- personal records of staff that are not about Kestrel's business.

## 3. Roles and responsibilities

| Role | Responsibilities |
|---|---|
| Information Governance Lead | owns this standard; keeps the retention schedule up to date; approves the destruction of any record older than 10 years; keeps the Disposal Log |
| Data Protection Officer (DPO) | advises on data protection; places and releases legal holds and keeps the Legal Hold Register; is told of every breach of this standard |
| Heads of Service | are accountable for the records of their service; approve each disposal batch of their service's records |
| Records Champions | one in each team; run the annual review of the team's records in October; prepare disposal batches |
| All staff | file records in the approved systems; never keep personal copies of case records |

## 4. Definitions

- **Record**: information created or received as evidence of an activity or decision, in any format.
- **Disposal**: the destruction of a record, or its transfer to the archive for permanent preservation.
- **Retention trigger**: the event from which a retention period is counted, for example the end of a tenancy or the
  closure of a case.
- **Legal hold**: an instruction from the DPO that stops the disposal of records relevant to actual or expected
  legal proceedings, a regulatory investigation or a complaint to the Housing Ombudsman.
- **Disposal batch**: a set of records of one class, due for disposal, listed for approval on one disposal form.

## 5. Retention schedule

Periods run from the retention trigger. "Destroy" means secure destruction under section 6.

### 5.1 Tenancy and housing management

| Code | Record class | Retention trigger | Retention period | Action |
|---|---|---|---|---|
| TEN-01 | Tenancy agreements, variations and succession papers | End of tenancy | 6 years | Destroy |
| TEN-02 | Housing applications that did not lead to a tenancy | Date of decision | 12 months | Destroy |
| TEN-03 | Anti-social behaviour case files | Case closure | 6 years | Review, then destroy |
| TEN-04 | Rent accounts and arrears correspondence | Account closure | 6 years | Destroy |
| TEN-05 | Tenancy sustainment and support plans | End of support | 2 years | Destroy |

### 5.2 Property and safety

| Code | Record class | Retention trigger | Retention period | Action |
|---|---|---|---|---|
| PRO-01 | Gas safety records (landlord gas safety certificates) | Date of the check | 3 years | Destroy |
| PRO-02 | Asbestos surveys and the asbestos register | Disposal of the property | 40 years | Destroy |
| PRO-03 | Repair orders and completion records | Completion of the repair | 6 years | Destroy |
| PRO-04 | Fire risk assessments | Date superseded | 6 years | Destroy |
| PRO-05 | Electrical installation condition reports | Date superseded | 10 years | Destroy |

### 5.3 People

| Code | Record class | Retention trigger | Retention period | Action |
|---|---|---|---|---|
| HR-01 | Personnel files | End of employment | 6 years | Destroy |
| HR-02 | Unsuccessful job applications and interview notes | Date of the recruitment decision | 6 months | Destroy |
| HR-03 | Payroll and tax records | End of the tax year | 6 years | Destroy |
| HR-04 | Accident book entries and RIDDOR reports | Date of entry | 3 years; for a person injured under 18, until their 21st birthday | Destroy |
| HR-05 | Criminal record check certificates | Date of the recruitment decision | 6 months | Destroy |

### 5.4 Governance, customers and systems

| Code | Record class | Retention trigger | Retention period | Action |
|---|---|---|---|---|
| GOV-01 | Board and committee minutes and papers | Date of meeting | Permanent | Transfer to archive |
| GOV-02 | Complaints, including Ombudsman referrals | Closure | 3 years | Destroy |
| GOV-03 | Subject access requests and responses | Completion of the request | 2 years | Destroy |
| GOV-04 | File copy of published material | Date of publication | Permanent | Transfer to archive |
| ICT-01 | CCTV recordings at offices and estates | Date of recording | 31 days, unless needed for an incident | Automatic overwrite |
| ICT-02 | Email in personal mailboxes | Date sent or received | 2 years | Automatic deletion |
| ICT-03 | Recorded calls to the customer contact centre | Date of the call | 90 days | Automatic deletion |
| FIN-01 | Invoices, purchase ledger and bank statements | End of the financial year | 6 years | Destroy |

5.5 A record that is not in a listed class is kept under the class that is closest to it, after advice from the
Information Governance Lead, who adds the class to this schedule at the next review.

## 6. Disposal

6.1 Paper records that hold personal or confidential information are destroyed by cross-cut shredding to
DIN 66399 security level P-4 or higher, or placed in the locked confidential waste bins, which the approved
contractor empties and shreds on site.

6.2 A certificate of destruction is obtained for every collection from the confidential waste bins.

6.3 Electronic records are deleted from the live system by the system administrator once the disposal batch is
approved. Copies in backups are overwritten in the normal backup cycle, which is at most 35 days.

6.4 Hard drives, USB sticks and phones are destroyed by the approved contractor to DIN 66399 level H-5, or wiped
with approved software and reissued within Kestrel.

6.5 Every disposal batch is entered in the Disposal Log, with the record class, the date range of the records, the
approving Head of Service and the date of disposal. Entries in the Disposal Log are kept for 10 years.

6.6 Vital records, such as title deeds and the asbestos register, are held in duplicate, one copy off site.

## 7. Legal hold

7.1 The DPO places a legal hold where legal proceedings, a regulatory investigation or a complaint to the Housing
Ombudsman is under way or can reasonably be expected.

7.2 A legal hold overrides the retention schedule. Records under a legal hold must not be altered, moved out of the
approved systems or disposed of.

7.3 The DPO reviews every legal hold at least every 6 months, and releases it in writing when it is no longer needed.
Only the DPO can release a legal hold.

## 8. Annual review

8.1 Each October the Records Champions review their team's records against the schedule and prepare disposal batches
for the records that have passed their retention period.

8.2 The Information Governance Lead reports the results of the annual review, with the number of disposal batches
approved and any records kept under section 9, to the Audit and Risk Committee by 31 December.

## 9. Exceptions

9.1 A Head of Service may ask, in writing, to keep a class of records, or a particular record, for longer than the
schedule allows. The request goes to the Information Governance Lead and must give the business reason.

9.2 An extension is granted for no more than 2 years at a time and is recorded in the Disposal Log.

## 10. Breaches

10.1 Any loss, or any disposal of a record that breaks this standard, must be reported to the DPO within 24 hours of
its discovery.

10.2 Destroying a record that is under a legal hold is treated as gross misconduct under the Disciplinary Policy.

## 11. Document history

| Version | Date | Changes |
|---|---|---|
| 1.0 | June 2021 | First issue |
| 2.0 | January 2023 | Retention schedule rewritten by service; Records Champions introduced |
| 2.1 | March 2025 | CCTV retention reduced from 90 days to 31 days (ICT-01); recorded calls added (ICT-03); P-4 shredding made the minimum |
"""


def build_retention() -> None:
    """The records retention standard (Markdown)."""
    (DOCS / "kestrel_records_retention.md").write_text(RETENTION_MD, encoding="utf-8")
    print("kestrel_records_retention.md: Markdown")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_food()
    build_elec()
    build_league()
    build_crew()
    build_law()
    build_retention()
