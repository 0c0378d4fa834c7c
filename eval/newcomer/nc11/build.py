# ruff: noqa: E501  (the documents' text is prose, one clause a line)
"""
Build the nc11 newcomer documents: six invented regulation-style documents in genres and layouts that nc5-nc10 do
not use. Run from anywhere:

    python eval/newcomer/nc11/build.py

writes into eval/newcomer/nc11/docs/:

- brackenfold_lifting_operations_code.pdf   a contractor's crane and lifting operations code (A4): section heads in
                                            a shaded band, a definitions section at the start, three- and
                                            four-level decimal clauses ("7.2.3.1"), wind-limit and colour-tag tables
- vra_discharge_consent_dc4471.pdf          a river authority's wastewater discharge consent (A4, serif): centred
                                            "§ 7" heads with "(2)" paragraphs, footnotes at the page foot, a
                                            landscape Schedule 1 whose limits table has merged (colspan) header
                                            cells and lettered notes, a portrait Schedule 2
- nvsb_small_animal_practice_standards.html a veterinary practice standards scheme (HTML): a definition list,
                                            standards "AN.04" tagged with their level (Core / GP / Hospital),
                                            a kennel-size table with rowspan cells, an award-level table
- holmsey_sc_sailing_instructions_2025.pdf  a sailing club's racing instructions (A5): a cover page, numbered
                                            instructions "12.2" under capitalised heads, schedule, class-flag and
                                            time-limit tables, addenda on new pages
- calderbridge_street_trading_conditions.pdf
                                            a city council's street-trading conditions for food trucks (US Letter):
                                            the conditions as one ruled grid with shaded group rows spanning the
                                            table, then Appendices A-C, each on a new page, with merged header cells
- westridge_apprenticeship_funding_rules_2025-26.md
                                            a combined authority's apprenticeship funding rules (Markdown):
                                            lettered paragraphs "D3.", a definitions table, a funding-band table,
                                            Markdown footnotes and a version history

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import re
import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import esc, join, one_page, paginate, save_pdf, split_notes, stamp, table  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A4L = pymupdf.paper_rect("a4-l")
A5 = pymupdf.paper_rect("a5")
LETTER = pymupdf.paper_rect("letter")


# -- helpers -----------------------------------------------------------------------------------------------------
def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc11 build.py", "D:20250401000000Z")


def bold(text: str) -> str:
    """Escape `text`, turning '**term**' into bold."""
    return re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", esc(text))


# == 1. Crane and lifting operations code (shaded section bands, decimal clauses to four levels) =================
CRANE_TEXT = """
# 1|SCOPE AND APPLICATION
## 1.1|General
1.1.1|This Code sets out how lifting operations are planned, supervised and carried out on every site where Brackenfold Construction Group ("Brackenfold") is the principal contractor, including lifts made by subcontractors and by crane hire companies.
1.1.2|It applies to tower cranes, mobile cranes, crawler cranes, lorry loaders, and telehandlers and excavators used as cranes. It does not apply to passenger and goods hoists, mobile elevating work platforms or forklift trucks, which are covered by standard BCG-PLT-05.
## 1.2|Status
1.2.1|Edition 3 takes effect on 3 March 2025 and replaces Edition 2, dated 16 August 2021. Lift plans approved under Edition 2 remain valid until the lift is completed or until 30 June 2025, whichever is earlier.
1.2.2|Where a client's or a crane owner's requirement is stricter than this Code, the stricter requirement applies.
# 2|DEFINITIONS
2.1|**Appointed Person (AP)**: the person appointed in writing by the Project Manager to take overall control of lifting operations on a site, who assesses each lift, produces or approves the lift plan, and has the authority to stop any lift.
2.2|**Crane Supervisor**: the person who controls a lifting operation at the workface on behalf of the AP and makes sure that the lift is carried out as the lift plan requires.
2.3|**Slinger/Signaller**: a person who attaches and detaches the load and gives signals to the crane operator.
2.4|**Rated capacity**: the maximum load that a crane may lift in a given configuration and at a given radius, as shown on the crane's load chart or by its rated capacity indicator.
2.5|**Lift categories**:
2.5.1|**Basic lift**: a lift of a load of known weight, by a single crane, in an open area away from hazards, in a crane configuration that does not change during the lift.
2.5.2|**Standard lift**: a lift that is neither a basic lift nor a complex lift.
2.5.3|**Complex lift**: a lift that involves two or more cranes, the lifting of persons, a load above 85% of the rated capacity, a blind lift, or a load path over an occupied building, a live railway or a highway.
2.6|**Blind lift**: a lift during which the crane operator cannot see the load, or the place where it is to be landed, at any stage of the lift.
2.7|**Exclusion zone**: the area around the crane, the load and the load path that is barriered off and kept clear of everyone not taking part in the lift.
2.8|**Wind speed**: the 3-second gust speed measured by the anemometer at the highest point of the crane, unless stated otherwise.
# 3|ROLES AND COMPETENCE
## 3.1|Appointed Person
3.1.1|The Project Manager appoints an AP in writing for each site before the first lifting operation. Where more than one crane contractor works on the site, a single AP coordinates all lifting operations.
3.1.2|The AP must hold a current Appointed Person card under the Lifting Operations Competence Scheme (LOCS) and must renew it every 5 years.
3.1.3|The AP may delegate the control of individual lifts to a Crane Supervisor, but may not delegate the approval of a lift plan for a complex lift.
## 3.2|Crane operators
3.2.1|Crane operators must be at least 18 years old and hold a current LOCS operator card for the category of crane. A trainee operator aged 17 may operate a crane only under the direct supervision of a qualified operator at the same controls.
3.2.2|No operator may spend more than 10 hours at the controls in one shift. A tower crane operator takes a break of at least 30 minutes out of the cab after no more than 4 hours in the cab.
## 3.3|Slinger/Signallers and Crane Supervisors
3.3.1|Slinger/Signallers must hold a current LOCS slinger/signaller card, which is renewed every 3 years.
3.3.2|Slinger/Signallers wear orange high-visibility vests, so that the crane operator can tell them from other site personnel, who wear yellow.
3.3.3|A Crane Supervisor must have at least 2 years' experience as a Slinger/Signaller and must have completed the Brackenfold Crane Supervisor course.
# 4|PLANNING LIFTS
## 4.1|Lift plans
4.1.1|No lift may be made without a lift plan approved by the AP.
4.1.2|Basic lifts may be covered by a generic lift plan for the site. The AP reviews a generic lift plan at least every 3 months, and whenever the crane or the site conditions change.
4.1.3|Standard lifts need a lift plan written for the task. Complex lifts need a lift plan written for the task, approved by the AP and briefed to everyone taking part at least 24 hours before the lift.
4.1.4|An engineered lift needs, in addition, a design check of the lift plan by the Group Temporary Works Engineer.
4.1.5|The lift plan states: the weight of the load and its centre of gravity; the crane configuration, radius and rated capacity; the lifting accessories; the ground bearing pressures; the exclusion zone; the method of communication; and the wind limit for the lift.
## 4.2|Load weights
4.2.1|Where the weight of a load is not marked or documented, it is calculated and a margin of 10% is added before the lift is planned.
4.2.2|The rated capacity indicator must work for every lift. A crane whose indicator is faulty is taken out of service until it is repaired.
## 4.3|Tandem lifts
4.3.1|In a tandem lift no crane may be loaded to more than 80% of its rated capacity, and the cranes should be of similar type and capacity.
4.3.2|A tandem lift is directed by one Crane Supervisor, who is the only person giving signals to both operators.
## 4.4|Lifting near the public
4.4.1|No load may be lifted over an occupied public highway, footpath or railway. Where the load path crosses one, the area is closed under a road or rail closure before the lift.
4.4.2|A load may be lifted over an occupied building only with the written agreement of the building owner, and the lift is then a complex lift.
## 4.5|Communication
4.5.1|Radio signals use a dedicated channel for each crane. Hand signals follow the signal chart displayed in the crane cab.
4.5.2|If radio communication is lost, the operator stops all crane motions at once.
# 5|SETTING UP CRANES
## 5.1|Ground bearing
5.1.1|The AP obtains the allowable ground bearing pressure for each crane position from the Temporary Works Coordinator before the crane is set up.
5.1.2|Outrigger mats are sized so that the bearing pressure under each mat does not exceed the allowable ground bearing pressure. Mats are at least 1.0 m × 1.0 m for cranes of up to 60 tonnes capacity and at least 1.5 m × 1.5 m for larger cranes.
5.1.3|No outrigger may be placed closer to the edge of an excavation than 1.5 times the depth of the excavation, measured from the nearest edge of the mat.
## 5.2|Overhead power lines
5.2.1|Where a crane or its load could come within 15 m of an overhead line carried on steel towers, or within 9 m of an overhead line carried on wooden poles, the lift is planned as a complex lift and the line owner is consulted.
5.2.2|No part of a crane or load may come within 6 m of any overhead line, unless the line is isolated and earthed and the line owner has issued a permit.
## 5.3|Tower cranes
5.3.1|Tower cranes are erected, climbed and dismantled only by the crane owner's erection crew, under a method statement approved by the AP.
5.3.2|Where the jibs of two tower cranes can overlap, an anti-collision system is fitted, and the cranes are set up with a vertical clearance of at least 3 m between the lowest part of the higher crane and the highest part of the lower crane.
5.3.3|A tower crane higher than 45 m carries an aircraft warning light at the top of the tower and at the jib end.
# 6|WEATHER
## 6.1|Wind
6.1.1|Lifting stops when the wind speed exceeds the lowest of: the limit in Table 6.1 for the crane type; the crane manufacturer's limit; and the wind limit in the lift plan.
|TABLE61
6.1.2|Loads with a large wind area:
6.1.2.1|For loads with a surface area of more than 10 m², such as cladding panels and formwork panels, lifting stops when the wind speed exceeds 7 m/s.
6.1.2.2|For glazing units of any size, lifting stops when the wind speed exceeds 5 m/s.
6.1.3|The wind speed is displayed in the cab of every tower crane and of every mobile crane of more than 50 tonnes capacity; for other cranes the AP provides a hand-held anemometer.
## 6.2|Lightning and visibility
6.2.1|Lifting stops, and operators leave tower crane cabs, when lightning is detected within 10 km of the site. Lifting may resume no sooner than 30 minutes after the last strike detected within 10 km.
6.2.2|Lifting stops when the operator cannot see the load or the signaller clearly, unless the lift has been planned as a blind lift with radio communication.
# 7|INSPECTION AND THOROUGH EXAMINATION
## 7.1|Pre-use checks
7.1.1|The operator carries out and records a pre-use check of the crane at the start of every shift, including a function test of the rated capacity indicator and of the limit switches.
7.1.2|The Slinger/Signaller checks each lifting accessory before use. An accessory that is damaged, or that has no current colour tag (see 7.4), is quarantined.
## 7.2|Thorough examination
7.2.1|Every crane is thoroughly examined by a competent person at least every 12 months, after it is erected on site, after any substantial change and after any incident that may have affected its safety.
7.2.2|Lifting accessories (slings, shackles, chains, spreader beams and lifting clamps) are thoroughly examined at least every 6 months.
7.2.3|Equipment used to lift persons:
7.2.3.1|Cranes and lifting accessories used to lift persons are thoroughly examined at least every 6 months.
7.2.3.2|Before its first use on each site, a personnel basket is suspended from the crane with a test load of 125% of its safe working load for 5 minutes.
## 7.3|Tower crane inspections
7.3.1|Tower cranes are inspected every week by the crane owner's maintenance technician, and the result is recorded in the crane log kept in the site office.
7.3.2|After erection, and after each climb, a tower crane is thoroughly examined and given an overload test at 110% of its rated capacity before it is used.
## 7.4|Colour tags
7.4.1|A lifting accessory that has passed its thorough examination carries the colour tag of the quarter in which it may be used, as shown in Table 7.1.
|TABLE71
7.4.2|An accessory with no tag, or with the tag of an earlier quarter, must not be used.
# 8|LIFTING PERSONS
8.1|Persons may be lifted by crane in a personnel basket only where the AP has decided that no safer means of access, such as a mobile elevating work platform, is reasonably practicable.
8.2|A personnel basket lift is a complex lift. The crane is used at no more than 50% of its rated capacity, no more than 2 persons ride in the basket, and the wind speed must not exceed 7 m/s.
8.3|Persons in the basket wear a harness attached to the basket's anchor point and stay in radio contact with the operator.
# 9|INCIDENTS AND RECORDS
9.1|Any incident, near miss or dangerous occurrence involving lifting equipment is reported to the Site Manager at once and recorded before the end of the shift.
9.2|The collapse or overturning of a crane, or the failure of any load-bearing part, is reported to the Group Head of Plant within 1 hour. The crane is not moved, except to make it safe, until the Group Head of Plant allows it.
9.3|Lift plans, pre-use check records and thorough examination reports are kept on site until the crane leaves the site, and then in the project archive for at least 3 years after the project is completed.
"""

CRANE_T61 = table(
    ["Crane type", "Lifting stops above", "Out of service"],
    [
        [
            "Tower crane",
            "20 m/s",
            "slew brake released at the end of each shift so that the jib turns freely with the wind",
        ],
        ["Mobile crane (telescopic boom)", "9.8 m/s", "boom lowered or fully retracted above 13 m/s"],
        ["Crawler crane (lattice boom)", "12 m/s", "boom lowered to the ground above 15 m/s"],
        ["Telehandler used as a crane", "12.5 m/s", "boom retracted and lowered at the end of each shift"],
    ],
    caption="Table 6.1 – Wind speed limits by crane type",
)

CRANE_T71 = table(
    ["Quarter", "Months", "Tag colour"],
    [
        ["Q1", "January – March", "Yellow"],
        ["Q2", "April – June", "Green"],
        ["Q3", "July – September", "Blue"],
        ["Q4", "October – December", "White"],
    ],
    caption="Table 7.1 – Quarterly colour tags for lifting accessories",
)

CRANE_CSS = """
body {font-family: sans-serif; font-size: 9.5pt; line-height: 1.3}
div.band {background-color: #d3d9e0; border-left: 4pt solid #1b3a57; padding: 3pt 6pt; font-weight: bold; font-size: 10.5pt; color: #1b3a57; margin-top: 10pt; margin-bottom: 5pt}
h3 {font-size: 9.8pt; margin-top: 6pt; margin-bottom: 2pt}
p.c {margin-top: 1pt; margin-bottom: 3pt}
p.c4 {margin-top: 1pt; margin-bottom: 3pt; margin-left: 30pt}
p.caption {font-weight: bold; font-size: 9pt; margin-top: 5pt; margin-bottom: 2pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 5pt}
table.t th {text-align: left; background-color: #1b3a57; color: #ffffff; padding: 3pt; border: 0.5pt solid #1b3a57}
table.t td {border: 0.5pt solid #7a8794; padding: 3pt; vertical-align: top}
"""


def keep_with_next(items: list[tuple[bool, str]]) -> list[tuple[str, list[str]]]:
    """Blocks for `paginate` from (is_heading, html) items: a heading is kept on the page of what follows it."""
    blocks: list[tuple[str, list[str]]] = []
    pending = ""
    for is_head, html in items:
        if is_head:
            pending += html
        else:
            blocks.append((pending + html, []))
            pending = ""
    if pending:
        blocks.append((pending, []))
    return blocks


def crane_markup(text: str) -> list[tuple[bool, str]]:
    """'# 7|TITLE' shaded section bands, '## 7.2|Title' heads, '7.2.3|text' clauses, '7.2.3.1|text' indented, '|html'."""
    out: list[tuple[bool, str]] = []
    for line in text.strip().splitlines():
        key, _, rest = line.strip().partition("|")
        if key == "":
            out.append((False, {"TABLE61": CRANE_T61, "TABLE71": CRANE_T71}[rest]))
        elif key.startswith("## "):
            out.append((True, f"<h3>{key[3:]}&nbsp;&nbsp;{esc(rest)}</h3>"))
        elif key.startswith("# "):
            out.append((True, f'<div class="band">{key[2:]}&nbsp;&nbsp;&nbsp;{esc(rest)}</div>'))
        else:
            cls = "c4" if key.count(".") >= 3 else "c"
            out.append(
                (rest.endswith(":") and "**" not in rest, f'<p class="{cls}"><b>{key}</b>&nbsp;&nbsp;{bold(rest)}</p>')
            )
    return out


def build_crane() -> None:
    """The crane and lifting operations code (PDF)."""
    W, H = A4.width, A4.height
    head = """<p style="font-size:9pt; color:#1b3a57"><b>BRACKENFOLD CONSTRUCTION GROUP</b> · Health, Safety and Plant</p>
    <p style="font-size:20pt; color:#1b3a57; margin-top:4pt"><b>Crane and Lifting Operations Code</b></p>
    <p style="font-size:11pt">Document BCG-LOC-02 · Edition 3 · Effective 3 March 2025</p>
    <table style="width:100%; font-size:8.5pt; margin-top:8pt; margin-bottom:6pt; border-collapse:collapse">
    <tr><td style="border-top:0.8pt solid #1b3a57; padding:2pt">Document owner</td><td style="border-top:0.8pt solid #1b3a57; padding:2pt">Group Head of Plant</td>
    <td style="border-top:0.8pt solid #1b3a57; padding:2pt">Approved by</td><td style="border-top:0.8pt solid #1b3a57; padding:2pt">Executive Safety Committee, 11 February 2025</td></tr>
    <tr><td style="border-bottom:0.8pt solid #1b3a57; padding:2pt">Replaces</td><td style="border-bottom:0.8pt solid #1b3a57; padding:2pt">Edition 2, 16 August 2021</td>
    <td style="border-bottom:0.8pt solid #1b3a57; padding:2pt">Next review</td><td style="border-bottom:0.8pt solid #1b3a57; padding:2pt">March 2027</td></tr></table>"""
    blocks = keep_with_next([(True, head), *crane_markup(CRANE_TEXT)])
    frame = pymupdf.Rect(54, 66, W - 54, H - 58)
    doc = paginate(blocks, CRANE_CSS, "", A4, frame)
    total = doc.page_count
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(54, 32, W - 54, 46),
            '<table style="width:100%"><tr><td>Brackenfold Construction Group</td>'
            '<td style="text-align:right">BCG-LOC-02 Crane and Lifting Operations Code · Edition 3</td></tr></table>',
        )
        page.draw_line((54, 50), (W - 54, 50), color=(0.11, 0.23, 0.34), width=0.6)
        stamp(
            page,
            pymupdf.Rect(54, H - 40, W - 54, H - 28),
            '<table style="width:100%"><tr><td>Printed copies are uncontrolled</td>'
            f'<td style="text-align:right">Page {i + 1} of {total}</td></tr></table>',
        )
    save(doc, "brackenfold_lifting_operations_code.pdf")


# == 2. Wastewater discharge consent (§ heads, footnotes, landscape schedule with merged header cells) ==========
CONSENT_PARTS = [
    (
        "§ 1",
        "Parties and definitions",
        [
            '(1) This consent is granted by the Vale Rivers Authority ("the Authority") to Linmoor Dairy Products Ltd, of Mill Road, Linmoor ("the Consent Holder"), for the discharge of effluent from the Linmoor creamery to the River Tarn.',
            '(2) In this consent: "effluent" means treated trade effluent, together with surface water from the creamery site, passing through the outfall; "composite sample" means a sample made up of equal portions taken at least once an hour over 24 hours, in proportion to the flow; "spot sample" means a single sample taken at one time; "working day" means any day other than a Saturday, a Sunday or a public holiday.',
        ],
    ),
    (
        "§ 2",
        "Duration",
        [
            "(1) This consent has effect from 1 April 2025 and expires at midnight on 31 March 2031.",
            "(2) An application to renew this consent must reach the Authority at least 6 months before the date on which it expires.",
            "(3) This consent replaces Consent No. VRA/DC/4471 Version 1, issued on 12 May 2016.[[fn]]Version 1 allowed a maximum daily volume of 1,400 m³ and set no limit for total phosphorus.[[/fn]]",
        ],
    ),
    (
        "§ 3",
        "Discharge point",
        [
            "(1) The effluent shall be discharged only through the outfall at grid reference TN 4821 3307, on the left bank of the River Tarn, 40 m downstream of Linmoor weir.",
            "(2) The outfall shall be fitted with a non-return flap and kept free of obstruction. An inspection chamber from which samples can be taken (the sampling point) shall be kept immediately upstream of the outfall.",
            "(3) No effluent shall be discharged by any other route.",
        ],
    ),
    (
        "§ 4",
        "Volume and rate of flow",
        [
            "(1) The volume of effluent discharged in any period of 24 hours shall not exceed 1,800 m³.",
            "(2) The rate of discharge shall not exceed 35 litres per second at any time.",
            "(3) While the flow in the River Tarn at the Linmoor gauging station is below the dry weather flow, the volume discharged in any period of 24 hours shall not exceed 1,200 m³.[[fn]]The Authority publishes the flow at the Linmoor gauging station on its river levels service, updated every 15 minutes.[[/fn]]",
        ],
    ),
    (
        "§ 5",
        "Quality of the effluent",
        [
            "(1) The effluent shall meet the limits in Schedule 1.",
            "(2) The effluent shall not contain any matter that shows as an oil film or foam on the river downstream of the outfall, and shall not visibly discolour the river.",
            "(3) No biocide, disinfectant or cleaning product shall be discharged other than those listed in Schedule 2, Part B, and those only after neutralisation.",
        ],
    ),
    (
        "§ 6",
        "Treatment plant",
        [
            "(1) The Consent Holder shall operate and maintain the effluent treatment plant (a balancing tank, a dissolved air flotation unit and an activated sludge plant) so as to achieve the best treatment reasonably practicable.",
            "(2) The balancing tank shall keep a reserve capacity of at least 300 m³ at all times, to hold effluent during a failure of the plant.",
            "(3) A spare aeration blower shall be kept on the site.",
        ],
    ),
    (
        "§ 7",
        "Sampling and monitoring",
        [
            "(1) The Consent Holder shall install and maintain an automatic sampler at the sampling point capable of taking composite samples.",
            "(2) Samples shall be taken and analysed at no less than the frequencies given in Schedule 1, by a laboratory accredited for the analysis concerned.",
            "(3) The flow shall be measured continuously by an electromagnetic flow meter with an uncertainty of no more than ±8%. The meter shall be verified by an independent person every 12 months.",
            "(4) Temperature and pH shall be monitored continuously, with readings logged at least every 15 minutes.",
            "(5) The Authority may take its own samples at any time. Where the Authority splits a sample, one part is offered to the Consent Holder.",
        ],
    ),
    (
        "§ 8",
        "Notification and reporting",
        [
            "(1) The monitoring results for each calendar month shall be sent to the Authority within 28 days after the end of that month.",
            "(2) The Consent Holder shall notify the Authority by telephone, within 2 hours of becoming aware of it, of: (a) a breach of any limit in Schedule 1; (b) a failure of the treatment plant likely to lead to such a breach; (c) a spillage of milk, cream or whey to the surface water drains.",
            "(3) A written report of the cause of the event and the measures taken shall follow within 5 working days of the notification.",
            "(4) An annual report on the performance of the treatment plant, covering the year to 31 March, shall be sent to the Authority by 30 June each year.",
        ],
    ),
    (
        "§ 9",
        "Records",
        [
            "(1) All monitoring results, flow records, maintenance logs and notifications shall be kept for at least 6 years and produced to the Authority on request."
        ],
    ),
    (
        "§ 10",
        "Charges",
        [
            "(1) The Consent Holder shall pay the annual subsistence charge by 30 April each year. The charge for the year from 1 April 2025 is £3,920.[[fn]]The subsistence charge for 2024/25 was £3,640. Charges for later years are published in the Authority's charging scheme each February.[[/fn]]",
            "(2) An application to vary this consent shall be accompanied by the variation fee of £1,150.",
            "(3) Where the Authority visits the site to assess compliance after a breach, it charges £96 for each hour of officer time.",
        ],
    ),
    (
        "§ 11",
        "Variation, transfer and revocation",
        [
            "(1) The Authority may vary or revoke this consent by notice in writing, giving at least 3 months' notice except in an emergency.",
            "(2) This consent may be transferred to a new operator of the creamery only with the agreement of the Authority. The Consent Holder and the proposed new operator shall apply jointly at least 20 working days before the proposed date of transfer.",
            "(3) The Consent Holder shall notify the Authority of any change of its name or registered office within 28 days.",
        ],
    ),
    (
        "§ 12",
        "Offences",
        [
            "(1) Failure to comply with a condition of this consent is an offence under section 41 of the Water Resources (Vale) Act.[[fn]]Section 41 was amended with effect from 1 January 2024; the penalties are set out in section 41(3) of the Act.[[/fn]]",
            "(2) It is a defence to show that the discharge was made in an emergency to avoid danger to life or health, and that the Authority was notified as § 8(2) requires.",
        ],
    ),
]

CONSENT_CSS = """
body {font-family: serif; font-size: 10.5pt; line-height: 1.35}
p.sec {text-align: center; font-weight: bold; font-size: 11pt; margin-top: 10pt; margin-bottom: 0pt}
p.st {text-align: center; font-weight: bold; font-size: 10.5pt; margin-top: 0pt; margin-bottom: 5pt}
p.para {text-align: justify; margin-top: 0pt; margin-bottom: 4pt}
sup {font-size: 7pt}
"""
CONSENT_FOOT_CSS = "body {font-family: serif; font-size: 8pt} p {margin: 0 0 2pt 0}"

CONSENT_SCHED1 = """<p style="text-align:center; font-weight:bold; font-size:12pt">SCHEDULE 1</p>
<p style="text-align:center; font-weight:bold; margin-bottom:6pt">Effluent quality limits and monitoring (§ 5 and § 7)</p>
<table class="s">
<tr><th rowspan="2">Parameter</th><th rowspan="2">Units</th><th colspan="3">Limit values</th><th colspan="2">Monitoring</th></tr>
<tr><th>95th percentile (a)</th><th>Upper tier, any sample (b)</th><th>Annual mean (c)</th><th>Sample type</th><th>Minimum frequency</th></tr>
<tr><td>Biochemical oxygen demand (5-day, ATU)</td><td>mg/l</td><td>20</td><td>50</td><td>–</td><td>composite</td><td>weekly</td></tr>
<tr><td>Chemical oxygen demand</td><td>mg/l</td><td>125</td><td>300</td><td>–</td><td>composite</td><td>weekly</td></tr>
<tr><td>Suspended solids</td><td>mg/l</td><td>30</td><td>75</td><td>–</td><td>composite</td><td>weekly</td></tr>
<tr><td>Ammoniacal nitrogen (as N)</td><td>mg/l</td><td>5</td><td>15</td><td>–</td><td>composite</td><td>weekly</td></tr>
<tr><td>Total phosphorus (as P)</td><td>mg/l</td><td>–</td><td>4</td><td>1.0</td><td>composite</td><td>fortnightly</td></tr>
<tr><td>Fats, oils and grease</td><td>mg/l</td><td>–</td><td>20</td><td>–</td><td>spot</td><td>monthly</td></tr>
<tr><td>pH</td><td>pH units</td><td>–</td><td>6.0 – 9.0</td><td>–</td><td>continuous</td><td>continuous</td></tr>
<tr><td>Temperature (d)</td><td>°C</td><td>–</td><td>28</td><td>–</td><td>continuous</td><td>continuous</td></tr>
</table>
<p class="n"><b>Notes to Schedule 1</b></p>
<p class="n">(a) A 95th percentile limit is assessed over each rolling period of 12 months. With weekly sampling, no more than 3 results in 52 may exceed it.</p>
<p class="n">(b) A result above the upper tier value is a breach of this consent, whatever the other results.</p>
<p class="n">(c) The annual mean for total phosphorus is assessed over each year to 31 March.</p>
<p class="n">(d) From 1 June to 30 September in each year the upper tier value for temperature is 25 °C.</p>"""

CONSENT_SCHED1_CSS = """
body {font-family: serif; font-size: 10pt}
table.s {border-collapse: collapse; width: 100%; font-size: 9.5pt; margin-bottom: 8pt}
table.s th {border: 0.7pt solid #222222; background-color: #e6e6e6; padding: 3pt; font-family: sans-serif; font-size: 8.5pt; text-align: center}
table.s td {border: 0.7pt solid #222222; padding: 3pt}
p.n {margin: 0 0 3pt 0; font-size: 9pt}
"""

CONSENT_SCHED2 = """<p style="text-align:center; font-weight:bold; font-size:12pt">SCHEDULE 2</p>
<p style="text-align:center; font-weight:bold; margin-bottom:8pt">Notifications and permitted cleaning products</p>
<p><b>Part A – Notifications under § 8(2)</b></p>
<p>Notifications are made to the Authority's incident line, 0300 555 0142, which is staffed 24 hours a day. The caller gives the consent number, the time the event began, the parameter or plant affected and the action taken.</p>
<p>Monthly results and reports under § 8(1), (3) and (4) are sent to the Permitting Team, North Vale Area, at the address on this consent.</p>
<p style="margin-top:8pt"><b>Part B – Cleaning products that may be discharged after neutralisation (§ 5(3))</b></p>
<p>1. Sodium hydroxide (caustic soda) based clean-in-place detergents.</p>
<p>2. Nitric acid and phosphoric acid based clean-in-place acid cleaners.</p>
<p>3. Peracetic acid sanitiser, not more than 150 kg of product in any 24 hours.</p>
<p>4. Sodium hypochlorite, only after dechlorination at the treatment plant.</p>
<p style="margin-top:8pt"><b>Part C – Description of the outfall</b></p>
<p>A 450 mm diameter concrete pipe discharging at the river bed, with a stone apron 3 m long, at grid reference TN 4821 3307.</p>
<p style="margin-top:26pt">Signed on behalf of the Vale Rivers Authority</p>
<p style="margin-top:14pt"><i>Helen Marsh-Taverner</i><br/>Permitting Team Leader, North Vale Area<br/>14 March 2025</p>"""


def consent_blocks() -> list[tuple[str, list[str]]]:
    """The consent as blocks (a § head kept with its first paragraph), each with the footnotes it calls."""
    title = """<p style="text-align:center; font-size:13pt; font-weight:bold; letter-spacing:1pt">VALE RIVERS AUTHORITY</p>
    <p style="text-align:center; font-size:11pt; margin-top:2pt">Water Resources (Vale) Act, section 38</p>
    <p style="text-align:center; font-size:15pt; font-weight:bold; margin-top:12pt">CONSENT TO DISCHARGE TREATED TRADE EFFLUENT</p>
    <p style="text-align:center; font-size:11pt; margin-top:4pt; margin-bottom:14pt">Consent No. VRA/DC/4471 · Version 2</p>"""
    blocks: list[tuple[str, list[str]]] = []
    for k, (num, name, paras) in enumerate(CONSENT_PARTS):
        first_html, first_notes = split_notes(paras[0], bold)
        html = f'<p class="sec">{esc(num)}</p><p class="st">{esc(name)}</p><p class="para">{first_html}</p>'
        blocks.append(((title if k == 0 else "") + html, first_notes))
        for para in paras[1:]:
            h, fn = split_notes(para, bold)
            blocks.append((f'<p class="para">{h}</p>', fn))
    return blocks


def build_consent() -> None:
    """The discharge consent (PDF): § heads, footnotes, landscape Schedule 1, portrait Schedule 2."""
    W, H = A4.width, A4.height
    frame = pymupdf.Rect(70, 70, W - 70, H - 64)
    body = paginate(consent_blocks(), CONSENT_CSS, CONSENT_FOOT_CSS, A4, frame)
    sched1 = one_page(CONSENT_SCHED1, CONSENT_SCHED1_CSS, A4L, pymupdf.Rect(60, 64, A4L.width - 60, A4L.height - 56))
    sched2 = one_page(CONSENT_SCHED2, "body {font-family: serif; font-size: 10.5pt} p {margin: 0 0 4pt 0}", A4, frame)
    doc = join(body, sched1, sched2)
    for i, page in enumerate(doc):
        w, h = page.rect.width, page.rect.height
        stamp(
            page,
            pymupdf.Rect(60, 30, w - 60, 44),
            '<table style="width:100%"><tr><td>Vale Rivers Authority</td>'
            '<td style="text-align:right">Consent No. VRA/DC/4471 (Version 2) · Linmoor Dairy Products Ltd</td></tr></table>',
            "* {font-family: serif; font-size: 8pt}",
        )
        stamp(
            page,
            pymupdf.Rect(60, h - 40, w - 60, h - 26),
            f'<p style="text-align:center">– {i + 1} –</p>',
            "* {font-family: serif; font-size: 8.5pt}",
        )
    save(doc, "vra_discharge_consent_dc4471.pdf")


# == 3. Veterinary practice standards (HTML) =====================================================================
VET_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>NVSB Practice Standards for Small Animal Practices, Version 4.1</title>
<style>
body {font-family: Georgia, serif; max-width: 52em; margin: 2em auto; line-height: 1.45}
.std {margin: 0.4em 0 0.8em 0}
.std .id {font-family: monospace; font-weight: bold}
.lvl {font-size: 0.8em; border: 1px solid #777; border-radius: 3px; padding: 0 0.3em; margin-left: 0.3em}
table {border-collapse: collapse; margin: 0.6em 0}
th, td {border: 1px solid #666; padding: 0.25em 0.6em; text-align: left; vertical-align: top}
dt {font-weight: bold; margin-top: 0.5em}
aside {border-left: 4px solid #4a7a4a; background: #eef5ee; padding: 0.4em 0.8em; margin: 0.8em 0}
</style>
</head>
<body>
<header>
<p>Northfold Veterinary Standards Board (NVSB)</p>
<h1>Practice Standards for Small Animal Practices</h1>
<p>Version 4.1 &middot; in force from 1 September 2025 &middot; replaces Version 4.0</p>
</header>

<nav>
<h2>Contents</h2>
<ol>
<li><a href="#about">About these standards</a></li>
<li><a href="#definitions">Definitions</a></li>
<li><a href="#an">Anaesthesia (AN)</a></li>
<li><a href="#md">Medicines (MD)</a></li>
<li><a href="#ip">In-patients (IP)</a></li>
<li><a href="#di">Diagnostic imaging (DI)</a></li>
<li><a href="#ic">Infection control (IC)</a></li>
<li><a href="#cl">Clients and complaints (CL)</a></li>
<li><a href="#as">Assessment and awards (AS)</a></li>
</ol>
</nav>

<section id="about">
<h2>1. About these standards</h2>
<p>The Practice Standards Scheme (the Scheme) is run by the Northfold Veterinary Standards Board. A practice joins the Scheme voluntarily and is accredited at one of three award levels: Core Standards, General Practice or Veterinary Hospital. A practice must meet every standard of its own level and of the levels below it.</p>
<p>Each standard below is tagged with the lowest level at which it applies: <span class="lvl">Core</span>, <span class="lvl">GP</span> (General Practice) or <span class="lvl">Hospital</span> (Veterinary Hospital).</p>
<p>Version 4.1 comes into force on 1 September 2025. A practice assessed under Version 4.0 keeps its award until its next routine assessment.</p>
</section>

<section id="definitions">
<h2>2. Definitions</h2>
<dl>
<dt>Veterinary surgeon</dt>
<dd>A person registered to practise veterinary surgery in Northfold.</dd>
<dt>Registered veterinary nurse (RVN)</dt>
<dd>A veterinary nurse entered on the register of veterinary nurses kept under the Veterinary Professions Act.</dd>
<dt>Responsible Veterinary Surgeon (RVS)</dt>
<dd>The veterinary surgeon named by a practice as responsible for its compliance with the Scheme. Each practice premises has one RVS.</dd>
<dt>In-patient</dt>
<dd>An animal kept at the practice premises for treatment, observation or recovery for a continuous period of more than 2 hours.</dd>
<dt>Controlled drug</dt>
<dd>A medicine listed in Schedules 2 to 5 of the Controlled Drugs Regulations.</dd>
<dt>Critical in-patient</dt>
<dd>An in-patient whose condition the treating veterinary surgeon has recorded as unstable or as needing intensive care.</dd>
</dl>
</section>

<section id="an">
<h2>3. Anaesthesia (AN)</h2>
<div class="std"><span class="id">AN.01</span> <span class="lvl">Core</span> Every animal under general anaesthesia is monitored continuously by a veterinary surgeon or an RVN, or by a student veterinary nurse under their direct supervision, who is not also performing the procedure.</div>
<div class="std"><span class="id">AN.02</span> <span class="lvl">Core</span> An anaesthetic record is kept for every general anaesthetic. It records the heart rate, the respiratory rate and the depth of anaesthesia at intervals of no more than 5 minutes, and the drugs and doses given.</div>
<div class="std"><span class="id">AN.03</span> <span class="lvl">Core</span> A pre-anaesthetic assessment, including the animal's weight, is carried out and recorded on the day of the anaesthetic.</div>
<div class="std"><span class="id">AN.04</span> <span class="lvl">GP</span> Pulse oximetry and capnography are available for every general anaesthetic, and non-invasive blood pressure monitoring is available in every theatre.</div>
<div class="std"><span class="id">AN.05</span> <span class="lvl">Core</span> The practice keeps a reserve oxygen supply able to provide oxygen for at least 60 minutes at the highest flow rate in use, in addition to the cylinder or concentrator in use.</div>
<div class="std"><span class="id">AN.06</span> <span class="lvl">Core</span> Anaesthetic machines are serviced at least every 12 months and leak-tested before each day's list.</div>
<div class="std"><span class="id">AN.07</span> <span class="lvl">GP</span> Every theatre has active scavenging of waste anaesthetic gases. Staff exposure to anaesthetic gases is measured by personal sampling at least every 2 years.</div>
<div class="std"><span class="id">AN.08</span> <span class="lvl">Hospital</span> In recovery, a patient is checked at least every 15 minutes until it can hold itself in sternal recumbency, and then at least every hour for the next 4 hours.</div>
</section>

<section id="md">
<h2>4. Medicines (MD)</h2>
<div class="std"><span class="id">MD.01</span> <span class="lvl">Core</span> Medicines are stored as their manufacturers direct. Refrigerators holding medicines are kept at 2&nbsp;&deg;C to 8&nbsp;&deg;C, and their maximum and minimum temperatures are recorded every working day.</div>
<div class="std"><span class="id">MD.02</span> <span class="lvl">Core</span> Controlled drugs in Schedules 2 and 3, except those exempt from safe custody, are kept in a locked cabinet fixed to a wall or floor. The key is held by a veterinary surgeon or by a person the RVS has authorised in writing.</div>
<div class="std"><span class="id">MD.03</span> <span class="lvl">Core</span> A register of Schedule 2 controlled drugs is kept, and a stock check is carried out and recorded at least once a week. Each register is kept for 5 years from the date of its last entry.</div>
<div class="std"><span class="id">MD.04</span> <span class="lvl">Core</span> Out-of-date and returned controlled drugs are destroyed using a denaturing kit in the presence of an authorised witness, and the destruction is recorded.</div>
<div class="std"><span class="id">MD.05</span> <span class="lvl">Core</span> A written prescription is provided whenever a client asks for one. A practice may charge for a written prescription; the charge is shown on the practice price list.</div>
<div class="std"><span class="id">MD.06</span> <span class="lvl">Core</span> Dispensed medicines are labelled with: the name of the animal; the name and address of the client; the name and address of the practice; the date; the name, strength and quantity of the medicine; the directions for use; and the words &ldquo;For animal treatment only&rdquo;.</div>
<div class="std"><span class="id">MD.07</span> <span class="lvl">Core</span> A medicine prescribed under the cascade is dispensed only after the client has given informed consent, which is recorded in the clinical record.</div>
</section>

<section id="ip">
<h2>5. In-patients (IP)</h2>
<div class="std"><span class="id">IP.01</span> <span class="lvl">Core</span> Every in-patient is identified by a kennel card and by a collar or leg label.</div>
<div class="std"><span class="id">IP.02</span> <span class="lvl">Core</span> Kennels are at least the sizes in the table below.</div>
<table>
<caption>Minimum kennel sizes</caption>
<thead><tr><th>Species</th><th>Body weight</th><th>Floor area</th><th>Height</th></tr></thead>
<tbody>
<tr><td>Cat</td><td>any</td><td>0.5 m&sup2;</td><td>0.6 m</td></tr>
<tr><td rowspan="3">Dog</td><td>up to 10 kg</td><td>0.7 m&sup2;</td><td>0.6 m</td></tr>
<tr><td>over 10 kg, up to 25 kg</td><td>1.2 m&sup2;</td><td>0.9 m</td></tr>
<tr><td>over 25 kg</td><td>2.0 m&sup2; (walk-in kennel)</td><td>1.8 m</td></tr>
</tbody>
</table>
<div class="std"><span class="id">IP.03</span> <span class="lvl">GP</span> Cats are housed out of sight of dogs, and each cat kennel has a hiding place.</div>
<div class="std"><span class="id">IP.04</span> <span class="lvl">Core</span> In-patients are checked, and each check recorded, at least every 4 hours during the working day.</div>
<div class="std"><span class="id">IP.05</span> <span class="lvl">GP</span> Where in-patients stay overnight and nobody is on the premises, a veterinary surgeon or an RVN checks them at least once between 22:00 and 02:00 and again before 07:00.</div>
<div class="std"><span class="id">IP.06</span> <span class="lvl">Hospital</span> A member of the clinical staff is on the premises, and awake, at all times while an in-patient is present. Critical in-patients are checked at least every hour.</div>
<div class="std"><span class="id">IP.07</span> <span class="lvl">Hospital</span> The hospital has an isolation unit with its own air space, an entrance from outside the building, and its own equipment.</div>
<div class="std"><span class="id">IP.08</span> <span class="lvl">Core</span> An in-patient receiving intravenous fluids is either on an infusion pump or checked at least every hour.</div>
</section>

<section id="di">
<h2>6. Diagnostic imaging (DI)</h2>
<div class="std"><span class="id">DI.01</span> <span class="lvl">Core</span> The practice appoints a Radiation Protection Supervisor (RPS) from its staff and has access to a Radiation Protection Adviser.</div>
<div class="std"><span class="id">DI.02</span> <span class="lvl">Core</span> The whole X-ray room is a controlled area during exposures, with a warning sign and a warning light at each entrance.</div>
<div class="std"><span class="id">DI.03</span> <span class="lvl">Core</span> Everyone who takes part in radiography wears a personal dosimeter, which is read every 3 months.</div>
<div class="std"><span class="id">DI.04</span> <span class="lvl">Core</span> Animals are not held by hand for radiography. The only exception is where the RPS agrees that the animal's clinical condition makes sedation and positioning aids unsafe; the person holding the animal then wears a lead apron and lead gloves, and no part of that person's body may be in the primary beam.</div>
</section>

<section id="ic">
<h2>7. Infection control (IC)</h2>
<div class="std"><span class="id">IC.01</span> <span class="lvl">Core</span> The practice has a written infection control policy, reviewed at least every 12 months.</div>
<div class="std"><span class="id">IC.02</span> <span class="lvl">Core</span> There is a hand-wash basin with hot and cold water in every consulting room and in every preparation area.</div>
<div class="std"><span class="id">IC.03</span> <span class="lvl">GP</span> Surgical instruments are sterilised in an autoclave. Each autoclave cycle is checked with a chemical indicator.</div>
<div class="std"><span class="id">IC.04</span> <span class="lvl">Core</span> Clinical waste is removed by a licensed waste carrier. Sharps containers are closed and replaced when they are three-quarters full, or at least every 3 months.</div>
<aside><strong>Guidance:</strong> the Clinical Governance Lead is expected to review infection rates after surgery as part of the practice's clinical audit.</aside>
</section>

<section id="cl">
<h2>8. Clients and complaints (CL)</h2>
<div class="std"><span class="id">CL.01</span> <span class="lvl">Core</span> The practice provides 24-hour emergency cover, itself or by arrangement with an out-of-hours provider whose premises are no more than 45 minutes' travel by car from the practice premises.</div>
<div class="std"><span class="id">CL.02</span> <span class="lvl">Core</span> The practice displays its main fees, including the fee for a standard consultation, in the waiting room and on its website.</div>
<div class="std"><span class="id">CL.03</span> <span class="lvl">Core</span> A complaint is acknowledged in writing within 5 working days of receipt and answered in full within 28 days. A client who is not satisfied is told about the Northfold Veterinary Complaints Mediation Service.</div>
<div class="std"><span class="id">CL.04</span> <span class="lvl">Core</span> Clinical records are kept for at least 6 years after the last entry.</div>
<div class="std"><span class="id">CL.05</span> <span class="lvl">GP</span> The client is given a written estimate before any procedure whose cost is likely to exceed &pound;500.</div>
</section>

<section id="as">
<h2>9. Assessment and awards (AS)</h2>
<div class="std"><span class="id">AS.01</span> A practice is assessed by an NVSB assessor before its first award and then at a routine assessment every 4 years. The Board may also make unannounced spot checks.</div>
<div class="std"><span class="id">AS.02</span> The award levels, and the length of the assessment visit for each, are:</div>
<table>
<thead><tr><th>Award level</th><th>Standards to meet</th><th>Assessment visit</th></tr></thead>
<tbody>
<tr><td>Core Standards</td><td>Core</td><td>half a day</td></tr>
<tr><td>General Practice</td><td>Core and GP</td><td>1 day</td></tr>
<tr><td>Veterinary Hospital</td><td>Core, GP and Hospital</td><td>2 days</td></tr>
</tbody>
</table>
<div class="std"><span class="id">AS.03</span> Minor non-compliances found at an assessment must be corrected, and evidence sent to the assessor, within 28 days. A major non-compliance must be corrected within 10 working days, or the award is suspended.</div>
<div class="std"><span class="id">AS.04</span> A practice may appeal against an assessment decision to the Board's Appeals Panel within 28 days of receiving the decision.</div>
</section>

<footer>
<p>&copy; Northfold Veterinary Standards Board. Version 4.1, published 2 June 2025.</p>
</footer>
</body>
</html>
"""


def build_vet() -> None:
    """The veterinary practice standards (HTML)."""
    (DOCS / "nvsb_small_animal_practice_standards.html").write_text(VET_HTML, encoding="utf-8")
    print("nvsb_small_animal_practice_standards.html: HTML")


# == 4. Sailing instructions (A5) ===============================================================================
SI_TEXT = """
# 1|RULES
1.1|The events are governed by the rules as defined in The Racing Rules of Sailing.
1.2|The club's Racing Handbook (2024 edition) applies, except where these sailing instructions change it.
1.3|If there is a conflict between the Notice of Race and these sailing instructions, these sailing instructions take precedence.
# 2|NOTICES TO COMPETITORS AND CHANGES
2.1|Notices to competitors are posted on the official notice board outside the race office in the clubhouse, and on the club's Race Hub web page.
2.2|Any change to a sailing instruction will be posted before 09:30 on the day it takes effect, except that a change to the schedule of races will be posted by 19:00 on the day before it takes effect.
# 3|SIGNALS MADE ASHORE
3.1|Signals made ashore are displayed on the flagstaff at the south end of the clubhouse veranda.
3.2|When flag AP is displayed ashore, "1 minute" is replaced with "not less than 40 minutes" in the race signal AP.
3.3|When flag D is displayed with one sound, boats may leave the dinghy park. The warning signal will be made not less than 30 minutes after flag D is displayed.
# 4|SCHEDULE OF RACES
4.1|The races are scheduled in Table 1. The Autumn Series has 8 races and the Open Regatta has 5 races.
|TABLE1
4.2|On the last scheduled day of each event no warning signal will be made after 15:00.
4.3|To alert boats that a race or a sequence of races will begin soon, an orange flag will be displayed with one sound at least 5 minutes before a warning signal is made.
# 5|FLEETS AND CLASS FLAGS
5.1|Boats race in the fleets in Table 2, by the handicap number in the club's 2025 handicap list. The Junior fleet is for boats whose helm is under 16 on 1 September 2025.
|TABLE2
# 6|RACING AREA
6.1|The racing area is Holmsey Water, north of a line between the dam tower and the Heron Point buoy.
6.2|The area inside the yellow buoys off Heron Point is an obstruction. Boats shall not enter it.
# 7|COURSES
7.1|The courses are shown in Addendum A. The course letter is displayed on the committee boat's course board no later than the warning signal.
7.2|Marks are rounded to port, unless a green board is displayed below the course letter, when they are rounded to starboard.
# 8|MARKS
8.1|Marks 1, 2, 3 and 4 are yellow cylindrical buoys. The starting mark and the finishing mark are orange buoys.
8.2|A new mark, as provided in instruction 10, will be a red sphere.
# 9|THE START
9.1|Races will be started using rule 26, with the warning signal made 5 minutes before the starting signal.
9.2|The fleets start in the order Fast, Medium, Slow, Junior. Each fleet's warning signal is made at or after the previous fleet's starting signal.
9.3|The starting line is between a staff displaying an orange flag on the committee boat and the course side of the starting mark.
9.4|A boat that does not start later than 4 minutes after her starting signal will be scored Did Not Start (DNS) without a hearing.
# 10|CHANGE OF THE NEXT LEG OF THE COURSE
10.1|To change the next leg of the course, the race committee will lay a new mark and remove the original mark as soon as practicable.
# 11|THE FINISH
11.1|The finishing line is between a staff displaying a blue flag on the committee boat and the course side of the finishing mark.
# 12|TIME LIMITS
12.1|The time limits are in Table 3. A boat's fleet is abandoned if no boat of that fleet has passed Mark 1 within the Mark 1 time limit.
|TABLE3
12.2|A boat failing to finish within the finishing window after the first boat of her fleet sails the course and finishes will be scored Did Not Finish (DNF) without a hearing.
# 13|PENALTIES
13.1|For boats in the Junior fleet, rule 44.1 is changed so that the Two-Turns Penalty is replaced by the One-Turn Penalty.
13.2|A boat that has taken a penalty or retired shall complete an acknowledgement form at the race office within the protest time limit.
# 14|PROTESTS AND REQUESTS FOR REDRESS
14.1|Protest forms are available at the race office. Protests and requests for redress shall be delivered there within the protest time limit.
14.2|For each fleet, the protest time limit is 45 minutes after the last boat has finished the last race of the day or the race committee signals no more racing today, whichever is later.
14.3|Notices will be posted no later than 20 minutes after the protest time limit to inform competitors of hearings. Hearings are held in the committee room.
14.4|On the last day of the Open Regatta, a request to reopen a hearing shall be delivered no later than 30 minutes after the decision was posted.
# 15|SCORING
15.1|The Low Point System of Appendix A of the racing rules applies, using corrected times calculated from the club's 2025 handicap list.
15.2|Three races are required to be completed to constitute a series.
15.3|In the Autumn Series, when 4 to 6 races have been completed a boat's series score will be her total race scores excluding her worst score; when 7 or 8 races have been completed, her total race scores excluding her 2 worst scores.
15.4|In the Open Regatta, when 4 or 5 races have been completed a boat's series score will be her total race scores excluding her worst score.
# 16|SAFETY
16.1|Competitors shall wear personal flotation devices at all times while afloat, except briefly while changing or adjusting clothing.
16.2|Each helm shall take the boat's tally from the tally board before launching and return it on coming ashore. A boat that fails to return her tally before the protest time limit will be given a penalty of 2 places in the last race of the day, without a hearing.
16.3|A boat that retires shall tell the race committee before leaving the racing area, or, if that is not possible, the race office as soon as she comes ashore.
# 17|SUPPORT PERSONS
17.1|Support persons shall stay at least 50 m from boats that are racing, from the preparatory signal of the first fleet until all boats have finished or the race committee signals a postponement or abandonment.
17.2|Support boats shall carry the club's support boat flag and shall act as rescue boats if asked by the race committee.
# 18|RADIO COMMUNICATION
18.1|The race committee will listen and broadcast on VHF channel 72. Boats shall not make or receive voice or data transmissions while racing, except in an emergency.
# 19|PRIZES
19.1|Prizes will be given to the first three boats in each fleet of the Autumn Series and of the Open Regatta.
"""

SI_T1 = table(
    ["Date", "Event", "Races", "First warning signal"],
    [
        ["Sunday 7 September", "Autumn Series, day 1", "2", "10:55"],
        ["Saturday 13 September", "Open Regatta, day 1", "3", "11:25"],
        ["Sunday 14 September", "Open Regatta, day 2", "2", "10:25"],
        ["Sunday 21 September", "Autumn Series, day 2", "2", "10:55"],
        ["Sunday 5 October", "Autumn Series, day 3", "2", "10:55"],
        ["Sunday 19 October", "Autumn Series, day 4", "2", "10:25"],
    ],
    caption="Table 1 – Schedule of races 2025",
)
SI_T2 = table(
    ["Fleet", "Handicap number", "Class flag"],
    [
        ["Fast", "below 1030", "flag F"],
        ["Medium", "1030 to 1129", "flag M"],
        ["Slow", "1130 and above", "flag S"],
        ["Junior", "any (helm under 16)", "flag J"],
    ],
    caption="Table 2 – Fleets and class flags",
)
SI_T3 = table(
    ["Fleet", "Mark 1 time limit", "Race time limit", "Finishing window"],
    [
        ["Fast", "20 minutes", "60 minutes", "15 minutes"],
        ["Medium", "25 minutes", "70 minutes", "15 minutes"],
        ["Slow", "30 minutes", "75 minutes", "20 minutes"],
        ["Junior", "30 minutes", "50 minutes", "20 minutes"],
    ],
    caption="Table 3 – Time limits",
)

SI_ADDENDA = """<p class="add">ADDENDUM A – COURSES</p>
<p>Marks are described in instruction 8. S = starting line, F = finishing line.</p>
<table class="t"><tr><th>Course</th><th>Order of marks</th><th>Fleets</th></tr>
<tr><td>A (triangle)</td><td>S – 1 – 2 – 3 – 1 – 2 – 3 – F</td><td>Fast, Medium, Slow</td></tr>
<tr><td>B (windward–leeward)</td><td>S – 1 – 4 – 1 – 4 – F</td><td>Fast, Medium, Slow</td></tr>
<tr><td>C (trapezoid)</td><td>S – 1 – 2 – 4 – 3 – F</td><td>all fleets</td></tr>
<tr><td>D (junior short course)</td><td>S – 1 – 2 – F</td><td>Junior</td></tr></table>
<p>Mark 1 is laid about 600 m to windward of the starting line. Mark 4 is laid about 100 m to windward of the starting line.</p>
<p class="add" style="margin-top:18pt">ADDENDUM B – RACE COMMITTEE AND RACE OFFICE</p>
<p>The race office is on the first floor of the clubhouse and is open from 09:00 on each racing day until the end of the protest time limit.</p>
<p>The Principal Race Officer for each racing day is named on the official notice board by 09:00 on that day.</p>
<p>Protest committee chair: the club's Racing Secretary, or a person the Racing Secretary appoints.</p>"""

SI_CSS = """
body {font-family: sans-serif; font-size: 8.5pt; line-height: 1.3}
p.h {font-weight: bold; font-size: 9pt; margin-top: 7pt; margin-bottom: 2pt; border-bottom: 0.5pt solid #0a3d62}
p.i {margin-top: 0pt; margin-bottom: 3pt}
p.caption {font-weight: bold; font-size: 8pt; margin-top: 4pt; margin-bottom: 2pt}
p.add {font-weight: bold; font-size: 10pt; color: #0a3d62; margin-bottom: 5pt}
table.t {border-collapse: collapse; width: 100%; font-size: 7.8pt; margin-bottom: 4pt}
table.t th {text-align: left; background-color: #dce7f0; padding: 2pt; border: 0.4pt solid #0a3d62}
table.t td {padding: 2pt; border: 0.4pt solid #0a3d62}
"""


def si_markup(text: str) -> list[tuple[bool, str]]:
    """'# 12|TITLE' heads, '12.2|text' instructions, '|TABLEn' tables."""
    out: list[tuple[bool, str]] = []
    for line in text.strip().splitlines():
        key, _, rest = line.strip().partition("|")
        if key == "":
            out.append((False, {"TABLE1": SI_T1, "TABLE2": SI_T2, "TABLE3": SI_T3}[rest]))
        elif key.startswith("# "):
            out.append((True, f'<p class="h">{key[2:]}&nbsp;&nbsp;&nbsp;{esc(rest)}</p>'))
        else:
            out.append((False, f'<p class="i"><b>{key}</b>&nbsp;&nbsp;{esc(rest)}</p>'))
    return out


def build_sailing() -> None:
    """The sailing instructions (A5 PDF): cover, instructions, addenda."""
    W, H = A5.width, A5.height
    cover = one_page(
        """<p style="font-size:10pt; color:#0a3d62"><b>HOLMSEY SAILING CLUB</b></p>
        <p style="font-size:8.5pt">Holmsey Water · Dunbury</p>
        <p style="font-size:18pt; color:#0a3d62; margin-top:70pt"><b>Autumn Series and Open Regatta 2025</b></p>
        <p style="font-size:14pt; margin-top:6pt">SAILING INSTRUCTIONS</p>
        <p style="font-size:9pt; margin-top:60pt">Organising authority: Holmsey Sailing Club</p>
        <p style="font-size:9pt">Version 1.2 · issued 29 August 2025</p>""",
        "body {font-family: sans-serif}",
        A5,
        pymupdf.Rect(40, 50, W - 40, H - 50),
    )
    frame = pymupdf.Rect(36, 46, W - 36, H - 42)
    main = paginate(keep_with_next(si_markup(SI_TEXT)), SI_CSS, "", A5, frame)
    addenda = one_page(SI_ADDENDA, SI_CSS, A5, frame)
    doc = join(cover, main, addenda)
    total = doc.page_count
    for i, page in enumerate(doc):
        if i == 0:
            continue
        stamp(
            page,
            pymupdf.Rect(36, 24, W - 36, 36),
            '<p style="text-align:right">Holmsey SC · Autumn Series and Open Regatta 2025 · Sailing Instructions</p>',
            "* {font-size: 6.5pt}",
        )
        stamp(
            page,
            pymupdf.Rect(36, H - 30, W - 36, H - 20),
            f'<p style="text-align:center">page {i + 1} of {total}</p>',
            "* {font-size: 6.5pt}",
        )
    save(doc, "holmsey_sc_sailing_instructions_2025.pdf")


# == 5. Street-trading conditions for food trucks (US Letter, conditions grid, appendices) =======================
ST_CONDITIONS = """
A|The consent
1|This consent is personal to the consent holder named on it. It may not be transferred, sublet or assigned to anyone else.
2|The consent certificate must be displayed on the vehicle where it can easily be read from outside, normally in the serving hatch.
3|The consent holder may employ assistants to trade under the consent, up to a maximum of 3 assistants named on the consent. Each assistant must carry photographic identification while trading.
4|The consent authorises trading only from the pitch or pitches named on it, on the days and at the times shown for that pitch in Appendix A, and only in the goods described on it.
5|The consent holder must tell the Council in writing within 14 days of any change of home address, vehicle or goods sold.
B|The vehicle
6|The vehicle must not be more than 7.5 m long, including any towing hitch, or more than 2.55 m wide. Any awning must leave at least 2.1 m of clear height above the footway and must not extend more than 1.5 m from the side of the vehicle.
7|Only the vehicle whose registration number is recorded on the consent may be used, unless the Council has approved a replacement vehicle in writing.
8|No more than 3 LPG cylinders, including spares, may be carried, and no cylinder may be larger than 19 kg. The gas installation must have a gas safety certificate issued by a registered gas engineer within the last 12 months.
9|The vehicle must carry a 2 kg carbon dioxide fire extinguisher and a fire blanket. A vehicle with a deep fat fryer must also carry a wet chemical extinguisher of at least 6 litres.
10|Any generator must be of the inverter type and must produce no more than 65 dB(A) measured at 7 m. Generators may not be used on pitches P1 and P3, where the Council provides an electricity supply bollard.
11|The electrical installation of the vehicle must be inspected and tested by a competent electrician at least every 3 years.
C|Trading
12|The vehicle may arrive at the pitch no earlier than 30 minutes before the start of the permitted trading hours and must leave the pitch within 45 minutes after they end.
13|No trading is allowed within 100 m of the main entrance of a school between 08:00 and 17:00 on school days, unless the pitch is listed in Appendix A.
14|No amplified music or loudspeaker may be used. A chime may be sounded for no more than 12 seconds at a time, and only between 12:00 and 19:00.
15|Tables and chairs may not be put out, except on pitch P4, where up to 4 tables, each with no more than 4 chairs, may be placed within the pitch area.
16|Customers queuing must not block more than half the width of the footway, and a clear footway at least 1.8 m wide must be kept at all times.
17|The consent holder must provide at least one litter bin of at least 80 litres beside the vehicle, and must collect litter within 25 m of the vehicle at least every hour and at the end of trading.
18|No grey water or cooking oil may be put into any drain or gully. Waste oil must be removed by a registered waste carrier, and the waste transfer notes kept for 2 years.
D|Food safety
19|The food business must be registered with its home food authority and must hold a food hygiene rating of at least 3. A consent holder whose rating falls below 3 must tell the Council within 48 hours of receiving the new rating.
20|The vehicle must have a wash-hand basin with hot and cold running water, separate from any sink used for food or equipment.
21|Every person handling open food must have completed food hygiene training at Level 2 or an equivalent level.
E|Insurance and fees
22|The consent holder must hold public liability insurance with cover of at least £5 million, and must show the policy on application and on renewal.
23|The fee in Appendix B must be paid in full before the consent is issued, except that the fee for a 12-month consent may be paid in 2 equal instalments, the second due 6 months after the consent starts.
24|An application to renew the consent must be made at least 28 days before it expires.
25|A consent holder who surrenders a consent with at least 3 full months left to run is refunded the fee for the whole months remaining, less an administration charge of £50. No refund is given otherwise.
F|Enforcement
26|An authorised officer of the Council, or a police officer, may inspect the vehicle, the consent and the assistants' identification at any time while the vehicle is trading.
27|The Council may suspend the consent with immediate effect where there is a risk to public safety, and will give written reasons within 3 working days.
28|Each breach of these conditions scores penalty points as set out in Appendix C. A consent holder who reaches 12 or more points within 24 months is referred to the Licensing Sub-Committee, which may revoke the consent.
29|A consent holder may appeal against the revocation of a consent, or a refusal to renew it, to the magistrates' court within 21 days of being notified of the decision.
"""

ST_APP_A = """<p class="app">APPENDIX A – DESIGNATED PITCHES AND PERMITTED TRADING HOURS</p>
<table class="g">
<tr><th rowspan="2">Pitch</th><th rowspan="2">Location</th><th rowspan="2">Vehicles allowed at one time</th><th colspan="2">Permitted trading hours</th><th rowspan="2">Fee zone</th></tr>
<tr><th>Monday to Saturday</th><th>Sundays and bank holidays</th></tr>
<tr><td>P1</td><td>Market Square, east side</td><td>2</td><td>07:00–22:00</td><td>09:00–18:00</td><td>A</td></tr>
<tr><td>P2</td><td>Riverside Walk, by the Ferry Steps</td><td>1</td><td>10:00–20:00</td><td>10:00–20:00</td><td>B</td></tr>
<tr><td>P3</td><td>Station Forecourt</td><td>1</td><td>06:00–23:00</td><td>08:00–21:00</td><td>A</td></tr>
<tr><td>P4</td><td>Castle Park, West Gate (1 April to 31 October only)</td><td>3</td><td>11:00–19:00</td><td>11:00–19:00</td><td>B</td></tr>
<tr><td>P5</td><td>Northgate Business Park, Unit 9 lay-by</td><td>2</td><td>06:00–15:00</td><td>no trading</td><td>C</td></tr>
</table>
<p class="n">Notes: (1) Pitch P1 is suspended on the days of the Calderbridge Christmas Market, and pitch P4 on the days of the Castle Park Summer Festival; the dates are published by the Council at least 8 weeks in advance. (2) Pitch P2 lies within 100 m of St Anne's Primary School; trading there is allowed under condition 13 because the pitch is listed in this Appendix.</p>"""

ST_APP_B = """<p class="app">APPENDIX B – FEES AND CHARGES</p>
<p>Fees for consents starting between 1 May 2025 and 31 March 2026.</p>
<table class="g">
<tr><th rowspan="2">Fee zone</th><th rowspan="2">Pitches</th><th colspan="2">Consent fee</th></tr>
<tr><th>6 months</th><th>12 months</th></tr>
<tr><td>A</td><td>P1, P3</td><td>£1,450</td><td>£2,600</td></tr>
<tr><td>B</td><td>P2, P4</td><td>£980</td><td>£1,750</td></tr>
<tr><td>C</td><td>P5</td><td>£520</td><td>£900</td></tr>
</table>
<table class="g" style="margin-top:10pt">
<tr><th>Other charges</th><th>Fee</th></tr>
<tr><td>Occasional event consent (a single event on land outside Appendix A), per day</td><td>£75</td></tr>
<tr><td>Approval of a replacement vehicle (condition 7)</td><td>£45</td></tr>
<tr><td>Adding or changing a named assistant (condition 3)</td><td>£15</td></tr>
<tr><td>Replacement consent certificate</td><td>£20</td></tr>
</table>"""

ST_APP_C = """<p class="app">APPENDIX C – PENALTY POINTS</p>
<table class="g">
<tr><th>Breach</th><th>Condition</th><th>Points</th></tr>
<tr><td>Consent certificate not displayed</td><td>2</td><td>2</td></tr>
<tr><td>Trading from a pitch not named on the consent</td><td>4</td><td>6</td></tr>
<tr><td>Trading outside the permitted trading hours</td><td>4, 12</td><td>3</td></tr>
<tr><td>Generator too loud, or used on pitch P1 or P3</td><td>10</td><td>3</td></tr>
<tr><td>Unauthorised tables and chairs</td><td>15</td><td>2</td></tr>
<tr><td>Failing to collect litter</td><td>17</td><td>2</td></tr>
<tr><td>Food hygiene rating below 3 not reported</td><td>19</td><td>4</td></tr>
</table>
<p class="n">Points count for 24 months from the date of the breach. The Council writes to the consent holder each time points are scored, stating the total points then counting.</p>"""

ST_CSS = """
body {font-family: sans-serif; font-size: 9.5pt; line-height: 1.3}
table.c {border-collapse: collapse; width: 100%}
table.c th {background-color: #5b2a86; color: #ffffff; padding: 3pt; border: 0.6pt solid #5b2a86; text-align: left}
table.c td {border: 0.6pt solid #777777; padding: 3pt 4pt; vertical-align: top}
table.c td.no, table.c th.no {width: 7%; text-align: center; font-weight: bold}
table.c td.grp {background-color: #e4d9ef; font-weight: bold; color: #5b2a86}
p.app {font-weight: bold; font-size: 11pt; color: #5b2a86; margin-bottom: 8pt}
table.g {border-collapse: collapse; width: 100%; font-size: 9pt}
table.g th {background-color: #e4d9ef; border: 0.6pt solid #5b2a86; padding: 3pt; text-align: center}
table.g td {border: 0.6pt solid #777777; padding: 3pt}
p.n {font-size: 8.5pt; margin-top: 6pt}
"""


def build_street() -> None:
    """The street-trading conditions (US Letter PDF): conditions grid, then Appendices A to C on new pages."""
    W, H = LETTER.width, LETTER.height
    head = """<p style="font-size:9pt; color:#5b2a86"><b>CALDERBRIDGE CITY COUNCIL</b> · Licensing Service</p>
    <p style="font-size:17pt; color:#5b2a86; margin-top:4pt"><b>Street Trading Consent</b></p>
    <p style="font-size:12pt">Standard Conditions for Mobile Food Vehicles</p>
    <p style="font-size:9pt; margin-top:6pt; margin-bottom:10pt">These conditions apply to every street trading consent for a mobile food vehicle granted or renewed on or after 1 May 2025, and replace the standard conditions of January 2022. They are attached to every consent, together with Appendices A to C.</p>"""
    # the grid is drawn a row at a time, each row a one-row table of the same column widths, so that a page break
    # falls between rows; a group row spans both columns and is kept with the row after it
    items: list[tuple[bool, str]] = [
        (True, head + '<table class="c"><tr><th class="no">No.</th><th>Condition</th></tr></table>')
    ]
    for line in ST_CONDITIONS.strip().splitlines():
        key, _, text = line.partition("|")
        if key.isalpha():
            items.append(
                (True, f'<table class="c"><tr><td class="grp" colspan="2">Part {key} – {esc(text)}</td></tr></table>')
            )
        else:
            items.append((False, f'<table class="c"><tr><td class="no">{key}</td><td>{esc(text)}</td></tr></table>'))
    frame = pymupdf.Rect(54, 62, W - 54, H - 56)
    main = paginate(keep_with_next(items), ST_CSS, "", LETTER, frame)
    apps = [one_page(a, ST_CSS, LETTER, frame) for a in (ST_APP_A, ST_APP_B, ST_APP_C)]
    doc = join(main, *apps)
    total = doc.page_count
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(54, 30, W - 54, 44),
            '<table style="width:100%"><tr><td>Calderbridge City Council</td>'
            '<td style="text-align:right">Street Trading – Mobile Food Vehicles – Standard Conditions (May 2025)</td></tr></table>',
        )
        stamp(
            page,
            pymupdf.Rect(54, H - 38, W - 54, H - 26),
            f'<table style="width:100%"><tr><td>LIC/ST/MFV/2025</td><td style="text-align:right">{i + 1}/{total}</td></tr></table>',
        )
    save(doc, "calderbridge_street_trading_conditions.pdf")


# == 6. Apprenticeship funding rules (Markdown) =================================================================
APPR_MD = """# Westridge Combined Authority

## Apprenticeship Funding Rules 2025 to 2026

Version: 1.1
Published: 18 July 2025
Applies from: 1 August 2025 to 31 July 2026

These rules are for employers, training providers and end-point assessment organisations. Paragraph numbers are
lettered by section (C3. is the third paragraph of Section C) and stay the same between versions.

---

## Section A – About these rules

**A1.** These rules set out how the Westridge Combined Authority ("the Authority") funds apprenticeships that start
between 1 August 2025 and 31 July 2026 with an employer that has a workplace in Westridge.[^1]

**A2.** Training providers must read these rules together with their funding agreement with the Authority. Where the
funding agreement and these rules differ, these rules apply.

**A3.** The changes since Version 1.0 are listed in the version history at the end of these rules.

## Section B – Definitions

| Term | Meaning |
|---|---|
| Apprentice | A person employed under an apprenticeship agreement who is following an approved apprenticeship standard. |
| Agreed price | The price for training and end-point assessment agreed between the employer and the training provider, recorded in the commitment statement. |
| Levy-paying employer | An employer that pays the apprenticeship levy because its annual pay bill is more than £2.5 million. |
| Small employer | An employer with fewer than 50 employees on the apprentice's start date. |
| Off-the-job training | Training received during the apprentice's normal paid working hours, for the purpose of achieving the apprenticeship, that is not delivered as part of the apprentice's normal work duties. |
| Planned end date | The date, recorded at the start, by which the training and the end-point assessment are expected to be completed. |
| Break in learning | A period, agreed in advance between the apprentice, the employer and the provider, during which the apprentice stops training but stays employed. |

## Section C – Eligibility

**C1.** The apprentice must be 16 or over on the start date, must have the right to work in the country, and must
spend at least 50% of their working hours in Westridge.

**C2.** An apprenticeship must last at least 12 months from the start date to the end of training, and the apprentice
must be employed for at least 30 hours a week. Where the apprentice is employed for fewer than 30 hours a week (and
never fewer than 16), the minimum duration is extended in proportion.

**C3.** A full-time apprentice (30 hours a week or more) must spend at least 6 hours a week in off-the-job training,
averaged over the apprenticeship.

**C4.** Funding may not be used for an existing employee who already holds a qualification at the same or a higher
level in the same subject as the apprenticeship.

**C5.** An apprentice may not be funded on two apprenticeships at the same time.

## Section D – Funding bands and co-investment

**D1.** Each apprenticeship standard is placed in one of eight funding bands. The band maximum is the most the
Authority will pay towards training and end-point assessment for one apprentice.

| Band | Band maximum | Examples of standards in the band |
|---|---|---|
| 1 | £2,000 | Hospitality team member |
| 2 | £4,000 | Customer service practitioner |
| 3 | £6,000 | Business administrator |
| 4 | £9,000 | Early years educator |
| 5 | £12,000 | Maintenance and operations engineering technician |
| 6 | £15,000 | Software developer |
| 7 | £20,000 | Civil engineering technician |
| 8 | £25,000 | Nursing associate |

**D2.** A levy-paying employer pays for training and assessment from its levy account. An employer that does not pay
the levy pays 5% of the agreed price (co-investment), and the Authority pays the other 95%, up to the band maximum.

**D3.** A small employer pays no co-investment for an apprentice aged 16 to 21 on the start date.[^2]

**D4.** Where the agreed price is more than the band maximum, the employer pays the difference in full.

**D5.** The cost of end-point assessment included in the agreed price may not be more than 20% of the agreed price.

## Section E – Payments to providers

**E1.** The Authority pays 80% of the funded price in equal monthly instalments over the planned duration, and the
remaining 20% (the completion payment) when the apprentice completes the end-point assessment.

**E2.** Providers claim each month through the data return, which must reach the Authority by the 4th working day of
the following month.

**E3.** No payment is made for an apprentice who leaves within the first 42 days (the qualifying period).

**E4.** No monthly instalments are paid during a break in learning. A break in learning may last no more than 12 months.

## Section F – Employer incentives

**F1.** The Authority pays an incentive of £1,000 for each apprentice aged 16 to 18 on the start date. It is paid to
the employer in two instalments of £500: the first after the apprentice has completed 90 days in learning, the second
after 365 days.

**F2.** The same £1,000 incentive is paid for an apprentice aged 19 to 24 on the start date who has an education,
health and care plan or who is a care leaver.

**F3.** A small employer that has not employed an apprentice in the previous 12 months receives a grant of £1,500 for
each new apprentice it recruits, up to 3 grants in the funding year. The grant is paid in one sum after the apprentice
has completed 120 days in learning.

**F4.** Incentives and grants are paid through the training provider, which must pass them to the employer within 30
days of receiving them.

## Section G – Levy transfers

**G1.** A levy-paying employer with a workplace in Westridge may transfer up to 50% of its annual levy funds to other
employers.

**G2.** Transfers are offered as pledges through the Authority's Levy Share portal. The portal accepts pledges of at
least £5,000. A pledge offered to a receiving employer lapses if it is not accepted within 30 days.

**G3.** Transferred funds pay for training and end-point assessment only; they may not be used for the incentives and
grants in Section F.

## Section H – Evidence and audit

**H1.** For each apprentice, the provider keeps: the signed apprenticeship agreement; the commitment statement; the
initial assessment, including the recognition of prior learning; records of off-the-job training; and evidence of
completion.

**H2.** Evidence is kept for 6 years after the end of the funding year in which the apprenticeship ended.

**H3.** The Authority audits each provider at least once every 3 years. Funding claimed without the evidence required
by H1 is recovered.

**H4.** Complaints about the Authority's funding decisions are sent to its Skills Funding Team within 3 months of the
decision.

## Version history

| Version | Date | Changes |
|---|---|---|
| 1.0 | 30 June 2025 | First issue for 2025 to 2026. |
| 1.1 | 18 July 2025 | D3 extended to small employers' apprentices aged 19 to 21; F3 grant raised from £1,000 to £1,500. |

[^1]: Apprenticeships that started before 1 August 2025 stay on the funding rules in force on their start date.
[^2]: Under Version 1.0, D3 applied only to apprentices aged 16 to 18 on the start date.
"""


def build_appr() -> None:
    """The apprenticeship funding rules (Markdown)."""
    (DOCS / "westridge_apprenticeship_funding_rules_2025-26.md").write_text(APPR_MD, encoding="utf-8")
    print("westridge_apprenticeship_funding_rules_2025-26.md: Markdown")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_crane()
    build_consent()
    build_vet()
    build_sailing()
    build_street()
    build_appr()
