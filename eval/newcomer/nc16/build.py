# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc16 newcomer documents: six invented regulation-style documents in genres and layouts not used by nc5-nc15.
Run from anywhere:

    python eval/newcomer/nc16/build.py

writes into eval/newcomer/nc16/docs/:

- north_caldara_hb2117_home_improvement_bill.pdf  a state legislature's bill as introduced (US Legal, Times): line
                                                  numbers 1-25 down the left margin of every page, "SECTION 3." heads,
                                                  amendments "by striking "$150" and inserting "$210"", a section
                                                  re-enacted in full with struck [bracketed] old text and underlined
                                                  new text
- orrin_county_building_code_ch10_egress.pdf      a county building code chapter in a model-code style (US Letter,
                                                  sans, two columns): "1009.4.2" sections, "Exception:" and
                                                  "Exceptions: 1. 2." blocks, tables with footnotes a, b, c
- bplsa_tps2_trampoline_parks_standard.pdf        a trampoline-park safety standard (A4): a single-column first page,
                                                  then two-column pages of numbered clauses, a borderless supervision
                                                  table, a boxed "Operator checklist" annex
- halvor_250sc_fungicide_label.pdf                a crop-protection product label (170 x 240 mm): warning panels, a
                                                  "Directions for use" table run over a page break, numbered table
                                                  footnotes, a terms list
- tricounty_flag_football_rules_2025.pdf          a youth flag-football league's rule book with case plays (6 x 9 in,
                                                  serif): "Rule 8-2-3" citations, "8.2.3 SITUATION A: ... RULING: ..."
                                                  case plays, page-foot footnotes, a borderless penalty summary
- marrowby_ey3_day_care_licensing_standard.html   a county's day-care licensing standard (HTML): <details>/<summary>
                                                  parts, nested ordered lists, a ratio table by age band

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import re
import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import esc, flow, join, one_page, paginate, save_pdf, split_notes, stamp  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
LETTER = pymupdf.paper_rect("letter")
LEGAL = pymupdf.paper_rect("legal")
LABEL = pymupdf.Rect(0, 0, 482, 680)  # 170 x 240 mm
BOOK = pymupdf.Rect(0, 0, 432, 648)  # 6 x 9 in


def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc16 build.py", "D:20250801000000Z")


# == 1. A legislature's bill as introduced (US Legal: numbered lines, amendments by striking and inserting) ========
BILL_TITLE = """<p style="text-align:center; font-size:11pt"><b>NORTH CALDARA GENERAL ASSEMBLY</b></p>
<p style="text-align:center; font-size:10pt">2025 REGULAR SESSION</p>
<p style="text-align:center; font-size:18pt; margin-top:10pt"><b>HOUSE BILL No. 2117</b></p>
<p style="text-align:center; font-size:10pt; margin-top:4pt">INTRODUCED</p>
<p style="text-align:center; font-size:10pt; margin-top:10pt">By Representatives Marisol Okafor and Dean Lindgren</p>
<p style="text-align:center; font-size:10pt">Read first time February 11, 2025, and referred to the Committee on Consumer Protection and Commerce</p>
<p style="font-size:8.5pt; margin-top:14pt; border-top:0.6pt solid #000; padding-top:4pt">EXPLANATION: Matter in brackets and struck through [thus] is existing law to be omitted. Matter underlined is new.</p>"""

# One paragraph a line: "indent|hanging indent|text"; **bold**, __underlined (new matter)__, [[struck (old matter)]].
BILL_TEXT = """
0|0|**A BILL FOR AN ACT** relating to home improvement contracts; amending sections 44-201, 44-203, 44-207, 44-211, 44-215 and 44-219 of the North Caldara Revised Statutes; adding a new section 44-216; and providing an effective date.
0|0|**BE IT ENACTED BY THE GENERAL ASSEMBLY OF THE STATE OF NORTH CALDARA:**
0|0|**SECTION 1.** SHORT TITLE. This Act may be cited as the “Home Improvement Consumer Protection Amendments Act of 2025”.
0|0|**SECTION 2.** DEFINITIONS. Section 44-201 of the North Caldara Revised Statutes is amended by adding at the end the following new subsections:
36|0|“(k) “Emergency repair” means work that is needed at once to stop water entering a dwelling, to restore heating to an occupied dwelling between October 1 and April 30, or to make safe a structure damaged by storm, fire or the impact of a vehicle.
36|0|(l) “Senior homeowner” means an owner of a dwelling who is 65 years of age or older and who occupies the dwelling as the owner’s principal residence.
36|0|(m) “Substantial completion” means the stage at which the work is complete enough for the owner to occupy or use it for its intended purpose, as certified in writing by the contractor and not disputed in writing by the owner within 10 days.”
0|0|**SECTION 3.** REGISTRATION. Section 44-203 of the North Caldara Revised Statutes is amended—
36|0|(1) in subsection (a), relating to the fee for registration as a home improvement contractor, by striking “$150” and inserting “$210”;
36|0|(2) in subsection (c), relating to the period for which a registration is valid, by striking “two years” and inserting “three years”;
36|0|(3) in subsection (d), relating to the continuing education that a contractor completes before renewing a registration, by striking “4 hours” and inserting “6 hours”; and
36|0|(4) by adding at the end the following new subsection:
72|0|“(f) A contractor shall show its registration number on every written contract, estimate and advertisement, and on both sides of each vehicle used in the business in letters at least 2 inches high.”
0|0|**SECTION 4.** DEPOSITS. Section 44-207 of the North Caldara Revised Statutes is amended to read:
36|0|“44-207. Deposits. (a) Before the work begins, a contractor shall not demand or accept a deposit of more than [[one-third]] __25 percent__ of the contract price or [[$5,000]] __$7,500__, whichever is less.
36|0|__(b) Where the owner is a senior homeowner, the deposit shall not exceed 10 percent of the contract price.__
36|0|[[(b)]] __(c)__ A deposit may be used only to buy materials for the work and to secure the contractor’s place in its schedule. A contractor that takes a deposit shall begin the work within [[45]] __30__ days of the start date stated in the contract, unless the delay is caused by the owner or by the weather.
36|0|[[(c)]] __(d)__ Where a contractor does not begin the work as required by subsection [[(b)]] __(c)__, the owner may cancel the contract by written notice, and the contractor shall refund the whole deposit within [[30]] __10__ days of the notice.
36|0|__(e) This section does not apply to an emergency repair.__”
0|0|**SECTION 5.** RIGHT TO CANCEL. Section 44-211 of the North Caldara Revised Statutes is amended—
36|0|(1) in subsection (a), relating to the owner’s right to cancel a contract signed at the owner’s home, by striking “3 business days” and inserting “5 business days”; and
36|0|(2) in subsection (b), relating to the notice of cancellation rights that the contractor gives the owner, by striking “10-point” and inserting “12-point”.
0|0|**SECTION 6.** CHANGE ORDERS AND FINAL PAYMENT. The North Caldara Revised Statutes are amended by adding after section 44-215 the following new section:
36|0|“44-216. Change orders; final payment. (a) Any change to the work that increases the contract price by more than $500 shall be set out in a written change order, signed by the contractor and the owner before the changed work begins.
36|0|(b) A contractor carrying out an emergency repair may begin the work on the owner’s oral agreement, but shall give the owner a written contract within 48 hours of starting the work.
36|0|(c) An owner may withhold up to 5 percent of the contract price until substantial completion. The contractor shall not charge interest on an amount withheld under this subsection.
36|0|(d) Before receiving final payment, a contractor shall give the owner written lien waivers from every subcontractor and supplier paid more than $1,000 for the work.”
0|0|**SECTION 7.** PENALTIES. Section 44-215 of the North Caldara Revised Statutes is amended—
36|0|(1) in subsection (a), relating to civil penalties for a violation of this chapter, by striking “$1,000” and inserting “$2,500”;
36|0|(2) in subsection (b), relating to contracting without a registration, by striking “Class C misdemeanor” and inserting “Class B misdemeanor”;
36|0|(3) by redesignating subsection (c) as subsection (d); and
36|0|(4) by inserting after subsection (b) the following new subsection:
72|0|“(c) Where a violation is committed against a senior homeowner, the court may impose a civil penalty of up to twice the amount set out in subsection (a). A contractor is liable under this section for the acts of its salespersons.”
0|0|**SECTION 8.** GUARANTY FUND. Section 44-219(c) of the North Caldara Revised Statutes, relating to the most that the Home Improvement Guaranty Fund pays on a single claim, is amended by striking “$10,000” and inserting “$15,000”.
0|0|**SECTION 9.** RULES. The Department of Licensing and Consumer Affairs shall adopt rules to carry out this Act no later than December 31, 2025, including the form of the notice of cancellation required by section 44-211(b) as amended by Section 5 of this Act.
0|0|**SECTION 10.** APPLICATION. This Act applies to contracts signed on or after its effective date. A contract signed before that date is governed by the law in force when it was signed.
0|0|**SECTION 11.** EFFECTIVE DATE. This Act takes effect on July 1, 2026, except that Section 9 takes effect upon passage.
"""

BILL_R = pymupdf.Font("tiro")
BILL_B = pymupdf.Font("tibo")
BILL_SIZE = 12.0


def bill_words(text: str) -> list[tuple[str, str, bool]]:
    """
    (word, style, glued) triples: style 'r' regular, 'b' bold, 'u' underlined new matter, 's' struck old matter (in
    brackets); glued: no space before the word (punctuation straight after a marked run).
    """
    out: list[tuple[str, str, bool]] = []
    prev = " "
    for part in re.split(r"(\*\*.+?\*\*|__.+?__|\[\[.+?\]\])", text):
        if not part:
            continue
        if part.startswith("**"):
            style, part = "b", part[2:-2]
        elif part.startswith("__"):
            style, part = "u", part[2:-2]
        elif part.startswith("[["):
            style, part = "s", "[" + part[2:-2] + "]"
        else:
            style = "r"
        glue = bool(out) and not part[0].isspace() and not prev[-1].isspace()
        for k, w in enumerate(part.split()):
            out.append((w, style, glue and k == 0))
        prev = part
    return out


def font_of(style: str) -> pymupdf.Font:
    """The bill's font for a style: bold for 'b', roman otherwise."""
    return BILL_B if style == "b" else BILL_R


def bill_lines(width: float) -> list[tuple[float, list[tuple[str, str, bool]]]]:
    """Wrap the bill's paragraphs into lines: (indent, [(word, style, glued), ...])."""
    space = BILL_R.text_length(" ", fontsize=BILL_SIZE)
    lines = []
    for para in BILL_TEXT.strip().splitlines():
        first, rest, text = para.split("|", 2)
        indent, line, used = float(first), [], 0.0
        for word, style, glue in bill_words(text):
            w = font_of(style).text_length(word, fontsize=BILL_SIZE) + (0 if glue or not line else space)
            if line and not glue and indent + used + w > width:
                lines.append((indent, line))
                indent, line, used = float(rest), [], 0.0
                w -= space
            line.append((word, style, glue))
            used += w
        lines.append((indent, line))
    return lines


def bill_draw_line(
    page: pymupdf.Page, tw: pymupdf.TextWriter, x: float, y: float, words: list[tuple[str, str, bool]]
) -> None:
    """Print one line as runs of words of one style; underline new matter, strike through old matter."""
    runs: list[tuple[str, str, bool]] = []
    for word, style, glue in words:
        if runs and runs[-1][1] == style:
            runs[-1] = (runs[-1][0] + ("" if glue else " ") + word, style, runs[-1][2])
        else:
            runs.append((word, style, glue))
    for k, (text, style, glue) in enumerate(runs):
        if k and not glue:
            tw.append((x, y), " ", font=BILL_R, fontsize=BILL_SIZE)
            x += BILL_R.text_length(" ", fontsize=BILL_SIZE)
        f = font_of(style)
        tw.append((x, y), text, font=f, fontsize=BILL_SIZE)
        w = f.text_length(text, fontsize=BILL_SIZE)
        if style == "u":
            page.draw_line((x, y + 1.6), (x + w, y + 1.6), width=0.6)
        elif style == "s":
            page.draw_line((x, y - 3.8), (x + w, y - 3.8), width=0.6)
        x += w


def build_bill() -> None:
    """The bill (PDF, US Legal): a title block, then 25 numbered lines on every page."""
    left, right = 104.0, LEGAL.width - 72
    lines = bill_lines(right - left)
    doc = pymupdf.open()
    pages: list[list[tuple[float, list[tuple[str, str, bool]]]]] = [lines[:25]]
    rest = lines[25:]
    while rest:
        pages.append(rest[:25])
        rest = rest[25:]
    n = len(pages)
    for i, chunk in enumerate(pages):
        page = doc.new_page(width=LEGAL.width, height=LEGAL.height)
        if i == 0:
            page.insert_htmlbox(pymupdf.Rect(72, 64, LEGAL.width - 72, 270), BILL_TITLE, css="* {font-family: serif}")
            top, step = 296.0, 26.0
        else:
            top, step = 112.0, 33.0
        tw = pymupdf.TextWriter(page.rect)
        for k in range(25):
            y = top + k * step
            num = str(k + 1)
            tw.append((84 - BILL_R.text_length(num, fontsize=10), y), num, font=BILL_R, fontsize=10)
            if k < len(chunk):
                indent, words = chunk[k]
                bill_draw_line(page, tw, left + indent, y, words)
        tw.write_text(page)
        page.draw_line((94, top - 16), (94, top + 24 * step + 8), width=0.5)
        page.draw_line((96.5, top - 16), (96.5, top + 24 * step + 8), width=0.5)
        stamp(
            page,
            pymupdf.Rect(72, 36, LEGAL.width - 72, 50),
            '<table style="width:100%"><tr><td>2025 Regular Session</td><td style="text-align:right"><b>HB 2117</b></td></tr></table>',
            "* {font-family: serif; font-size: 9pt}",
        )
        stamp(
            page,
            pymupdf.Rect(72, LEGAL.height - 48, LEGAL.width - 72, LEGAL.height - 34),
            f'<table style="width:100%"><tr><td>LRB 25-0412/3</td><td style="text-align:center">Page {i + 1} of {n}</td><td style="text-align:right">INTRODUCED</td></tr></table>',
            "* {font-family: serif; font-size: 8pt}",
        )
    save(doc, "north_caldara_hb2117_home_improvement_bill.pdf")


# == 2. A county building code chapter (US Letter, two columns, Exception blocks, tables with lettered footnotes) ==
CODE_TEXT = """
S|1001|ADMINISTRATION
P|1001.1|Scope.|This chapter sets the requirements for the routes by which the occupants of a building leave it in a fire or other emergency. It applies to new buildings, to additions, and to the parts of existing buildings that are altered or that change occupancy.
P|1001.2|Upkeep of egress routes.|Every part of a means of egress shall be kept clear and usable at all times while the building is occupied. Goods, furniture and waste shall not be stored within 1.0 m of an exit door, on a stairway or in an exit passageway.
P|1001.3|Effective date.|This chapter applies to permits applied for on or after March 1, 2025. Permits applied for before that date are reviewed under the 2019 edition of this code.
P|1001.4|Related chapters.|Accessible means of egress are covered by Section 1008 and fire alarm systems by Chapter 9. Where this chapter and another chapter conflict, the more restrictive requirement applies.
S|1002|DEFINITIONS
P|1002.1|Definitions.|The following terms, where used in this chapter, have the meanings shown here.
D|COMMON PATH OF EGRESS TRAVEL.|The part of the exit access that occupants walk before they reach the point at which they can choose between two separate routes to two different exits.
D|EXIT.|The part of a means of egress that is separated from the rest of the building by fire-resistance-rated walls and floors and leads to the exit discharge, such as an enclosed stairway or a door straight to the outside.
D|EXIT ACCESS.|The part of a means of egress that leads from any occupied point in a building to an exit.
D|EXIT DISCHARGE.|The part of a means of egress between the end of an exit and a public way.
D|GUARD.|A barrier along the open side of a walking surface that reduces the chance of a person falling to a lower level.
D|NOSING.|The front edge of a tread, and of a landing at the top of a flight of stairs.
D|OCCUPANT LOAD.|The number of people for whom the means of egress of a building or part of a building is designed.
D|PANIC HARDWARE.|A door latch that is released by pressing, in the direction of egress travel, a bar or pad that spans at least half the width of the door leaf.
D|WINDER.|A tread whose nosing is not parallel to the nosings of the treads above and below it, used to change the direction of a stairway.
S|1004|OCCUPANT LOAD
P|1004.1|Design occupant load.|The occupant load of a room or space is the larger of (1) its floor area divided by the occupant load factor in Table 1004.5 and (2) the number of people the room is actually designed or arranged for.
P|1004.5|Areas without fixed seats.|In areas without fixed seats, the occupant load shall be found using the factors in Table 1004.5. Where a space has two or more functions, the factor for each function applies to the area used for it.
T|1004.5
P|1004.6|Fixed seats.|In areas with fixed seats the occupant load is the number of seats. For benches without dividing arms, one person shall be counted for each 450 mm of bench, and for booths in dining areas one person for each 600 mm of booth seat.
P|1004.7|Posting.|Every room used for assembly with an occupant load of 50 or more shall have its maximum occupant load posted on a durable sign near the main exit or exit access doorway. The sign is provided by the owner and kept legible.
S|1005|EGRESS WIDTH
P|1005.3.1|Stairways.|The capacity, in millimetres, of a means of egress stairway shall be not less than the occupant load it serves multiplied by 8 mm per occupant.
E|In buildings fitted throughout with an automatic sprinkler system and an emergency voice/alarm communication system, a factor of 5.5 mm per occupant may be used.
P|1005.3.2|Other egress components.|The capacity, in millimetres, of doors, ramps and corridors shall be not less than the occupant load they serve multiplied by 5 mm per occupant.
E|In buildings fitted throughout with an automatic sprinkler system and an emergency voice/alarm communication system, a factor of 4 mm per occupant may be used.
P|1005.4|No reduction along the route.|The capacity of a means of egress shall not decrease in the direction of egress travel.
S|1006|NUMBER OF EXITS
P|1006.2|Rooms with one exit access doorway.|A room may have a single exit access doorway where its occupant load is not more than 49 and its common path of egress travel is not more than 23 m, or 30 m in a building fitted throughout with an automatic sprinkler system.
P|1006.3|Stories.|Each story shall have at least the number of exits given in Table 1006.3 for the occupant load of that story.
T|1006.3
S|1009|STAIRWAYS
P|1009.2|Width.|Stairways shall have a clear width of not less than 1,120 mm. A stairway that serves an area of refuge shall have a clear width of not less than 1,250 mm between handrails.
X|
N|1.|Stairways serving an occupant load of fewer than 50: 915 mm.
N|2.|Spiral stairways as allowed by Section 1009.12.
P|1009.3|Headroom.|Stairways shall have a headroom clearance of not less than 2,030 mm, measured vertically from the slope line joining the tread nosings.
E|Spiral stairways may have a headroom clearance of 1,980 mm.
P|1009.4|Treads and risers.|Stair treads and risers shall meet Sections 1009.4.1 to 1009.4.3.
P|1009.4.1|Uniformity.|Within any flight of stairs, the tallest riser shall not exceed the shortest by more than 10 mm, and the deepest tread shall not exceed the shallowest by more than 10 mm.
P|1009.4.2|Riser height and tread depth.|Stair risers shall be not more than 185 mm and not less than 100 mm high. Rectangular treads shall be not less than 270 mm deep, measured horizontally between the nosings of adjacent treads.
X|
N|1.|Within a dwelling unit of Group R-3, and in a stairway serving only one dwelling unit, risers may be up to 200 mm high and treads not less than 250 mm deep.
N|2.|Stairways serving only mechanical equipment spaces or a roof that is not occupied may have risers up to 230 mm high and treads not less than 230 mm deep.
N|3.|Spiral stairways as allowed by Section 1009.12.
P|1009.4.3|Winders.|Winders shall not be used in a means of egress stairway except within a dwelling unit. A winder shall be not less than 270 mm deep measured 300 mm from its narrow end, and not less than 150 mm deep at any point.
P|1009.5|Landings.|There shall be a landing at the top and at the bottom of every stairway, at least as wide as the stairway. In a straight run the depth of a landing need not exceed 1,220 mm.
P|1009.6|Rise of a flight.|A flight of stairs shall not rise more than 3,650 mm between floors or landings.
P|1009.12|Spiral stairways.|Spiral stairways may form part of a means of egress only within a dwelling unit, or from a space of not more than 23 m² serving not more than five occupants. A spiral stairway shall have a clear width of at least 660 mm, risers of not more than 240 mm, and treads at least 190 mm deep measured 300 mm from the narrow edge.
P|1009.14|Alternating tread devices.|Alternating tread devices may be used only as a means of egress from a mechanical equipment platform or an unoccupied roof of not more than 23 m².
S|1010|DOORS
P|1010.1.1|Size of doors.|An egress door shall give a clear width of not less than 815 mm, measured between the face of the door and the stop with the door open at 90 degrees. A swinging door leaf shall be not more than 1,220 mm wide, and egress doors shall be not less than 2,030 mm high.
X|
N|1.|The minimum width does not apply to the door of a storage closet of less than 1.0 m² in area.
N|2.|Interior egress doors within a dwelling unit of Group R-3 shall have a clear width of not less than 760 mm.
N|3.|In Group I-2, a door used to move patients in beds shall have a clear width of not less than 1,050 mm.
P|1010.1.2|Door swing.|Egress doors shall be side-hinged swinging doors. A door shall swing in the direction of egress travel where it serves a room or area with an occupant load of 50 or more, or any Group H occupancy.
X|
N|1.|Private garages, and office, factory and storage areas with an occupant load of 10 or less.
N|2.|A manually operated horizontal sliding door may be used in a means of egress from a space with an occupant load of 10 or less.
P|1010.1.3|Opening force.|The force needed to push or pull open an interior swinging egress door, other than a fire door, shall not exceed 25 N. For other doors, the latch shall release at not more than 67 N, the door shall be set in motion at not more than 135 N, and the door shall swing fully open at not more than 67 N.
P|1010.1.9|Panic hardware.|A door serving a Group A or E occupancy with an occupant load of 50 or more, or any Group H occupancy, shall not have a latch or lock unless it is panic hardware.
E|In Group A occupancies with an occupant load of 300 or less, the main exterior door may have a key-operated lock on the egress side, provided a sign next to the door, in letters at least 25 mm high, states that the door stays unlocked while the building is occupied.
S|1011|HANDRAILS
P|1011.2|Height.|Handrails shall be of uniform height, not less than 860 mm and not more than 960 mm above the nosings of the treads.
P|1011.3|Graspability.|A handrail with a circular cross section shall have an outside diameter of not less than 32 mm and not more than 50 mm.
P|1011.5|Extensions.|Handrails shall return to a wall, guard or walking surface, or continue to the handrail of the next flight. Where handrails are not continuous between flights, they shall extend level for at least 305 mm beyond the top riser, and continue to slope for the depth of one tread beyond the bottom riser.
E|Within a dwelling unit that is not required to be accessible, handrails need only run from the top riser to the bottom riser.
P|1011.6|Clearance.|The clear space between a handrail and a wall shall be not less than 40 mm.
S|1012|GUARDS
P|1012.1|Where required.|Guards shall be provided along the open sides of walking surfaces, stairs, ramps and landings that are more than 760 mm above the floor or grade below at any point within 600 mm of the open side.
P|1012.2|Height.|Required guards shall be not less than 1,100 mm high, measured vertically from the walking surface or from the line joining the tread nosings.
X|
N|1.|In Group R-3, and within dwelling units of Group R-2, a guard whose top rail also serves as a handrail on a stair may be 860 mm to 960 mm high.
N|2.|On alternating tread devices and ship's ladders, a guard whose top rail also serves as a handrail shall be not less than 760 mm high.
P|1012.3|Openings.|Required guards shall not have openings that let a sphere 110 mm in diameter pass through, from the walking surface up to the required guard height.
E|The triangular openings at the open side of a stair, formed by the riser, the tread and the bottom rail of the guard, shall not let a sphere 160 mm in diameter pass through.
S|1013|EXIT SIGNS
P|1013.1|Where required.|Exits and exit access doors shall be marked by an exit sign that can be seen from every direction of egress travel. Exit signs shall be placed so that no point in an exit access corridor is more than 30 m from the nearest visible sign.
X|
N|1.|Exit signs are not required in rooms or areas that need only one exit or exit access doorway.
N|2.|Main exterior exit doors that are plainly recognisable as exits need not have exit signs where the building official approves.
N|3.|Exit signs are not required in the sleeping areas of Group R-1, R-2 and R-3 occupancies.
P|1013.3|Illumination.|Exit signs shall be lit internally or externally. The face of an externally lit sign shall receive not less than 60 lux.
P|1013.4|Power supply.|Exit signs shall be lit at all times, and shall be connected to an emergency power supply that keeps them lit for not less than 90 minutes after the normal supply fails.
S|1017|EXIT ACCESS TRAVEL DISTANCE
P|1017.2|Limits.|Exits shall be placed on each story so that the exit access travel distance does not exceed the distance given in Table 1017.2 for the occupancy.
T|1017.2
P|1017.3|Measurement.|Travel distance on stairways within the exit access is measured along the slope line joining the tread nosings, and is included in the travel distance.
"""

CODE_TABLES = {
    "1004.5": """<p class="cap">TABLE 1004.5<br>OCCUPANT LOAD FACTORS</p>
<table class="c"><tr><th>FUNCTION OF SPACE</th><th>OCCUPANT LOAD FACTOR<sup>a</sup><br>(m² per occupant)</th></tr>
<tr><td>Accessory storage areas, mechanical equipment rooms</td><td>28 gross</td></tr>
<tr><td>Assembly, concentrated (chairs only, not fixed)</td><td>0.7 net</td></tr>
<tr><td>Assembly, standing space</td><td>0.5 net</td></tr>
<tr><td>Assembly, unconcentrated (tables and chairs)</td><td>1.5 net</td></tr>
<tr><td>Business areas</td><td>11 gross</td></tr>
<tr><td>Commercial kitchens</td><td>18 gross</td></tr>
<tr><td>Day care<sup>c</sup></td><td>3.5 net</td></tr>
<tr><td>Educational, classrooms</td><td>2.2 net</td></tr>
<tr><td>Educational, workshops and vocational rooms</td><td>5 net</td></tr>
<tr><td>Exercise rooms</td><td>5 gross</td></tr>
<tr><td>Industrial areas</td><td>10 gross</td></tr>
<tr><td>Library, reading rooms</td><td>5 net</td></tr>
<tr><td>Library, stack areas</td><td>10 gross</td></tr>
<tr><td>Mercantile, sales floor<sup>b</sup></td><td>6 gross</td></tr>
<tr><td>Parking garages</td><td>20 gross</td></tr>
<tr><td>Residential</td><td>20 gross</td></tr>
<tr><td>Swimming pools, water surface</td><td>5 gross</td></tr>
<tr><td>Swimming pools, decks</td><td>3 gross</td></tr>
<tr><td>Warehouses</td><td>50 gross</td></tr></table>
<p class="fn">a. “Net” floor area leaves out corridors, stairways, toilet rooms, mechanical rooms and closets. “Gross” floor area is measured inside the exterior walls and includes them.</p>
<p class="fn">b. For a sales floor on a story below grade, the factor is 3 gross.</p>
<p class="fn">c. For a day care room used only by infants in cribs, the factor is 4.5 net.</p>""",
    "1006.3": """<p class="cap">TABLE 1006.3<br>MINIMUM NUMBER OF EXITS FOR OCCUPANT LOAD</p>
<table class="b"><tr><th>OCCUPANT LOAD PER STORY</th><th>MINIMUM NUMBER OF EXITS PER STORY</th></tr>
<tr><td>1–400</td><td>2</td></tr>
<tr><td>401–900</td><td>3</td></tr>
<tr><td>More than 900</td><td>4</td></tr></table>""",
    "1017.2": """<p class="cap">TABLE 1017.2<br>EXIT ACCESS TRAVEL DISTANCE<sup>a</sup></p>
<table class="c"><tr><th>OCCUPANCY</th><th>WITHOUT SPRINKLER SYSTEM (m)</th><th>WITH SPRINKLER SYSTEM (m)</th></tr>
<tr><td>A, E, F-1, M, R, S-1</td><td>60</td><td>75<sup>b</sup></td></tr>
<tr><td>B</td><td>60</td><td>90</td></tr>
<tr><td>F-2, S-2, U</td><td>90</td><td>120</td></tr>
<tr><td>H-1</td><td>NP<sup>c</sup></td><td>22</td></tr>
<tr><td>H-2</td><td>NP<sup>c</sup></td><td>30</td></tr>
<tr><td>I-2, I-3</td><td>NP<sup>c</sup></td><td>60</td></tr></table>
<p class="fn">a. Measured along the natural and unobstructed path of egress travel from the most remote point of the story to the entrance of the nearest exit.</p>
<p class="fn">b. In Group R-3 and R-4 buildings fitted throughout with an automatic sprinkler system, the distance may be increased to 90 m.</p>
<p class="fn">c. NP = not permitted: these occupancies shall be fitted throughout with an automatic sprinkler system.</p>""",
}

CODE_CSS = """
body {font-family: sans-serif; font-size: 8.1pt; line-height: 1.22}
p {margin-top: 0pt; margin-bottom: 3pt; text-align: justify}
p.sec {text-align: center; font-weight: bold; font-size: 8.8pt; margin-top: 7pt; margin-bottom: 4pt}
p.def {text-indent: 0pt}
p.exc {margin-left: 12pt}
p.exi {margin-left: 22pt; text-indent: -10pt}
p.cap {text-align: center; font-weight: bold; font-size: 7.8pt; margin-top: 4pt; margin-bottom: 2pt}
p.fn {font-size: 7pt; margin-left: 8pt; text-indent: -8pt; margin-bottom: 1.5pt}
table.c {border-collapse: collapse; width: 100%; font-size: 7.3pt; margin-bottom: 2pt}
table.c th {border: 0.5pt solid #000000; padding: 1.5pt; font-weight: bold; text-align: center}
table.c td {border: 0.5pt solid #000000; padding: 1.5pt}
table.b {border-collapse: collapse; width: 100%; font-size: 7.3pt; margin-bottom: 4pt}
table.b th {border-top: 0.8pt solid #000000; border-bottom: 0.5pt solid #000000; padding: 1.5pt; text-align: center}
table.b td {padding: 1.5pt; text-align: center}
"""


def code_html() -> str:
    """The chapter's markup: section heads, paragraphs with bold ids, definitions, Exception blocks, tables."""
    out = []
    for line in CODE_TEXT.strip().splitlines():
        kind, _, rest = line.partition("|")
        if kind == "S":
            num, title = rest.split("|")
            out.append(f'<p class="sec">SECTION {num}<br>{esc(title)}</p>')
        elif kind == "P":
            num, title, text = rest.split("|")
            out.append(f"<p><b>{num} {esc(title)}</b> {esc(text)}</p>")
        elif kind == "D":
            term, text = rest.split("|")
            out.append(f'<p class="def"><b>{esc(term)}</b> {esc(text)}</p>')
        elif kind == "E":
            out.append(f'<p class="exc"><b><i>Exception:</i></b> {esc(rest)}</p>')
        elif kind == "X":
            out.append('<p class="exc"><b><i>Exceptions:</i></b></p>')
        elif kind == "N":
            num, text = rest.split("|")
            out.append(f'<p class="exi">{num} {esc(text)}</p>')
        elif kind == "T":
            out.append(CODE_TABLES[rest])
    return "\n".join(out)


def build_code() -> None:
    """The building code chapter (PDF, US Letter, two columns)."""
    x0, x1, gap = 50.0, LETTER.width - 50, 18.0
    mid = (x0 + x1) / 2

    def rects(n: int) -> list[pymupdf.Rect]:
        top = 150.0 if n == 0 else 62.0
        bottom = LETTER.height - 56
        return [pymupdf.Rect(x0, top, mid - gap / 2, bottom), pymupdf.Rect(mid + gap / 2, top, x1, bottom)]

    doc = flow(code_html(), CODE_CSS, LETTER, rects)
    n = doc.page_count
    for i, page in enumerate(doc):
        if i == 0:
            page.insert_htmlbox(
                pymupdf.Rect(x0, 60, x1, 140),
                """<p style="text-align:center; font-size:16pt"><b>CHAPTER 10</b></p>
                <p style="text-align:center; font-size:13pt; margin-top:3pt"><b>MEANS OF EGRESS</b></p>
                <p style="text-align:center; font-size:8pt; margin-top:6pt">Orrin County Building Code, 2024 edition, as adopted by County Ordinance 24-31. Metric units are mandatory.</p>""",
                css="* {font-family: sans-serif}",
            )
            page.draw_line((x0, 144), (x1, 144), width=1.2)
        else:
            stamp(page, pymupdf.Rect(x0, 34, x1, 46), '<p style="text-align:center"><b>MEANS OF EGRESS</b></p>')
            page.draw_line((x0, 50), (x1, 50), width=0.5)
        page.draw_line((mid, 150.0 if i == 0 else 62.0), (mid, LETTER.height - 56), width=0.3)
        folio = f"10-{i + 1}"
        left, right = (
            (folio, "2024 ORRIN COUNTY BUILDING CODE") if i % 2 else ("2024 ORRIN COUNTY BUILDING CODE", folio)
        )
        stamp(
            page,
            pymupdf.Rect(x0, LETTER.height - 40, x1, LETTER.height - 28),
            f'<table style="width:100%"><tr><td>{left}</td><td style="text-align:right">{right}</td></tr></table>',
        )
    assert n >= 3
    save(doc, "orrin_county_building_code_ch10_egress.pdf")


# == 3. Trampoline-park safety standard (A4: single-column first page, two-column clauses, boxed checklist) ======
TPS_FRONT = """<p style="font-size:9pt; color:#7a1f1f"><b>BELLHAVEN PLAY AND LEISURE SAFETY ASSOCIATION</b></p>
<p style="font-size:22pt; margin-top:6pt"><b>TPS 2:2025</b></p>
<p style="font-size:15pt; margin-top:2pt"><b>Trampoline parks — Design, operation and supervision</b></p>
<p style="font-size:9.5pt; margin-top:4pt">Second edition · published 3 March 2025 · replaces TPS 2:2021</p>
<h2>Foreword</h2>
<p>This standard was prepared by the Association's Technical Panel TP/6, which includes park operators, inspectors, insurers and a paediatric emergency consultant. It replaces TPS 2:2021, which is withdrawn on 30 September 2025. Until then, a park may be assessed against either edition.</p>
<p>The main changes from TPS 2:2021 are:</p>
<p class="li">a) the main-court supervision ratio is now 1 court marshal for every 20 jumpers (it was 1 for every 30 jumpers);</p>
<p class="li">b) foam pits are filled to a depth of at least 1.8 m (it was 1.5 m);</p>
<p class="li">c) new clauses on ninja courses (4.7 and 5.6) and on toddler sessions (5.4 and 7.1);</p>
<p class="li">d) the daily check is now made on the operator checklist in Annex A.</p>
<p>In this standard “shall” states a requirement and “should” a recommendation. Clause references such as “7.3” are to clauses of this standard.</p>
<h2>1 Scope</h2>
<p>1.1 This standard applies to indoor trampoline parks open to the public for a fee, including their courts, foam pits, airbags, dodgeball courts, ninja courses and toddler areas.</p>
<p>1.2 It does not apply to domestic garden trampolines, or to trampolines used by gymnastics clubs for coached training of their members.</p>
<h2>2 Terms and definitions</h2>
<p>For the purposes of this standard the following terms apply.</p>
<p class="d"><b>2.1 court</b> — an area of two or more trampoline beds joined by padded frames, on which jumpers can move from bed to bed.</p>
<p class="d"><b>2.2 bed</b> — the jumping surface of one trampoline, held to the frame by springs.</p>
<p class="d"><b>2.3 jumper</b> — a person using a trampoline, foam pit, airbag, ninja course or other activity in the park.</p>
<p class="d"><b>2.4 court marshal</b> — a member of staff, trained under 7.3, who supervises the jumpers in one activity area, enforces the park rules and starts the emergency procedure.</p>
<p class="d"><b>2.5 foam pit</b> — a pit filled with loose foam blocks into which jumpers land from a trampoline or a platform.</p>
<p class="d"><b>2.6 toddler session</b> — a timetabled session reserved for children under 5 years, each with an accompanying adult.</p>
<p class="d"><b>2.7 high-performance trampoline</b> — a single trampoline with a bed of woven webbing, used only for coached sessions.</p>
<p class="d"><b>2.8 competent inspector</b> — a person independent of the operator who holds the Association's inspector certificate for trampoline parks.</p>
<p class="d"><b>2.9 duty manager</b> — the person in charge of the park during opening hours, who is responsible for the daily check in 8.1.</p>"""

TPS_BODY = """<h2>3 Risk assessment</h2>
<p>3.1 The operator shall carry out a written risk assessment for each activity area before it opens, and review it at least every 12 months and after any accident reported under 9.2.</p>
<p>3.2 The risk assessment sets the peak capacity of each activity area: the largest number of jumpers allowed in it at one time. The peak capacity of a court shall not exceed one jumper per bed.</p>
<h2>4 Design and construction</h2>
<p>4.1 No bed shall be larger than 2.1 m × 4.3 m. The beds of a court shall be level with each other to within 25 mm.</p>
<p>4.2 Frame pads shall cover all springs and frame members, be at least 50 mm thick, and leave a gap of not more than 25 mm between the pad and the bed.</p>
<p>4.3 Angled wall beds shall be set at not more than 60° to the horizontal.</p>
<p>4.4 The clear height above any bed shall be at least 6.5 m on a main court and at least 4.5 m in a toddler area. Nothing shall hang in the space above a bed.</p>
<p>4.5 A foam pit shall be filled with foam blocks of 150 mm to 200 mm side to a depth of at least 1.8 m below the take-off point, and shall have a padded exit step on at least one side.</p>
<p>4.6 Dodgeball courts shall be enclosed at each end by netting at least 2.4 m high.</p>
<p>4.7 On a ninja course, no platform or obstacle from which a jumper can fall shall be more than 1.5 m above the landing surface, unless a foam pit or airbag lies below it.</p>
<p>4.8 Walkways beside courts shall be at least 1.2 m wide, and kept free of bags and shoes.</p>
<h2>5 Admission</h2>
<p>5.1 Before a jumper's first visit, the jumper, or for a jumper under 18 a parent or guardian, shall sign a participant declaration. The declaration is renewed every 12 months.</p>
<p>5.2 Every jumper shall watch the park's safety briefing before each session.</p>
<p>5.3 Jumpers wear the park's grip socks. Pockets are emptied, and jewellery and glasses removed, except sports glasses with a strap.</p>
<p>5.4 Children under 5 years may jump only in a toddler session. A child under 8 years is accompanied by an adult who stays in the park throughout the session.</p>
<p>5.5 No jumper weighing more than 120 kg shall use a trampoline.</p>
<p>5.6 Jumpers shorter than 1.2 m shall not use a ninja course.</p>
<p>5.7 Dodgeball games shall be played only between jumpers in the same age group: 5 to 11 years, 12 to 15 years, and 16 years and over.</p>
<p>5.8 A standard session lasts 60 minutes; a toddler session lasts not more than 45 minutes.</p>
<h2>6 Park rules</h2>
<p>6.1 The operator shall display the following park rules at the entrance and beside each court, and the safety briefing shall explain them.</p>
<p class="r">1. One jumper per bed at any time.</p>
<p class="r">2. No somersaults or flips, except on the high-performance trampoline in a coached session.</p>
<p class="r">3. No double bouncing.</p>
<p class="r">4. Land in the foam pit feet first or seat first, never head first, and one jumper at a time.</p>
<p class="r">5. Leave the foam pit straight away at the nearest exit step.</p>
<p class="r">6. Jump in the centre of the bed; do not land on the pads.</p>
<p class="r">7. No running on the pads or walkways.</p>
<p class="r">8. No food, drink or chewing gum on the courts.</p>
<p class="r">9. Jumpers who appear to be under the influence of alcohol or drugs are refused entry.</p>
<p class="r">10. One long whistle blast from a court marshal means stop jumping at once; two short blasts mean leave the court.</p>
<p class="r">11. When more than 40 jumpers are on the main court, jumpers taller than 1.5 m and jumpers shorter than 1.5 m use separate zones.</p>
<h2>7 Supervision</h2>
<p>7.1 The operator shall have at least the number of court marshals given in Table 1 on duty in each activity area while it is open.</p>
<p class="cap">Table 1 — Court marshals on duty</p>
<table class="n"><tr><th>Activity area</th><th>Court marshals</th><th>Notes</th></tr>
<tr><td>Main court</td><td>1 for every 20 jumpers, and at least 1</td><td>Stands on the walkway, not on the beds</td></tr>
<tr><td>Dodgeball court</td><td>1 per court during every game</td><td>Acts as referee</td></tr>
<tr><td>Foam pit</td><td>1 per pit</td><td>In addition to main-court marshals</td></tr>
<tr><td>Airbag</td><td>1 per airbag</td><td>Controls the queue at the take-off point</td></tr>
<tr><td>Ninja course</td><td>1 for every 10 jumpers</td><td>Checks heights at the start</td></tr>
<tr><td>High-performance trampoline</td><td>1 coach for every 4 jumpers</td><td>Coach holds a trampoline coaching qualification</td></tr>
<tr><td>Toddler area</td><td>1 for every 15 children</td><td>Accompanying adults do not count</td></tr></table>
<p>7.2 Court marshals shall be at least 16 years old. The duty manager shall be at least 18 years old.</p>
<p>7.3 A court marshal shall complete at least 8 hours of training, including the park rules, spotting and the emergency procedure, before supervising an area alone, and a refresher at least every 12 months.</p>
<p>7.4 At least one first aider shall be on duty while the park is open, and at least two when more than 150 jumpers are in the park. An automated external defibrillator (AED) shall be kept at the reception desk.</p>
<h2>8 Inspection and maintenance</h2>
<p>8.1 Before the park opens each day, the duty manager shall check every activity area using the operator checklist in Annex A, and shall not open an area until every item is satisfactory.</p>
<p>8.2 A weekly inspection of springs, bed stitching, frame bolts and netting shall be made and recorded by a trained member of staff.</p>
<p>8.3 The park shall be inspected by a competent inspector at least every 12 months, and after any structural change. Inspection reports are kept for 5 years.</p>
<p>8.4 A bed with a tear, or with broken stitching longer than 50 mm, shall be taken out of use until it is replaced.</p>
<p>8.5 A bed with a missing or broken spring shall be taken out of use. Springs are replaced in matching sets.</p>
<p>8.6 The foam in a foam pit shall be raked level every day, and the blocks washed or replaced at least every 6 months.</p>
<h2>9 Accidents and records</h2>
<p>9.1 Every accident, however minor, shall be entered in the accident book on the day it happens.</p>
<p>9.2 An accident in which a jumper is taken to hospital shall be reported to the Association within 72 hours on form TPS-AR1.</p>
<p>9.3 Accident records are kept for at least 3 years; where the injured person is a child, until the child is 21 years old.</p>
<h2>10 Emergency procedure</h2>
<p>10.1 Every park shall have a written emergency procedure for injuries, fire, power failure and lost children. All staff shall practise it at least every 3 months.</p>
<p>10.2 When a jumper is injured on a court, the court marshal stops the court with one long whistle blast, keeps other jumpers away and calls the first aider. The injured jumper is not moved unless left in danger.</p>
<p>10.3 Emergency lighting shall light the courts and walkways for at least 1 hour after a power failure, so that jumpers can be led off the courts.</p>
<p>10.4 Where a spinal injury is suspected in a foam pit, the foam around the jumper is not removed until the ambulance service arrives.</p>
<h2>11 Group bookings and private hire</h2>
<p>11.1 A school or club group of children under 12 shall include at least one of the group's own adults for every 10 children, who stays in the park throughout the session.</p>
<p>11.2 Party rooms shall not be used to hold jumpers waiting for a session.</p>
<p>11.3 When the park is hired privately outside opening hours, court marshals as in Table 1 and a duty manager shall still be on duty.</p>
<p>11.4 Birthday parties on the main court shall be booked for no more than 30 jumpers in one session.</p>"""

TPS_ANNEX = """<p style="font-size:12pt; text-align:center"><b>Annex A (normative)</b></p>
<p style="font-size:11pt; text-align:center; margin-bottom:10pt"><b>Operator checklist — daily check before opening</b></p>
<table class="box"><tr><td>
<p class="bh">OPERATOR CHECKLIST</p>
<p class="bs">Park: ____________________ &nbsp; Date: ____________ &nbsp; Duty manager: ____________________</p>
<p class="k">[ ] &nbsp;All beds: no tears, holes or broken stitching; no missing or broken springs (8.4, 8.5)</p>
<p class="k">[ ] &nbsp;Frame pads in place, covering all springs; gap between pad and bed not more than 25 mm</p>
<p class="k">[ ] &nbsp;Foam pit raked level; foam at least 1.8 m deep at the take-off point; no blocks outside the pit</p>
<p class="k">[ ] &nbsp;Airbag inflated to the maker's pressure; blower guard fitted</p>
<p class="k">[ ] &nbsp;Dodgeball netting intact, with no hole larger than 100 mm</p>
<p class="k">[ ] &nbsp;Ninja course: grips and ropes secure; landing mats in place</p>
<p class="k">[ ] &nbsp;Walkways clear; emergency exits unlocked and unobstructed</p>
<p class="k">[ ] &nbsp;First aid kit stocked; AED status light green</p>
<p class="k">[ ] &nbsp;Safety briefing screen working; park rules displayed at each court</p>
<p class="k">[ ] &nbsp;Court marshals for the opening session present and briefed (Table 1)</p>
<p class="bs" style="margin-top:8pt">Any item not satisfactory: the area stays closed until it is put right, and the fault is entered in the maintenance log.</p>
<p class="bs">Signed: ____________________ &nbsp; Time: ________</p>
</td></tr></table>
<p style="font-size:8.5pt; margin-top:8pt">Completed checklists are kept for at least 12 months and shown to the competent inspector at the annual inspection (8.3).</p>"""

TPS_CSS = """
body {font-family: sans-serif; font-size: 8.6pt; line-height: 1.25}
h2 {font-size: 10pt; color: #7a1f1f; margin-top: 7pt; margin-bottom: 3pt}
p {margin-top: 0pt; margin-bottom: 3pt}
p.li {margin-left: 14pt; text-indent: -10pt}
p.d {margin-left: 10pt}
p.r {margin-left: 18pt; text-indent: -12pt; margin-bottom: 1.5pt}
p.cap {font-weight: bold; font-size: 8.2pt; margin-top: 4pt}
table.n {width: 100%; font-size: 7.8pt; margin-bottom: 5pt}
table.n th {text-align: left; padding: 1.5pt; font-weight: bold}
table.n td {padding: 1.5pt; vertical-align: top}
table.box {width: 100%; border: 1.5pt solid #000000; border-collapse: collapse}
table.box td {padding: 8pt}
p.bh {font-size: 11pt; font-weight: bold; margin-bottom: 6pt}
p.bs {font-size: 8.5pt}
p.k {font-size: 9.5pt; margin-top: 5pt; margin-bottom: 5pt}
"""


def build_tps() -> None:
    """The trampoline-park standard (PDF, A4): single-column first page, two-column clauses, boxed Annex A."""
    x0, x1, gap = 56.0, A4.width - 56, 20.0
    mid = (x0 + x1) / 2
    top, bottom = 64.0, A4.height - 60
    front = flow(TPS_FRONT, TPS_CSS, A4, lambda _n: [pymupdf.Rect(x0, top, x1, bottom)])
    body = flow(
        TPS_BODY,
        TPS_CSS,
        A4,
        lambda _n: [pymupdf.Rect(x0, top, mid - gap / 2, bottom), pymupdf.Rect(mid + gap / 2, top, x1, bottom)],
    )
    annex = one_page(TPS_ANNEX, TPS_CSS, A4, pymupdf.Rect(x0, top + 10, x1, bottom))
    doc = join(front, body, annex)
    n = doc.page_count
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(x0, 32, x1, 44),
            '<table style="width:100%"><tr><td>TPS 2:2025</td><td style="text-align:right">Trampoline parks — Design, operation and supervision</td></tr></table>',
        )
        page.draw_line((x0, 47), (x1, 47), width=0.4, color=(0.48, 0.12, 0.12))
        if 1 <= i < 1 + body.page_count:
            page.draw_line((mid, top), (mid, bottom), width=0.3)
        stamp(
            page,
            pymupdf.Rect(x0, A4.height - 40, x1, A4.height - 28),
            f'<table style="width:100%"><tr><td>© Bellhaven Play and Leisure Safety Association 2025</td><td style="text-align:right">Page {i + 1} of {n}</td></tr></table>',
        )
    save(doc, "bplsa_tps2_trampoline_parks_standard.pdf")


# == 4. Crop-protection product label (170 x 240 mm: warning panels, directions table over a page break) ========
LABEL_HTML = """<p class="brand">HALVOR 250 SC</p>
<p class="sub">A suspension concentrate containing 250 g/l fenzatrobin (22.7 % w/w)</p>
<p class="sub2">A systemic fungicide for the control of diseases in cereals, oilseed rape, field beans, potatoes, sugar beet and field vegetables</p>
<table class="id">
<tr><td>Registration No.</td><td>19044</td><td>Contents</td><td>5 litres / 10 litres</td></tr>
<tr><td>Registration holder</td><td colspan="3">Tollmarsh Crop Sciences Ltd, Kelby Wharf, Anstable AN4 7QD</td></tr>
<tr><td>Emergency (24 hours)</td><td colspan="3">01632 960 418</td></tr>
</table>
<table class="panel"><tr><td class="ph">IMPORTANT INFORMATION</td></tr><tr><td>
<p><b>FOR USE ONLY AS AN AGRICULTURAL FUNGICIDE</b>, on the crops and at the doses in the Directions for use. Read all of this label before use. Using this product in a way that the label does not allow may be an offence.</p>
<p>Maximum individual dose, maximum number of treatments, latest time of application and re-entry interval: <b>see the table under Directions for use</b>.</p>
<p>Other specific restrictions:</p>
<p class="li">1. Do not apply by air.</p>
<p class="li">2. Do not apply more than two products containing a Group F7 fungicide to any cereal crop.</p>
<p class="li">3. Do not spray within the buffer zones given under Environmental protection.</p>
</td></tr></table>
<table class="warn"><tr><td class="wh">WARNING</td></tr><tr><td>
<p>Irritates the eyes. May harm the unborn child. Very toxic to fish and other aquatic life, with long-lasting effects.</p>
<p>Keep locked up and out of the reach of children. Wear protective gloves and eye or face protection when handling the concentrate. Wash hands and any exposed skin after use.</p>
<p>If in eyes: rinse gently with clean water for several minutes, removing contact lenses if easy to do so, and keep rinsing. If eye irritation goes on, or if you are exposed and concerned: get medical advice and show this label or the container.</p>
</td></tr></table>
<h2>SAFETY PRECAUTIONS</h2>
<p class="h3">Operator protection</p>
<p>Engineering control of operator exposure must be used where reasonably practicable in addition to the following personal protective equipment.</p>
<p>WEAR SUITABLE PROTECTIVE GLOVES, A FACE SHIELD AND A COVERALL when handling the concentrate.</p>
<p>WEAR SUITABLE PROTECTIVE GLOVES when handling contaminated surfaces and when cleaning the sprayer.</p>
<p>WHEN USING DO NOT EAT, DRINK OR SMOKE. WASH HANDS AND EXPOSED SKIN before meals and after work.</p>
<p class="h3">Environmental protection</p>
<p>Do not contaminate surface waters or ditches with the chemical or its used container.</p>
<p><b>Buffer zones.</b> Do not spray from a horizontal boom sprayer within 6 m of the top of the bank of a static or flowing water body. Do not spray from a broadcast air-assisted sprayer within 18 m of the top of the bank of a static or flowing water body. The 6 m buffer zone may be reduced to 2 m where nozzles giving at least 75 % less spray drift are used.</p>
<p><b>Bees.</b> Harmful to bees. Do not apply to crops in flower, or where bees are actively foraging, and do not apply when flowering weeds are present in the crop.</p>
<p class="h3">Storage and disposal</p>
<p>KEEP AWAY FROM FOOD, DRINK AND ANIMAL FEEDINGSTUFFS. Keep in the original container, tightly closed, in a safe place. Store between 5 °C and 30 °C and protect from frost. In unopened containers the product remains usable for at least 2 years from the date of manufacture printed on the container.</p>
<p>RINSE CONTAINER THOROUGHLY by using an integrated pressure rinsing device or manually rinsing three times. Add washings to the sprayer at the time of filling and dispose of the container safely.</p>
<h2>DIRECTIONS FOR USE</h2>
<p>IMPORTANT: This information is approved as part of the product label. All instructions within this section must be read carefully in order to obtain safe and successful use of this product.</p>
<p><b>Timing.</b> Apply at the first signs of disease, or when disease risk forecasts are issued, and repeat if disease pressure continues. Best results come from protectant applications made before the disease is established.</p>
<p><b>Weather.</b> Do not spray when the wind speed at boom height is more than 15 km/h, when the crop is wet, or when rain is expected within 2 hours of application. HALVOR 250 SC is rainfast 2 hours after application once the spray has dried on the leaves.</p>
<p><b>Water volume.</b> Apply in 100 to 300 litres of water per hectare as a medium spray. For potatoes use at least 200 litres of water per hectare.</p>
<p><b>Cereals.</b> Apply from the start of stem extension (GS 30). Where a second application is needed, leave at least 21 days between the two applications.</p>
<p><b>Oilseed rape.</b> For light leaf spot and Phoma leaf spot, apply in the autumn when 10 % of plants show symptoms. A second application may be made in the spring, before the flower buds can be seen above the leaves.</p>
<p><b>Field beans.</b> Apply at the first signs of chocolate spot or rust, and repeat after 14 to 21 days if the disease spreads.</p>
<p><b>Potatoes.</b> Start the programme when the crop meets along the rows, or at the first signs of early blight, whichever is sooner. HALVOR 250 SC does not control late blight, which needs a separate programme.</p>
<p><b>Sugar beet and field vegetables.</b> Apply at the first signs of disease. Where more than one application is allowed, leave at least 14 days between applications.</p>
<p><b>Crop stress.</b> Do not apply to crops under stress from frost, drought, waterlogging or nutrient deficiency, or when a frost is expected on the night after spraying.</p>
<p><b>Spray quality.</b> Use a horizontal boom sprayer set so that the boom is not more than 50 cm above the crop, producing a medium spray. Increase the water volume in dense crops to get good cover of the lower leaves.</p>
<p><b>Following crops.</b> Any crop may be sown after a treated crop has been harvested normally. If a treated crop fails, only cereals, oilseed rape or field beans may be sown within 4 months of the last application, after ploughing.</p>
<p class="cap">Crops, doses and intervals</p>
<table class="d">
<tr><th>Crop</th><th>Diseases controlled</th><th>Maximum individual dose (l product/ha)</th><th>Maximum number of treatments per crop</th><th>Latest time of application / pre-harvest interval (PHI)</th><th>Re-entry interval (REI)</th></tr>
<tr><td>Winter wheat</td><td>Septoria leaf blotch, yellow rust, brown rust</td><td>1.0</td><td>2<sup>1</sup></td><td>Before GS 69 (end of flowering)</td><td>Until the spray has dried</td></tr>
<tr><td>Spring barley</td><td>Net blotch, Rhynchosporium, brown rust</td><td>0.8</td><td>2</td><td>Before GS 61 (start of flowering)</td><td>Until the spray has dried</td></tr>
<tr><td>Winter oilseed rape</td><td>Light leaf spot, Phoma leaf spot</td><td>0.75</td><td>2</td><td>PHI 56 days</td><td>Until the spray has dried</td></tr>
<tr><td>Field beans</td><td>Chocolate spot, rust</td><td>1.0</td><td>2</td><td>PHI 35 days</td><td>Until the spray has dried</td></tr>
<tr><td>Ware potatoes</td><td>Early blight (Alternaria)</td><td>0.5</td><td>4<sup>2</sup></td><td>PHI 7 days</td><td>24 hours</td></tr>
<tr><td>Sugar beet</td><td>Powdery mildew, Cercospora leaf spot</td><td>0.6</td><td>2</td><td>PHI 28 days</td><td>24 hours</td></tr>
<tr><td>Bulb onions</td><td>Downy mildew, leaf blight</td><td>0.6</td><td>3</td><td>PHI 14 days</td><td>48 hours<sup>3</sup></td></tr>
<tr><td>Carrots</td><td>Alternaria leaf blight, powdery mildew</td><td>0.6</td><td>3</td><td>PHI 21 days</td><td>48 hours<sup>3</sup></td></tr>
<tr><td>Leeks</td><td>Rust, purple blotch</td><td>0.6</td><td>3</td><td>PHI 21 days</td><td>48 hours<sup>3</sup></td></tr>
</table>
<p class="fn"><sup>1</sup> Winter wheat: the total dose applied to one crop must not exceed 2.0 l/ha.</p>
<p class="fn"><sup>2</sup> Potatoes: apply at intervals of 10 to 14 days; not for use on crops grown for seed.</p>
<p class="fn"><sup>3</sup> Field vegetables: hand work in the treated crop within the re-entry interval is allowed only wearing gloves and a coverall.</p>
<p><b>Resistance management.</b> Fenzatrobin is a Group F7 fungicide. Use it in a programme with fungicides of other groups that are active against the target disease, and do not rely on it alone. In cereals, apply it only in mixture with a partner of another group at a dose active against the target disease.</p>
<p><b>Mixing.</b> Half fill the sprayer with clean water, start the agitation, add the required quantity of HALVOR 250 SC and then the rest of the water. Keep agitating during spraying. Spray the mixture out on the day it is made.</p>
<p><b>Sprayer cleaning.</b> Drain the sprayer after use and rinse the tank, boom and nozzles three times with clean water. Spray the rinsings onto the treated crop or an area allowed for this purpose.</p>
<h2>TERMS USED ON THIS LABEL</h2>
<p class="t"><b>GS</b> — growth stage on the decimal growth scale for cereals.</p>
<p class="t"><b>PHI (pre-harvest interval)</b> — the least number of days between the last application and the harvest of the crop.</p>
<p class="t"><b>REI (re-entry interval)</b> — the time after application during which people may not enter the treated crop without the protective clothing given in the table notes.</p>
<p class="t"><b>Ware potatoes</b> — potatoes grown to be eaten or processed, not for planting.</p>
<p class="t"><b>Buffer zone</b> — the strip of land next to a water body that must not be sprayed, measured from the top of the bank.</p>
<p style="margin-top:8pt; font-size:7pt">HALVOR is a trade mark of Tollmarsh Crop Sciences Ltd. Label text approved 14 February 2025. Batch number and date of manufacture: see the container.</p>"""

LABEL_CSS = """
body {font-family: sans-serif; font-size: 7.9pt; line-height: 1.24}
p {margin-top: 0pt; margin-bottom: 2.5pt}
p.brand {font-size: 24pt; font-weight: bold; color: #14532d; margin-bottom: 2pt}
p.sub {font-size: 9.5pt; font-weight: bold}
p.sub2 {font-size: 8.5pt; margin-bottom: 6pt}
h2 {font-size: 9.5pt; color: #fefefe; margin-top: 10pt; margin-bottom: 6pt}
p.h3 {font-weight: bold; font-size: 8.3pt; margin-top: 4pt}
p.li {margin-left: 12pt; text-indent: -9pt}
p.cap {font-weight: bold; font-size: 8.5pt; margin-top: 5pt; margin-bottom: 2pt}
p.fn {font-size: 7.2pt; margin-bottom: 1pt}
p.t {margin-left: 10pt; text-indent: -10pt}
table.id {width: 100%; border-collapse: collapse; font-size: 7.8pt; margin-bottom: 6pt}
table.id td {border-top: 0.4pt solid #777777; border-bottom: 0.4pt solid #777777; padding: 2pt}
table.panel {width: 100%; border: 1pt solid #14532d; border-collapse: collapse; margin-bottom: 6pt}
table.panel td {padding: 4pt}
td.ph {color: #fefefe; font-weight: bold; font-size: 9pt}
table.warn {width: 100%; border: 2pt solid #b91c1c; border-collapse: collapse; margin-bottom: 6pt}
table.warn td {padding: 4pt}
td.wh {color: #fefefd; font-weight: bold; font-size: 11pt; text-align: center}
table.d {width: 100%; border-collapse: collapse; font-size: 7.2pt; margin-bottom: 3pt}
table.d th {border: 0.5pt solid #000000; padding: 2pt; vertical-align: bottom; text-align: left}
table.d td {border: 0.5pt solid #000000; padding: 2pt; vertical-align: top}
"""

BANDS = {0xFEFEFE: (0.08, 0.33, 0.18), 0xFEFEFD: (0.73, 0.11, 0.11)}


def bands(doc: pymupdf.Document, left: float, right: float) -> None:
    """Draw a coloured band behind every line printed in a sentinel colour (heads printed white on the band)."""
    for page in doc:
        for b in page.get_text("dict")["blocks"]:
            for ln in b.get("lines", []):
                colors = {s["color"] for s in ln["spans"] if s["text"].strip()}
                if len(colors) == 1 and (c := colors.pop()) in BANDS:
                    y0, y1 = ln["bbox"][1], ln["bbox"][3]
                    page.draw_rect(pymupdf.Rect(left, y0 - 3, right, y1 + 3), color=None, fill=BANDS[c], overlay=False)


def build_label() -> None:
    """The fungicide label (PDF, 170 x 240 mm)."""
    frame = pymupdf.Rect(32, 46, LABEL.width - 32, LABEL.height - 40)
    doc = flow(LABEL_HTML, LABEL_CSS, LABEL, lambda _n: [frame])
    bands(doc, frame.x0, frame.x1)
    n = doc.page_count
    for i, page in enumerate(doc):
        page.draw_rect(pymupdf.Rect(0, 0, LABEL.width, 30), color=None, fill=(0.08, 0.33, 0.18))
        stamp(
            page,
            pymupdf.Rect(32, 10, LABEL.width - 32, 24),
            '<table style="width:100%"><tr><td style="color:#ffffff"><b>HALVOR 250 SC</b> · Fungicide</td><td style="text-align:right; color:#ffffff">Reg. No. 19044</td></tr></table>',
            "* {font-size: 8pt}",
        )
        stamp(
            page,
            pymupdf.Rect(32, LABEL.height - 28, LABEL.width - 32, LABEL.height - 16),
            f'<table style="width:100%"><tr><td>Tollmarsh Crop Sciences Ltd</td><td style="text-align:right">Label page {i + 1} of {n}</td></tr></table>',
            "* {font-size: 7pt}",
        )
    save(doc, "halvor_250sc_fungicide_label.pdf")


# == 5. Youth flag-football rule book with case plays (6 x 9 in, serif, page-foot footnotes) =====================
FLAG_FRONT = """<p style="text-align:center; font-size:9pt; margin-top:6pt">TRI-COUNTY YOUTH FLAG FOOTBALL LEAGUE</p>
<p style="text-align:center; font-size:8pt">Ashdown · Merrow · Kellingford</p>
<p style="text-align:center; font-size:17pt; margin-top:10pt"><b>2025 Rule Book<br>and Case Plays</b></p>
<p style="text-align:center; font-size:8.5pt; margin-top:6pt; margin-bottom:8pt">Approved by the League Rules Committee, January 18, 2025</p>
<p class="intro"><b>How to use this book.</b> Rules are cited by rule, section and article: Rule 8-2-3 is Rule 8, Section 2, Article 3. Case plays follow each section and are numbered to match the article they illustrate, for example 8.2.3 SITUATION A. In case plays, Team A is on offense and Team B on defense, and A1, B2 and so on are players of those teams. A case play explains how a rule is applied; it does not change the rule. Rule 4 (Officials) and Rule 6 (Kicking) are printed only in the officials' manual.</p>"""

FLAG_TEXT = """
R|1|THE FIELD, BALL AND EQUIPMENT
S|1|The Field
A|1|The field for U10, U12 and U14 is 70 yards long, including two 10-yard end zones, and 30 yards wide. The U8 field is 50 yards long, including two 7-yard end zones. Field length and ball size for each division are given in Table 1.
A|2|The 5 yards before each goal line and the 5 yards on either side of midfield are no-running zones. When the ball is snapped inside a no-running zone, Team A must attempt a forward pass.
T|1
S|2|Equipment
A|1|Each player wears a flag belt with three flags, one on each hip and one at the back. The flags hang freely and are not tucked, knotted or covered by the jersey.
A|2|A mouthguard is required in every division. A player without a mouthguard may not take part in a down.
A|3|Shoes with molded rubber cleats are allowed. Metal cleats and screw-in or detachable cleats are not allowed.
A|4|Players may not wear jewelry, hats with brims, or hard casts. A soft cast covered with at least 1/2 inch of closed-cell foam is allowed if the referee approves it before the game.
C|1.2.3 SITUATION|A3 arrives at the field wearing soccer shoes with screw-in studs.|A3 may not play until the shoes are changed. If A3 enters the game in those shoes, A3 is removed until the shoes are changed, and there is no yardage penalty.
R|2|DEFINITIONS
S|1|Terms
A|1|<i>Flag pull.</i> A defender removes a flag from the belt of the ball carrier. The ball carrier is then down, and the ball is dead at the spot of the ball when the flag was removed.
A|2|<i>Flag guarding.</i> Any act by the ball carrier to stop a defender from reaching the flags, using the hands, arms, the ball or the jersey, or by lowering the head or shoulder toward the defender.
A|3|<i>Rusher.</i> A defender who crosses the line of scrimmage before the ball is handed off, pitched or passed. Every rusher starts from behind the rush line, which is marked by a cone the distance given in Table 1 from the line of scrimmage.
A|4|<i>Line to gain.</i> Midfield, for a series that starts in Team A's half of the field, and the goal line for a series that starts beyond midfield.
A|5|<i>Pitch.</i> A backward toss of the ball by hand, below the shoulders.
R|3|GAME TIME
S|1|Periods and Timeouts
A|1|A game is two halves of 20 minutes, with a running clock. Halftime lasts 5 minutes.
A|2|In the last 2 minutes of the second half, the clock stops on an incomplete pass, a score, a change of possession, a ball carrier going out of bounds, a penalty and a timeout, but only while the score difference is 16 points or fewer.
A|3|Each team has 2 timeouts in each half, each of 30 seconds. Timeouts not used in the first half do not carry over to the second half.
A|4|Team A has 25 seconds to snap the ball after the referee spots it and signals ready for play.[[fn]]Changed for 2025. Until the 2024 season the play clock was 30 seconds.[[/fn]] A snap after the play clock expires is delay of game.
A|5|When a team leads by 35 points or more at any time after halftime, the game ends.[[fn]]This mercy rule applies in every division. Standings record the actual final score.[[/fn]]
A|6|Overtime is played only in playoff games. Regular-season games may end tied. In overtime each team has one series of four downs from the 10-yard line, going in toward the same end zone; tries after a touchdown in overtime are from the 12-yard line only.
C|3.1.3 SITUATION|Team B used only one timeout in the first half. Team B has already used 2 timeouts in the second half when, with 4:00 left, B's coach asks for another, saying that the unused first-half timeout carries over.|The request is refused. Timeouts not used in the first half do not carry over to the second half (Rule 3-1-3).
C|3.1.5 SITUATION|Team A leads 41-6 at halftime. Early in the second half B scores and converts a 1-point try.|The game continues: the lead is now 34 points. It ends the next time a team leads by 35 points or more after halftime.
R|5|SCORING
S|1|Scoring Plays
A|1|A touchdown is worth 6 points. A safety is worth 2 points.
A|2|After a touchdown, Team A attempts a try: 1 point from the 5-yard line, by a pass only; or 2 points from the 12-yard line, by a run or a pass.
A|3|If Team B intercepts a try and returns it to the other end zone, Team B scores 2 points.
C|5.1.2 SITUATION|After a touchdown, A chooses a 1-point try. A1 takes a handoff and runs into the end zone.|No score. A 1-point try may be scored only by a pass; the try ends when A1 runs with the ball, and the ball is dead.
R|7|SNAPPING, HANDING AND PASSING
S|2|Running and Passing
A|1|The snap is made between the legs or from the side, and is a backward pass to a player at least 2 yards behind the line of scrimmage.
A|2|The player who receives the snap may not run with the ball beyond the line of scrimmage, unless Team B has sent a rusher. A handoff or a pitch behind the line of scrimmage allows the new ball carrier to run.
A|3|Only one forward pass is allowed in a down, and it is thrown from behind the line of scrimmage. Every player of Team A is eligible to catch a pass.
A|4|Team A has four downs to cross midfield. If it fails, Team B takes over at its own 5-yard line. Once midfield is crossed, Team A has four downs to score.
C|7.2.2 SITUATION|No B player rushes. The quarterback, A1, sees open space and runs past the line of scrimmage.|Illegal run by the passer: 5 yards from the line of scrimmage and loss of down. A1 may run only after a B player crosses the line of scrimmage as a rusher.
R|8|FLAG PULLING AND CONTACT
S|1|Contact
A|1|Blocking, tackling, holding, pushing and tripping are not allowed. A stationary screen block, in which the blocker stays still and makes no contact with the hands or body, is legal.
A|2|A defender may not hold or push a ball carrier to pull a flag, and may not pull a flag by grabbing the ball carrier's jersey.
S|2|Flag Pulling
A|1|The ball carrier is down when a defender legally removes a flag. If a defender pulls a flag and then hands or throws it down to show the pull, the ball is dead where the flag was pulled.
A|2|If a flag falls off without a pull, the ball carrier is down when touched by a defender with one hand between the shoulders and the knees.
A|3|A defender may not pull the flag of a player who does not have the ball. Illegal flag pull: 10 yards from the line of scrimmage, and the down is replayed.
A|4|Flag guarding is a foul: 10 yards from the spot of the foul, and loss of down.
A|5|The ball carrier may not dive or leave his feet to gain ground. The ball is dead, and is spotted where the ball carrier left his feet.
C|8.2.3 SITUATION A|A1 is running a pass route. Before the pass is thrown, B2 pulls A1's flag. A1 then catches the pass and runs 15 yards before B3 touches him with one hand.|Illegal flag pull by B2 (Rule 8-2-3). A may accept the penalty and replay the down, or decline it and keep the result of the play. A1 was not down when the flag came off, because he had no ball, and without the flag he is down by one-hand touch (Rule 8-2-2), so the ball is dead where B3 touched him.
C|8.2.3 SITUATION B|After A1's flag is pulled, B4 pulls the flag of A2, who is standing near the ball carrier but does not have the ball.|No foul. The ball was dead when A1's flag was pulled, so B4's act is not a flag pull during a live ball. Repeated dead-ball flag pulling may be penalized as unsportsmanlike conduct under Rule 9-1-1.
C|8.2.4 SITUATION|As B1 reaches for the flag, ball carrier A1 drops his free hand over his hip and the flag.|Flag guarding by A1: 10 yards from the spot of the foul, and the down counts as a loss of down.
C|8.2.5 SITUATION|From the 2-yard line, A2 dives and the ball crosses the goal line before A2 lands.|No touchdown. The ball is dead and is spotted at the 2-yard line, where A2 left his feet.
R|9|CONDUCT
S|1|Players and Coaches
A|1|Taunting, abusive language, spiking or throwing the ball after a play, and any other unsportsmanlike act is a foul: 10 yards. A player who commits a second unsportsmanlike foul in the same game is ejected, and also misses the team's next game.
A|2|In U8 and U10, one coach of each team may be on the field to help players line up, and must be at least 10 yards behind the line of scrimmage before the snap. In U12 and U14, coaches stay in the team area.
A|3|Only the head coach may speak to the referee about a ruling, and only during a timeout or between periods.
A|4|Every player in uniform plays at least 8 plays in each half. A head coach whose team breaks this rule is suspended from the team's next game.
C|9.1.4 SITUATION|At halftime, the referee's play count shows that A7 has played only 5 plays in the first half.|No penalty during the game. The referee reports it on the game report, and the head coach of Team A is suspended from the next game.
"""

FLAG_TABLES = {
    "1": """<p class="cap">Table 1 — Division specifications</p>
<table class="t"><tr><th>Division</th><th>Ages<sup>*</sup></th><th>Field length</th><th>Ball</th><th>Players on field</th><th>Rush line</th></tr>
<tr><td>U8</td><td>6–7</td><td>50 yards</td><td>Pee wee</td><td>5</td><td>No rushing</td></tr>
<tr><td>U10</td><td>8–9</td><td>70 yards</td><td>Junior</td><td>5</td><td>7 yards</td></tr>
<tr><td>U12</td><td>10–11</td><td>70 yards</td><td>Junior</td><td>5</td><td>7 yards</td></tr>
<tr><td>U14</td><td>12–13</td><td>70 yards</td><td>Youth</td><td>7</td><td>9 yards</td></tr></table>
<p class="tn"><sup>*</sup> A player's division is set by age on August 31, 2025.</p>"""
}

FLAG_PENALTIES = """<p class="rule">RULE 10 — PENALTY SUMMARY</p>
<p>Penalties are enforced as shown. No penalty moves the ball more than half the distance to Team A's goal line or to the goal line Team A is attacking.</p>
<table class="p"><tr><th>Foul</th><th>Rule</th><th>Yards</th><th>Enforced from</th><th>Down</th></tr>
<tr><td>Offside / encroachment</td><td>7-2</td><td>5</td><td>Line of scrimmage</td><td>Replayed</td></tr>
<tr><td>Delay of game</td><td>3-1-4</td><td>5</td><td>Line of scrimmage</td><td>Replayed</td></tr>
<tr><td>Rusher starting inside the rush line</td><td>2-1-3</td><td>5</td><td>Line of scrimmage</td><td>Replayed</td></tr>
<tr><td>Illegal run by the passer</td><td>7-2-2</td><td>5</td><td>Line of scrimmage</td><td>Loss of down</td></tr>
<tr><td>Illegal forward pass</td><td>7-2-3</td><td>5</td><td>Spot of the pass</td><td>Loss of down</td></tr>
<tr><td>Illegal flag pull</td><td>8-2-3</td><td>10</td><td>Line of scrimmage</td><td>Replayed</td></tr>
<tr><td>Flag guarding</td><td>8-2-4</td><td>10</td><td>Spot of the foul</td><td>Loss of down</td></tr>
<tr><td>Holding, blocking, pushing</td><td>8-1-1</td><td>10</td><td>Spot of the foul</td><td>Replayed</td></tr>
<tr><td>Defensive pass interference</td><td>7-2-3</td><td>10</td><td>Line of scrimmage</td><td>Automatic first down</td></tr>
<tr><td>Offensive pass interference</td><td>7-2-3</td><td>10</td><td>Line of scrimmage</td><td>Loss of down</td></tr>
<tr><td>Unsportsmanlike conduct</td><td>9-1-1</td><td>10</td><td>Next spot</td><td>—</td></tr>
<tr><td>Diving</td><td>8-2-5</td><td>—</td><td>Spot where the carrier left his feet</td><td>Counts</td></tr></table>"""

FLAG_CSS = """
body {font-family: serif; font-size: 8.6pt; line-height: 1.26}
p {margin-top: 0pt; margin-bottom: 3pt; text-align: justify}
p.intro {font-size: 8.2pt}
p.rule {text-align: center; font-weight: bold; font-size: 10pt; margin-top: 8pt; margin-bottom: 4pt}
p.sec {font-weight: bold; font-size: 8.8pt; margin-top: 4pt; margin-bottom: 2pt}
p.art {text-indent: 12pt}
p.case {font-size: 8.2pt; margin-left: 10pt; margin-top: 2pt}
p.cases {font-weight: bold; font-size: 8pt; margin-left: 10pt; margin-top: 4pt; margin-bottom: 2pt; letter-spacing: 1pt}
p.cap {font-weight: bold; font-size: 8.2pt; margin-top: 3pt; margin-bottom: 1pt}
p.tn {font-size: 7.3pt}
table.t {width: 100%; border-collapse: collapse; font-size: 7.6pt; margin-bottom: 2pt}
table.t th {border-top: 0.8pt solid #000000; border-bottom: 0.5pt solid #000000; padding: 1.5pt; text-align: left}
table.t td {border-bottom: 0.3pt solid #888888; padding: 1.5pt}
table.p {width: 100%; font-size: 7.6pt}
table.p th {text-align: left; padding: 1.5pt}
table.p td {padding: 1.5pt; vertical-align: top}
"""
FLAG_FOOT_CSS = "p {font-family: serif; font-size: 7pt; margin: 0 0 2pt 0}"


def flag_blocks() -> list[tuple[str, list[str]]]:
    """The rule book's blocks: front matter, rule and section heads, articles, case plays, tables."""
    blocks: list[tuple[str, list[str]]] = [(FLAG_FRONT, [])]
    rule = ""
    first_case = False
    for line in FLAG_TEXT.strip().splitlines():
        kind, _, rest = line.partition("|")
        if kind == "R":
            num, title = rest.split("|")
            rule, first_case = num, True
            blocks.append((f'<p class="rule">RULE {num} — {esc(title)}</p>', []))
        elif kind == "S":
            num, title = rest.split("|")
            first_case = True
            blocks.append((f'<p class="sec">SECTION {num} — {esc(title)}</p>', []))
        elif kind == "A":
            num, text = rest.split("|", 1)
            body, notes = split_notes(text, lambda t: t)
            blocks.append((f'<p class="art"><b>ART. {num}</b> . . . {body}</p>', notes))
        elif kind == "C":
            head, sit, ruling = rest.split("|")
            pre = '<p class="cases">CASE PLAYS</p>' if first_case else ""
            first_case = False
            blocks.append((f'{pre}<p class="case"><b>{head}:</b> {esc(sit)} <b>RULING:</b> {esc(ruling)}</p>', []))
        elif kind == "T":
            blocks.append((FLAG_TABLES[rest], []))
    blocks.append(("<PAGEBREAK>", []))
    blocks.append((FLAG_PENALTIES, []))
    assert rule
    return blocks


def build_flag() -> None:
    """The flag-football rule book (PDF, 6 x 9 in)."""
    frame = pymupdf.Rect(44, 54, BOOK.width - 44, BOOK.height - 48)
    doc = paginate(flag_blocks(), FLAG_CSS, FLAG_FOOT_CSS, BOOK, frame)
    current = ""
    for i, page in enumerate(doc):
        heads = re.findall(r"RULE (\d+) — ([A-Z ,]+)", page.get_text())
        if heads:
            current = f"RULE {heads[0][0]} — {heads[0][1].strip()}"
            if len(heads) > 1:
                current += f" · RULE {heads[-1][0]}"
        head = f'<p style="text-align:{"right" if i % 2 == 0 else "left"}">{esc(current) if current else "2025 RULE BOOK AND CASE PLAYS"}</p>'
        stamp(page, pymupdf.Rect(44, 28, BOOK.width - 44, 40), head, "* {font-family: serif; font-size: 7pt}")
        page.draw_line((44, 44), (BOOK.width - 44, 44), width=0.4)
        stamp(
            page,
            pymupdf.Rect(44, BOOK.height - 34, BOOK.width - 44, BOOK.height - 22),
            f'<p style="text-align:{"right" if i % 2 == 0 else "left"}">{i + 1}</p>',
            "* {font-family: serif; font-size: 8pt}",
        )
    save(doc, "tricounty_flag_football_rules_2025.pdf")


# == 6. Day-care licensing standard (HTML: <details>/<summary> parts, nested ordered lists, a ratio table) =======
EY3_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Licensing Standard EY-3: Group Day Care Centres – Marrowby County Early Years Licensing Office</title>
<style>
body {font-family: Georgia, serif; max-width: 52em; margin: 2em auto}
summary {font-weight: bold; font-size: 1.1em; cursor: pointer}
table {border-collapse: collapse} th, td {border: 1px solid #999; padding: 0.3em 0.6em}
</style>
</head>
<body>
<nav aria-label="breadcrumb"><a href="/">Marrowby County</a> › <a href="/early-years/">Early years</a> › <a href="/early-years/licensing/">Licensing standards</a> › EY-3</nav>
<header>
<p>Marrowby County Early Years Licensing Office</p>
<h1>Licensing Standard EY-3: Group Day Care Centres</h1>
<p>Version 4 · issued 14 April 2025 · in force from 1 June 2025 · replaces Version 3</p>
</header>

<p>Select a part to open it. Numbers such as <b>3.4(b)</b> refer to Part 3, item 4, point (b). Items marked <b>(M)</b> are mandatory licence conditions; a centre that breaks one may have its licence suspended under Part 8.</p>

<details open>
<summary>Part 1 – Application</summary>
<ol>
<li>This standard applies to every group day care centre in Marrowby County: premises, other than a private home, where 7 or more children under 6 years of age are cared for, for more than 2 hours a day, for payment.</li>
<li>It does not apply to:
  <ol type="a">
  <li>childminders caring for children in their own home, who follow Standard EY-1;</li>
  <li>out-of-school clubs for children of school age, which follow Standard EY-5;</li>
  <li>creches where parents stay on the same premises, such as at a gym or a shopping centre.</li>
  </ol>
</li>
<li>Version 4 replaces Version 3 from 1 June 2025. A centre licensed under Version 3 has until 1 December 2025 to meet the new space standards in 4.1.</li>
</ol>
</details>

<details>
<summary>Part 2 – Definitions</summary>
<ol>
<li><b>Infant</b>: a child from birth to 17 months of age.</li>
<li><b>Toddler</b>: a child from 18 months to 35 months of age.</li>
<li><b>Preschool child</b>: a child from 3 years to 4 years 11 months of age.</li>
<li><b>Kindergarten child</b>: a child of 5 years of age or older who has not yet started school.</li>
<li><b>Counted staff member</b>: a member of staff who may be counted in the ratios in 3.1 because they meet 3.2.</li>
<li><b>Room leader</b>: the counted staff member in charge of the care of one group of children in one room.</li>
<li><b>Centre director</b>: the person named on the licence as responsible for the day-to-day running of the centre.</li>
<li><b>Serious incident</b>: the death of a child; an injury or illness for which a child is taken to hospital; a child going missing, however briefly; or an allegation of abuse against a member of staff.</li>
<li><b>Excursion</b>: any time children spend away from the premises with staff, including walks.</li>
</ol>
</details>

<details>
<summary>Part 3 – Staffing</summary>
<ol>
<li>(M) The centre keeps at least the ratios of counted staff members to children in Table 1 at all times, including meal times and rest periods, and no group is larger than the maximum group size.
<table>
<caption>Table 1 – Ratios and group sizes</caption>
<thead><tr><th>Age band</th><th>Counted staff : children</th><th>Maximum group size</th></tr></thead>
<tbody>
<tr><td>Infants (birth to 17 months)</td><td>1 : 3</td><td>9</td></tr>
<tr><td>Toddlers (18 to 35 months)</td><td>1 : 5</td><td>12</td></tr>
<tr><td>Preschool children (3 years to 4 years 11 months)</td><td>1 : 8</td><td>24</td></tr>
<tr><td>Kindergarten children (5 years, not yet at school)</td><td>1 : 10</td><td>30</td></tr>
</tbody>
</table>
<p>Where children of different age bands are in one group, the ratio and group size of the youngest child in the group apply.</p>
</li>
<li>(M) A counted staff member:
  <ol type="a">
  <li>is at least 18 years of age;</li>
  <li>holds the Early Years Certificate at Level 3, or is enrolled on it and completes it within 2 years of starting work at the centre; and</li>
  <li>has a clear background check (see 3.5).</li>
  </ol>
  Students aged 16 or 17 on placement may help with the children but are never counted in the ratios.
</li>
<li>Each room has a room leader who holds the Level 3 certificate and has at least 2 years' experience of working with children under 6. The centre director holds an early years qualification at Level 5 or above and has at least 3 years' experience in a supervisory role.</li>
<li>(M) At least one member of staff with a current paediatric first aid certificate is on the premises at all times when children are present, and one goes on every excursion. First aid certificates are renewed every 3 years.</li>
<li>(M) Every member of staff has a background check before starting work, renewed every 3 years.</li>
<li>A centre licensed for more than 60 children has a deputy director who can take charge when the centre director is absent.</li>
</ol>
</details>

<details>
<summary>Part 4 – Premises</summary>
<ol>
<li>(M) Indoor play space is at least 3.5 m² per child, not counting kitchens, toilets, corridors, storage and staff rooms. In rooms used by infants, the play space is at least 3.7 m² per infant.</li>
<li>Outdoor play space is at least 7 m² per child, either on the premises or within a 400 m walk.</li>
<li>Rooms used by children are kept between 18 °C and 24 °C. Rooms where infants sleep are kept between 16 °C and 20 °C.</li>
<li>(M) Hot water at taps that children can use is not hotter than 43 °C.</li>
<li>There is at least one toilet and one handbasin for every 10 children who use the toilet.</li>
<li>The nappy-changing area is separate from any area where food is prepared, and has a handbasin within it.</li>
<li>Outdoor play areas are fenced to a height of at least 1.2 m, with self-closing gates whose latches children cannot reach.</li>
</ol>
</details>

<details>
<summary>Part 5 – Health, sleep and food</summary>
<ol>
<li>(M) Infants are put to sleep on their backs, each in a cot of their own, with cots at least 50 cm apart. A member of staff checks sleeping infants by sight at least every 10 minutes and records the checks.</li>
<li>Medicines are given only:
  <ol type="a">
  <li>with the parent's written consent for that medicine;</li>
  <li>from the original container, labelled with the child's name where it was prescribed; and</li>
  <li>by a member of staff who records the time and the dose, with a second member of staff checking the dose.</li>
  </ol>
</li>
<li>A child with diarrhoea or vomiting does not attend until 48 hours after the last episode.</li>
<li>Menus for the week are displayed for parents. Drinking water is available to children at all times.</li>
<li>Each infant's bottles and feeds are labelled with the infant's name and the date, and are kept in a refrigerator at not more than 5 °C.</li>
</ol>
</details>

<details>
<summary>Part 6 – Safety and emergencies</summary>
<ol>
<li>A fire drill is held every month, at different times of day, and recorded with the time taken to leave the building.</li>
<li>Rooms for infants have an evacuation cot or another means of moving infants out of the building together.</li>
<li>(M) A child is released only to a parent, or to an adult named by a parent in writing. An adult not known to staff shows photographic identification.</li>
<li>For an excursion, the centre has written consent from a parent and takes each child's emergency contact details. On an excursion the ratios in Table 1 apply, and at least two adults go on every excursion.</li>
</ol>
</details>

<details>
<summary>Part 7 – Records and reporting</summary>
<ol>
<li>An attendance register records each child's actual arrival and departure times, and each member of staff's hours.</li>
<li>(M) A serious incident is reported to the Licensing Office by telephone or email within 24 hours, with a written report within 5 working days.</li>
<li>Records about a child are kept for 3 years after the child leaves the centre; accident records are kept until the child is 21.</li>
</ol>
</details>

<details>
<summary>Part 8 – Licences and inspection</summary>
<ol>
<li>A licence lasts 2 years. The centre applies to renew it at least 90 days before it expires.</li>
<li>The Licensing Office inspects every centre at least once a year, without notice.</li>
<li>Where a centre breaks a mandatory condition (M), the Licensing Office may:
  <ol type="a">
  <li>issue a compliance notice setting a date by which the breach is put right;</li>
  <li>limit the number or ages of children the centre may care for; or</li>
  <li>suspend the licence, where children are at risk.</li>
  </ol>
</li>
<li>A centre may appeal against a decision under 8.3 to the County Licensing Appeals Board within 30 days of the decision.</li>
</ol>
</details>

<footer>
<p>Marrowby County Early Years Licensing Office · County Hall, Marrowby · Standard EY-3, Version 4</p>
</footer>
</body>
</html>
"""


def build_ey3() -> None:
    """The day-care licensing standard (HTML)."""
    (DOCS / "marrowby_ey3_day_care_licensing_standard.html").write_text(EY3_HTML, encoding="utf-8")
    print("marrowby_ey3_day_care_licensing_standard.html")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_bill()
    build_code()
    build_tps()
    build_label()
    build_flag()
    build_ey3()
