"""
Build the documents of the newcomer evaluation set nc6 (held out) into `docs/`.

    python eval/newcomer/nc6/build.py

Six invented but internally consistent regulation-style PDFs, each in a layout the project's other sets do not use:

- `event_fire_safety_code_2024.pdf`: a fire-safety code for temporary events, "Part 3 - Division 2 - 3.2.4" ids,
  cover and contents page, running header naming the current Part and Division, printed page numbers "- 7 -"
  that start after the front matter;
- `pharmacy_dispensing_standards_3rd_ed.pdf`: a professional standard, "Standard 7" with "Criterion 7.3", coloured
  title bars, evidence boxes and footnotes at the foot of the page (some facts stand only in a footnote);
- `harbourline_home_policy_wording.pdf`: an A5 insurance policy wording, "Section B, Condition 4", bold defined
  words, tables of limits and excesses, a three-column "summary of cover" page;
- `air_emissions_permit_AQP-2024-0318.pdf`: an environmental permit with flat "Condition 12" numbering, a cover
  letter, a landscape schedule of emission limits and a monitoring table;
- `lift_inspection_standard_LIS4-2022.pdf`: a technical standard with front matter in Roman page numbers, clauses
  "6.4.2", NOTEs, normative and informative annexes, headers alternating left and right;
- `kestrel_rules_of_racing_2025.pdf`: a rules-of-racing book in two columns with "Rule 145(2)(b)" numbering and a
  penalty table.

Content is written here; the script only needs PyMuPDF.
"""

# The documents' prose is data: long lines of it, and small local helpers without annotations.
# ruff: noqa: ANN001, ANN002, ANN201, ANN202, D103, E501, PLR0915

import io
import re
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
OUT = HERE / "docs"


# -- rendering -----------------------------------------------------------------------------------------------------
class Layout:
    """What one document needs from the renderer: page size, text frames per page, and decoration afterwards."""

    def __init__(self, size, frames, css) -> None:
        self.size = size  # pymupdf.Rect
        self.frames = frames  # callable(page_index, segment_index) -> list of Rects (columns)
        self.css = css


def render(layout: Layout, segments: list[str]):
    """
    Lay out each HTML segment from a fresh page.

    :returns: (the PDF as a pymupdf.Document, positions: list of dicts page/id/heading/text/rect).
    """
    buf = io.BytesIO()
    writer = pymupdf.DocumentWriter(buf)
    positions = []
    page_index = 0
    for seg_index, html in enumerate(segments):
        story = pymupdf.Story(html=html, user_css=layout.css)
        more = 1
        while more:
            dev = writer.begin_page(layout.size(seg_index) if callable(layout.size) else layout.size)
            for rect in layout.frames(page_index, seg_index):
                more, _ = story.place(rect)

                def callback(pos):
                    if pos.open_close & 1 and (pos.id or pos.heading):
                        positions.append(
                            {
                                "page": pos.page_index,
                                "id": pos.id,
                                "heading": pos.heading,
                                "text": pos.text,
                                "rect": pymupdf.Rect(pos.rect),
                            }
                        )

                story.element_positions(callback, {"page_index": page_index})
                story.draw(dev)
                if not more:
                    break
            writer.end_page()
            page_index += 1
    writer.close()
    return pymupdf.open("pdf", buf.getvalue()), positions


def box(page, rect, html, css="", scale_low=1):
    """Write a small piece of HTML into a rectangle of a page (headers, footers, footnotes)."""
    spare, _ = page.insert_htmlbox(rect, html, css="p { margin: 0; } " + css, scale_low=scale_low)
    if spare < 0:
        raise ValueError(f"page {page.number + 1}: {html[:60]!r} does not fit in {rect}")


# PyMuPDF's HTML layout shapes f-ligatures; their ToUnicode entries are rewritten so that page.get_text() gives
# "fi", "ffl" ... as most PDF producers do (the glyphs drawn are unchanged).
LIG = {0xFB00: "ff", 0xFB01: "fi", 0xFB02: "fl", 0xFB03: "ffi", 0xFB04: "ffl", 0xFB05: "st", 0xFB06: "st"}


def hexu(s):
    return "".join(f"{ord(c):04x}" for c in s)


def fix_cmap(text):
    chars, ranges = [], []
    for block in re.findall(r"beginbfrange(.*?)endbfrange", text, re.S):
        for a, b, u in re.findall(r"<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>", block):
            a, b, u = int(a, 16), int(b, 16), int(u, 16)
            if any(u + i in LIG for i in range(b - a + 1)):
                for i in range(b - a + 1):
                    chars.append((a + i, LIG.get(u + i, chr(u + i))))
            else:
                ranges.append((a, b, u))
    for block in re.findall(r"beginbfchar(.*?)endbfchar", text, re.S):
        for a, u in re.findall(r"<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>", block):
            s = bytes.fromhex(u).decode("utf-16-be")
            chars.append((int(a, 16), "".join(LIG.get(ord(c), c) for c in s)))
    head = text[: text.index("endcodespacerange") + len("endcodespacerange")]
    out = [head]
    for i in range(0, len(ranges), 100):
        part = ranges[i : i + 100]
        out.append(
            f"{len(part)} beginbfrange\n"
            + "\n".join(f"<{a:04x}> <{b:04x}> <{u:04x}>" for a, b, u in part)
            + "\nendbfrange"
        )
    for i in range(0, len(chars), 100):
        part = chars[i : i + 100]
        out.append(f"{len(part)} beginbfchar\n" + "\n".join(f"<{a:04x}> <{hexu(s)}>" for a, s in part) + "\nendbfchar")
    out.append("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
    return "\n".join(out)


def unligature(doc):
    done = set()
    for xref in range(1, doc.xref_length()):
        kind, val = doc.xref_get_key(xref, "ToUnicode")
        if kind == "xref":
            tu = int(val.split()[0])
            if tu in done:
                continue
            done.add(tu)
            text = doc.xref_stream(tu).decode("latin-1")
            if re.search(r"<fb0[0-6]>", text, re.I) or "beginbfchar" in text:
                doc.update_stream(tu, fix_cmap(text).encode("latin-1"))


def save(doc, name):
    OUT.mkdir(parents=True, exist_ok=True)
    stamp = "D:20250101000000Z"  # fixed dates and no new /ID: the same script writes the same bytes
    doc.set_metadata(
        {
            "title": name.rsplit(".", 1)[0],
            "producer": "nc6 build.py",
            "creator": "nc6 build.py",
            "creationDate": stamp,
            "modDate": stamp,
        }
    )
    unligature(doc)
    doc.save(OUT / name, garbage=4, deflate=True, no_new_id=True)
    print(f"{name}: {doc.page_count} pages")


def heading_pages(positions, level=None):
    """:returns: [(page, heading level, text)] in order."""
    return [
        (p["page"], p["heading"], p["text"])
        for p in positions
        if p["heading"] and (level is None or p["heading"] == level)
    ]


def current_at(positions, level, page_count, top=None, default=""):
    """:returns: per page, the heading of `level` in force at the top of that page (one starting there counts)."""
    heads = [(p["page"], p["rect"].y0, p["text"]) for p in positions if p["heading"] == level]
    out = []
    for page in range(page_count):
        before = [t for pg, y, t in heads if pg < page or (pg == page and top is not None and y < top)]
        out.append(before[-1] if before else default)
    return out


def table(rows, header=True, widths=None, cls="t"):
    """HTML table from rows of cells; the first row is a header row when `header`."""
    out = [f'<table class="{cls}">']
    for i, row in enumerate(rows):
        tag = "th" if header and i == 0 else "td"
        cells = []
        for j, cell in enumerate(row):
            w = f' style="width:{widths[j]}"' if widths and i == 0 else ""
            cells.append(f"<{tag}{w}>{cell}</{tag}>")
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</table>")
    return "".join(out)


# == 1. Event fire safety code =====================================================================================
FIRE_NAME = "event_fire_safety_code_2024.pdf"


def fire_body():
    def cl(num, title, *paras):
        body = "".join(p if p.startswith("<") else f"<p>{p}</p>" for p in paras)
        return f"<h3>{num}&#160;&#160;{title}</h3>{body}"

    def part(num, title):
        return f"<h1>PART {num} – {title}</h1>"

    def div(num, title):
        return f"<h2>Division {num} – {title}</h2>"

    def items(*xs, cls="sub"):
        return f'<div class="{cls}">' + "".join(f"<p>{x}</p>" for x in xs) + "</div>"

    s = []
    s.append(part(1, "PRELIMINARY"))
    s.append(div(1, "Citation, Commencement and Application"))
    s.append(
        cl(
            "1.1.1",
            "Citation and commencement",
            "This Code may be cited as the Temporary Events Fire Safety Code 2024. It is issued by the Corran Valley "
            "Fire and Rescue Authority under section 14 of the Fire Services (Corran Valley) Order 2019 and comes into "
            "force on 1 March 2024. It replaces the Outdoor Events Fire Guidance 2017, which ceases to have effect on "
            "that date.",
        )
    )
    s.append(
        cl(
            "1.1.2",
            "Application",
            "(1) This Code applies to every temporary event held in the Authority’s area at which the expected "
            "attendance at any one time is 500 persons or more, and to every event, whatever its attendance, that "
            "uses a temporary structure with a covered floor area of more than 150 m².",
            "(2) This Code does not apply to—",
            items(
                "(a) a private gathering on domestic premises attended by fewer than 50 persons;",
                "(b) a funeral, wedding or religious service held inside a permanent place of worship;",
                "(c) an event held entirely inside a permanent building that holds a current fire risk "
                "assessment covering the event.",
            ),
            "(3) Where an event lasts more than one day, the expected attendance is the highest attendance "
            "expected on any single day.",
        )
    )
    s.append(
        cl(
            "1.1.3",
            "Transitional provision",
            "An event whose fire safety plan was accepted under the 2017 guidance before 1 March 2024 may proceed "
            "on that plan if the event takes place before 31 August 2024.",
        )
    )
    s.append(div(2, "Interpretation"))
    s.append(
        cl(
            "1.2.1",
            "Definitions",
            "In this Code—",
            items(
                "<b>“Authority”</b> means the Corran Valley Fire and Rescue Authority;",
                "<b>“authorised officer”</b> means an officer of the Authority authorised in writing to act under Part 6;",
                "<b>“competent person”</b> means a person with sufficient training, experience and knowledge to carry out "
                "the task concerned and, for the inspection of portable fire extinguishers, a person holding a current "
                "extinguisher servicing certificate;",
                "<b>“event organiser”</b> means the person or body holding the event licence or, where no licence is "
                "required, the person who controls the event site;",
                "<b>“fire log”</b> means the bound or electronic record kept under 6.1.4;",
                "<b>“fire warden”</b> means a steward trained under 5.2.3 and assigned fire duties;",
                "<b>“hot works”</b> means any work involving an open flame, welding, cutting or grinding that produces "
                "sparks, or the use of a heat gun;",
                "<b>“qualifying event”</b> means an event to which this Code applies under 1.1.2;",
                "<b>“temporary structure”</b> means a marquee, tent, stage, grandstand, gantry or similar structure "
                "erected on a site for not more than 28 consecutive days;",
                "<b>“working day”</b> means any day other than a Saturday, a Sunday or a public holiday.",
                cls="defs",
            ),
        )
    )
    s.append(
        cl(
            "1.2.2",
            "Persons counted",
            "References in this Code to persons present include staff, performers, contractors and volunteers on the "
            "site as well as members of the public.",
        )
    )

    s.append(part(2, "APPROVALS AND FEES"))
    s.append(div(1, "Fire Safety Plan"))
    s.append(
        cl(
            "2.1.1",
            "Duty to submit",
            "The event organiser of a qualifying event must submit a fire safety plan to the Authority not less than "
            "42 days before the first day of the event. Where the expected attendance is below 2,000 persons, the "
            "period is 21 days.",
        )
    )
    s.append(
        cl(
            "2.1.2",
            "Contents of the plan",
            "The plan must contain the information listed in Schedule 1 and must be signed by the event organiser and "
            "by the Event Fire Safety Officer.",
        )
    )
    s.append(
        cl(
            "2.1.3",
            "Decision",
            "The Authority must accept the plan, accept it subject to conditions, or refuse it, and must notify the "
            "event organiser of its decision in writing within 15 working days after receiving a complete plan.",
        )
    )
    s.append(
        cl(
            "2.1.4",
            "Review by the Chief Fire Officer",
            "An event organiser who is dissatisfied with a decision under 2.1.3 may ask the Chief Fire Officer to "
            "review it. The request must be made in writing within 10 working days after the decision was notified. "
            "The decision of the Chief Fire Officer on a review is final.",
        )
    )
    s.append(
        cl(
            "2.1.5",
            "Changes after acceptance",
            "Any change that increases the expected attendance by more than 10 per cent, or that adds a temporary "
            "structure to the site, must be notified to the Authority at least 5 working days before the event.",
        )
    )
    s.append(div(2, "Fees"))
    s.append(
        cl(
            "2.2.1",
            "Assessment fees",
            "The fees in Table 2.1 are payable when the plan is submitted.",
            "<p class='cap'>Table 2.1 – Fire safety plan assessment fees</p>"
            + table(
                [
                    ["Expected attendance (persons)", "Assessment fee"],
                    ["500 – 1,999", "£180"],
                    ["2,000 – 9,999", "£420"],
                    ["10,000 – 39,999", "£950"],
                    ["40,000 or more", "£1,600"],
                ],
                widths=["60%", "40%"],
            ),
        )
    )
    s.append(
        cl(
            "2.2.2",
            "Late submission",
            "A plan submitted after the period in 2.1.1 attracts a surcharge of 50 per cent of the assessment fee. The "
            "Authority is not obliged to assess a plan received less than 7 days before the event.",
        )
    )
    s.append(
        cl(
            "2.2.3",
            "Inspection fees",
            "A pre-event site inspection is charged at £95 per officer per hour, with a minimum charge of two hours. "
            "No charge is made for an inspection carried out only because of a complaint by a member of the public.",
        )
    )
    s.append(
        cl(
            "2.2.4",
            "Charities",
            "Events organised by a registered charity with an expected attendance of fewer than 2,000 persons are "
            "exempt from the assessment fee but not from inspection fees.",
        )
    )

    s.append(part(3, "MEANS OF ESCAPE"))
    s.append(div(1, "Exits and Travel Distances"))
    s.append(
        cl(
            "3.1.1",
            "Number of exits",
            "Every temporary structure and every enclosed arena must have at least the number of exits given in Table "
            "3.1, distributed so that no two exits are within 5 m of each other.",
            "<p class='cap'>Table 3.1 – Minimum number of exits</p>"
            + table(
                [
                    ["Occupant capacity", "Minimum number of exits"],
                    ["up to 60", "1"],
                    ["61 – 600", "2"],
                    ["601 – 1,000", "3"],
                    ["more than 1,000", "3, plus 1 for every additional 1,000 persons or part of 1,000"],
                ],
                widths=["40%", "60%"],
            ),
        )
    )
    s.append(
        cl(
            "3.1.2",
            "Exit widths",
            "(1) Each exit must be at least 1.05 m wide.",
            "(2) The total width of exits must be at least 5 mm per person for a standing audience and 4 mm per "
            "person for a seated audience.",
            "(3) In calculating the total width, the widest exit is discounted.",
        )
    )
    s.append(
        cl(
            "3.1.3",
            "Travel distances",
            "The distance from any point in a temporary structure to the nearest exit must not exceed 45 m where "
            "escape is possible in more than one direction, or 18 m where escape is possible in one direction only.",
        )
    )
    s.append(
        cl(
            "3.1.4",
            "Occupant capacity",
            "The occupant capacity of a temporary structure is the floor area available to the audience divided by—",
            items(
                "(a) 0.5 m² per person for a standing audience;",
                "(b) 1.0 m² per person for a seated audience without tables;",
                "(c) 1.5 m² per person for a seated audience at tables.",
            ),
        )
    )
    s.append(div(2, "Signage and Emergency Lighting"))
    s.append(
        cl(
            "3.2.1",
            "Exit signs",
            "Every exit must be marked by a sign showing the running-man pictogram, either internally illuminated or "
            "photoluminescent, and legible from a distance of 25 m.",
        )
    )
    s.append(
        cl(
            "3.2.2",
            "Emergency lighting",
            "Escape routes in a temporary structure used after sunset must have emergency lighting giving not less than "
            "1 lux at floor level along the centre line of the route, with a duration of at least 3 hours.",
        )
    )
    s.append(
        cl(
            "3.2.3",
            "Daily test",
            "Emergency lighting must be tested by the Event Fire Safety Officer before the public are admitted on each "
            "day of the event, and the result recorded in the fire log.",
        )
    )
    s.append(
        cl(
            "3.2.4",
            "Locking of exits",
            "(1) No exit may be locked, chained or obstructed while members of the public are present.",
            "(2) A stewarded exit may be closed for crowd-management reasons only on the instruction of the Event Fire "
            "Safety Officer, and only while a steward remains at the exit throughout the closure.",
            "(3) Panic bars must be fitted to every door leaf across an exit from a structure holding more than 100 "
            "persons.",
        )
    )
    s.append(div(3, "Access for Fire Appliances"))
    s.append(
        cl(
            "3.3.1",
            "Emergency access route",
            "An emergency access route at least 3.7 m wide, with a clear headroom of 4.0 m and able to carry a fire "
            "appliance of 18 tonnes, must be kept clear at all times and must reach to within 45 m of every temporary "
            "structure. The rendezvous point for attending appliances must be kept as a sterile area.",
        )
    )
    s.append(
        cl(
            "3.3.2",
            "Water supplies",
            "A fire hydrant must be available within 90 m of every temporary structure holding more than 1,000 "
            "persons. Where no hydrant is available, the event organiser must provide a static water supply of not less "
            "than 20,000 litres.",
        )
    )

    s.append(part(4, "FIRE HAZARDS"))
    s.append(div(1, "Catering, Fuel and Generators"))
    s.append(
        cl(
            "4.1.1",
            "Liquefied petroleum gas",
            "(1) A catering unit may have not more than two LPG cylinders connected for use at any time, each of not "
            "more than 47 kg.",
            "(2) Spare and empty cylinders must be kept upright in a ventilated, lockable compound at least 3 m from "
            "any temporary structure or catering unit. A compound may hold not more than 400 kg of LPG.",
            "(3) Flexible hoses must not be longer than 1.5 m and must be replaced when they are five years old.",
        )
    )
    s.append(
        cl(
            "4.1.2",
            "Cooking",
            "Catering units must stand at least 3 m apart unless they are separated by a non-combustible screen. A fire "
            "blanket and a wet chemical extinguisher must be kept within 3 m of every deep-fat fryer.",
        )
    )
    s.append(
        cl(
            "4.1.3",
            "Generators and fuel",
            "(1) Generators must be sited at least 6 m from any temporary structure and fenced off from the public.",
            "(2) Generators may be refuelled only while stopped.",
            "(3) Not more than 200 litres of diesel may be stored beside a generator, in approved containers. Petrol "
            "must not be stored on a site open to the public, except in the fuel tank of a vehicle or machine.",
        )
    )
    s.append(div(2, "Open Flames, Smoking and Pyrotechnics"))
    s.append(
        cl(
            "4.2.1",
            "Naked flames",
            "Naked flames are prohibited in temporary structures, except tea lights or candles in enclosed glass holders "
            "on tables at a seated dining event, and cooking carried out under Division 1.",
        )
    )
    s.append(
        cl(
            "4.2.2",
            "Smoking",
            "Smoking, including the use of electronic cigarettes, is not permitted inside any temporary structure or "
            "within 5 m of its entrance.",
        )
    )
    s.append(
        cl(
            "4.2.3",
            "Pyrotechnics",
            "(1) Fireworks and stage pyrotechnics may be used only with the written consent of the Authority, requested "
            "at least 14 days before the event.",
            "(2) The firing of pyrotechnics must be supervised by an operator named in the request for consent.",
            "(3) The distance between the firing position and the nearest member of the audience must be at least 25 m "
            "for category F3 fireworks. For stage pyrotechnics of category T2 it is the minimum distance given by the "
            "manufacturer, and not less than 3 m in any case.",
        )
    )
    s.append(
        cl(
            "4.2.4",
            "Hot works",
            "Hot works on an event site require a hot works permit issued by the Event Fire Safety Officer. A fire watch "
            "must be kept for 60 minutes after the work ends.",
        )
    )
    s.append(cl("4.2.5", "Sky lanterns", "The release of sky lanterns from an event site is prohibited."))
    s.append(div(3, "Materials and Waste"))
    s.append(
        cl(
            "4.3.1",
            "Fabrics and decorations",
            "(1) The fabric of every marquee and tent must be covered by a certificate of flame retardancy issued not "
            "more than 5 years before the event.",
            "(2) Decorations must be inherently flame-retardant or treated with a flame-retardant product, and must "
            "not obstruct exit signs.",
            "(3) Not more than 10 straw or hay bales may be used in any temporary structure.",
        )
    )
    s.append(
        cl(
            "4.3.2",
            "Waste",
            "Combustible waste must be removed from temporary structures at least every 4 hours while they are open to "
            "the public. Waste bins within 10 m of a catering unit must be of metal with close-fitting lids.",
        )
    )

    s.append(part(5, "EQUIPMENT AND STAFFING"))
    s.append(div(1, "Firefighting Equipment"))
    s.append(
        cl(
            "5.1.1",
            "Portable extinguishers",
            "Portable fire extinguishers must be provided at least as set out in Table 5.1.",
            "<p class='cap'>Table 5.1 – Minimum extinguisher provision</p>"
            + table(
                [
                    ["Location", "Provision"],
                    [
                        "General floor area of a temporary structure",
                        "One 9-litre water or foam extinguisher per 200 m² of floor area, with a minimum of two",
                    ],
                    ["Electrical distribution board or generator", "One 2 kg CO<sub>2</sub> extinguisher"],
                    [
                        "Catering unit with a deep-fat fryer",
                        "One 6-litre wet chemical (Class F) extinguisher and one fire blanket",
                    ],
                    ["Stage", "Two 9-litre foam extinguishers and one 2 kg CO<sub>2</sub> extinguisher"],
                    ["LPG compound or fuel store", "One 9 kg dry powder extinguisher"],
                ],
                widths=["40%", "60%"],
            ),
        )
    )
    s.append(
        cl(
            "5.1.2",
            "Inspection of extinguishers",
            "Every extinguisher must have been inspected by a competent person within the 12 months before the event "
            "and must be mounted or placed so that its handle is not more than 1.5 m above the ground.",
        )
    )
    s.append(
        cl(
            "5.1.3",
            "Fire warning",
            "A temporary structure holding more than 1,000 persons must have an electrical fire alarm system. Any "
            "other temporary structure must have a manual means of giving warning that can be heard throughout it.",
        )
    )
    s.append(div(2, "Fire Safety Personnel"))
    s.append(
        cl(
            "5.2.1",
            "Event Fire Safety Officer",
            "(1) The event organiser must appoint in writing an Event Fire Safety Officer, who must be on site at all "
            "times while members of the public are present.",
            "(2) At an event with an expected attendance of 5,000 persons or more, the Event Fire Safety Officer must "
            "not also act as the Event Controller.",
        )
    )
    s.append(
        cl(
            "5.2.2",
            "Number of fire wardens",
            "At least one fire warden must be on duty for every 250 persons present, with a minimum of two. At an event "
            "with overnight camping, at least one fire warden for every 500 campers must be on duty between 23:00 and "
            "07:00.",
        )
    )
    s.append(
        cl(
            "5.2.3",
            "Training",
            "Every fire warden must have received at least 2 hours of fire safety training within the 12 months before "
            "the event, covering—",
            items(
                "(a) raising the alarm and calling the fire service;",
                "(b) the use of each type of extinguisher provided;",
                "(c) the evacuation plan and the location of every exit;",
                "(d) the assistance of disabled persons during evacuation.",
            ),
        )
    )
    s.append(
        cl(
            "5.2.4",
            "Identification",
            "Fire wardens must wear a red high-visibility tabard marked “FIRE WARDEN” on the back.",
        )
    )
    s.append(
        cl(
            "5.2.5",
            "Briefing",
            "The Event Fire Safety Officer must brief all fire wardens at least 30 minutes before the public are "
            "admitted on each day of the event.",
        )
    )

    s.append(part(6, "INSPECTION AND ENFORCEMENT"))
    s.append(div(1, "Powers and Offences"))
    s.append(
        cl(
            "6.1.1",
            "Powers of entry",
            "An authorised officer may enter any event site at any reasonable time, and at any time while members of the "
            "public are present, on producing evidence of authorisation.",
        )
    )
    s.append(
        cl(
            "6.1.2",
            "Prohibition notices",
            "Where an authorised officer considers that the use of any part of an event site involves a serious risk to "
            "persons, the officer may serve a prohibition notice on the event organiser restricting its use. A "
            "prohibition notice takes effect immediately.",
        )
    )
    s.append(
        cl(
            "6.1.3",
            "Offences and penalties",
            "(1) An event organiser who fails to comply with a prohibition notice commits an offence and is liable to a "
            "fine not exceeding £20,000.",
            "(2) Any other contravention of this Code is an offence punishable by a fine not exceeding £5,000.",
        )
    )
    s.append(
        cl(
            "6.1.4",
            "Fire log",
            "The Event Fire Safety Officer must keep a fire log recording every test, inspection, briefing, hot works "
            "permit and incident. The fire log must be kept for 12 months after the event and produced to an "
            "authorised officer on request.",
        )
    )

    s.append("<h1>SCHEDULE 1 – CONTENTS OF THE FIRE SAFETY PLAN</h1><h2>Schedule 1 (referred to in 2.1.2)</h2>")
    s.append(
        "<p>The fire safety plan must contain—</p>"
        + items(
            "1. the name and 24-hour contact details of the event organiser and of the Event Fire Safety Officer;",
            "2. the dates and opening hours of the event and the expected attendance on each day;",
            "3. a scaled site plan showing every temporary structure, exit, emergency access route, water supply, LPG compound "
            "and generator;",
            "4. the occupant capacity of each temporary structure and how it was calculated;",
            "5. the number and deployment of fire wardens;",
            "6. the evacuation procedure, including the signal used to start an evacuation;",
            "7. the arrangements for calling the fire service and meeting attending appliances;",
            "8. details of any pyrotechnics, hot works or naked flames;",
            "9. certificates of flame retardancy for marquee and tent fabrics;",
            "10. the arrangements for testing emergency lighting and keeping the fire log.",
            cls="sched",
        )
    )
    return "".join(s)


FIRE_CSS = """
body { font-family: serif; font-size: 10.5pt; line-height: 1.25; }
h1 { font-family: sans-serif; font-size: 13pt; font-weight: bold; margin-top: 14pt; margin-bottom: 4pt;
     border-bottom: 1.5px solid #8b0000; color: #8b0000; }
h2 { font-family: sans-serif; font-size: 11pt; font-style: italic; font-weight: bold; margin-top: 8pt; margin-bottom: 3pt; }
h3 { font-family: serif; font-size: 10.5pt; font-weight: bold; margin-top: 6pt; margin-bottom: 2pt; }
p { margin-top: 0; margin-bottom: 3pt; text-align: justify; }
.sub p { margin-left: 22pt; }
.defs p { margin-left: 14pt; }
.sched p { margin-left: 10pt; margin-bottom: 4pt; }
.cap { font-family: sans-serif; font-size: 9pt; font-weight: bold; margin-top: 4pt; }
table.t { border-collapse: collapse; width: 100%; margin-bottom: 6pt; font-size: 9.5pt; }
table.t th { background-color: #eeeeee; border: 1px solid #444; padding: 3px; text-align: left; font-family: sans-serif; }
table.t td { border: 1px solid #444; padding: 3px; }
"""


def build_fire():
    size = pymupdf.paper_rect("a4")

    def frames(_page, seg):
        if seg == 0:
            return [pymupdf.Rect(70, 120, 525, 780)]
        return [pymupdf.Rect(72, 80, 523, 780)]

    layout = Layout(size, frames, FIRE_CSS)
    cover = (
        "<div style='text-align:center'>"
        "<p style='font-family:sans-serif;font-size:12pt;letter-spacing:2pt'>CORRAN VALLEY FIRE AND RESCUE AUTHORITY</p>"
        "<p style='font-size:30pt;font-weight:bold;margin-top:120pt;color:#8b0000'>Temporary Events</p>"
        "<p style='font-size:30pt;font-weight:bold;color:#8b0000'>Fire Safety Code 2024</p>"
        "<p style='font-size:12pt;margin-top:30pt'>Issued under section 14 of the Fire Services (Corran Valley) Order 2019</p>"
        "<p style='font-size:12pt'>In force from 1 March 2024</p>"
        "<p style='font-family:sans-serif;font-size:9pt;margin-top:240pt'>Code reference CVFRA/TE/2024 · Version 1.0</p>"
        "</div>"
    )

    def contents(entries):
        rows = "".join(
            f"<tr><td style='padding:3px 0'>{t}</td><td style='text-align:right;width:15%'>{n}</td></tr>"
            for t, n in entries
        )
        return (
            "<p style='font-family:sans-serif;font-size:16pt;font-weight:bold;margin-bottom:14pt'>Contents</p>"
            f"<table style='width:100%;font-size:10.5pt'>{rows}</table>"
        )

    body = ["<h1>" + x for x in fire_body().split("<h1>") if x]  # every Part starts a page
    # first pass: where do Parts start?
    doc, pos = render(layout, [cover, contents([("x", "0")] * 7), *body])
    parts = [(t, pg - 1) for pg, lvl, t in heading_pages(pos, 1)]  # printed number = physical page - 2, +1
    entries = [
        (t.title().replace(" Of ", " of ").replace(" The ", " the ").replace(" And ", " and "), str(pg))
        for t, pg in parts
    ]
    doc, pos = render(layout, [cover, contents(entries), *body])
    part_at = current_at(pos, 1, doc.page_count, top=150)
    div_at = current_at(pos, 2, doc.page_count, top=150)
    for i, page in enumerate(doc):
        if i < 2:
            continue
        p = part_at[i].split(" – ")[0].title()
        d = div_at[i].split(" – ")[0]
        right = f"{p} – {d}" if p.startswith("Part") else "Schedule 1"
        box(
            page,
            pymupdf.Rect(72, 36, 523, 60),
            f"<table style='width:100%;font-family:sans-serif;font-size:8pt;color:#555'><tr>"
            f"<td>Temporary Events Fire Safety Code 2024</td><td style='text-align:right'>{right}</td></tr></table>",
        )
        page.draw_line((72, 62), (523, 62), color=(0.55, 0, 0), width=0.6)
        box(
            page,
            pymupdf.Rect(250, 795, 345, 815),
            f"<p style='text-align:center;font-family:serif;font-size:9pt'>– {i - 1} –</p>",
        )
    save(doc, FIRE_NAME)


# == 2. Pharmacy dispensing standards ==============================================================================
PHARM_NAME = "pharmacy_dispensing_standards_3rd_ed.pdf"

PHARM_FOOTNOTES = {}


def pharm_body():
    notes = PHARM_FOOTNOTES

    def fn(text):
        n = len(notes) + 1
        notes[n] = text
        return f'<sup id="fn{n}">{n}</sup>'

    def std(num, title, outcome):
        return f'<h1>Standard {num}</h1><h2>{title}</h2><p class="outcome"><b>Outcome.</b> {outcome}</p>'

    def crit(num, text, *more):
        rest = "".join(m if m.startswith("<") else f"<p>{m}</p>" for m in more)
        return f'<div class="crit"><p class="cn">Criterion {num}</p><p>{text}</p>{rest}</div>'

    def evidence(*xs):
        return (
            '<div class="ev"><p class="evh">Evidence an inspector may ask to see</p>'
            + "".join(f"<p>• {x}</p>" for x in xs)
            + "</div>"
        )

    def guide(text):
        return f'<p class="guide"><i>Guidance:</i> {text}</p>'

    s = []
    s.append(
        "<h1>About these standards</h1>"
        "<p>These standards set out what the Pharmacy Practice Council of Westmark expects of every registered "
        "community pharmacy when medicines are dispensed against a prescription or supplied in an emergency. They "
        "apply to the pharmacy owner, the Superintendent Pharmacist and every member of staff involved in "
        "dispensing.</p>"
        "<p>Each standard opens with the outcome the Council expects. The criteria beneath it are mandatory: a "
        "criterion says what <b>must</b> be done. Guidance says what a pharmacy <b>should</b> do and how an "
        "inspector will usually judge compliance; a pharmacy may depart from guidance if it can show that its own "
        "arrangements achieve the outcome.</p>"
        "<h2>Inspection and ratings</h2>"
        "<p>Every registered pharmacy is inspected at least once every 3 years. A newly registered pharmacy is "
        "inspected within 6 months of its registration."
        + fn(
            "Registration means entry in the Register of "
            "Pharmacy Premises kept under section 12 of the "
            "Pharmacy (Westmark) Act 2011."
        )
        + " Each standard is rated "
        "<i>Met</i>, <i>Met with improvement action</i> or <i>Not met</i>. Where any standard is rated <i>Not "
        "met</i>, the owner must send the Council an improvement action plan within 28 days of receiving the "
        "inspection report, and a follow-up inspection takes place within 4 months.</p>"
        "<p>This third edition was approved by the Council on 14 September 2023 and takes effect on 1 January 2024. "
        "It replaces the second edition (2018).</p>"
    )
    s.append(
        std(
            1,
            "Governance and the Responsible Pharmacist",
            "The pharmacy is run safely under the personal control of a pharmacist at all times.",
        )
    )
    s.append(
        crit(
            "1.1",
            "A Responsible Pharmacist (RP) is in charge of the pharmacy whenever it is open to the "
            "public." + fn("Pharmacy (Westmark) Act 2011, section 72A.") + " A notice showing the RP’s name "
            "and registration number is displayed where the public can see it.",
        )
    )
    s.append(
        crit(
            "1.2",
            "The RP may be absent from the premises for not more than 2 hours in total during the "
            "pharmacy’s business day, provided that the RP remains contactable and able to return promptly. "
            "During an absence, no pharmacy-only medicine may be sold and no prescription may be handed out unless "
            "it has already been clinically checked and accuracy checked.",
        )
    )
    s.append(
        crit(
            "1.3",
            "The RP record shows who was RP at each time the pharmacy was open, including the times of "
            "any absence. It is kept for 5 years.",
        )
    )
    s.append(
        crit(
            "1.4",
            "Written standard operating procedures (SOPs) cover every stage of dispensing. SOPs are "
            "reviewed at least every 2 years and after any significant incident, and every member of staff "
            "signs to confirm they have read the SOPs relevant to their role.",
        )
    )
    s.append(
        evidence(
            "the RP notice and RP record for the last 12 months;",
            "the SOP index with review dates;",
            "staff signature sheets for current SOPs.",
        )
    )
    s.append(
        std(
            2,
            "Premises and Storage",
            "Medicines are prepared and stored in premises that keep them safe, secure and in good condition.",
        )
    )
    s.append(
        crit(
            "2.1",
            "The dispensary provides at least 1.5 m of clear bench space for each person dispensing at the "
            "same time, and is not visible to the public in a way that allows patient details to be read.",
        )
    )
    s.append(
        crit(
            "2.2",
            "The temperature of every area where medicines are stored does not exceed 25 °C and is "
            "recorded each working day."
            + fn(
                "Medicines whose labelling permits storage below 30 °C may be held "
                "in an area between 25 °C and 30 °C for not more than 72 hours in total."
            ),
        )
    )
    s.append(
        crit(
            "2.3",
            "Medicines requiring refrigeration are stored between 2 °C and 8 °C in a pharmaceutical "
            "refrigerator. The maximum and minimum temperatures are recorded each working day and the thermometer "
            "is reset after each reading. A reading above 8 °C lasting more than 30 minutes is reported to the "
            "Superintendent Pharmacist and the affected stock is quarantined until its use has been approved.",
        )
    )
    s.append(
        crit(
            "2.4",
            "A pharmacy that provides vaccination or other face-to-face clinical services has a "
            "consultation room in which a conversation at normal volume cannot be overheard, with a hand-washing "
            "facility in the room or next to it.",
        )
    )
    s.append(
        guide("Domestic refrigerators are not acceptable for storing vaccines, even if the temperature is recorded.")
    )
    s.append(
        std(
            3,
            "Receiving and Validating Prescriptions",
            "Only valid prescriptions are dispensed, and emergency supplies are made only where the law allows.",
        )
    )
    s.append(
        crit(
            "3.1",
            "Before dispensing, staff confirm that the prescription is legally valid: it is signed by the "
            "prescriber, dated, shows the prescriber’s address and the patient’s name and address, and, for a "
            "patient under 12, the patient’s age.",
        )
    )
    s.append(
        crit(
            "3.2",
            "A prescription is dispensed only within its validity period: 6 months from the date it was "
            "signed, or 28 days for a prescription for a Schedule 2, 3 or 4 controlled drug."
            + fn(
                "The 28 days "
                "run from the date of signing or from any later start date written on the prescription by the "
                "prescriber."
            )
            + " The first supply on a repeatable prescription is made within 6 months of the date "
            "of signing.",
        )
    )
    s.append(
        crit(
            "3.3",
            "An electronic prescription is dispensed only after it has been downloaded from the national "
            "prescription service against the patient’s token or identifier; a printed copy alone is not a "
            "prescription.",
        )
    )
    s.append(
        crit(
            "3.4",
            "An emergency supply at the request of a patient is made only after the pharmacist has "
            "interviewed the patient in person and is satisfied that the medicine was previously prescribed and is "
            "needed immediately. Not more than 30 days’ treatment is supplied. No emergency supply may be made of a "
            "Schedule 1, 2 or 3 controlled drug, except phenobarbital for the treatment of epilepsy.",
            "An emergency supply at the request of a prescriber is made only if the prescriber undertakes to "
            "provide a prescription within 72 hours. Every emergency supply is entered in the emergency supply "
            "record on the day it is made.",
        )
    )
    s.append(
        guide(
            "Where the medicine is an inhaler, a cream or an insulin, the smallest pack available should be "
            "supplied even if it exceeds 30 days’ treatment."
        )
    )
    s.append(
        std(
            4,
            "Clinical Check",
            "Every prescription is checked by a pharmacist for its clinical appropriateness for the patient.",
        )
    )
    s.append(
        crit(
            "4.1",
            "A pharmacist carries out a clinical check of every prescription before the medicine is handed "
            "out, and the pharmacist’s initials are recorded against the item in the patient medication record "
            "(PMR).",
        )
    )
    s.append(
        crit(
            "4.2",
            "For the high-risk medicines below the pharmacist confirms, and records in the PMR, the extra "
            "checks shown:",
            '<div class="lst"><p>(a) methotrexate – that the dose is taken once weekly and the day of the week is '
            "on the label;</p><p>(b) warfarin – that an INR result from the last 12 weeks has been seen;</p>"
            "<p>(c) lithium – that a blood level has been measured within the last 3 months;</p>"
            "<p>(d) valproate for a patient who is able to become pregnant – that the patient is enrolled in the "
            "pregnancy prevention programme; valproate is supplied in the original pack with the patient card.</p>"
            "</div>",
        )
    )
    s.append(
        crit(
            "4.3",
            "Every intervention by the pharmacist that changes or stops a supply is recorded in the PMR "
            "with the reason and the outcome.",
        )
    )
    s.append(
        std(
            5,
            "Assembly and Accuracy Checking",
            "Medicines are assembled accurately and every item is checked before it reaches the patient.",
        )
    )
    s.append(
        crit(
            "5.1",
            "Dispensing assistants are enrolled on a Council-approved dispensing course within 3 months of "
            "starting dispensing duties and complete it within the period set by the course provider.",
        )
    )
    s.append(
        crit(
            "5.2",
            "The final accuracy check of each item is made by a pharmacist or by an Accredited Checking "
            "Technician (ACT). An ACT may check an item only after a pharmacist has completed the clinical check, "
            "and must not check an item that the ACT assembled.",
        )
    )
    s.append(
        crit(
            "5.3",
            "Original packs are used wherever possible. A split pack is labelled with the batch number and "
            "expiry date of the original pack.",
        )
    )
    s.append(
        crit(
            "5.4",
            "Near misses are recorded at the time they are found and reviewed by the pharmacy team at least "
            "monthly. A dispensing error that reaches the patient is reported to the Superintendent Pharmacist "
            "within 24 hours; where the patient suffered harm it is also reported to the Council’s Incident "
            "Reporting Service within 7 days.",
        )
    )
    s.append(
        evidence(
            "the near miss log and the minutes of the last three monthly reviews;",
            "ACT accreditation certificates;",
            "training records of dispensing assistants.",
        )
    )
    s.append(
        std(
            6,
            "Controlled Drugs",
            "Controlled drugs are obtained, stored, supplied, recorded and destroyed lawfully and securely.",
        )
    )
    s.append(
        crit(
            "6.1",
            "Every receipt and supply of a Schedule 2 controlled drug is entered in the controlled drugs "
            "(CD) register on the day of the transaction or, if that is not reasonably practicable, on the next "
            "day.",
        )
    )
    s.append(
        crit(
            "6.2",
            "The running balance in the CD register is checked against the stock at least once a week. A "
            "discrepancy that cannot be resolved within 7 days is reported to the Controlled Drugs Accountable "
            "Officer.",
        )
    )
    s.append(
        crit(
            "6.3",
            "Controlled drugs that require safe custody are kept in a locked CD cabinet fixed to a wall or "
            "floor. The keys are held by the RP or by a person the RP authorises.",
        )
    )
    s.append(
        crit(
            "6.4",
            "Out-of-date controlled drugs from stock are destroyed only in the presence of an authorised "
            "witness, who signs the CD register. Controlled drugs returned by patients are destroyed without a "
            "witness but are recorded in a separate patient returns book."
            + fn("Patient-returned controlled drugs must be destroyed within 3 months of receipt."),
        )
    )
    s.append(
        crit(
            "6.5",
            "When a Schedule 2 or 3 controlled drug is collected, staff ask whether the person collecting "
            "is the patient, the patient’s representative or a healthcare professional, and record whether proof "
            "of identity was seen.",
        )
    )
    s.append(crit("6.6", "The CD register is kept for 2 years from the date of the last entry in it."))
    s.append(
        std(
            7,
            "Labelling",
            "Every dispensed medicine carries a clear, accurate label that tells the patient how to take it safely.",
        )
    )
    s.append(
        crit(
            "7.1",
            "The dispensing label shows: the patient’s name; the name, strength and form of the medicine; "
            "the quantity supplied; the directions for use; the date of dispensing; the name, address and "
            "telephone number of the pharmacy; and the words “Keep out of the reach and sight of children”."
            + fn("For a child under 12, the label must also show the child’s age."),
        )
    )
    s.append(
        crit(
            "7.2",
            "Labels are printed, not handwritten, in a font of at least 10 point, and do not cover the "
            "expiry date, batch number or any warning printed on the pack. A large-print label of at least 16 point "
            "is supplied on request.",
        )
    )
    s.append(
        crit(
            "7.3",
            "The cautionary and advisory labels recommended for the medicine in Appendix 3 of the Westmark "
            "National Formulary are added. Where the dispensing label has no room for them, they are printed on a "
            "supplementary label attached to the same pack. Cautionary wording is never abbreviated.",
        )
    )
    s.append(
        crit(
            "7.4",
            "Where a patient cannot read English, translated directions are provided through the "
            "Council-approved translation service, which covers 14 languages. The English label stays on the "
            "pack.",
        )
    )
    s.append(
        crit(
            "7.5",
            "Medicines supplied in a multi-compartment compliance aid are described on the aid (colour, "
            "shape and markings of each tablet or capsule). A compliance aid covers not more than 28 days’ "
            "treatment, and the patient information leaflets are supplied with every compliance aid.",
        )
    )
    s.append(guide("Liquid antibiotics should carry a label stating the expiry of the reconstituted product."))
    s.append(
        std(
            8,
            "Handing Out, Delivery and Records",
            "Medicines reach the right patient with the information needed, and records are kept for as long as "
            "they are needed.",
        )
    )
    s.append(
        crit(
            "8.1",
            "A patient receiving a medicine for the first time is offered advice from the pharmacist on "
            "how to take it, the common side effects and what to do if a dose is missed.",
        )
    )
    s.append(
        crit(
            "8.2",
            "Medicines delivered to a patient’s home are handed to the patient or a named representative, "
            "who signs for them. Refrigerated medicines are delivered in a validated cool box within 4 hours of "
            "leaving the pharmacy. Where nobody is at home the delivery is returned to the pharmacy; medicines are "
            "never left at the door or put through a letterbox.",
        )
    )
    s.append(
        crit(
            "8.3",
            "Dispensed items awaiting collection are reviewed every month. Items not collected within 8 "
            "weeks are removed from the collection area, and the prescriber is told if the medicine is "
            "clinically important.",
        )
    )
    s.append(
        crit(
            "8.4",
            "Records are kept for at least the periods in Table 8.1.",
            "<p class='cap'>Table 8.1 – Minimum retention periods</p>"
            + table(
                [
                    ["Record", "Keep for"],
                    ["Patient medication record (PMR)", "5 years from the last entry"],
                    ["Private prescriptions", "2 years from the date of supply"],
                    ["Emergency supply record", "2 years from the date of supply"],
                    ["CD register", "2 years from the date of the last entry"],
                    ["RP record", "5 years"],
                    ["Refrigerator temperature records", "1 year"],
                    ["Near miss log", "3 years"],
                ],
                widths=["60%", "40%"],
            ),
        )
    )
    s.append(
        "<h1>Glossary</h1>"
        '<div class="gl">'
        "<p><b>Accredited Checking Technician (ACT)</b> – a registered pharmacy technician who holds a "
        "Council-recognised accuracy checking accreditation.</p>"
        "<p><b>Clinical check</b> – the pharmacist’s assessment that a prescribed medicine, dose and quantity are "
        "appropriate for the patient, taking account of other medicines and conditions.</p>"
        "<p><b>Dispensing error</b> – an incorrect item, strength, quantity, label or patient that is not detected "
        "before the medicine is handed to the patient.</p>"
        "<p><b>Near miss</b> – an error in dispensing that is detected before the medicine leaves the pharmacy.</p>"
        "<p><b>Superintendent Pharmacist</b> – the pharmacist named on the Register of Pharmacy Premises as "
        "responsible for the professional management of the pharmacy business.</p>"
        "<p><b>Working day</b> – a day on which the pharmacy is open to the public.</p></div>"
    )
    return "".join(s)


PHARM_CSS = """
body { font-family: sans-serif; font-size: 9.5pt; line-height: 1.3; color: #222; }
h1 { font-size: 15pt; color: #ffffff; background-color: #1f6f78; padding: 4pt 6pt; margin-top: 10pt; margin-bottom: 0; }
h2 { font-size: 11.5pt; color: #1f6f78; margin-top: 4pt; margin-bottom: 4pt; }
p { margin-top: 0; margin-bottom: 4pt; }
.outcome { border-left: 3px solid #1f6f78; padding-left: 6pt; margin-bottom: 6pt; }
.crit { background-color: #eef5f6; padding: 4pt 6pt; margin-bottom: 5pt; }
.cn { font-weight: bold; color: #1f6f78; margin-bottom: 1pt; }
.ev { border: 1px dashed #888; padding: 3pt 6pt; margin-bottom: 6pt; font-size: 8.5pt; }
.evh { font-weight: bold; }
.guide { font-size: 9pt; color: #444; margin-left: 12pt; }
.lst p { margin-left: 12pt; }
.gl p { margin-bottom: 5pt; }
.cap { font-weight: bold; font-size: 8.5pt; margin-top: 3pt; }
sup { font-size: 7pt; }
table.t { border-collapse: collapse; width: 100%; font-size: 9pt; }
table.t th { background-color: #1f6f78; color: #fff; padding: 2px 4px; text-align: left; }
table.t td { border-bottom: 1px solid #9bb; padding: 2px 4px; }
"""


def build_pharm():
    size = pymupdf.paper_rect("letter")  # 612 x 792
    text_rect = pymupdf.Rect(60, 72, 552, 680)  # bottom band kept for footnotes

    def frames(_page, seg):
        if seg == 0:
            return [pymupdf.Rect(60, 100, 552, 740)]
        return [text_rect]

    layout = Layout(size, frames, PHARM_CSS)
    cover = (
        "<p style='font-size:11pt;color:#1f6f78;font-weight:bold'>PHARMACY PRACTICE COUNCIL OF WESTMARK</p>"
        "<p style='font-size:28pt;font-weight:bold;margin-top:150pt;color:#1f6f78'>Standards for Safe Dispensing "
        "in Community Pharmacies</p>"
        "<p style='font-size:14pt;margin-top:16pt'>Third edition</p>"
        "<p style='font-size:10pt;margin-top:200pt'>Approved by the Council on 14 September 2023 · Effective 1 January "
        "2024</p><p style='font-size:10pt'>Document PPCW-STD-04</p>"
    )
    PHARM_FOOTNOTES.clear()
    body = ["<h1>" + x for x in pharm_body().split("<h1>") if x]  # every Standard starts a page
    doc, pos = render(layout, [cover, *body])
    marks = {}
    for p in pos:
        if p["id"] and p["id"].startswith("fn"):
            marks.setdefault(p["page"], []).append(int(p["id"][2:]))
    for i, page in enumerate(doc):
        if i == 0:
            continue
        box(
            page,
            pymupdf.Rect(60, 30, 552, 50),
            "<table style='width:100%;font-family:sans-serif;font-size:7.5pt;color:#1f6f78'><tr>"
            "<td>PPCW · Standards for Safe Dispensing</td><td style='text-align:right'>Third edition · 2023</td></tr></table>",
        )
        nums = sorted(set(marks.get(i, [])))
        if nums:
            page.draw_line((60, 688), (200, 688), color=(0.3, 0.3, 0.3), width=0.5)
            html = "".join(f"<p style='margin:0 0 2pt 0'><sup>{n}</sup> {PHARM_FOOTNOTES[n]}</p>" for n in nums)
            box(page, pymupdf.Rect(60, 692, 552, 750), html, css="p{font-family:sans-serif;font-size:7.5pt}")
        box(
            page,
            pymupdf.Rect(450, 755, 552, 775),
            f"<p style='text-align:right;font-family:sans-serif;font-size:8.5pt;color:#1f6f78'><b>{i + 1}</b></p>",
        )
    save(doc, PHARM_NAME)


# == 3. Home insurance policy wording ==============================================================================
INS_NAME = "harbourline_home_policy_wording.pdf"


def ins_segments():
    def h(title):
        return f"<h1>{title}</h1>"

    def covered(rows):
        return table([["What is covered", "What is not covered"], *rows], widths=["50%", "50%"], cls="cv")

    def cond(label, title, *paras):
        return f"<h3>{label} – {title}</h3>" + "".join(f"<p>{x}</p>" for x in paras)

    welcome = (
        h("Welcome to Harbourline")
        + "<p>Thank you for choosing Harbourline Home Insurance. This policy wording, together with <b>your schedule</b>, "
        "forms the contract between <b>you</b> and Harbourline Insurance Company Limited. Please read it carefully and "
        "keep it in a safe place.</p>"
        "<p>The <b>schedule</b> shows which sections <b>you</b> have chosen. Section A (Buildings) and Section B "
        "(Contents) may be bought separately or together. Section C (Personal Possessions) can only be added to Section "
        "B.</p>"
        "<h2>How to contact us</h2>"
        + table(
            [
                ["For", "Contact"],
                ["New claims (24 hours, every day)", "0800 316 4420"],
                ["Emergency helpline for burst pipes, break-ins and storm damage", "0800 316 4499"],
                ["Changes to your policy (Mon–Fri 08:00–20:00, Sat 09:00–13:00)", "0345 602 1188"],
                [
                    "Complaints",
                    "Customer Relations Manager, Harbourline Insurance, 4 Quay Street, Port Averley PA1 7QT",
                ],
            ],
            widths=["55%", "45%"],
            cls="cv",
        )
        + "<p>The emergency helpline arranges a tradesperson for <b>you</b>. <b>We</b> pay the call-out charge and up "
        "to one hour’s labour, up to £250 in total for each emergency; <b>you</b> pay for parts and any further work "
        "unless it forms part of a valid claim.</p>"
        "<h2>Your cancellation rights</h2>"
        "<p>You may cancel this policy within 14 days of receiving it or of the start of the <b>period of insurance</b>, "
        "whichever is later, and <b>we</b> will refund the premium in full provided no claim has been made. For "
        "cancellation after that, see General Condition 4.</p>"
    )
    definitions = (
        h("Definitions")
        + "<p>Words in <b>bold</b> have the meanings below wherever they appear in this policy.</p><div class='defs'>"
        "<p><b>Buildings</b> – the home, its fixtures and fittings, and permanent outbuildings, garages, walls, gates, "
        "fences, paths, drives, patios, terraces, swimming pools and tennis courts, all at the address shown in the "
        "<b>schedule</b>.</p>"
        "<p><b>Contents</b> – household goods and personal belongings which you own or are legally responsible for, "
        "inside the <b>home</b>. <b>Contents</b> do not include motor vehicles, caravans, trailers, boats, animals, or "
        "any part of the <b>buildings</b>.</p>"
        "<p><b>Excess</b> – the amount <b>you</b> must pay towards each claim, shown in the table of excesses.</p>"
        "<p><b>Home</b> – the private dwelling at the address shown in the <b>schedule</b>, used only for domestic "
        "purposes or as a home office for clerical work.</p>"
        "<p><b>Money</b> – cash, cheques, postal orders, current postage stamps, gift vouchers and pre-paid cards, held "
        "for private purposes.</p>"
        "<p><b>Period of insurance</b> – the period shown in the <b>schedule</b> for which <b>we</b> have accepted the "
        "premium.</p>"
        "<p><b>Unoccupied</b> – not lived in by <b>you</b> or a member of <b>your</b> family for more than 60 "
        "consecutive days. To be lived in, someone must sleep in the <b>home</b> regularly.</p>"
        "<p><b>Valuables</b> – jewellery, watches, articles of gold, silver or other precious metal, furs, pictures and "
        "other works of art, and collections of stamps, coins or medals.</p>"
        "<p><b>We, us, our</b> – Harbourline Insurance Company Limited.</p>"
        "<p><b>You, your</b> – the person named in the <b>schedule</b> and members of their family who live "
        "permanently with them.</p></div>"
    )
    summary = (
        "<h1>Summary of cover</h1><p class='note'>This summary is not the full contract. Limits are the most we pay "
        "for any one claim unless the schedule shows a higher amount.</p>"
        "<h2>Section A – Buildings</h2>"
        "<p>Loss or damage caused by fire, smoke, lightning, explosion, earthquake, storm, flood, escape of water or oil, "
        "theft, subsidence, heave or landslip, falling trees and impact.</p><p>Alternative accommodation: up to 20% of "
        "the <b>buildings</b> sum insured.</p><p>Accidental damage to underground pipes and cables: included.</p>"
        "<p>Full accidental damage: optional, if shown in the <b>schedule</b>.</p>"
        "<h2>Section B – Contents</h2>"
        "<p>Loss or damage by the same causes as Section A.</p><p>Any one article: £2,000.</p><p>All <b>valuables</b> "
        "in total: one third of the <b>contents</b> sum insured.</p><p><b>Money</b>: £500.</p><p>Freezer contents: "
        "£750.</p><p>Garden contents and plants: £1,000.</p><p>Students’ belongings away from home: £5,000.</p>"
        "<h2>Section C – Personal Possessions</h2>"
        "<p>Belongings taken away from the <b>home</b> anywhere in the world, for trips of up to 60 days.</p><p>Any one "
        "article: £1,500.</p><p><b>Money</b> away from home: £300.</p><p>Pedal cycles: only if named in the "
        "<b>schedule</b>.</p><p>Mobile phones: excluded unless the mobile phone extension is shown in the "
        "<b>schedule</b>.</p>"
        "<h2>Main excesses</h2><p>Standard: £150. Escape of water: £350. Subsidence: £1,000. Accidental damage: £100. "
        "See the table of excesses for details.</p>"
        "<h2>Main things not covered</h2><p>Wear and tear and gradual deterioration; damage that happened before the "
        "policy started; loss while the <b>home</b> is <b>unoccupied</b> (for some causes); business property; loss "
        "of data and computer viruses.</p>"
        "<h2>Your main obligations</h2><p>Tell <b>us</b> about changes within 14 days; report thefts to the police "
        "within 48 hours; tell <b>us</b> about a claim within 30 days; keep the <b>home</b> in good repair.</p>"
    )
    sec_a = (
        h("Section A – Buildings")
        + "<p>This section applies only if the <b>schedule</b> shows that <b>buildings</b> cover is included.</p>"
        + covered(
            [
                ["1. Fire, smoke, lightning, explosion or earthquake.", "Smoke damage caused by gradual emission."],
                [
                    "2. Storm or flood.",
                    "Damage to fences, gates and hedges; damage caused by frost; damage to swimming "
                    "pools caused by subsidence.",
                ],
                [
                    "3. Escape of water from a fixed water or heating installation.",
                    "Damage while the <b>home</b> is "
                    "<b>unoccupied</b>; the cost of repairing the part of the installation from which the water escaped, "
                    "unless you have claimed under cover 10.",
                ],
                [
                    "4. Theft or attempted theft.",
                    "Theft by anyone lawfully in the <b>home</b>; loss while the <b>home</b> is <b>unoccupied</b>.",
                ],
                [
                    "5. Subsidence or heave of the site or landslip.",
                    "Damage caused by the settlement of new structures, or coastal or river erosion.",
                ],
                [
                    "6. Falling trees, telegraph poles or lamp posts.",
                    "The cost of removing a fallen tree unless it has damaged the <b>buildings</b>.",
                ],
                ["7. Impact by a vehicle, an aircraft or an animal.", "Damage caused by pets."],
                [
                    "8. Accidental breakage of fixed glass, sanitary ware and ceramic hobs.",
                    "Breakage while the <b>home</b> is <b>unoccupied</b>.",
                ],
                [
                    "9. Alternative accommodation for <b>you</b> and <b>your</b> pets if the <b>home</b> cannot be lived in "
                    "after damage covered by this section, up to 20% of the <b>buildings</b> sum insured.",
                    "Costs <b>you</b> agreed without our consent.",
                ],
                [
                    "10. Trace and access: the cost of finding the source of escaping water or oil, up to £5,000.",
                    "Any amount over £5,000.",
                ],
            ]
        )
        + cond(
            "Section A, Condition 1",
            "Maintenance",
            "<b>You</b> must keep the <b>buildings</b> in a good state of "
            "repair. <b>We</b> will not pay for damage that results from a lack of maintenance.",
        )
        + cond(
            "Section A, Condition 2",
            "Unoccupied homes",
            "If the <b>home</b> is to be <b>unoccupied</b>, <b>you</b> "
            "must turn off the water at the mains and drain the heating system, unless the heating is kept on to "
            "maintain a temperature of at least 10 °C throughout the <b>home</b>.",
        )
        + cond(
            "Section A, Condition 3",
            "Building work",
            "<b>You</b> must tell <b>us</b> before starting any building "
            "work that needs planning permission or that costs more than £25,000.",
        )
    )
    sec_b = (
        h("Section B – Contents")
        + "<p>This section applies only if the <b>schedule</b> shows that <b>contents</b> cover is included. <b>We</b> "
        "cover loss of or damage to the <b>contents</b> caused by any of causes 1 to 8 in Section A, with the same "
        "exceptions, and also the following.</p>"
        + covered(
            [
                [
                    "11. Accidental damage to televisions, computers and audio equipment in the <b>home</b>.",
                    "Damage to portable computers and tablets; damage caused by computer viruses.",
                ],
                [
                    "12. Theft of <b>money</b> from the <b>home</b>, up to £500.",
                    "Money not reported stolen to the police within 48 hours.",
                ],
                [
                    "13. Food in freezers spoiled by a rise or fall in temperature, up to £750.",
                    "Loss caused by a deliberate act of the electricity supplier.",
                ],
                [
                    "14. Garden contents and plants in the grounds of the <b>home</b>, up to £1,000.",
                    "Plants damaged by frost, drought or animals.",
                ],
                [
                    "15. Belongings of a student living away from the <b>home</b> while at college or university, up to "
                    "£5,000.",
                    "Theft without forced entry from a hall of residence room.",
                ],
                [
                    "16. Credit cards and bank cards: fraudulent use after they are lost or stolen, up to £1,000.",
                    "Use by a member of <b>your</b> family.",
                ],
            ]
        )
        + "<h2>Limits in Section B</h2><p>The most <b>we</b> will pay for any one article is £2,000, and for all "
        "<b>valuables</b> together one third of the <b>contents</b> sum insured, unless the article is listed in the "
        "<b>schedule</b>.</p>"
        + cond(
            "Section B, Condition 1",
            "Specified items",
            "Any single article worth more than £2,000 must be named in "
            "the <b>schedule</b> with its value. <b>We</b> may ask for a valuation or receipt dated within the "
            "last 3 years for any specified item worth more than £5,000.",
        )
        + cond(
            "Section B, Condition 2",
            "Intruder alarm",
            "If the <b>schedule</b> shows an alarm endorsement, the "
            "intruder alarm must be set whenever the <b>home</b> is left empty, and maintained under a contract "
            "with an alarm company. <b>We</b> will not pay for theft if the alarm was not set.",
        )
        + cond(
            "Section B, Condition 3",
            "Locks",
            "All external doors and accessible windows must be locked, and keys "
            "removed, whenever the <b>home</b> is left empty.",
        )
        + cond(
            "Section B, Condition 4",
            "Replacement locks",
            "If the keys to an external door or to an alarm of the "
            "<b>home</b> are lost or stolen, <b>we</b> will pay up to £750 to replace the locks or lock mechanism. "
            "No <b>excess</b> applies to this cover.",
        )
        + cond(
            "Section B, Condition 5",
            "Sharing the home",
            "If <b>you</b> take in a lodger or a paying guest, "
            "<b>you</b> must tell <b>us</b> within 14 days. Theft is then covered only where there has been forced "
            "entry or exit.",
        )
    )
    sec_c = (
        h("Section C – Personal Possessions")
        + "<p>This section applies only if the <b>schedule</b> shows it. <b>We</b> cover <b>your</b> clothing, "
        "personal belongings, <b>valuables</b> and <b>money</b> that are normally worn or carried, against loss, theft "
        "or accidental damage anywhere in the world. Cover outside the United Kingdom applies to trips of up to 60 days "
        "each.</p>"
        + covered(
            [
                ["17. Any one article, up to £1,500.", "Sports equipment while in use."],
                ["18. <b>Money</b> carried by <b>you</b>, up to £300.", "Money left in an unattended vehicle."],
                [
                    "19. Pedal cycles named in the <b>schedule</b>.",
                    "Theft of a cycle left unlocked or not secured to a "
                    "fixed object; tyres and accessories unless the cycle is stolen.",
                ],
                [
                    "20. Mobile phones, if the mobile phone extension is shown in the <b>schedule</b>.",
                    "Airtime or calls made after the theft.",
                ],
                [
                    "21. Belongings in a locked car boot or glovebox.",
                    "Theft between 22:00 and 06:00 from a vehicle parked in the street.",
                ],
            ]
        )
        + cond(
            "Section C, Condition 1",
            "Proof of ownership",
            "For any claim over £500 <b>you</b> must provide proof "
            "of ownership and value, such as a receipt, bank statement or photograph.",
        )
        + cond(
            "Section C, Condition 2",
            "Loss abroad",
            "Loss or theft abroad must be reported to the local police or "
            "to the carrier within 24 hours of discovery, and a written report obtained.",
        )
    )
    excess = (
        h("Excesses")
        + "<p>Each claim is subject to the <b>excess</b> below. Where a claim is made under both Section A and Section "
        "B for the same incident, only one <b>excess</b> is deducted, the higher of the two.</p>"
        + table(
            [
                ["Claim", "Excess"],
                ["Standard excess (all claims unless shown below)", "£150"],
                ["Escape of water (Sections A and B)", "£350"],
                ["Subsidence, heave or landslip", "£1,000"],
                ["Accidental damage (cover 11 and Section C)", "£100"],
                ["Replacement locks (Section B, Condition 4)", "nil"],
            ],
            widths=["70%", "30%"],
            cls="cv",
        )
    )
    general_conditions = (
        h("General Conditions")
        + "<p>These conditions apply to the whole policy. If <b>you</b> do not comply with them, <b>we</b> may refuse "
        "a claim or reduce the amount <b>we</b> pay.</p>"
        + cond(
            "General Condition 1",
            "Reasonable care",
            "<b>You</b> must take all reasonable steps to prevent loss or "
            "damage and to keep the property in good condition.",
        )
        + cond(
            "General Condition 2",
            "Changes you must tell us about",
            "<b>You</b> must tell <b>us</b> within 14 days "
            "if <b>you</b> change address, if the <b>home</b> is to be <b>unoccupied</b>, if anyone living with "
            "<b>you</b> is convicted of an offence other than a motoring offence, or if the <b>home</b> is used for "
            "business other than clerical work.",
        )
        + cond(
            "General Condition 3",
            "Fraud",
            "If any claim is fraudulent in any way, <b>we</b> will not pay the "
            "claim, <b>we</b> may cancel the policy from the date of the fraud and keep the premium, and <b>we</b> "
            "may recover any sums already paid.",
        )
        + cond(
            "General Condition 4",
            "Cancellation",
            "After the cooling-off period <b>you</b> may cancel the policy at "
            "any time by telling <b>us</b>. If no claim has been made in the current <b>period of insurance</b>, "
            "<b>we</b> will refund the premium for the unexpired period, less an administration charge of £30. "
            "<b>We</b> may cancel the policy by giving <b>you</b> 7 days’ notice in writing to <b>your</b> last "
            "known address, for example for non-payment of premium or where <b>you</b> have not co-operated with a "
            "claim.",
        )
        + cond(
            "General Condition 5",
            "Making a claim",
            "<b>You</b> must tell <b>us</b> as soon as possible and in any "
            "case within 30 days of discovering any loss or damage. Theft, attempted theft, malicious damage and "
            "lost property must be reported to the police within 48 hours and a crime reference number obtained. "
            "<b>You</b> must send <b>us</b> any claim form, receipts and estimates <b>we</b> ask for, at "
            "<b>your</b> own expense, and must not dispose of damaged items until <b>we</b> have had the chance to "
            "inspect them.",
        )
        + cond(
            "General Condition 6",
            "Other insurance",
            "If there is other insurance covering the same loss, <b>we</b> will pay only <b>our</b> rateable share.",
        )
        + cond(
            "General Condition 7",
            "Index linking",
            "The sums insured under Sections A and B are adjusted each "
            "month in line with the House Rebuilding Cost Index and the Consumer Durables Index. No extra premium "
            "is charged for the adjustment during the <b>period of insurance</b>.",
        )
        + cond(
            "General Condition 8",
            "Arbitration",
            "If <b>we</b> accept a claim but there is a dispute about the "
            "amount, the dispute will be referred to an arbitrator appointed jointly by <b>you</b> and <b>us</b>.",
        )
    )
    exclusions = (
        h("General Exclusions") + "<p>This policy does not cover:</p><div class='defs'>"
        "<p><b>1. Wear and tear</b> – loss or damage caused by wear and tear, gradual deterioration, moth, vermin, "
        "rot or fungus.</p>"
        "<p><b>2. Pre-existing damage</b> – damage that happened before the start of the policy.</p>"
        "<p><b>3. War and terrorism</b> – loss or damage caused by war, invasion or act of terrorism.</p>"
        "<p><b>4. Radioactive contamination</b> – loss, damage or liability caused by ionising radiation or "
        "radioactive contamination.</p>"
        "<p><b>5. Pressure waves</b> – damage caused by pressure waves from aircraft travelling at or above the speed "
        "of sound.</p>"
        "<p><b>6. Electronic data</b> – loss of or damage to data or software, or any loss caused by a computer "
        "virus.</p>"
        "<p><b>7. Pollution</b> – pollution or contamination, unless caused by a sudden and unforeseen incident.</p>"
        "<p><b>8. Business use</b> – property held or used for business purposes, except office equipment used for "
        "clerical work up to £2,000 in total.</p></div>"
    )
    complaints = (
        h("Complaints")
        + "<p>If <b>you</b> are unhappy with <b>our</b> service, please call <b>us</b> or write to the Customer "
        "Relations Manager at the address on page 2. <b>We</b> will acknowledge a written complaint within 5 working "
        "days and aim to send <b>our</b> final response within 8 weeks.</p>"
        "<p>If <b>you</b> remain dissatisfied, <b>you</b> may refer the complaint to the Financial Ombudsman Service "
        "within 6 months of the date of <b>our</b> final response. Referring a complaint to the Ombudsman does not "
        "affect <b>your</b> right to take legal action.</p>"
        "<h2>Financial Services Compensation Scheme</h2>"
        "<p><b>We</b> are covered by the Financial Services Compensation Scheme. If <b>we</b> cannot meet <b>our</b> "
        "obligations, <b>you</b> may be entitled to compensation. For this type of insurance, 90% of the claim is "
        "covered, with no upper limit.</p>"
        "<h2>Data protection</h2>"
        "<p><b>We</b> use the information <b>you</b> give <b>us</b> to manage <b>your</b> policy and claims, and may "
        "share it with fraud prevention agencies. <b>We</b> keep policy records for 7 years after the policy ends.</p>"
        "<p class='note'>Harbourline Insurance Company Limited is registered in England No. 04417760. Registered office: "
        "4 Quay Street, Port Averley PA1 7QT.</p>"
    )
    return [welcome, definitions, summary, sec_a, sec_b, sec_c, excess + general_conditions, exclusions + complaints]


INS_CSS = """
body { font-family: serif; font-size: 8.6pt; line-height: 1.22; }
h1 { font-family: sans-serif; font-size: 13pt; color: #0b3d91; margin-top: 4pt; margin-bottom: 5pt; }
h2 { font-family: sans-serif; font-size: 9.5pt; color: #0b3d91; margin-top: 6pt; margin-bottom: 2pt; }
h3 { font-family: sans-serif; font-size: 8.6pt; margin-top: 6pt; margin-bottom: 1pt; }
p { margin-top: 0; margin-bottom: 3pt; }
.defs p { margin-bottom: 4pt; }
.note { font-size: 7.5pt; font-style: italic; }
table.cv { border-collapse: collapse; width: 100%; margin: 3pt 0 6pt 0; font-size: 8pt; }
table.cv th { background-color: #0b3d91; color: #fff; text-align: left; padding: 2px 3px; font-family: sans-serif; }
table.cv td { border: 1px solid #8fa3c8; padding: 2px 3px; vertical-align: top; }
table.cv b { font-size: 8pt; }
"""


def build_ins():
    size = pymupdf.paper_rect("a5")  # 420 x 595

    def frames(_page, seg):
        if seg == 0:
            return [pymupdf.Rect(36, 60, 384, 550)]
        if seg == 3:  # the summary of cover in three columns
            w = (348 - 2 * 10) / 3
            return [pymupdf.Rect(36 + k * (w + 10), 52, 36 + k * (w + 10) + w, 555) for k in range(3)]
        return [pymupdf.Rect(36, 52, 384, 555)]

    layout = Layout(size, frames, INS_CSS)
    cover = (
        "<p style='font-family:sans-serif;font-size:22pt;font-weight:bold;color:#0b3d91;margin-top:90pt'>Harbourline</p>"
        "<p style='font-family:sans-serif;font-size:16pt;color:#0b3d91'>Home Insurance</p>"
        "<p style='font-size:11pt;margin-top:30pt'>Policy wording</p>"
        "<p style='font-size:9pt;margin-top:200pt'>Policy wording reference HHW-0424 · for policies starting or renewing "
        "on or after 1 April 2024</p>"
    )
    segs = ins_segments()
    doc, pos = render(layout, [cover, *segs])
    heads = current_at(pos, 1, doc.page_count, top=90)
    for i, page in enumerate(doc):
        if i == 0:
            page.draw_rect(pymupdf.Rect(0, 0, 420, 40), color=None, fill=(0.043, 0.24, 0.57))
            continue
        box(
            page,
            pymupdf.Rect(36, 22, 384, 40),
            "<table style='width:100%;font-family:sans-serif;font-size:6.5pt;color:#0b3d91'><tr>"
            f"<td>Harbourline Home Insurance</td><td style='text-align:right'>{' '.join(heads[i].split()).replace('ofcover', 'of cover')}</td></tr></table>",
        )
        page.draw_line((36, 42), (384, 42), color=(0.043, 0.24, 0.57), width=0.5)
        box(
            page,
            pymupdf.Rect(36, 565, 384, 582),
            "<table style='width:100%;font-family:sans-serif;font-size:6.5pt;color:#555'><tr>"
            f"<td>HHW-0424</td><td style='text-align:center'>{i + 1}</td><td style='text-align:right'>"
            "Policy wording</td></tr></table>",
        )
    save(doc, INS_NAME)


# == 4. Air emissions permit ======================================================================================
AIR_NAME = "air_emissions_permit_AQP-2024-0318.pdf"


def air_segments():
    n = [0]

    def c(text, *subs):
        n[0] += 1
        sub = "".join(f"<p class='sub'>{x}</p>" for x in subs)
        return f"<div class='cond'><p><b>Condition {n[0]}.</b>&#160; {text}</p>{sub}</div>"

    def g(title):
        return f"<h2>{title}</h2>"

    letter = (
        "<p class='lh'>LOWLAND REGIONAL ENVIRONMENT AGENCY</p>"
        "<p class='addr'>Permitting Centre · Riverside House · Dunmore DN4 2LP · 0300 555 0140</p>"
        "<p style='margin-top:30pt'>Ms Rana Okafor<br/>Operations Director<br/>Thornbury Aggregates &amp; Asphalt Ltd<br/>"
        "Kettlewick Quarry<br/>Kettlewick KW7 3HX</p>"
        "<p style='margin-top:14pt'>Our reference: AQP/2024/0318<br/>Date: 12 June 2024</p>"
        "<p style='margin-top:14pt'>Dear Ms Okafor</p>"
        "<p><b>Environmental permit for the Kettlewick Asphalt Plant</b></p>"
        "<p>I am pleased to enclose your permit, reference AQP/2024/0318, granted under regulation 13 of the "
        "Environmental Permitting (Lowland Region) Regulations 2016 in response to your application of 8 January 2024. "
        "The permit takes effect on 1 July 2024 and replaces authorisation KW/B/1997/04, which will be revoked on that "
        "date.</p>"
        "<p>Please read the conditions carefully. I would draw your attention in particular to the emission limits in "
        "Schedule 1, the continuous monitoring requirement in Condition 26 and the notification duties in Condition "
        "36.</p>"
        "<p>The annual subsistence charge for this activity under the Agency’s charging scheme is £2,460. The first "
        "charge will be invoiced in July 2024 and is payable within 30 days of the invoice date.</p>"
        "<p>If you disagree with any of the conditions you have a right of appeal to the Regional Planning Tribunal. An "
        "appeal must be made within 6 months of the date of this letter.</p>"
        "<p>Your site will be inspected within the first 12 months of operation under the permit. If you have any "
        "questions, please contact me on the number above.</p>"
        "<p style='margin-top:14pt'>Yours sincerely</p><p style='margin-top:20pt'>Daniel Ferreira<br/>Senior Permitting "
        "Officer</p>"
        "<p class='addr' style='margin-top:30pt'>Enc. Permit AQP/2024/0318 (Schedules 1 to 5)</p>"
    )
    head = (
        "<p class='ttl'>ENVIRONMENTAL PERMIT – EMISSIONS TO AIR</p><p class='ttl2'>Permit number AQP/2024/0318</p>"
        + table(
            [
                ["Operator", "Thornbury Aggregates &amp; Asphalt Ltd (company number 05583121)"],
                ["Installation", "Kettlewick Asphalt Plant, Kettlewick Quarry, Kettlewick KW7 3HX"],
                ["National grid reference", "SE 41720 68130"],
                ["Activity", "Coating of roadstone with bitumen (asphalt plant), Part B activity, Section 3.5"],
                ["Date of issue", "12 June 2024"],
                ["Effective date", "1 July 2024"],
                ["Variations", "None"],
            ],
            header=False,
            cls="kv",
        )
        + "<p>The Lowland Regional Environment Agency, in exercise of its powers under regulation 13 of the "
        "Environmental Permitting (Lowland Region) Regulations 2016, permits the operator named above to operate the "
        "installation subject to the following conditions.</p>"
    )
    conds = []
    conds.append(g("General"))
    conds.append(
        c(
            "The operator shall operate the installation in accordance with the conditions of this permit and "
            "with the application dated 8 January 2024 (reference APP/KW/0112), except where a condition says "
            "otherwise."
        )
    )
    conds.append(
        c(
            "The operator shall maintain a written management system that identifies the risks of pollution "
            "from the installation and the measures taken to control them. The system shall be reviewed at least "
            "every 12 months."
        )
    )
    conds.append(
        c(
            "A copy of this permit shall be kept at the installation and made available to every member of staff "
            "whose work may affect compliance with it."
        )
    )
    conds.append(
        c(
            "The operator shall notify the Agency of the name and telephone number of the permit compliance "
            "manager within 14 days of the effective date of this permit, and of any change within 7 days of the "
            "change."
        )
    )
    conds.append(
        c(
            "Every person whose duties may affect emissions shall be trained in those duties before carrying "
            "them out unsupervised. Training records shall be kept under Condition 30."
        )
    )
    conds.append(g("Operations"))
    conds.append(
        c(
            "The throughput of the asphalt plant shall not exceed 240 tonnes of coated material per hour or "
            "350,000 tonnes in any calendar year."
        )
    )
    conds.append(
        c(
            "The drying and mixing plant shall operate only between 06:00 and 22:00 on Monday to Friday and "
            "between 07:00 and 13:00 on Saturday. It shall not operate on Sundays or public holidays, except with "
            "the prior written agreement of the Agency for emergency road repairs. The loading of vehicles from "
            "the storage silos may begin 30 minutes before the plant starts."
        )
    )
    conds.append(
        c(
            "The dryer burner shall burn only natural gas or gas oil with a sulphur content not exceeding 0.1% "
            "by mass. Recovered fuel oil and waste oils shall not be burned."
        )
    )
    conds.append(
        c(
            "Recycled asphalt planings shall not make up more than 50% by mass of any mix. Planings containing "
            "coal tar shall not be accepted at the installation."
        )
    )
    conds.append(
        c("Bitumen storage tanks shall be fitted with high-level alarms, and bitumen shall not be heated above 180 °C.")
    )
    conds.append(
        c(
            "Each filler silo shall be fitted with a high-level alarm, a pressure relief valve and a filter on "
            "its vent. Delivery to a silo shall stop immediately if its high-level alarm or pressure relief valve "
            "operates, and shall not restart until the cause has been found and corrected."
        )
    )
    conds.append(
        c(
            "The bag filter serving the dryer shall be fitted with a broken-bag detection system that sounds an "
            "alarm in the control room.",
            "(a) If the alarm operates, the dryer burner shall be shut down within 10 minutes unless the alarm is "
            "shown to be false.",
            "(b) The burner shall not be restarted until the damaged bags have been replaced and the filter inspected.",
            "(c) Each operation of the alarm shall be recorded with the time, the cause and the action taken.",
        )
    )
    conds.append(
        c(
            "All abatement plant shall be inspected at least once a week while the plant is operating. Filter "
            "bags on the dryer bag filter shall be replaced at least every 3 years."
        )
    )
    conds.append(g("Emissions to air"))
    conds.append(
        c("Emissions from the emission points listed in Schedule 1 shall not exceed the limits set out in Table S1.1.")
    )
    conds.append(
        c(
            "There shall be no point source emission to air other than from the emission points listed in "
            "Schedule 1. The dryer stack (emission point A1) shall terminate at least 18 m above ground level and "
            "discharge vertically upwards without any cowl or cap."
        )
    )
    conds.append(
        c(
            "Emissions from emission point A1 shall be free from visible smoke and shall not in any case exceed "
            "the equivalent of Ringelmann shade 1."
        )
    )
    conds.append(
        c(
            "The exit velocity of the gases from emission point A1 shall be not less than 15 m/s when the plant "
            "is operating at normal load."
        )
    )
    conds.append(
        c(
            "Emissions from the installation shall be free from odour at levels likely to cause annoyance "
            "outside the site boundary, as perceived by an authorised officer of the Agency."
        )
    )
    conds.append(
        c(
            "Where monitoring shows that an emission limit has been exceeded, the operator shall immediately "
            "investigate the cause and take action to restore compliance, and shall notify the Agency under "
            "Condition 36."
        )
    )
    conds.append(g("Dust"))
    conds.append(
        c(
            "Site roads within 50 m of the plant shall be surfaced and kept clean. Vehicle speeds on site shall "
            "not exceed 10 mph."
        )
    )
    conds.append(
        c(
            "Stockpiles of fine aggregate (material passing a 6 mm sieve) shall be kept in three-sided bays or "
            "under cover, and shall not be heaped more than 1 m above the walls of the bay."
        )
    )
    conds.append(
        c(
            "A water bowser or fixed water sprays shall be available on site at all times and shall be used on "
            "roads and stockpiles whenever dust is visible crossing the site boundary."
        )
    )
    conds.append(
        c(
            "Every loaded vehicle leaving the site shall be sheeted, and every vehicle shall pass through the "
            "wheel wash before joining the public road."
        )
    )
    conds.append(
        c(
            "Dust deposition shall be measured at the three boundary gauges shown in Schedule 2. Where the "
            "deposition rate at any gauge exceeds 200 mg/m²/day averaged over a calendar month, the operator shall "
            "investigate the cause and report the findings in the next quarterly report."
        )
    )
    conds.append(g("Monitoring"))
    conds.append(
        c(
            "The operator shall carry out the monitoring specified in Table S2.1, using the methods and at the "
            "frequencies shown."
        )
    )
    conds.append(
        c(
            "Emission point A1 shall be fitted with a continuous particulate monitor. The monitor shall be "
            "calibrated at least once every 12 months and shall be available for at least 95% of the operating "
            "hours in each calendar month."
        )
    )
    conds.append(
        c(
            "Periodic monitoring shall be carried out by a test house accredited to ISO/IEC 17025 for the "
            "tests concerned."
        )
    )
    conds.append(
        c(
            "The report of each periodic monitoring exercise shall be sent to the Agency within 8 weeks of the "
            "date of sampling."
        )
    )
    conds.append(
        c(
            "Sampling ports and a safe, permanent sampling platform shall be provided and maintained at "
            "emission point A1."
        )
    )
    conds.append(g("Records"))
    conds.append(
        c(
            "The operator shall keep the following records for at least 6 years from the date they are made:",
            "(a) throughput, fuel use and operating hours;",
            "(b) monitoring results and calibration certificates;",
            "(c) maintenance and inspection of abatement plant;",
            "(d) complaints and the action taken;",
            "(e) staff training.",
        )
    )
    conds.append(
        c(
            "Records shall be legible, made as soon as reasonably practicable, and made available to the "
            "Agency on request."
        )
    )
    conds.append(g("Complaints"))
    conds.append(
        c(
            "Every complaint about dust, odour or noise from the installation shall be recorded with the date "
            "and time, the nature of the complaint, the wind direction and weather at the time, the likely cause "
            "and the action taken."
        )
    )
    conds.append(
        c(
            "The operator shall give each complainant who leaves contact details a response within 5 working "
            "days of the complaint."
        )
    )
    conds.append(g("Reporting and notifications"))
    conds.append(
        c(
            "By 31 January each year the operator shall send the Agency an annual report for the previous "
            "calendar year, giving the total throughput, the fuel used, a summary of the monitoring results and "
            "a summary of complaints."
        )
    )
    conds.append(
        c(
            "Results of continuous and dust deposition monitoring shall be reported to the Agency each quarter, "
            "within 28 days of the end of the quarter, on the forms set out in Schedule 3."
        )
    )
    conds.append(
        c(
            "If an emission limit is breached, or any malfunction or breakdown of abatement plant causes or may "
            "cause significant pollution, the operator shall notify the Agency by telephone without delay, and in "
            "any case within 24 hours of detection, and shall send a written report within 7 days giving the "
            "cause, the duration, the estimated quantity emitted and the action taken."
        )
    )
    conds.append(
        c(
            "The operator shall notify the Agency in writing at least 14 days before any change in the "
            "operator’s trading name, registered name or registered office address."
        )
    )
    conds.append(
        c(
            "The operator shall notify the Agency in writing at least 28 days before the permanent cessation of "
            "the activity."
        )
    )
    conds.append(
        c(
            "Notifications under Condition 36 shall be made to the Agency’s incident hotline, 0800 807 060, which "
            "is staffed 24 hours a day. Other notifications and reports shall be sent to the Dunmore Area Office."
        )
    )
    conds.append(g("Charges and surrender"))
    conds.append(
        c(
            "The operator shall pay the annual subsistence charge set by the Agency’s charging scheme. The Agency "
            "may suspend this permit if a charge remains unpaid 3 months after it became due."
        )
    )
    conds.append(
        c(
            "An application to surrender this permit shall be accompanied by a report showing that the site has "
            "been returned to a satisfactory state."
        )
    )
    conds.append(g("Improvement programme"))
    conds.append(
        c(
            "The operator shall complete each measure in Table S5.1 of Schedule 5 by the date shown and shall "
            "confirm its completion to the Agency in writing within 14 days of completing it. The Agency may "
            "extend a date in writing."
        )
    )
    sched1 = (
        "<h1>Schedule 1 – Emission points and emission limits</h1>"
        "<p class='cap'>Table S1.1 – Emission limits</p>"
        + table(
            [
                ["Emission point", "Source", "Parameter", "Limit", "Reference period"],
                [
                    "A1 – dryer stack (18 m)",
                    "Rotary dryer and mixer, via bag filter",
                    "Particulate matter",
                    "20 mg/Nm³",
                    "Daily mean of continuous readings",
                ],
                ["A1", "as above", "Sulphur dioxide (only when gas oil is burned)", "350 mg/Nm³", "1-hour mean"],
                ["A1", "as above", "Oxides of nitrogen (expressed as NO<sub>2</sub>)", "300 mg/Nm³", "1-hour mean"],
                ["A1", "as above", "Carbon monoxide", "500 mg/Nm³", "1-hour mean"],
                ["A1", "as above", "Total organic carbon (TOC)", "50 mg/Nm³", "1-hour mean"],
                [
                    "A2 – bitumen tank vents",
                    "Bitumen storage tanks, via condensation unit",
                    "Visible fume",
                    "No visible fume",
                    "–",
                ],
                [
                    "A3 – filler silo 1 vent",
                    "Filler silo, via reverse-jet filter",
                    "Particulate matter",
                    "10 mg/Nm³",
                    "1-hour mean",
                ],
                [
                    "A4 – filler silo 2 vent",
                    "Filler silo, via reverse-jet filter",
                    "Particulate matter",
                    "10 mg/Nm³",
                    "1-hour mean",
                ],
                [
                    "A5 – standby generator exhaust",
                    "Diesel generator, 500 kW thermal input",
                    "–",
                    "No limit; operation limited to 50 hours per year for testing",
                    "–",
                ],
            ],
            widths=["17%", "23%", "22%", "18%", "20%"],
            cls="el",
        )
        + "<p class='note'>Reference conditions for emission point A1: temperature 273 K, pressure 101.3 kPa, dry gas, "
        "17% oxygen. No correction for oxygen applies to emission points A3 and A4.</p>"
        "<p class='note'>The limits at A1 do not apply during start-up and shut-down, provided that the bag filter is in "
        "use throughout.</p>"
    )
    sched2 = (
        "<h1>Schedule 2 – Monitoring</h1><p class='cap'>Table S2.1 – Monitoring requirements</p>"
        + table(
            [
                ["Point", "Parameter", "Frequency", "Method"],
                [
                    "A1",
                    "Particulate matter",
                    "Continuous, with a check by periodic measurement once a year",
                    "Triboelectric monitor; periodic by isokinetic sampling",
                ],
                ["A1", "Sulphur dioxide", "Once a year, in a period when gas oil is burned", "Instrumental"],
                ["A1", "Oxides of nitrogen, carbon monoxide, TOC", "Once a year", "Instrumental"],
                ["A3, A4", "Particulate matter", "Once every 2 years", "Isokinetic sampling"],
                ["A3, A4", "Filter vent condition", "Visual check during every delivery", "Visual"],
                ["D1, D2, D3", "Dust deposition", "Monthly", "Frisbee deposit gauge"],
            ],
            widths=["12%", "28%", "32%", "28%"],
            cls="el",
        )
        + "<p>Dust deposit gauges: D1 at the northern boundary beside Kettlewick Lane; D2 at the eastern boundary facing "
        "Mill Farm; D3 at the site entrance.</p>"
        "<h1>Schedule 3 – Reporting</h1><p class='cap'>Table S3.1 – Reports to the Agency</p>"
        + table(
            [
                ["Report", "Period covered", "Due"],
                [
                    "Continuous particulate summary (form AQ1)",
                    "Each quarter",
                    "Within 28 days of the end of the quarter",
                ],
                ["Dust deposition results (form AQ2)", "Each quarter", "Within 28 days of the end of the quarter"],
                ["Periodic monitoring report", "Each test", "Within 8 weeks of sampling"],
                ["Annual report (form AQ3)", "Calendar year", "31 January of the following year"],
                ["Breach or malfunction", "Each event", "Telephone within 24 hours; written report within 7 days"],
            ],
            widths=["40%", "25%", "35%"],
            cls="el",
        )
    )
    sched4 = (
        "<h1>Schedule 4 – Interpretation</h1><div class='defs'>"
        "<p><b>“authorised officer”</b> means a person authorised by the Agency under section 108 of the Environment Act "
        "1995 as applied in the Lowland Region;</p>"
        "<p><b>“calendar month”</b> and <b>“calendar year”</b> have their ordinary meanings; a quarter is a period of 3 "
        "months beginning on 1 January, 1 April, 1 July or 1 October;</p>"
        "<p><b>“emission limit”</b> means a limit in Table S1.1;</p>"
        "<p><b>“mg/Nm³”</b> means milligrams per cubic metre of gas at the reference conditions in Schedule 1;</p>"
        "<p><b>“public holiday”</b> means a bank holiday in the Lowland Region;</p>"
        "<p><b>“recycled asphalt planings”</b> means asphalt road material removed by milling and returned for "
        "reuse.</p></div>"
        "<h1>Schedule 5 – Improvement programme</h1><p class='cap'>Table S5.1 – Improvement measures</p>"
        + table(
            [
                ["Ref", "Measure", "Complete by"],
                [
                    "IP1",
                    "Submit a written odour management plan for the bitumen tank farm for the Agency’s approval.",
                    "30 September 2024",
                ],
                [
                    "IP2",
                    "Enclose the conveyor from the recycled asphalt planings hopper to the dryer.",
                    "31 March 2025",
                ],
                [
                    "IP3",
                    "Install a fourth dust deposit gauge at the western boundary, at a position agreed with the "
                    "Agency, and report its results with those of D1 to D3.",
                    "31 December 2024",
                ],
                [
                    "IP4",
                    "Submit a study of the options for reducing emissions of oxides of nitrogen from the dryer "
                    "burner, including low-NOx burners, with costs and a proposed timetable.",
                    "30 June 2025",
                ],
            ],
            widths=["10%", "65%", "25%"],
            cls="el",
        )
        + "<p>Measure IP2 does not require the plant to stop operating while the work is carried out.</p>"
    )
    return letter, head + "".join(conds), sched1, sched2, sched4


AIR_CSS = """
body { font-family: sans-serif; font-size: 9.5pt; line-height: 1.28; }
h1 { font-size: 12pt; margin-top: 4pt; margin-bottom: 6pt; }
h2 { font-size: 10.5pt; margin-top: 8pt; margin-bottom: 3pt; text-decoration: underline; }
p { margin-top: 0; margin-bottom: 4pt; }
.cond p { text-align: justify; }
.cond .sub { margin-left: 24pt; }
.lh { font-size: 14pt; font-weight: bold; color: #2e5e2e; margin-bottom: 2pt; }
.addr { font-size: 8pt; color: #555; }
.ttl { font-size: 14pt; font-weight: bold; text-align: center; margin-bottom: 1pt; }
.ttl2 { font-size: 11pt; text-align: center; margin-bottom: 8pt; }
.cap { font-weight: bold; font-size: 9pt; }
.note { font-size: 8.5pt; font-style: italic; }
.defs p { margin-left: 10pt; }
table.kv { border-collapse: collapse; width: 100%; margin-bottom: 8pt; }
table.kv td { border: 1px solid #777; padding: 3px 5px; }
table.el { border-collapse: collapse; width: 100%; margin-bottom: 6pt; font-size: 9pt; }
table.el th { border: 1px solid #333; background-color: #dfe8df; padding: 3px; text-align: left; }
table.el td { border: 1px solid #333; padding: 3px; vertical-align: top; }
"""


def build_air():
    a4 = pymupdf.paper_rect("a4")
    land = pymupdf.paper_rect("a4-l")

    def size(seg):
        return land if seg == 2 else a4

    def frames(_page, seg):
        if seg == 2:
            return [pymupdf.Rect(50, 70, 792, 540)]
        if seg == 0:
            return [pymupdf.Rect(72, 60, 523, 790)]
        return [pymupdf.Rect(62, 78, 533, 775)]

    layout = Layout(size, frames, AIR_CSS)
    doc, _ = render(layout, list(air_segments()))
    for i, page in enumerate(doc):
        if i == 0:
            continue
        w = page.rect.width
        hgt = page.rect.height
        box(
            page,
            pymupdf.Rect(50, 30, w - 50, 48),
            "<p style='font-family:sans-serif;font-size:8pt;text-align:center;color:#2e5e2e'>Permit AQP/2024/0318 – "
            "Kettlewick Asphalt Plant – Lowland Regional Environment Agency</p>",
        )
        page.draw_line((50, 52), (w - 50, 52), color=(0.18, 0.37, 0.18), width=0.5)
        box(
            page,
            pymupdf.Rect(50, hgt - 45, w - 50, hgt - 28),
            "<table style='width:100%;font-family:sans-serif;font-size:7.5pt;color:#444'><tr><td>Issued 12 June 2024"
            f"</td><td style='text-align:right'>sheet {i} of the permit</td></tr></table>",
        )
    save(doc, AIR_NAME)


# == 5. Lift inspection standard ==================================================================================
LIFT_NAME = "lift_inspection_standard_LIS4-2022.pdf"


def lift_segments():
    def cl(num, title, *paras):
        level = num.count(".") + 1
        tag = {1: "h1", 2: "h2"}.get(level, "h3")
        body = "".join(x if x.startswith("<") else f"<p>{x}</p>" for x in paras)
        head = f"<{tag}>{num}&#160;&#160;{title}</{tag}>" if title else ""
        if not title:
            return f"<p><b>{num}</b>&#160;&#160;{body[3:]}" if body.startswith("<p>") else body
        return head + body

    def note(text, k=None):
        label = f"NOTE {k}" if k else "NOTE"
        return f"<p class='note'>{label}&#160;&#160;{text}</p>"

    foreword = (
        "<p class='fmh'>Foreword</p>"
        "<p>This standard was prepared by Technical Committee VT/7, <i>Lift maintenance and inspection</i>, of the "
        "Institute of Vertical Transport Engineers (IVTE). It was published on 30 September 2022.</p>"
        "<p>It supersedes LIS 4:2015, which is withdrawn. LIS 4:2015 may continue to be used for thorough examinations "
        "carried out up to and including 31 March 2023.</p>"
        "<p>The principal changes from LIS 4:2015 are:</p>"
        "<p class='li'>— vertical lifting platforms are now included, with a 6-month interval;</p>"
        "<p class='li'>— defects are classified into three categories (A, B and C) instead of two;</p>"
        "<p class='li'>— the suspension rope discard guidance has been moved to Annex B;</p>"
        "<p class='li'>— the report of thorough examination is to be issued within 28 days instead of 30 days.</p>"
        "<p>Annex A is normative. Annexes B and C are informative.</p>"
        "<p>The committee responsible for this standard was chaired by Eleanor Vasquez (Association of Lift Insurers) "
        "and included representatives of the Lift Contractors’ Federation, the National Building Owners’ Council, the "
        "Institute of Safety Engineers and the Disabled Access Forum. The committee secretary was Tomasz Brandt.</p>"
        "<p>Compliance with this standard does not of itself confer immunity from legal obligations.</p>"
    )
    toc = [
        "Foreword",
        "1&#160;&#160;Scope",
        "2&#160;&#160;Normative references",
        "3&#160;&#160;Terms and definitions",
        "4&#160;&#160;Intervals between thorough examinations",
        "5&#160;&#160;Examination procedure",
        "6&#160;&#160;Tests",
        "7&#160;&#160;Defects and their categories",
        "8&#160;&#160;Report of thorough examination",
        "Annex A (normative) Test loads and test frequencies",
        "Annex B (informative) Discard of suspension ropes",
        "Annex C (informative) Layout of a report of thorough examination",
        "Bibliography",
    ]

    def contents_html(pages):
        rows = "".join(
            f"<tr><td>{t}</td><td style='text-align:right'>{pages.get(k, '')}</td></tr>" for k, t in enumerate(toc)
        )
        return f"<p class='fmh'>Contents</p><table style='width:100%'>{rows}</table>"

    s = []
    s.append(
        cl(
            "1",
            "Scope",
            "This standard specifies requirements for the periodic thorough examination and testing of electric "
            "traction lifts, hydraulic lifts, goods lifts, service lifts and vertical lifting platforms that are in "
            "service.",
            "It does not apply to escalators and moving walks, stairlifts, construction hoists, or lifts installed "
            "on ships.",
            note("Requirements for new lifts are given in LIS 2."),
        )
    )
    s.append(
        cl(
            "2",
            "Normative references",
            "The following documents are referred to in the text in such a way that some or all of their content "
            "constitutes requirements of this document.",
            "<p class='li'>LIS 1:2019, <i>Lifts – Vocabulary</i></p>"
            "<p class='li'>LIS 2:2020, <i>Safety rules for the construction and installation of lifts</i></p>"
            "<p class='li'>LIS 9:2021, <i>Competence of lift inspectors</i></p>",
        )
    )
    s.append(
        cl(
            "3",
            "Terms and definitions",
            "For the purposes of this document, the terms and definitions given in LIS 1 and the following apply.",
            "<p class='term'>3.1<br/><b>competent inspector</b><br/>person who has the practical and theoretical "
            "knowledge and experience of lifts required by LIS 9, and who is sufficiently independent of the "
            "maintenance organisation to make an objective assessment</p>"
            "<p class='term'>3.2<br/><b>duty holder</b><br/>person or organisation in control of the lift, such as "
            "the owner, the employer or the managing agent of the building</p>"
            "<p class='term'>3.3<br/><b>thorough examination</b><br/>systematic and detailed examination of the "
            "lift and its safety components by a competent inspector, including the tests required by this standard "
            "at that time</p>"
            "<p class='term'>3.4<br/><b>rated load</b><br/>load for which the lift has been built and which is "
            "shown on the notice in the car</p>"
            "<p class='term'>3.5<br/><b>rated speed</b><br/>speed of the car for which the lift has been built</p>"
            "<p class='term'>3.6<br/><b>lay length</b><br/>length along a rope in which one strand makes one "
            "complete turn around the axis of the rope</p>"
            "<p class='term'>3.7<br/><b>vertical lifting platform</b><br/>lifting appliance for persons with "
            "impaired mobility, travelling at not more than 0.15 m/s, with or without an enclosed car</p>"
            "<p class='term'>3.8<br/><b>service lift</b><br/>lift whose car is too small for persons to enter, with "
            "a floor area not exceeding 1.0 m² and a height not exceeding 1.2 m</p>",
        )
    )
    s.append(cl("4", "Intervals between thorough examinations"))
    s.append(
        cl(
            "4.1",
            "General",
            "Every lift shall be thoroughly examined at intervals not exceeding those given in Table 1, and after "
            "any of the events listed in 4.3.",
            "<p class='cap'>Table 1 — Maximum intervals between thorough examinations</p>"
            + table(
                [
                    ["Type of lift", "Maximum interval"],
                    ["Passenger lift, including a goods lift that may carry persons", "6 months"],
                    ["Vertical lifting platform", "6 months"],
                    ["Goods lift that carries no persons", "12 months"],
                    ["Service lift", "12 months"],
                ],
                widths=["70%", "30%"],
                cls="l",
            ),
        )
    )
    s.append(
        cl(
            "4.2",
            "Written scheme of examination",
            "Where the duty holder has a written scheme of examination drawn up by a competent inspector, the "
            "intervals may be those set by the scheme, but shall not in any case exceed 12 months for a lift that "
            "carries persons.",
            note(
                "A scheme can justify a longer interval for a lift with very low use, for example a lift used "
                "only for moving furniture in a residential block."
            ),
        )
    )
    s.append(
        cl(
            "4.3",
            "Exceptional circumstances",
            "A thorough examination shall be carried out before the lift is returned to service after:",
            "<p class='li'>a) a major alteration or repair to a safety component, the drive or the suspension;</p>"
            "<p class='li'>b) a period out of service of more than 3 months;</p>"
            "<p class='li'>c) a fire, flood or earthquake affecting the lift well or machinery space.</p>",
        )
    )
    s.append(
        cl(
            "4.4",
            "Tests",
            "The tests in Clause 6 shall be carried out at the frequencies given in Annex A. Tests not due at an "
            "examination may be omitted from it.",
        )
    )
    s.append(cl("5", "Examination procedure"))
    s.append(
        cl(
            "5.1",
            "Preparation",
            "The date of the examination shall be agreed between the competent inspector and the duty holder. The "
            "maintenance contractor shall provide a competent operative to move the car and open the equipment for "
            "examination. A notice stating that the lift is out of service for examination shall be posted at every "
            "landing while the examination is in progress.",
        )
    )
    s.append(
        cl(
            "5.2",
            "Safety of the inspector",
            "The car roof shall be entered only with the inspection control switched on, and the pit only after the "
            "pit stop switch has been operated. The main switch shall be locked off whenever work is done on the "
            "machinery.",
            note("Lone working on lifts is strongly discouraged."),
        )
    )
    s.append(cl("5.3", "Car and landing doors"))
    s.append(cl("5.3.1", "", "The force needed to prevent a power-operated door from closing shall not exceed 150 N."))
    s.append(
        cl(
            "5.3.2",
            "",
            "The kinetic energy of a power-operated horizontally sliding door at its average closing "
            "speed shall not exceed 10 J.",
        )
    )
    s.append(
        cl(
            "5.3.3",
            "",
            "The gaps between door panels, and between panels and frames, shall not exceed 6 mm. For "
            "lifts put into service before 1 January 1995, gaps of up to 10 mm are acceptable.",
        )
    )
    s.append(
        cl(
            "5.3.4",
            "",
            "Every landing door lock shall be checked. The locking element shall engage by at least 7 mm "
            "before the car can move away from the landing.",
        )
    )
    s.append(
        cl(
            "5.4",
            "Suspension",
            "Suspension ropes or belts shall be examined over their full length. Ropes shall be assessed against "
            "the discard criteria in Annex B. The tensions in the ropes of a set shall not differ from their mean by "
            "more than 10 %.",
            note("Belts and other suspension means are examined in accordance with the manufacturer’s instructions."),
        )
    )
    s.append(
        cl(
            "5.5",
            "Alarm, communication and lighting",
            "The alarm device shall be tested at every examination and shall give two-way voice communication with "
            "a rescue service available 24 hours a day. The emergency lighting in the car shall give at least 5 lux "
            "at the alarm device for at least 1 hour after failure of the normal supply.",
        )
    )
    s.append(
        cl(
            "5.6",
            "Stopping and levelling accuracy",
            "The stopping accuracy of the car at each landing shall be within ±10 mm and the levelling accuracy "
            "within ±20 mm.",
        )
    )
    s.append(cl("6", "Tests"))
    s.append(
        cl(
            "6.1",
            "Safety gear",
            "The safety gear shall be tested with the car descending and loaded as given in Annex A. After the test "
            "the inclination of the car floor shall not exceed 5 % from its normal position, and the safety gear "
            "shall be released and the lift checked before it is returned to service.",
        )
    )
    s.append(
        cl(
            "6.2",
            "Overspeed governor",
            "The tripping speed of the overspeed governor shall be at least 115 % of the rated speed and not more "
            "than 150 % of it. The governor rope shall be examined as for suspension ropes.",
        )
    )
    s.append(
        cl(
            "6.3",
            "Buffers",
            "Energy-accumulating buffers may be used only on lifts with a rated speed not exceeding 1.0 m/s. The oil "
            "level of energy-dissipating (oil) buffers shall be checked at every examination.",
        )
    )
    s.append(cl("6.4", "Brake of traction lifts"))
    s.append(
        cl(
            "6.4.1",
            "",
            "The brake shall be able to stop the car travelling downwards at rated speed with 125 % of "
            "the rated load, and to hold it stationary.",
        )
    )
    s.append(
        cl(
            "6.4.2",
            "",
            "The deceleration of the car during the brake test shall not exceed 1 g (9.81 m/s²). Each "
            "mechanical set of the brake shall, acting alone, slow down the car travelling downwards "
            "at rated speed with rated load.",
        )
    )
    s.append(
        cl(
            "6.4.3",
            "",
            "Brake linings shall be replaced when their thickness has worn to 50 % of the original "
            "thickness, or earlier if the manufacturer so specifies.",
        )
    )
    s.append(
        cl(
            "6.5",
            "Hydraulic lifts",
            "The pressure relief valve shall be set so that the pressure is limited to not more than 140 % of the "
            "full-load pressure. The rupture valve shall be tested at the frequency given in Annex A. Flexible "
            "hoses shall be replaced at the interval recommended by the manufacturer, and in any case within 10 "
            "years of manufacture.",
        )
    )
    s.append(
        cl(
            "6.6",
            "Protection against unintended car movement",
            "Where the lift is fitted with a means of protection against unintended car movement, its detecting and "
            "stopping elements shall be checked at every examination.",
        )
    )
    s.append(cl("7", "Defects and their categories"))
    s.append(
        cl(
            "7.1",
            "Category A",
            "A category A defect is one that is an existing or imminent danger to persons. The competent inspector "
            "shall tell the duty holder immediately and shall not leave the site until the lift has been taken out "
            "of service. The lift shall not be returned to service until the defect has been remedied. A copy of "
            "the report shall be sent to the enforcing authority within 14 days.",
        )
    )
    s.append(
        cl(
            "7.2",
            "Category B",
            "A category B defect is one that could become a danger to persons within a period stated by the "
            "competent inspector, which shall not exceed 6 months. The defect shall be remedied within that "
            "period. If it has not been remedied by then, the competent inspector shall reclassify it as a "
            "category A defect.",
        )
    )
    s.append(
        cl(
            "7.3",
            "Category C",
            "A category C defect is one that is not yet a danger but should be remedied, normally within 12 months "
            "or before the next thorough examination, whichever is sooner.",
        )
    )
    s.append(
        cl(
            "7.4",
            "Observations",
            "Matters that are not defects, such as recommendations for improving the lift to current standards, "
            "may be recorded as observations. Observations need not be acted on.",
        )
    )
    s.append(cl("8", "Report of thorough examination"))
    s.append(
        cl(
            "8.1",
            "Issue",
            "The competent inspector shall issue a written report to the duty holder within 28 days of completing "
            "the thorough examination. A report issued electronically shall be authenticated.",
        )
    )
    s.append(
        cl(
            "8.2",
            "Content",
            "The report shall contain at least:",
            "<p class='li'>a) the name and address of the duty holder and the address of the premises;</p>"
            "<p class='li'>b) the identification of the lift, including its serial number and rated load;</p>"
            "<p class='li'>c) the date of the examination and the latest date for the next examination;</p>"
            "<p class='li'>d) the tests carried out and their results;</p>"
            "<p class='li'>e) each defect found, with its category and the period for remedy;</p>"
            "<p class='li'>f) the name, qualifications and signature of the competent inspector.</p>",
        )
    )
    s.append(
        cl(
            "8.3",
            "Retention",
            "The duty holder shall keep each report for at least 2 years from its date, and make it available to "
            "the enforcing authority on request.",
        )
    )
    annex_a = (
        "<p class='ann' id='toc9'>Annex A<br/>(normative)<br/><br/>Test loads and test frequencies</p>"
        "<h2>A.1&#160;&#160;Test loads and frequencies</h2>"
        "<p>The tests of Clause 6 shall be made with the loads and at the frequencies in Table A.1.</p>"
        "<p class='cap'>Table A.1 — Tests</p>"
        + table(
            [
                ["Test", "Car load", "Car speed", "Frequency"],
                ["Brake (6.4)", "125 % of rated load", "Rated speed, downwards", "Every thorough examination"],
                ["Progressive safety gear (6.1)", "125 % of rated load", "Rated speed or lower", "Every 5 years"],
                ["Instantaneous safety gear (6.1)", "Rated load", "Inspection speed", "Every 5 years"],
                ["Overspeed governor tripping (6.2)", "–", "–", "Every 12 months"],
                ["Buffers (6.3)", "Rated load", "Reduced speed", "Every 5 years"],
                ["Rupture valve (6.5)", "Rated load", "–", "Every second thorough examination"],
                ["Pressure relief valve (6.5)", "–", "–", "Every 12 months"],
                ["Landing door locks (5.3.4)", "–", "–", "Every thorough examination"],
                ["Alarm and communication (5.5)", "–", "–", "Every thorough examination"],
            ],
            widths=["34%", "22%", "22%", "22%"],
            cls="l",
        )
        + "<h2>A.2&#160;&#160;Test weights</h2>"
        "<p>Test weights shall be certified as accurate to within ±1 %. Where the use of test weights is impracticable, "
        "a load-measuring method agreed by the competent inspector may be used instead.</p>"
        + note(
            "Some older lifts cannot safely withstand a 125 % load test. In that case the competent inspector "
            "records the reduced load used and the reason."
        )
    )
    annex_b = (
        "<p class='ann' id='toc10'>Annex B<br/>(informative)<br/><br/>Discard of suspension ropes</p>"
        "<h2>B.1&#160;&#160;Discard criteria</h2>"
        "<p>A steel wire suspension rope should be discarded when any of the conditions in Table B.1 is found.</p>"
        "<p class='cap'>Table B.1 — Discard criteria for steel wire ropes</p>"
        + table(
            [
                ["Condition", "Discard when"],
                ["Broken wires, randomly distributed", "More than 6 broken wires in one lay length"],
                ["Broken wires, concentrated", "More than 3 broken wires in one strand within one lay length"],
                ["Reduction in diameter", "6 % or more below the nominal diameter"],
                ["Corrosion", "Pitting of the wires, or loss of flexibility"],
                ["Deformation", "Any kink, birdcage or core protrusion"],
            ],
            widths=["45%", "55%"],
            cls="l",
        )
        + note("All the ropes of a set are normally replaced together.", 1)
        + note("Rope diameter is measured over the crowns of the strands at three positions at least 1 m apart.", 2)
        + "<p class='ann' id='toc11' style='margin-top:24pt'>Annex C<br/>(informative)<br/><br/>Layout of a report of thorough "
        "examination</p>"
        "<p>A report may be laid out under the following headings: Part 1 — Duty holder and premises; Part 2 — Lift "
        "identification; Part 3 — Examination and tests; Part 4 — Defects (category A, B and C, each with the period "
        "for remedy); Part 5 — Observations; Part 6 — Declaration and signature.</p>"
        "<p class='fmh' id='toc12' style='margin-top:18pt'>Bibliography</p>"
        "<p class='li'>LIS 6:2018, <i>Modernisation of existing lifts</i></p>"
        "<p class='li'>IVTE Guidance Note 12, <i>Rescue of trapped passengers</i>, 2020</p>"
    )
    return foreword, contents_html, "".join(s), annex_a, annex_b


LIFT_CSS = """
body { font-family: sans-serif; font-size: 9.8pt; line-height: 1.3; }
h1 { font-size: 11.5pt; margin-top: 12pt; margin-bottom: 4pt; }
h2 { font-size: 10pt; margin-top: 8pt; margin-bottom: 3pt; }
h3 { font-size: 10pt; margin-top: 6pt; margin-bottom: 2pt; }
p { margin-top: 0; margin-bottom: 5pt; }
.note { font-size: 8.6pt; margin-left: 10pt; }
.li { margin-left: 14pt; margin-bottom: 2pt; }
.term { margin-bottom: 6pt; }
.fmh { font-size: 14pt; font-weight: bold; margin-bottom: 10pt; }
.toc { margin-bottom: 4pt; }
.ann { font-size: 12pt; font-weight: bold; text-align: center; margin-bottom: 10pt; }
.cap { font-weight: bold; text-align: center; font-size: 9pt; }
table.l { border-collapse: collapse; width: 100%; margin-bottom: 6pt; font-size: 9pt; }
table.l th { border-top: 1.5px solid #000; border-bottom: 1px solid #000; padding: 3px; text-align: left; }
table.l td { border-bottom: 0.5px solid #999; padding: 3px; }
"""


def roman(n):
    return {1: "i", 2: "ii", 3: "iii", 4: "iv", 5: "v"}[n]


def build_lift():
    a4 = pymupdf.paper_rect("a4")

    def frames(_page, seg):
        if seg == 0:
            return [pymupdf.Rect(80, 120, 515, 760)]
        return [pymupdf.Rect(68, 78, 527, 772)]

    layout = Layout(a4, frames, LIFT_CSS)
    cover = (
        "<p style='font-size:40pt;font-weight:bold'>LIS 4:2022</p>"
        "<p style='font-size:16pt;margin-top:20pt'>Periodic thorough examination and testing of lifts in service</p>"
        "<p style='font-size:11pt;margin-top:10pt;color:#555'>Supersedes LIS 4:2015</p>"
        "<p style='font-size:10pt;margin-top:300pt'>Institute of Vertical Transport Engineers</p>"
        "<p style='font-size:9pt;color:#555'>ICS 91.140.90 · Price band D</p>"
    )
    foreword, contents_html, body, annex_a, annex_b = lift_segments()
    doc, pos = render(layout, [cover, foreword, contents_html({}), body, annex_a, annex_b])
    pages = {0: "ii"}
    for p in pos:
        if p["heading"] == 1:
            k = int(p["text"].split()[0])
            pages.setdefault(k, str(p["page"] - 2))
        if p["id"] and p["id"].startswith("toc"):
            pages.setdefault(int(p["id"][3:]), str(p["page"] - 2))
    doc, pos = render(layout, [cover, foreword, contents_html(pages), body, annex_a, annex_b])
    for i, page in enumerate(doc):
        if i == 0:
            page.draw_rect(pymupdf.Rect(0, 0, 30, 842), color=None, fill=(0.1, 0.1, 0.1))
            continue
        label = roman(i + 1) if i < 3 else str(i - 2)
        even = (i + 1) % 2 == 0
        align = "left" if even else "right"
        box(
            page,
            pymupdf.Rect(68, 36, 527, 54),
            f"<p style='font-family:sans-serif;font-size:8.5pt;font-weight:bold;text-align:{align}'>LIS 4:2022</p>",
        )
        box(
            page,
            pymupdf.Rect(68, 790, 527, 808),
            f"<p style='font-family:sans-serif;font-size:8.5pt;text-align:{align}'>{label}</p>",
        )
        if i >= 3:
            box(
                page,
                pymupdf.Rect(68, 805, 527, 820),
                "<p style='font-family:sans-serif;font-size:6.5pt;color:#777;text-align:center'>© IVTE 2022 – "
                "Licensed copy. Not for resale.</p>",
            )
    save(doc, LIFT_NAME)


# == 6. Rules of racing (two columns) ==============================================================================
RACE_NAME = "kestrel_rules_of_racing_2025.pdf"


def race_body():
    def part(num, title):
        return f"<h1>PART {num}<br/>{title}</h1>"

    def rule(num, title, *paras):
        out = [f"<h3>{title}</h3>"] if title else []
        first = True
        for x in paras:
            if x.startswith("<"):
                out.append(x)
                continue
            lead = f"<b>{num}.</b>&#160;" if first else ""
            cls = (
                " class='pp'"
                if x.startswith("(") and not first
                else (" class='sub'" if x[:3] in ("(a)", "(b)", "(c)", "(d)", "(e)", "(f)") else "")
            )
            out.append(f"<p{cls}>{lead}{x}</p>")
            first = False
        return "".join(out)

    def subs(*xs):
        return "".join(f"<p class='sub'>{x}</p>" for x in xs)

    s = []
    s.append(part(1, "PRELIMINARY AND INTERPRETATION"))
    s.append(
        rule(
            1,
            "Citation and commencement",
            "These Rules may be cited as the Rules of Racing 2025 and come into "
            "force on 1 January 2025. They replace the Rules of Racing 2019.",
        )
    )
    s.append(
        rule(
            2,
            "Application",
            "These Rules apply to every race meeting held under the authority of the Kestrel "
            "Turf Authority (“the Authority”) and to every person who takes part in, or is licensed or registered "
            "for, racing under them.",
        )
    )
    s.append(
        rule(
            3,
            "Interpretation",
            "(1) In these Rules—",
            subs(
                "<b>“apprentice jockey”</b> means a jockey who is indentured to a licensed trainer and holds an "
                "apprentice licence;",
                "<b>“declared runner”</b> means a horse whose participation in a race has been confirmed under "
                "Rule 42;",
                "<b>“jumps race”</b> means a hurdle race or a steeplechase;",
                "<b>“racing day”</b> means a day on which a race meeting is held under these Rules;",
                "<b>“Stewards”</b> means the Stewards of the meeting appointed under Rule 10;",
                "<b>“weighed-in signal”</b> means the signal given by the Clerk of the Scales after the riders of "
                "the placed horses have weighed in and no objection or inquiry is pending.",
            ),
            "(2) Words in the singular include the plural.",
        )
    )
    s.append(
        rule(
            4,
            "Amendment",
            "Amendments to these Rules are published in the Racing Calendar and take effect 7 days "
            "after publication unless the amendment states otherwise.",
        )
    )
    s.append(part(2, "OFFICIALS"))
    s.append(
        rule(
            10,
            "Stewards",
            "(1) The Authority shall appoint a panel of at least three Stewards for each meeting "
            "and shall designate one of them as Chairman.",
            "(2) The Stewards may—",
            subs(
                "(a) postpone a race or abandon a meeting because of the weather or the state of the course;",
                "(b) order any horse to be examined by the Veterinary Officer;",
                "(c) order the withdrawal of a horse that they consider unfit to race.",
            ),
            "(3) A Steward shall not act in any matter concerning a race in which a horse owned or trained by a "
            "member of the Steward’s family runs.",
        )
    )
    s.append(
        rule(
            11,
            "Clerk of the Scales",
            "The Clerk of the Scales weighs the riders out and in, records all weights "
            "and overweights, and gives the weighed-in signal.",
        )
    )
    s.append(
        rule(
            12,
            "Judge",
            "The Judge declares the placings of the first four horses in each race, using the photo-"
            "finish image where necessary. The Judge’s decision on the order of finishing is final, subject to "
            "Part 9.",
        )
    )
    s.append(
        rule(
            13,
            "Starter",
            "The Starter is in control of the start of each race and may order a horse that refuses "
            "to enter its stall to be withdrawn.",
        )
    )
    s.append(
        rule(
            14,
            "Veterinary Officer",
            "A Veterinary Officer appointed by the Authority shall be present at every "
            "race meeting from 90 minutes before the first race until 30 minutes after the last race.",
        )
    )
    s.append(part(4, "ENTRIES, DECLARATIONS AND WEIGHTS"))
    s.append(
        rule(
            40,
            "Closing of entries",
            "Unless the conditions of a race provide otherwise, entries close at 12:00 "
            "noon five clear days before the race.",
        )
    )
    s.append(
        rule(
            41,
            "Late entries",
            "A late entry may be accepted up to 24 hours after entries close on payment of a late "
            "entry fee of three times the ordinary entry fee stated in the race conditions.",
        )
    )
    s.append(
        rule(
            42,
            "Declarations",
            "(1) Runners must be declared by 10:00 on the day before the race.",
            "(2) Riders must be declared by 13:00 on the day before the race.",
        )
    )
    s.append(
        rule(
            43,
            "Withdrawal after declaration",
            "(1) A declared runner may be withdrawn only with the permission of the Stewards.",
            "(2) A horse withdrawn without a veterinary certificate is ineligible to run for 10 days after the race.",
        )
    )
    s.append(
        rule(
            44,
            "Age of horses",
            "No horse may run in a flat race before it is 2 years old, in a hurdle race before "
            "it is 3 years old, or in a steeplechase before it is 4 years old.",
        )
    )
    s.append(
        rule(
            45,
            "Minimum weights",
            "The minimum weight to be carried is 54 kg in a flat race and 63.5 kg in a jumps race.",
        )
    )
    s.append(rule(46, "Sex allowance", "In a flat race open to colts, fillies and mares receive an allowance of 2 kg."))
    s.append(
        rule(
            47,
            "Apprentice allowances",
            "(1) An apprentice jockey may claim the allowances below, according to the "
            "number of winners ridden under these Rules before the day of the race:",
            table(
                [
                    ["Winners ridden", "Allowance"],
                    ["fewer than 20", "3 kg"],
                    ["20 to 49", "2 kg"],
                    ["50 to 79", "1 kg"],
                    ["80 or more", "none"],
                ],
                widths=["60%", "40%"],
                cls="r",
            ),
            "(2) No allowance may be claimed in a Group race.",
        )
    )
    s.append(
        rule(
            48,
            "Overweight",
            "(1) A rider may carry overweight of not more than 1.5 kg, which must be declared to "
            "the Clerk of the Scales before weighing out.",
            "(2) Where a rider is more than 1.5 kg overweight, the trainer shall replace the rider.",
        )
    )
    s.append(part(6, "RIDERS"))
    s.append(
        rule(
            60,
            "Licences",
            "(1) No person may ride in a race unless licensed by the Authority as a jockey or "
            "apprentice jockey, or holding an amateur rider’s permit.",
            "(2) The minimum age for an apprentice licence is 16 years, and for an amateur rider’s permit 18 years.",
        )
    )
    s.append(
        rule(
            61,
            "Medical fitness",
            "(1) Every rider shall undergo a medical examination each year before the licence is renewed.",
            "(2) A rider diagnosed with concussion shall not ride for at least 7 days and until cleared by the "
            "Authority’s Medical Officer.",
        )
    )
    s.append(
        rule(
            62,
            "Safety equipment",
            "Every rider shall wear a skull cap of an approved standard, correctly "
            "fastened, and a body protector, at all times when mounted on the racecourse.",
        )
    )
    s.append(
        rule(
            63,
            "Riding fees",
            "The riding fee is $145 for each ride. It is payable by the owner through the "
            "Authority’s accounts system within 14 days after the race.",
        )
    )
    s.append(
        rule(
            64,
            "Use of the whip",
            "(1) A rider may carry only a whip of a design approved by the Authority, not more than 68 cm long.",
            "(2) The whip shall not be used more than 7 times in a flat race or more than 8 times in a jumps race.",
            "(3) The whip shall not be used on a horse that is clearly out of contention, or after the winning "
            "post has been passed.",
            "(4) Breaches of this Rule are penalised under Part 12.",
        )
    )
    s.append(
        rule(
            65,
            "Riding out",
            "Every rider shall take all reasonable and permissible measures throughout the race "
            "to ensure that the horse is given a full opportunity to win or to obtain the best possible "
            "placing.",
        )
    )
    s.append(
        rule(
            66,
            "Weighing out and in",
            "(1) Riders shall weigh out not later than 15 minutes before the advertised time of the race.",
            "(2) The riders of the first four horses shall weigh in immediately after the race.",
            "(3) Where a rider weighs in more than 0.5 kg lighter than the weight at weighing out, the horse shall "
            "be disqualified.",
        )
    )
    s.append(
        rule(
            67,
            "Mobile phones",
            "A rider shall not use a mobile phone in the jockeys’ room from 30 minutes before "
            "the first race until after the rider’s last ride of the day, except in the area designated for that "
            "purpose.",
        )
    )
    s.append(part(8, "THE RUNNING OF RACES"))
    s.append(
        rule(
            100,
            "Method of starting",
            "All flat races are started from starting stalls. Jumps races are started by tape or by flag.",
        )
    )
    s.append(
        rule(
            101,
            "False starts",
            "If the stalls do not open properly, the Starter shall declare a false start and "
            "the recall flag shall be raised.",
        )
    )
    s.append(
        rule(
            102,
            "Horse left in the stalls",
            "A horse that fails to leave the stalls when they open properly is "
            "treated as a starter and the race stands.",
        )
    )
    s.append(
        rule(
            103,
            "Course",
            "A horse that passes the wrong side of a marker must return and pass it correctly, "
            "failing which it shall be disqualified.",
        )
    )
    s.append(
        rule(
            104,
            "Dead heats",
            "Where two or more horses dead-heat, the prize money for the places concerned is "
            "added together and divided equally between them.",
        )
    )
    s.append(
        rule(
            105,
            "Photo-finish failure",
            "Where the photo-finish camera fails, the Judge decides the placings on "
            "the Judge’s own observation and on any video recording of the finish.",
        )
    )
    s.append(rule(106, "Remounting", "A rider who falls or is unseated during a race shall not remount."))
    s.append(
        rule(
            107,
            "Void races",
            "(1) The Stewards shall declare a race void if it was run over the wrong distance "
            "or if no horse completed the course.",
            "(2) A void race may be re-run at the same meeting, not earlier than 30 minutes after the original "
            "start, if the Stewards so decide; only horses that were declared runners in the original race may "
            "take part.",
        )
    )
    s.append(part(9, "OBJECTIONS AND INQUIRIES"))
    s.append(
        rule(
            140,
            "Grounds of objection",
            "An objection may be made on the ground that—",
            subs(
                "(a) a horse or its rider caused interference;",
                "(b) a horse was not qualified to run;",
                "(c) a rider was not entitled to ride;",
                "(d) a horse did not run the proper course;",
                "(e) a horse carried the wrong weight.",
            ),
        )
    )
    s.append(
        rule(
            141,
            "Who may object",
            "An objection may be made by the owner, trainer or rider of a horse that ran in "
            "the race, or by the Stewards.",
        )
    )
    s.append(
        rule(
            142,
            "Time for objection",
            "(1) An objection under Rule 140(a), (d) or (e) must be made before the weighed-in signal is given.",
            "(2) An objection under Rule 140(b) or (c) may be made up to 14 days after the race.",
        )
    )
    s.append(
        rule(
            143,
            "Deposit",
            "(1) An objection shall be lodged in writing with the Clerk of the Scales with a deposit of $200.",
            "(2) The deposit is returned if the objection is upheld, or if the Stewards consider that there were "
            "reasonable grounds for it.",
        )
    )
    s.append(
        rule(144, "Withdrawal of objection", "An objection may be withdrawn only with the permission of the Stewards.")
    )
    s.append(
        rule(
            145,
            "Stewards’ inquiries",
            "(1) The Stewards may hold an inquiry into any matter arising at the "
            "meeting, whether or not an objection has been made.",
            "(2) Following an inquiry, the Stewards may—",
            subs(
                "(a) confirm the placings;",
                "(b) place a horse that caused interference immediately behind the horse interfered with, if "
                "they are satisfied that the interference affected the result;",
                "(c) disqualify a horse;",
                "(d) impose a penalty under Part 12.",
            ),
            "(3) A person summoned to an inquiry shall attend. A person who fails to attend without reasonable "
            "excuse may be fined up to $1,000.",
            "(4) A person appearing at an inquiry may be accompanied by another licensed person, but not by a lawyer.",
            "(5) Where a decision under paragraph (2) affects the placings, it shall be announced before the "
            "weighed-in signal is given.",
        )
    )
    s.append(
        rule(
            146,
            "Appeals",
            "(1) A person penalised by the Stewards may appeal to the Racing Appeals Board within 7 "
            "days after the decision, on payment of an appeal fee of $500.",
            "(2) An appeal does not suspend a penalty unless the Board so orders.",
        )
    )
    s.append(
        rule(
            147,
            "Betting",
            "Bets are settled on the placings at the time of the weighed-in signal. A later change "
            "to the placings does not affect bets.",
        )
    )
    s.append(part(10, "PROHIBITED SUBSTANCES"))
    s.append(
        rule(
            160,
            "Prohibition",
            "A horse shall not run in a race with a prohibited substance present in a sample taken from it.",
        )
    )
    s.append(
        rule(
            161,
            "Sampling",
            "(1) The winner of every race shall be sampled, and the Stewards may order any other horse to be sampled.",
            "(2) Each sample is divided into an A portion and a B portion. The trainer may ask for the B portion "
            "to be analysed within 7 days after being notified of an adverse finding on the A portion.",
            "(3) If the B portion confirms the finding, the trainer shall pay the cost of its analysis.",
        )
    )
    s.append(
        rule(
            162,
            "Treatment records",
            "A trainer shall record every treatment given to a horse within 24 hours of "
            "giving it, and keep the record for at least 2 years.",
        )
    )
    s.append(
        rule(
            163,
            "Raceday treatment",
            "No horse may be given any injection in the clear day before the race or on "
            "raceday before running, other than by a Veterinary Officer in an emergency.",
        )
    )
    s.append(
        rule(
            164,
            "Responsibility of trainer",
            "The trainer is responsible for the presence of a prohibited "
            "substance in a horse’s sample whether or not the trainer knew of it.",
        )
    )
    s.append(
        rule(
            165,
            "Consequence for the horse",
            "A horse from which a sample is found to contain a prohibited "
            "substance shall be disqualified from the race.",
        )
    )
    s.append(part(12, "PENALTIES"))
    s.append(
        rule(
            180,
            "Powers",
            "(1) The Stewards may impose a fine of up to $10,000 and a suspension of a licence for up to 6 months.",
            "(2) The Authority’s Disciplinary Panel may impose a fine of up to $50,000, a suspension of up to 5 "
            "years, or warn a person off.",
        )
    )
    s.append(
        rule(
            181,
            "Entry-level penalties",
            "The penalties in Table 12.1 are the starting points for the offences "
            "shown. The Stewards may depart from them where there are aggravating or mitigating factors.",
            "<p class='cap'>Table 12.1 – Entry-level penalties</p>"
            + table(
                [
                    ["Offence", "Penalty"],
                    ["Whip used 1 or 2 times above the limit (Rule 64(2))", "2 racing days’ suspension"],
                    ["Whip used 3 or more times above the limit", "5 racing days’ suspension and a fine of $500"],
                    ["Careless riding", "2 to 6 racing days’ suspension"],
                    ["Dangerous riding", "10 to 21 racing days’ suspension"],
                    ["Failing to ride out (Rule 65)", "14 racing days’ suspension"],
                    ["Weighing in light (Rule 66(3))", "Fine of $300"],
                    ["Overweight not declared (Rule 48)", "Fine of $100"],
                    ["Mobile phone in the jockeys’ room (Rule 67)", "Fine of $750"],
                    ["Prohibited substance, trainer’s first offence", "Fine of $3,000"],
                ],
                widths=["60%", "40%"],
                cls="r",
            ),
        )
    )
    s.append(
        rule(
            182,
            "Suspension days",
            "A suspension in racing days counts only days on which racing takes place "
            "under the authority of the Authority.",
        )
    )
    s.append(
        rule(
            183,
            "Payment of fines",
            "A fine shall be paid within 28 days. A person whose fine is unpaid after that "
            "period is suspended until it is paid.",
        )
    )
    return "".join(s)


RACE_CSS = """
body { font-family: serif; font-size: 10pt; line-height: 1.25; }
h1 { font-family: sans-serif; font-size: 10.5pt; text-align: center; margin-top: 10pt; margin-bottom: 5pt;
     padding: 3pt 0; border-top: 1px solid #000; border-bottom: 1px solid #000; }
h3 { font-family: sans-serif; font-size: 8.5pt; font-weight: bold; font-style: italic; margin-top: 5pt;
     margin-bottom: 1pt; }
p { margin-top: 0; margin-bottom: 2pt; text-align: justify; }
.pp { text-indent: 0; }
.sub { margin-left: 14pt; }
.cap { font-family: sans-serif; font-size: 8pt; font-weight: bold; margin-top: 3pt; }
table.r { border-collapse: collapse; width: 100%; margin: 2pt 0 4pt 0; font-size: 8.5pt; }
table.r th { border-bottom: 1px solid #000; text-align: left; padding: 2px; font-family: sans-serif; }
table.r td { border-bottom: 0.5px dotted #777; padding: 2px; }
"""


def build_race():
    a4 = pymupdf.paper_rect("a4")
    gap = 18
    left, right, top, bottom = 56, 539, 76, 786
    colw = (right - left - gap) / 2

    def frames(_page, seg):
        if seg == 0:
            return [pymupdf.Rect(70, 150, 525, 780)]
        return [pymupdf.Rect(left, top, left + colw, bottom), pymupdf.Rect(left + colw + gap, top, right, bottom)]

    layout = Layout(a4, frames, RACE_CSS)
    cover = (
        "<p style='font-family:sans-serif;font-size:12pt;text-align:center;letter-spacing:3pt'>KESTREL TURF "
        "AUTHORITY</p><p style='font-size:34pt;text-align:center;margin-top:110pt;font-weight:bold'>RULES OF "
        "RACING</p><p style='font-size:28pt;text-align:center'>2025</p>"
        "<p style='font-size:10pt;text-align:center;margin-top:40pt'>In force from 1 January 2025</p>"
        "<p style='font-size:9pt;text-align:center;margin-top:200pt'>Published by the Kestrel Turf Authority, Racing "
        "Calendar Office. Parts 3, 5, 7 and 11 (registration of owners and horses, trainers, race programmes and "
        "bookmakers) are published separately in the Registration Rules.</p>"
    )
    body = ["<h1>" + x for x in race_body().split("<h1>") if x]  # every Part starts a page
    doc, pos = render(layout, [cover, *body])
    parts = current_at(pos, 1, doc.page_count, top=110)
    for i, page in enumerate(doc):
        if i == 0:
            continue
        m = re.match(r"PART\s*(\d+)\s*(.*)", " ".join(parts[i].split()))
        part = f"Part {m.group(1)} – {m.group(2).title().replace(' And ', ' and ').replace(' Of ', ' of ')}"
        page.draw_line((left + colw + gap / 2, top), (left + colw + gap / 2, bottom), color=(0.5, 0.5, 0.5), width=0.4)
        box(
            page,
            pymupdf.Rect(left, 40, right, 58),
            "<table style='width:100%;font-family:sans-serif;font-size:7.5pt'><tr><td>Rules of Racing 2025</td>"
            f"<td style='text-align:right'>{part}</td></tr></table>",
        )
        page.draw_line((left, 60), (right, 60), color=(0, 0, 0), width=0.5)
        align = "right" if i % 2 == 0 else "left"
        box(
            page,
            pymupdf.Rect(left, 795, right, 812),
            f"<p style='font-family:serif;font-size:9pt;text-align:{align}'>{i}</p>",
        )
    save(doc, RACE_NAME)


if __name__ == "__main__":
    build_fire()
    build_pharm()
    build_ins()
    build_air()
    build_lift()
    build_race()
