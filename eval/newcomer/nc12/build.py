# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc12 newcomer documents: six invented regulation-style documents. Run from anywhere:

    python eval/newcomer/nc12/build.py

writes into eval/newcomer/nc12/docs/:

- brackenfold_cp7_tower_cranes_mewps.pdf   a lifting council's code of practice for tower cranes and MEWPs (A4): section
                                           heads printed white on a dark full-width band, definitions first, four-level
                                           clause numbers "6.3.2.1", a wind-speed limits table per machine type
- harrowmere_trade_effluent_permit.pdf     a trade-effluent discharge permit (A4): centred "§ 5" heads, paragraphs
                                           "(1)", footnotes at the page foot, a landscape schedule page whose limits
                                           table has merged header cells and lettered table notes
- oakhurst_equine_clinical_standards.html  an equine veterinary hospital's clinical standards (HTML): a <dl> of terms,
                                           standards tagged "Level 1" / "Level 2" in bold, a table with rowspan cells
                                           covering two species rows
- lockwater_regatta_race_instructions.pdf  a rowing regatta's race instructions in sailing style (A5): cover page,
                                           numbered instructions "12.3", a course table, addenda on new pages
- fenmarket_street_trading_conditions.pdf  a borough's market-stall and mobile-vendor licence conditions (US Letter):
                                           one ruled grid (No. | Condition) with shaded part rows, then Appendices A-C
                                           on new pages with merged-header fee tables
- northvale_training_levy_grant_rules.md   a construction skills board's training levy and grant rules (Markdown):
                                           lettered paragraphs "E4.", tables, footnotes "[^1]"

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import esc, flow, join, one_page, paginate, save_pdf, split_notes, stamp  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A4L = pymupdf.paper_rect("a4-l")
A5 = pymupdf.paper_rect("a5")
LETTER = pymupdf.paper_rect("letter")


# -- helpers -----------------------------------------------------------------------------------------------------
def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc12 build.py", "D:20250401000000Z")


def bars(doc: pymupdf.Document, left: float, right: float, fill: tuple[float, float, float]) -> None:
    """Draw a dark band behind every line printed in the sentinel colour #fefefe (heads printed white on the band)."""
    for page in doc:
        for b in page.get_text("dict")["blocks"]:
            for ln in b.get("lines", []):
                if ln["spans"] and all(s["color"] == 0xFEFEFE for s in ln["spans"]):
                    y0, y1 = ln["bbox"][1], ln["bbox"][3]
                    page.draw_rect(pymupdf.Rect(left, y0 - 4, right, y1 + 4), color=None, fill=fill, overlay=False)


# == 1. Tower crane and MEWP code of practice (A4, white-on-dark section bands, four-level clauses) ===============
CRANE_TEXT = """
# 1|DEFINITIONS
1.1|In this Code the following definitions apply.
1.1.1|"Appointed person" means the person appointed in writing by the principal contractor to have overall control of lifting operations on a site, who plans each lifting operation and signs its lift plan.
1.1.2|"Crane supervisor" means the person who controls a lifting operation on site, on behalf of the appointed person, and directs the slinger/signallers.
1.1.3|"Slinger/signaller" means the person who attaches and detaches the load and gives signals to the crane operator.
1.1.4|"MEWP" means a mobile elevating work platform: a machine with a work platform, an extending structure and a chassis, used to move persons to a working position.
1.1.5|"Group A MEWP" means a MEWP whose platform, in every position, stays vertically within the tipping lines (for example a scissor lift). "Group B MEWP" means any other MEWP (for example a boom lift).
1.1.6|"Gust speed" means the highest 3-second average wind speed, measured at the height of the jib or of the raised platform.
1.1.7|"Out of service" means the state of a tower crane that is not working and is left with its slewing brake released, so that the jib is free to turn with the wind.
1.1.8|"Large-area load" means a load with a surface exposed to the wind of more than 10 m², such as a formwork panel, a cladding panel or a bundle of sheet materials.
1.1.9|"Ground rescue person" means a person at ground level, trained in the MEWP's ground controls and emergency lowering system, who can bring the platform down if its occupants cannot.
# 2|SCOPE AND STATUS
2.1|This Code applies to the erection, use and dismantling of tower cranes (saddle-jib, luffing-jib, flat-top and self-erecting) and to the use of MEWPs on the construction sites of members of the Brackenfold Lifting Council.
2.2|This Code does not apply to mobile cranes, which are covered by Code CP 4, or to mast climbing work platforms.
2.3|This is Edition 3 of CP 7. It comes into effect on 1 May 2025 and replaces Edition 2 of 2019.
# 3|PLANNING AND ROLES
3.1|Lift planning
3.1.1|Every lifting operation is planned by the appointed person and carried out to a written lift plan. A standard lift plan may cover routine lifts of a repeated kind; a complex lift needs a lift plan of its own.
3.1.2|A lift plan is reviewed by the appointed person when the load, the crane configuration or the site conditions change, and in any case at least every 3 months.
3.2|Appointments
3.2.1|The principal contractor appoints the appointed person in writing before any crane is erected on site.
3.2.2|Where the areas swept by two or more tower cranes overlap, the appointed person appoints a crane coordinator, who agrees the order of working of the cranes and keeps the anti-collision system settings record.
3.2.3|Each tower crane in use has one crane operator in the cab and at least one slinger/signaller at the loading point.
# 4|TOWER CRANES: EXAMINATION AND TESTING
4.1|Erection and dismantling
4.1.1|Tower cranes are erected, climbed and dismantled only by an erection crew working under an erection supervisor appointed by the crane owner, to the manufacturer's instructions.
4.1.2|No erection, climbing or dismantling step may start when the gust speed exceeds 12 m/s, or the lower limit given by the manufacturer.
4.2|Thorough examination
4.2.1|A tower crane is thoroughly examined by a competent person after erection and before first use, after each climbing operation, and at intervals of not more than 6 months while it stays erected.
4.2.2|After erection, and before the crane is handed over, an overload test is carried out at 110 % of the rated capacity at the maximum radius.
4.2.3|Lifting accessories (slings, shackles and lifting beams) are thoroughly examined at intervals of not more than 6 months.
4.3|Inspections and checks
4.3.1|The crane operator carries out pre-use checks at the start of each shift and records them in the crane log.
4.3.2|A weekly inspection is carried out by the crane owner's maintenance technician and recorded in the crane log.
4.3.3|The rated capacity indicator gives a warning at 90 % of the rated capacity and stops the hoisting and trolleying-out motions at 110 %.
4.3.4|Every tower crane is fitted with an anemometer at the jib head or at the top of the tower, with a read-out in the cab. The anemometer is calibrated at least every 12 months.
# 5|TOWER CRANES: OPERATION
5.1|Crane operators
5.1.1|A crane operator is at least 18 years of age and holds a tower crane operator card for the type of crane. A trainee operator may operate a crane only under the direct supervision of a card holder.
5.1.2|No crane operator may spend more than 10 hours in the cab in any shift, and a crane operator takes a break of at least 30 minutes out of the cab after each 4 hours of operation.
5.2|Signals and communication
5.2.1|Each tower crane is given its own radio channel. Where radio contact is lost, the crane operator stops all motions until contact is restored.
5.2.2|Hand signals may be used only where the crane operator can see the slinger/signaller throughout the lift.
5.3|Overlapping cranes
5.3.1|Where two tower cranes overlap, the vertical clearance between the lowest part of the higher crane (hook block at its highest position included) and the highest part of the lower crane is at least 2 m.
5.3.2|An anti-collision system is fitted to every crane whose swept area overlaps another crane's. Its zoning limits are set by the crane owner's technician and checked at each weekly inspection.
5.4|Lifting over occupied areas and lifting persons
5.4.1|Loads are not lifted over occupied buildings, public roads or footpaths unless the area below is closed, or the route is agreed in the lift plan with the owner of the land or the highway authority.
5.4.2|Persons may be lifted by a tower crane only in a personnel basket designed for the purpose, and only where a MEWP or another means of access cannot be used. When lifting persons, the rated capacity of the crane is taken as 50 % of its rated capacity.
# 6|WEATHER AND WIND
6.1|General
6.1.1|The crane supervisor checks the wind forecast for the site before each shift and records it in the crane log. The wind-speed limits for each type of machine are set out in Table 6.1.
TABLE61
6.2|Tower cranes in high wind
6.2.1|When the gust speed reaches the warning level in Table 6.1, the crane operator tells the crane supervisor, and no new lift of a large-area load is started.
6.2.2|When the gust speed exceeds the in-service limit in Table 6.1, the crane operator lands the load, raises the hook, and leaves the crane out of service.
6.2.3|Work may resume only after the gust speed has stayed below the warning level for at least 15 minutes.
6.3|MEWPs in wind and weather
6.3.1|General
6.3.1.1|A MEWP is used outdoors only where the manufacturer's data plate rates it for outdoor use. A MEWP rated for indoor use only is never used outdoors, whatever the wind speed.
6.3.1.2|Work from a MEWP stops when lightning is seen or thunder heard. Work resumes no sooner than 30 minutes after the last thunder or lightning.
6.3.2|Wind
6.3.2.1|The operator measures the wind speed at platform height with a hand-held anemometer before raising the platform and at intervals of not more than 30 minutes while the platform is raised.
6.3.2.2|When the gust speed exceeds the limit in Table 6.1 for the MEWP, the occupants stop work and lower the platform to the stowed position at once.
6.3.2.3|Sheet materials or other large-area loads are not carried on a MEWP platform unless the manufacturer permits it; where they are carried, the lower limit for large-area loads in Table 6.1 applies.
6.3.3|Ground conditions
6.3.3.1|The ground bearing pressure under each outrigger or wheel is checked against the ground bearing capacity before a MEWP is set up. Spreader mats are used under the outriggers of every Group B MEWP whose platform height exceeds 15 m.
# 7|MEWPS: OPERATION AND RESCUE
7.1|Operators
7.1.1|A MEWP operator holds a current operator card for the MEWP category in use. The operator card is valid for 5 years.
7.1.2|The operator carries out pre-use checks at the start of each shift, including a test of the emergency lowering system.
7.2|Examination
7.2.1|A MEWP is thoroughly examined by a competent person at intervals of not more than 6 months.
7.3|Harnesses
7.3.1|The occupants of a Group B MEWP wear a full-body harness with a short work-restraint lanyard attached to the anchor point on the platform.
7.3.2|In a Group A MEWP a harness is not required unless the risk assessment calls for one.
7.4|Rescue
7.4.1|A ground rescue person is present at all times while the platform of a MEWP is raised.
7.4.2|No person may leave a raised platform at height except where a permit to work, issued by the appointed person, allows it.
# 8|RECORDS
8.1|Reports of thorough examination are kept on site while the machine is on site and for at least 2 years after the examination.
8.2|Lift plans are kept for at least 12 months after the end of the project.
"""

CRANE_T61 = """<p class="caption">Table 6.1 – Wind-speed limits (gust speed at the height of the jib or platform)</p>
<table class="t">
<tr><th>Machine type</th><th>Warning level</th><th>In-service limit</th><th>Action above the in-service limit</th></tr>
<tr><td>Saddle-jib tower crane</td><td>15 m/s</td><td>20 m/s</td><td>Land the load; leave the crane out of service</td></tr>
<tr><td>Luffing-jib tower crane</td><td>15 m/s</td><td>20 m/s</td><td>Land the load; set the jib to the manufacturer's parking angle</td></tr>
<tr><td>Flat-top tower crane</td><td>15 m/s</td><td>18 m/s</td><td>Land the load; leave the crane out of service</td></tr>
<tr><td>Self-erecting tower crane</td><td>11 m/s</td><td>14 m/s</td><td>Land the load; leave the crane out of service</td></tr>
<tr><td>Scissor lift (Group A), outdoor-rated</td><td>–</td><td>12.5 m/s</td><td>Lower the platform to the stowed position</td></tr>
<tr><td>Self-propelled boom lift (Group B)</td><td>–</td><td>12.5 m/s</td><td>Lower the platform to the stowed position</td></tr>
<tr><td>Vehicle-mounted boom (Group B)</td><td>–</td><td>12.5 m/s</td><td>Lower the platform to the stowed position</td></tr>
<tr><td>Trailer-mounted boom (Group B)</td><td>–</td><td>10 m/s</td><td>Lower the platform to the stowed position</td></tr>
<tr><td>Any tower crane or MEWP handling a large-area load</td><td>–</td><td>9 m/s</td><td>Stop handling the load</td></tr>
</table>
<p class="note">Where the manufacturer gives a lower limit than this table, the manufacturer's limit applies.</p>"""

CRANE_CSS = """
body {font-family: sans-serif; font-size: 9.2pt; line-height: 1.3}
h2 {font-size: 10.5pt; color: #fefefe; margin-top: 12pt; margin-bottom: 7pt; padding-left: 4pt}
p {margin-top: 1pt; margin-bottom: 3pt}
p.l2 {font-weight: bold; margin-top: 5pt}
p.l3 {margin-left: 0pt}
p.l4 {margin-left: 18pt}
p.caption {font-weight: bold; font-size: 9pt; margin-top: 6pt; margin-bottom: 2pt}
p.note {font-size: 8pt; font-style: italic}
table.t {border-collapse: collapse; width: 100%; font-size: 8.2pt; margin-bottom: 3pt}
table.t th {text-align: left; border: 0.5pt solid #333333; background-color: #d9d9d9; padding: 2pt}
table.t td {border: 0.5pt solid #333333; padding: 2pt; vertical-align: top}
"""


def crane_markup(text: str) -> str:
    """'# 6|TITLE' section heads (white, band drawn later), 'n.n|Title' subsection heads, deeper clauses."""
    out = []
    for line in text.strip().splitlines():
        if line == "TABLE61":
            out.append(CRANE_T61)
            continue
        key, _, rest = line.partition("|")
        if key.startswith("# "):
            out.append(f"<h2>SECTION {key[2:]}&nbsp;&nbsp;&nbsp;{esc(rest)}</h2>")
        elif key.count(".") == 1:
            out.append(f'<p class="l2">{key}&nbsp;&nbsp;{esc(rest)}</p>')
        elif key.count(".") == 2:
            out.append(f'<p class="l3"><b>{key}</b>&nbsp;&nbsp;{esc(rest)}</p>')
        else:
            out.append(f'<p class="l4"><b>{key}</b>&nbsp;&nbsp;{esc(rest)}</p>')
    return "\n".join(out)


def build_crane() -> None:
    """The tower crane and MEWP code of practice (PDF)."""
    title = """<p style="font-size:8.5pt; color:#1f2a44"><b>BRACKENFOLD LIFTING COUNCIL</b></p>
    <p style="font-size:17pt; margin-top:4pt; color:#1f2a44"><b>CP 7 · Code of Practice for the Safe Use of Tower Cranes and Mobile Elevating Work Platforms</b></p>
    <p style="font-size:9.5pt">Edition 3 · March 2025 · in effect from 1 May 2025</p>
    <p style="font-size:8.5pt; margin-bottom:6pt">Approved by the Council's Technical Committee on 18 February 2025.</p>"""
    frame = pymupdf.Rect(50, 62, A4.width - 50, A4.height - 52)
    doc = flow(title + crane_markup(CRANE_TEXT), CRANE_CSS, A4, lambda _n: [frame])
    bars(doc, 40, A4.width - 40, (0.12, 0.16, 0.27))
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(50, 30, A4.width - 50, 42),
            '<table style="width:100%"><tr><td>Brackenfold Lifting Council</td><td style="text-align:right">CP 7 : Edition 3 : 2025</td></tr></table>',
        )
        stamp(
            page,
            pymupdf.Rect(50, A4.height - 36, A4.width - 50, A4.height - 24),
            f'<p style="text-align:right">Page {i + 1}</p>',
        )
    save(doc, "brackenfold_cp7_tower_cranes_mewps.pdf")


# == 2. Trade-effluent discharge permit (A4: centred § heads, footnotes, landscape schedule) =====================
PERMIT_TEXT = """
§ 1|Interpretation
(1)|In this permit, "the Undertaker" means Harrowmere Water Services Ltd and "the Discharger" means Calderbank Dairy Processing Ltd, of Unit 4, Westmoor Industrial Estate, Harrowmere.
(2)|"Trade effluent" means any liquid produced in the course of the Discharger's trade at the premises, with or without particles in suspension, other than domestic sewage and uncontaminated surface water.
(3)|"Discharge point" means the inspection chamber marked DP1 at the western boundary of the premises, through which all trade effluent passes to the public sewer.
(4)|"Composite sample" means a sample made up of portions taken over 24 hours in proportion to the flow.
(5)|"Working day" means any day other than a Saturday, a Sunday or a public holiday.
§ 2|Grant and duration
(1)|The Undertaker consents to the discharge of trade effluent from the premises into the public sewer at the discharge point, subject to the conditions of this permit.
(2)|This permit takes effect on 1 April 2025 and replaces permit TE/2019/0112.[[fn]]Permit TE/2019/0112 allowed a maximum daily volume of 450 m³ and ceased to have effect at midnight on 31 March 2025.[[/fn]] It remains in force until it is varied or revoked under § 10.
(3)|This permit may not be transferred. A new occupier of the premises must apply for a permit of its own within 28 days of taking occupation.
§ 3|Volume and rate of discharge
(1)|The volume of trade effluent discharged in any period of 24 hours beginning at 00:00 shall not exceed 620 m³.
(2)|The rate of discharge shall not exceed 12 litres per second.[[fn]]The rate is measured as a 15-minute average at the flow meter at the discharge point.[[/fn]]
(3)|Washings from the clean-in-place system of the milk silos may be discharged only between 22:00 and 06:00.
§ 4|Composition of the effluent
(1)|The trade effluent shall comply with the limits and monitoring frequencies set out in the Schedule, whose table notes form part of this permit.
(2)|The trade effluent shall not contain petroleum spirit, calcium carbide, any substance that gives off a flammable or toxic vapour in the sewer, or any solid matter that could obstruct the sewer.
(3)|Milk, cream, whey or other dairy product in bulk shall not be discharged. Any spill of more than 500 litres of such product shall be contained on the premises and removed by tanker.
§ 5|Pre-treatment
(1)|The Discharger shall operate and maintain a balancing tank with a working capacity of at least 300 m³ and a dissolved air flotation unit, through which all trade effluent passes before the discharge point.
(2)|The pH of the effluent shall be corrected by automatic dosing before the discharge point.[[fn]]At the date of issue, sulphuric acid and sodium hydroxide are the only dosing chemicals approved; the use of any other chemical needs the prior written consent of the Undertaker.[[/fn]]
(3)|If the dissolved air flotation unit fails, the Discharger shall tell the Undertaker within 2 hours, and may continue to discharge for no more than 24 hours from the failure while the limits in the Schedule are met.
(4)|Sludge from the dissolved air flotation unit shall not be discharged to the sewer.
§ 6|Sampling, monitoring and records
(1)|The Discharger shall install and maintain at the discharge point a flow meter accurate to within ± 8 % and an automatic flow-proportional sampler able to take composite samples.
(2)|The Discharger shall sample and analyse the trade effluent at the frequencies set out in the Schedule, using a laboratory accredited for the analyses.
(3)|The Discharger shall send the Undertaker the results of all monitoring for each calendar month by the 15th day of the following month.
(4)|The flow meter shall be calibrated at least every 12 months by an accredited contractor.[[fn]]The first calibration under this permit is due by 30 June 2025.[[/fn]]
(5)|Records of flows, sampling and analyses shall be kept for at least 4 years and shown to the Undertaker's officers on request.
(6)|The Undertaker may take samples at the discharge point at any time. Where the results of the Undertaker's samples and the Discharger's samples differ, the Undertaker's results prevail.
§ 7|Access
(1)|Officers of the Undertaker, on showing their authority, may enter the premises at any reasonable time, without notice, to inspect, sample and measure the trade effluent and the pre-treatment plant.
(2)|The Discharger shall keep a safe means of access to the discharge point at all times.
§ 8|Incidents and notification
(1)|The Discharger shall tell the Undertaker's trade effluent control room by telephone at once, and in any case within 1 hour, of any discharge that breaches this permit or any spill that could enter the sewer.
(2)|A written report of the incident, with its cause and the steps taken to prevent it happening again, shall follow within 5 working days.
(3)|Where asked by the Undertaker, the Discharger shall stop the discharge at once and keep the effluent in the balancing tank until told it may resume.
§ 9|Charges
(1)|The Discharger shall pay trade effluent charges for the volume and strength of the effluent discharged, calculated by the formula in the Undertaker's Trade Effluent Charges Scheme in force at the time.
(2)|The Discharger shall also pay an annual permit fee of £1,140.[[fn]]For the charging year 2024/25 the annual permit fee was £1,065.[[/fn]] Invoices are payable within 28 days.
§ 10|Variation and revocation
(1)|The Undertaker may vary or revoke this permit by written notice. Except in an emergency, a variation takes effect no earlier than 2 months after the notice is given.
(2)|The Discharger may ask for a variation at any time by written application.
(3)|The Discharger may appeal against a variation or revocation to the Regional Water Appeals Panel within 2 months of the notice.
§ 11|Signature
(1)|Signed for and on behalf of Harrowmere Water Services Ltd by the Trade Effluent Manager, on 14 March 2025.
"""

PERMIT_SCHEDULE = """<p style="text-align:center; font-size:12pt"><b>SCHEDULE</b></p>
<p style="text-align:center; font-size:10pt; margin-bottom:8pt"><b>Limits and monitoring frequencies for the trade effluent at discharge point DP1</b></p>
<table class="s">
<tr><th rowspan="2">Parameter</th><th rowspan="2">Unit</th><th colspan="2">Limit</th><th rowspan="2">Monitoring frequency</th></tr>
<tr><th>Daily maximum</th><th>Monthly average</th></tr>
<tr><td>Chemical oxygen demand (COD)</td><td>mg/l</td><td>4,500</td><td>3,000</td><td>Daily (composite sample) (a)</td></tr>
<tr><td>Suspended solids</td><td>mg/l</td><td>800</td><td>500</td><td>Daily (composite sample) (a)</td></tr>
<tr><td>Fats, oils and grease</td><td>mg/l</td><td>150</td><td>100</td><td>Weekly (spot sample) (b)</td></tr>
<tr><td>Ammoniacal nitrogen (as N)</td><td>mg/l</td><td>60</td><td>40</td><td>Weekly (spot sample) (b)</td></tr>
<tr><td>Total phosphorus (as P)</td><td>mg/l</td><td>45</td><td>30</td><td>Monthly (composite sample)</td></tr>
<tr><td>Sulphate (as SO4)</td><td>mg/l</td><td>1,000</td><td>800</td><td>Monthly (composite sample)</td></tr>
<tr><td>Anionic detergents</td><td>mg/l</td><td>50</td><td>30</td><td>Monthly (composite sample)</td></tr>
<tr><td>pH</td><td>pH units</td><td colspan="2">not less than 6.0 and not more than 10.0 at any time</td><td>Continuous (c)</td></tr>
<tr><td>Temperature</td><td>°C</td><td colspan="2">43 at any time</td><td>Continuous</td></tr>
<tr><td>Volume</td><td>m³ per day</td><td>620</td><td>480</td><td>Continuous flow metering</td></tr>
</table>
<p class="n"><b>Table notes</b></p>
<p class="n">(a) A composite sample taken by the automatic sampler over the 24 hours from 00:00.</p>
<p class="n">(b) A spot sample taken between 10:00 and 14:00 on a working day.</p>
<p class="n">(c) The pH probe is read and logged at least every 5 minutes. A reading outside the range is not a breach if the readings outside the range add up to no more than 20 minutes in the day and none is below 5.0 or above 11.0.</p>
<p class="n">(d) Where fewer than 4 results are available in a calendar month, the monthly average limit does not apply for that month and each result is judged against the daily maximum.</p>"""

PERMIT_CSS = """
body {font-family: serif; font-size: 10pt; line-height: 1.3}
h2 {text-align: center; font-size: 11pt; margin-top: 10pt; margin-bottom: 1pt}
h3 {text-align: center; font-size: 10pt; font-style: italic; font-weight: normal; margin-top: 0pt; margin-bottom: 4pt}
p {margin-top: 1pt; margin-bottom: 3pt; text-align: justify}
"""
PERMIT_FOOT_CSS = "p {font-family: serif; font-size: 7.8pt; margin: 0 0 2pt 0}"
PERMIT_SCHED_CSS = """
body {font-family: serif; font-size: 9.5pt}
table.s {border-collapse: collapse; width: 100%}
table.s th {border: 0.7pt solid #000000; padding: 3pt; background-color: #e6e6e6; text-align: center}
table.s td {border: 0.7pt solid #000000; padding: 3pt}
p.n {font-size: 8.5pt; margin-top: 1pt; margin-bottom: 2pt}
"""


def permit_blocks() -> list[tuple[str, list[str]]]:
    """The permit's blocks: a title block, then one block per § head and per paragraph."""
    title = """<p style="text-align:center; font-size:9pt">HARROWMERE WATER SERVICES LTD</p>
    <p style="text-align:center; font-size:15pt; margin-top:6pt"><b>Consent to Discharge Trade Effluent</b></p>
    <p style="text-align:center; font-size:10pt">Permit No. TE/2025/0417</p>
    <table style="width:100%; font-size:9pt; margin-top:8pt; margin-bottom:8pt; border-top:0.6pt solid #000; border-bottom:0.6pt solid #000">
    <tr><td>Discharger</td><td>Calderbank Dairy Processing Ltd</td></tr>
    <tr><td>Premises</td><td>Unit 4, Westmoor Industrial Estate, Harrowmere</td></tr>
    <tr><td>Receiving sewer</td><td>Westmoor trunk sewer, to Harrowmere wastewater treatment works</td></tr>
    <tr><td>Date of issue</td><td>14 March 2025</td></tr></table>"""
    blocks: list[tuple[str, list[str]]] = [(title, [])]
    for line in PERMIT_TEXT.strip().splitlines():
        key, _, rest = line.partition("|")
        if key.startswith("§"):
            blocks.append((f"<h2>{esc(key)}</h2><h3>{esc(rest)}</h3>", []))
        else:
            body, notes = split_notes(rest)
            blocks.append((f"<p>{key}&nbsp;&nbsp;{body}</p>", notes))
    return blocks


def build_permit() -> None:
    """The trade-effluent permit (PDF): footnoted portrait pages, then a landscape schedule."""
    frame = pymupdf.Rect(62, 60, A4.width - 62, A4.height - 56)
    main = paginate(permit_blocks(), PERMIT_CSS, PERMIT_FOOT_CSS, A4, frame)
    sched = one_page(PERMIT_SCHEDULE, PERMIT_SCHED_CSS, A4L, pymupdf.Rect(56, 60, A4L.width - 56, A4L.height - 50))
    doc = join(main, sched)
    n = doc.page_count
    for i, page in enumerate(doc):
        w, h = page.rect.width, page.rect.height
        stamp(
            page,
            pymupdf.Rect(62, 30, w - 62, 42),
            '<table style="width:100%"><tr><td>Harrowmere Water Services Ltd</td><td style="text-align:right">Permit TE/2025/0417</td></tr></table>',
            "* {font-family: serif}",
        )
        stamp(
            page,
            pymupdf.Rect(62, h - 36, w - 62, h - 24),
            f'<p style="text-align:center">{i + 1} of {n}</p>',
            "* {font-family: serif}",
        )
    save(doc, "harrowmere_trade_effluent_permit.pdf")


# == 3. Equine veterinary hospital clinical standards (HTML) ======================================================
EQUINE_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Oakhurst Equine Veterinary Hospital – Clinical Standards Handbook</title>
</head>
<body>
<header>
<p>Oakhurst Equine Veterinary Hospital</p>
<h1>Clinical Standards Handbook</h1>
<p>Version 2.3 · January 2025 · owned by the Clinical Director</p>
</header>

<h2>1. About these standards</h2>
<p>These standards set out how the hospital cares for horses, ponies and donkeys, at the hospital site and on the ambulatory service. Each standard is tagged <b>Level 1</b> or <b>Level 2</b>.</p>
<p><b>Level 1</b> standards are the minimum for every site that treats patients. <b>Level 2</b> standards apply in addition at a site that admits inpatients overnight. A site is audited against both levels every 2 years by the Clinical Director and the Head Nurse.</p>

<h2>2. Terms used</h2>
<dl>
<dt>Inpatient</dt>
<dd>A patient that stays at the hospital overnight, or for more than 12 hours in any day.</dd>
<dt>Isolation box</dt>
<dd>A stable box with its own drainage, entrance and equipment, at least 30 m from any other stable, used for patients known or suspected to carry a contagious disease.</dd>
<dt>Responsible veterinary surgeon</dt>
<dd>The veterinary surgeon named on the patient's record as in charge of its care for the time being.</dd>
<dt>Registered veterinary nurse (RVN)</dt>
<dd>A veterinary nurse on the national register of veterinary nurses who holds the equine nursing certificate.</dd>
<dt>Recovery box</dt>
<dd>A padded box in which a horse recovers from general anaesthesia, with walls padded to a height of at least 2.4 m and a non-slip floor.</dd>
<dt>Critical patient</dt>
<dd>A patient whose heart rate, colic signs or other clinical signs call for checks at least every hour, as recorded by the responsible veterinary surgeon.</dd>
<dt>Owner's agent</dt>
<dd>A person aged 18 or over whom the owner has authorised in writing to consent to treatment on the owner's behalf.</dd>
</dl>

<h2>3. Premises and accommodation</h2>
<p>3.1 <b>Level 1</b> Patients are examined in a stocks area with a non-slip floor and a ceiling at least 3.5 m high.</p>
<p>3.2 <b>Level 2</b> Inpatients are stabled in boxes at least the size given in Table 1, with the bedding given there.</p>
<table>
<caption>Table 1 – Inpatient accommodation by species</caption>
<thead>
<tr><th>Species</th><th>Minimum box floor area</th><th>Bedding</th><th>Vaccination evidence needed at admission</th></tr>
</thead>
<tbody>
<tr><td>Horse (over 148 cm at the withers)</td><td>13.4 m²</td><td rowspan="2">Shavings or paper, at least 15 cm deep</td><td rowspan="2">Equine influenza vaccination within the past 12 months</td></tr>
<tr><td>Pony (148 cm or under)</td><td>11.1 m²</td></tr>
<tr><td>Donkey</td><td>9.3 m²</td><td>Straw</td><td>None needed; tetanus status recorded</td></tr>
<tr><td>Mare with foal at foot</td><td>20 m² (foaling box)</td><td>Straw</td><td>Mare: equine influenza vaccination within the past 12 months</td></tr>
</tbody>
</table>
<p>3.3 <b>Level 2</b> The site has at least one isolation box.</p>
<p>3.4 <b>Level 2</b> General anaesthesia is induced and recovered in a recovery box. The operating theatre has a hoist rated for at least 1,000 kg.</p>
<p>3.5 <b>Level 1</b> Horseboxes and trailers arriving with a patient park in the admissions yard, and a patient suspected of a contagious disease is examined in the vehicle before it is unloaded.</p>

<h2>4. Staffing and cover</h2>
<p>4.1 <b>Level 1</b> A veterinary surgeon is on call 24 hours a day and returns an emergency telephone call within 10 minutes.</p>
<p>4.2 <b>Level 2</b> When there are inpatients, an RVN or a veterinary surgeon is on site at all times, and overnight there is at least one member of the nursing team for every 6 inpatients.</p>
<p>4.3 <b>Level 2</b> A critical patient is checked at least every hour, and its checks are recorded on its hospital sheet.</p>
<p>4.4 <b>Level 1</b> Every member of staff who handles horses completes the hospital's safe handling course before working alone with patients, and a refresher every 3 years.</p>

<h2>5. Anaesthesia and surgery</h2>
<p>5.1 <b>Level 1</b> A horse under general anaesthesia is monitored by a person whose only task is monitoring; the surgeon may not be that person. Heart rate, respiratory rate and depth of anaesthesia are recorded at least every 5 minutes.</p>
<p>5.2 <b>Level 2</b> For every general anaesthetic expected to last longer than 60 minutes, capnography and invasive arterial blood pressure are monitored.</p>
<p>5.3 <b>Level 1</b> For elective general anaesthesia, hay is withheld for 6 hours beforehand. Water is not withheld.</p>
<p>5.4 <b>Level 1</b> Standing sedation procedures are carried out in stocks, with a second person holding the horse's head.</p>
<p>5.5 <b>Level 2</b> A surgical safety checklist is read aloud before the first incision and signed by the surgeon and the anaesthetist.</p>

<h2>6. Infection control</h2>
<p>6.1 <b>Level 1</b> Stables, stocks and equipment are cleaned and disinfected between patients with a disinfectant approved by the Head Nurse.</p>
<p>6.2 <b>Level 2</b> An isolation box is left empty for at least 72 hours after it has been cleaned and disinfected following a patient with a confirmed contagious disease.</p>
<p>6.3 <b>Level 2</b> Staff entering an isolation box wear a disposable gown, gloves and boot covers, which are removed and bagged at the door.</p>
<p>6.4 <b>Level 1</b> Where a notifiable disease is suspected, the responsible veterinary surgeon reports it at once to the State Veterinary Office, and the site admits no further patients until the State Veterinary Office allows it.</p>

<h2>7. Medicines</h2>
<p>7.1 <b>Level 1</b> Controlled drugs are kept in a locked cabinet fixed to the wall, and each use is entered in the controlled drugs register the same day.</p>
<p>7.2 <b>Level 1</b> The controlled drugs register is checked against the stock at least once a week, by two people, one of whom is a veterinary surgeon.</p>
<p>7.3 <b>Level 1</b> Medicines records are kept for at least 5 years.</p>
<p>7.4 <b>Level 2</b> Fluid bags and infusion lines are labelled with the patient's name, the contents and the time they were started.</p>

<h2>8. Consent, records and complaints</h2>
<ul>
<li><b>Level 1</b> Written consent is obtained before any general anaesthetic, surgery or procedure with a risk to life, from the owner or the owner's agent.</li>
<li><b>Level 1</b> An estimate of the cost is given before any non-emergency procedure expected to cost more than £500.</li>
<li><b>Level 1</b> Clinical records, anaesthetic records included, are kept for at least 6 years after the last visit.</li>
<li><b>Level 1</b> A complaint is acknowledged within 5 working days and answered in full within 20 working days.</li>
</ul>
<p>The Clinical Director reviews these standards every year and after any serious incident.</p>
</body>
</html>
"""


def build_equine() -> None:
    """The equine clinical standards (HTML)."""
    (DOCS / "oakhurst_equine_clinical_standards.html").write_text(EQUINE_HTML, encoding="utf-8")
    print("oakhurst_equine_clinical_standards.html")


# == 4. Rowing regatta race instructions (A5, sailing style) ======================================================
REGATTA_TEXT = """
1|RULES
1.1|The regatta is governed by the Rules of Racing of the Amateur Rowing Federation (the Rules) and by these race instructions.
1.2|If there is a conflict between the Rules and these instructions, these instructions take precedence.
2|NOTICES TO COMPETITORS
2.1|Notices to competitors are posted on the official notice board in the boat tent on the Mill Meadow.
2.2|Each club's captain is responsible for passing notices to its crews.
3|CHANGES TO RACE INSTRUCTIONS
3.1|Any change to these instructions is posted before 07:30 on the day it takes effect, except that a change to the timetable of races is posted by 18:00 on the day before it takes effect.
4|SIGNALS MADE ASHORE
4.1|Signals made ashore are displayed on the flagpole next to the control tent.
4.2|A red flag means racing is suspended and no crew may boat. A yellow flag means that junior crews (J15 and younger) may not boat.
5|SCHEDULE OF RACES
5.1|Racing takes place on Saturday 14 June and Sunday 15 June 2025. The first race is scheduled at 08:30 on Saturday and at 08:00 on Sunday.
5.2|Races start at intervals of 3 minutes. No race is started after 18:30.
5.3|Finals on Sunday are raced from 13:00.
6|EVENTS
6.1|The events and their categories are listed in the entry pack. Crews race side by side in two lanes, the Mill station and the Towpath station.
6.2|A crew's station for each race is drawn and posted on the notice board by 19:00 on the evening before.
7|COURSES
7.1|The courses are set out in the course table below.
TABLE
7.2|The finish line is between the mark on the finish tower and the white post on the far bank.
8|THE START
8.1|Crews must be at the start, attached to the stake boats, 5 minutes before their scheduled start time. The starter will not wait for a crew that is late.
8.2|The start is made by the starter raising a red flag and calling "Attention", then lowering the flag and calling "Go".
8.3|A crew that makes a false start is warned. A crew that receives a second warning in the same race is excluded from the race.
9|COXSWAINS AND STEERING
9.1|Each crew stays in its own lane. A crew that leaves its lane and impedes the other crew may be excluded by the umpire.
9.2|The minimum weight of a coxswain is 55 kg. A coxswain weighing less carries deadweight to make up the difference, but no more than 10 kg.
9.3|Coxswains weigh in at the boat tent between 1 hour and 2 hours before the crew's first race of the day.
10|TRAFFIC ON THE WATER
10.1|Crews going to the start paddle along the towpath bank. Crews returning from the finish keep to the far bank.
10.2|Crews may not cross the course while a race is being rowed, and may not practise starts on the course.
11|UMPIRES
11.1|Each race is followed by an umpire in a launch. The umpire's decision on matters of fact during the race is final.
12|SAFETY
12.1|Every racing boat has a bow ball, and quick-release heel restraints on every footplate.
12.2|A coxswain wears a lifejacket or a buoyancy aid at all times on the water. A coxswain in a bow-loaded boat wears an automatic lifejacket, worn over all other clothing.
12.3|A crew that capsizes stays with its boat, holds on to it, and waits for a safety launch. Crew members shall not swim for the bank.
12.4|When thunder is heard or lightning is seen, racing is suspended. Racing resumes no sooner than 30 minutes after the last thunder or lightning.
12.5|J14 and J15 crews are accompanied to the start by a coach on the towpath.
13|PROTESTS AND OBJECTIONS
13.1|A crew that wishes to protest about an incident during its race raises a hand to the umpire before leaving the finish area.
13.2|An objection to a crew's eligibility or to the result of a race is made in writing to the Race Committee within 30 minutes of the result being posted, with a fee of £20, which is refunded if the objection is upheld.
13.3|The Race Committee's decision on an objection is final and there is no appeal.
14|PENALTIES
14.1|A crew that is not at the start at the scheduled time may be excluded from the race, and its opponent may row over.
14.2|A crew using abusive language on the water is excluded from the regatta.
15|PRIZES
15.1|Each member of a winning crew, coxswain included, receives a medal. Prizes are presented at the boat tent 15 minutes after each final.
"""

REGATTA_TABLE = """<p class="caption">Course table</p>
<table class="t">
<tr><th>Course</th><th>Events</th><th>Length</th><th>Start</th></tr>
<tr><td>A</td><td>Senior and club eights, fours and quads</td><td>1,000 m</td><td>Stake boats at Mill Reach</td></tr>
<tr><td>B</td><td>Senior and club sculls and pairs</td><td>1,000 m</td><td>Stake boats at Mill Reach</td></tr>
<tr><td>C</td><td>Masters events (handicap by age)</td><td>750 m</td><td>Start pontoon at the Willow Bend</td></tr>
<tr><td>D</td><td>J14 and J15 events</td><td>500 m</td><td>Buoys at the Ferry Steps</td></tr>
</table>
<p class="small">All courses finish at the finish tower opposite the Lockwater Rowing Club boathouse.</p>"""

REGATTA_ADDENDA = [
    """<h2>ADDENDUM A – SAFETY AND CONTACTS</h2>
<p>A1. The regatta's Safety Adviser is on duty in the control tent from one hour before the first race until the last crew is off the water.</p>
<p>A2. Three safety launches are on the water during racing: at the start, at the Willow Bend and at the finish. The first-aid post is in the clubhouse.</p>
<p>A3. In an emergency on the water, a crew member signals by waving an arm above the head. In an emergency ashore, tell any marshal in a yellow bib.</p>
<p>A4. The water temperature is posted on the notice board each morning. Crews boat at their own risk and must judge their own clothing for the conditions.</p>
<p>A5. Boat trailers park in the trailer park on Lode Lane. Trailers may arrive from 16:00 on Friday 13 June.</p>""",
    """<h2>ADDENDUM B – CHANGES TO THE RACE INSTRUCTIONS</h2>
<p>Published by the Race Committee on 10 June 2025.</p>
<p>B1. Instruction 5.1 is changed: the first race on Saturday 14 June is scheduled at 08:45. The time of the first race on Sunday is unchanged.</p>
<p>B2. Instruction 9.3 is changed: coxswains may also weigh in on Friday 13 June between 17:00 and 19:00.</p>
<p>B3. The start of Course C is moved from the Willow Bend to the Boathouse Steps, and the length of Course C becomes 700 m.</p>""",
]

REGATTA_CSS = """
body {font-family: sans-serif; font-size: 8.3pt; line-height: 1.28}
h2 {font-size: 9pt; margin-top: 7pt; margin-bottom: 2pt}
p {margin-top: 0pt; margin-bottom: 2.5pt}
p.i {margin-left: 16pt; text-indent: -16pt}
p.caption {font-weight: bold; margin-top: 3pt}
p.small {font-size: 7.3pt; font-style: italic}
table.t {border-collapse: collapse; width: 100%; font-size: 7.6pt; margin-bottom: 2pt}
table.t th {text-align: left; border-bottom: 0.8pt solid #000; padding: 1.5pt}
table.t td {border-bottom: 0.3pt solid #777; padding: 1.5pt; vertical-align: top}
"""


def regatta_markup(text: str) -> str:
    """'12|TITLE' heads, '12.3|text' instructions, 'TABLE' the course table."""
    out = []
    for line in text.strip().splitlines():
        if line == "TABLE":
            out.append(REGATTA_TABLE)
            continue
        key, _, rest = line.partition("|")
        if "." not in key:
            out.append(f"<h2>{key}&nbsp;&nbsp;{esc(rest)}</h2>")
        else:
            out.append(f'<p class="i">{key}&nbsp;&nbsp;{esc(rest)}</p>')
    return "\n".join(out)


def build_regatta() -> None:
    """The regatta race instructions (PDF, A5): cover, instructions, addenda on new pages."""
    cover = one_page(
        """<p style="text-align:center; font-size:10pt; margin-top:40pt"><b>LOCKWATER ROWING CLUB</b></p>
        <p style="text-align:center; font-size:20pt; margin-top:40pt"><b>Lockwater Amateur Regatta 2025</b></p>
        <p style="text-align:center; font-size:13pt; margin-top:8pt">RACE INSTRUCTIONS</p>
        <p style="text-align:center; font-size:10pt; margin-top:30pt">Saturday 14 and Sunday 15 June 2025</p>
        <p style="text-align:center; font-size:10pt">River Lode, Lockwater</p>
        <p style="text-align:center; font-size:8.5pt; margin-top:70pt">Organising authority: Lockwater Rowing Club, on behalf of the Amateur Rowing Federation</p>
        <p style="text-align:center; font-size:8.5pt">Race Committee chair: the Regatta Secretary</p>""",
        "body {font-family: sans-serif}",
        A5,
        pymupdf.Rect(36, 40, A5.width - 36, A5.height - 40),
    )
    frame = pymupdf.Rect(34, 44, A5.width - 34, A5.height - 40)
    main = flow(regatta_markup(REGATTA_TEXT), REGATTA_CSS, A5, lambda _n: [frame])
    addenda = [one_page(a, REGATTA_CSS, A5, frame) for a in REGATTA_ADDENDA]
    doc = join(cover, main, *addenda)
    for i, page in enumerate(doc):
        if i == 0:
            continue
        stamp(
            page,
            pymupdf.Rect(34, 20, A5.width - 34, 32),
            '<p style="text-align:center">Lockwater Amateur Regatta 2025 – Race Instructions</p>',
            "* {font-size: 7pt}",
        )
        stamp(
            page,
            pymupdf.Rect(34, A5.height - 28, A5.width - 34, A5.height - 18),
            f'<p style="text-align:right">{i + 1}</p>',
            "* {font-size: 7pt}",
        )
    save(doc, "lockwater_regatta_race_instructions.pdf")


# == 5. Market-stall and mobile-vendor licence conditions (US Letter: one ruled grid, appendices) =================
TRADING_GRID = """
PART A – GENERAL
1|The licence holder displays the licence badge issued by the Council at the front of the stall or vehicle, where it can be read by the public, at all times while trading.
2|The licence is personal to the licence holder and may not be transferred, sublet or lent. An assistant named on the licence may trade in the licence holder's absence for no more than 14 days in any licence year.
3|The licence holder is at least 17 years of age.
4|The licence holder holds public liability insurance with cover of at least £5 million for any one claim. A food vendor also holds product liability insurance with the same cover.
5|The licence holder tells the Markets Team of any change of home address or vehicle within 14 days.
PART B – PITCHES AND TRADING HOURS
6|The licence holder trades only from the pitch allocated by the Market Officer. A standard pitch is 3 m by 3 m; a large pitch is 3 m by 6 m.
7|Stalls may be set up from 06:30. Trading takes place only on the days and in the hours set out in Appendix C, and the pitch is cleared within 1 hour of the end of trading.
8|A pitch that is not occupied by 09:30 may be given by the Market Officer to a casual trader for the day. The licence fee for that day is not refunded.
9|Casual pitches are allocated by the Market Officer at the Market Office from 08:00 on each market day, in order of arrival.
10|A mobile vendor may trade only in the streets listed in Appendix C and may stop at any one place for no more than 30 minutes, unless the licence names a fixed pitch for the vehicle.
11|A mobile vendor may not trade within 50 m of the entrance of a school between 08:00 and 09:30 or between 14:30 and 16:30 on a school day, or within 100 m of another licensed mobile vendor.
PART C – STALLS, VEHICLES AND EQUIPMENT
12|Each leg of a gazebo or stall canopy is held down by a weight of at least 15 kg. Gazebos are taken down when the Market Officer says the wind makes them unsafe.
13|Petrol and diesel generators are not used on the market square. A stall that needs power uses the Council's electricity hook-up (Appendix B) or a battery supply.
14|A vendor that uses LPG keeps no more than 2 cylinders at the stall or vehicle, with a gas safety certificate no more than 12 months old, and has a fire blanket and a dry powder fire extinguisher of at least 2 kg within reach.
15|A mobile vendor's vehicle is roadworthy, is taxed and insured for business use, and has a gross weight of no more than 7.5 tonnes.
16|Nothing is placed on the pavement outside the pitch, and a clear width of at least 1.5 m is kept for pedestrians beside the pitch.
PART D – FOOD VENDORS
17|A food vendor is registered as a food business with the Council and has a food hygiene rating of at least 3.
18|A food vendor provides a wash-hand basin with hot and cold running water, soap and paper towels at the stall or vehicle.
19|Hot food held for sale is kept at 63 °C or above. Cold food is kept at 8 °C or below.
20|Cooking oil and grey water are collected in closed containers and taken away by the vendor. They are never poured into a drain or gully.
PART E – WASTE AND CLEANLINESS
21|The licence holder keeps the pitch and the area within 3 m of it free of litter while trading, and sweeps the pitch before leaving.
22|Cardboard is flattened and put in the market recycling cage by 17:30. Other waste is taken away by the licence holder.
PART F – COMPLIANCE AND ENFORCEMENT
23|An authorised officer of the Council may inspect the stall, vehicle, equipment and documents at any time while trading.
24|A breach of a condition may lead to a written warning. Three written warnings within 12 months lead to a review of the licence by the Licensing Sub-Committee, which may suspend or revoke it.
25|A licence holder whose licence is revoked may appeal to the magistrates' court within 21 days of being told of the decision.
"""

TRADING_APPENDICES = [
    """<h2>APPENDIX A – LICENCE FEES 2025/26</h2>
<table class="g">
<tr><th rowspan="2">Licence type</th><th colspan="2">Standard pitch</th><th colspan="2">Large pitch</th></tr>
<tr><th>Per day</th><th>Per year</th><th>Per day</th><th>Per year</th></tr>
<tr><td>Market stall – non-food</td><td>£28</td><td>£2,150</td><td>£42</td><td>£3,200</td></tr>
<tr><td>Market stall – food</td><td>£35</td><td>£2,700</td><td>£50</td><td>£3,900</td></tr>
<tr><td>Charity or community stall</td><td>£12</td><td>–</td><td>£18</td><td>–</td></tr>
</table>
<table class="g" style="margin-top:10pt">
<tr><th rowspan="2">Mobile vendor licence</th><th colspan="2">Licence fee</th></tr>
<tr><th>6 months</th><th>12 months</th></tr>
<tr><td>Mobile vendor – ice cream and cold food</td><td>£640</td><td>£1,150</td></tr>
<tr><td>Mobile vendor – hot food</td><td>£780</td><td>£1,420</td></tr>
<tr><td>Mobile vendor – non-food goods</td><td>£520</td><td>£930</td></tr>
</table>
<p class="n">Annual fees may be paid in 4 quarterly instalments. A licence holder aged under 25 in the first year of trading pays 50 % of the annual fee for that year.</p>""",
    """<h2>APPENDIX B – OTHER CHARGES AND DEPOSITS</h2>
<table class="g">
<tr><th rowspan="2">Item</th><th colspan="2">Charge</th></tr>
<tr><th>Per day</th><th>Per year</th></tr>
<tr><td>Electricity hook-up, up to 16 A</td><td>£6</td><td>£280</td></tr>
<tr><td>Electricity hook-up, 32 A</td><td>£10</td><td>£470</td></tr>
<tr><td>Hire of a Council gazebo (3 m by 3 m), weights included</td><td>£15</td><td>–</td></tr>
<tr><td>Storage of a stall in the market store</td><td>–</td><td>£190</td></tr>
</table>
<table class="g" style="margin-top:10pt">
<tr><th>Other charge</th><th>Amount</th></tr>
<tr><td>Replacement licence badge</td><td>£15</td></tr>
<tr><td>Variation of a licence (change of goods or vehicle)</td><td>£45</td></tr>
<tr><td>Deposit on a Council gazebo, returned when the gazebo is returned undamaged</td><td>£50</td></tr>
</table>""",
    """<h2>APPENDIX C – TRADING DAYS, HOURS AND STREETS</h2>
<table class="g">
<tr><th rowspan="2">Market or street</th><th rowspan="2">Days</th><th colspan="2">Trading hours</th></tr>
<tr><th>April to September</th><th>October to March</th></tr>
<tr><td>Market Square (stalls)</td><td>Wednesday and Saturday</td><td>08:00 – 17:00</td><td>08:30 – 16:00</td></tr>
<tr><td>Farmers' market, Corn Street</td><td>First Sunday of the month</td><td>09:00 – 14:00</td><td>09:00 – 13:00</td></tr>
<tr><td>Riverside Walk (mobile vendors)</td><td>Every day</td><td>10:00 – 21:00</td><td>10:00 – 18:00</td></tr>
<tr><td>Station Road and Abbey Green (mobile vendors)</td><td>Monday to Saturday</td><td>07:00 – 19:00</td><td>07:00 – 19:00</td></tr>
</table>
<p class="n">No trading takes place on Christmas Day, Boxing Day or New Year's Day.</p>""",
]

TRADING_CSS = """
body {font-family: sans-serif; font-size: 9.2pt; line-height: 1.28}
table.grid {border-collapse: collapse; width: 100%}
table.grid th {border: 0.7pt solid #000; padding: 3pt; text-align: left; background-color: #bfbfbf}
table.grid td {border: 0.7pt solid #000; padding: 3pt; vertical-align: top}
table.grid td.no {width: 70pt; text-align: center}
table.grid td.part {background-color: #dcdcdc; font-weight: bold}
h2 {font-size: 11pt; margin-bottom: 8pt}
table.g {border-collapse: collapse; width: 100%; font-size: 9pt}
table.g th {border: 0.7pt solid #000; padding: 3pt; background-color: #dcdcdc; text-align: center}
table.g td {border: 0.7pt solid #000; padding: 3pt}
p.n {font-size: 8.5pt; margin-top: 6pt}
"""


def trading_grid() -> str:
    """The conditions as one ruled grid: 'No.' and 'Condition' columns, with a shaded row for each part."""
    rows = ['<table class="grid"><tr><th style="width:70pt">Condition no.</th><th>Condition</th></tr>']
    for line in TRADING_GRID.strip().splitlines():
        if line.startswith("PART "):
            rows.append(f'<tr><td class="part" colspan="2">{esc(line)}</td></tr>')
        else:
            num, text = line.split("|", 1)
            rows.append(f'<tr><td class="no">{num}</td><td>{esc(text)}</td></tr>')
    rows.append("</table>")
    return "".join(rows)


def build_trading() -> None:
    """The street-trading licence conditions (PDF, US Letter)."""
    intro = """<p style="font-size:9pt"><b>BOROUGH OF FENMARKET</b> · Markets and Street Trading Team</p>
    <p style="font-size:16pt; margin-top:4pt"><b>Market Stall and Mobile Vendor Licences</b></p>
    <p style="font-size:11pt">Standard Licence Conditions 2025/26</p>
    <p style="margin-top:6pt; margin-bottom:8pt">These conditions are attached to every market stall licence and mobile vendor licence issued by the Borough of Fenmarket (the Council) for the licence year 1 April 2025 to 31 March 2026. Fees and other charges are in Appendices A and B; trading days, hours and streets are in Appendix C.</p>"""
    frame = pymupdf.Rect(54, 60, LETTER.width - 54, LETTER.height - 54)
    main = flow(intro + trading_grid(), TRADING_CSS, LETTER, lambda _n: [frame])
    apps = [one_page(a, TRADING_CSS, LETTER, frame) for a in TRADING_APPENDICES]
    doc = join(main, *apps)
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(54, 30, LETTER.width - 54, 42),
            '<p style="text-align:right">Borough of Fenmarket – Street Trading Licence Conditions 2025/26</p>',
        )
        stamp(
            page,
            pymupdf.Rect(54, LETTER.height - 38, LETTER.width - 54, LETTER.height - 26),
            f'<p style="text-align:center">{i + 1}</p>',
        )
    save(doc, "fenmarket_street_trading_conditions.pdf")


# == 6. Training levy and grant funding rules (Markdown) ==========================================================
LEVY_MD = """# Northvale Construction Skills Board

## Training Levy and Grant Funding Rules 2025–26

These rules are made by the Northvale Construction Skills Board (the Board) and apply to levy assessments and grant claims for the year 1 April 2025 to 31 March 2026. Paragraph numbers are given in bold, for example **E4.**

## Part A – Scope

**A1.** These rules apply to every employer registered with the Board that is engaged wholly or mainly in construction work in the Northvale region.

**A2.** An employer is liable to pay the levy when its wage bill for the assessment year is more than £120,000.[^1] The wage bill is the total of the employer's PAYE payroll and its payments to labour-only subcontractors.

**A3.** In these rules, "labour-only subcontractor" means a self-employed person, or a firm, paid by the employer to supply labour only, without materials or plant.

**A4.** A "qualifying trainee" is a person who works for the employer under a contract of employment, or as a labour-only subcontractor, for at least 16 hours a week.

## Part B – The levy

**B1.** The levy is charged at the rates in Table B1.

| Part of the wage bill | Levy rate |
|---|---|
| PAYE payroll | 0.35 % |
| Payments to labour-only subcontractors (net of VAT) | 1.25 % |

**B2.** An employer whose wage bill is more than £120,000 but less than £400,000 receives a small employer reduction of 50 % of the levy.

**B3.** Each employer sends its levy return to the Board by 31 May. The levy assessment is issued by 30 June and may be paid in one sum within 30 days, or by direct debit in 10 monthly instalments.

**B4.** Where an employer does not send its return by 31 May, the Board makes an estimated assessment and adds a surcharge of 10 % of the levy assessed.

## Part C – Grants

**C1.** An employer may claim grants for its qualifying trainees when it is registered with the Board and its levy payments are up to date.

**C2.** Apprenticeship grants are paid at the rates in Table C2.

| Grant | Amount | When paid |
|---|---|---|
| Attendance grant, year 1 | £2,500 | at the end of the first year |
| Attendance grant, year 2 | £3,000 | at the end of the second year |
| Attendance grant, year 3 (where the apprenticeship lasts 3 years) | £3,000 | at the end of the third year |
| Achievement grant | £3,500 | when the apprentice achieves the apprenticeship |

Apprentices who started before 1 April 2023 are paid at the rates of the rules in force when they started.[^2]

**C3.** Short-course grants are paid for approved courses at the rates in Table C3.

| Course length | Grant per trainee |
|---|---|
| Half day[^3] | £50 |
| 1 day | £75 |
| 2 days | £150 |
| 3 to 5 days | £250 |
| More than 5 days | £250, plus £40 for each day over 5 |

**C4.** Qualification grants are paid when a qualifying trainee achieves a vocational qualification: £600 at Level 2, £1,000 at Level 3 and £1,500 at Level 4 or above.

**C5.** An employer with fewer than 10 employees may claim up to 2 short-course grants per trainee for the same course where the trainee needs to repeat it. Other employers may claim once per trainee per course.

**C6.** No grant is paid for training that the law requires an employer to provide to every worker on site, such as a site induction.

## Part D – Claims

**D1.** A grant claim is made through the Board's online claims service within 26 weeks of the end of the course, or of the achievement of the qualification.

**D2.** A claim includes a copy of the trainee's certificate, or the training provider's confirmation of attendance, and the trainee's National Insurance number.

**D3.** The Board may ask for further evidence. Where the evidence is not sent within 28 days of the request, the claim is closed.

## Part E – Payments and recovery

**E1.** Grants are paid monthly, by bank transfer, in the month after the claim is approved.

**E2.** Where an employer owes levy, the Board may deduct the amount owed from grants due to it.

**E3.** Grants are not paid to an employer whose levy return is outstanding.

**E4.** Where a grant has been paid on the basis of incorrect or incomplete information, the Board recovers it. The employer repays the grant within 30 days of the Board's demand.

**E5.** Interest is charged on a grant that is not repaid in time, at 8 % a year from the date of the demand.

**E6.** Where the Board finds that a claim was made fraudulently, the employer may not claim any grant for 3 years from the Board's decision, and the Board may report the matter to the police.

**E7.** The Board's grants team audits a sample of at least 5 % of approved claims each year.

## Part F – Reviews and appeals

**F1.** An employer may ask for a review of a levy assessment or a grant decision within 28 days of the date of the decision. The review is carried out by a Board officer who did not take the decision.

**F2.** An employer that disagrees with the review may appeal to the Independent Appeals Panel within 21 days of the review decision.

**F3.** An appeal does not suspend the duty to pay the levy assessed.

[^1]: For the assessment year 2024–25 the threshold was £100,000.
[^2]: Under the 2022 rules the attendance grant was £2,000 for each year of the apprenticeship.
[^3]: A half day is at least 3.5 hours of training, breaks not counted.
"""


def build_levy() -> None:
    """The training levy and grant rules (Markdown)."""
    (DOCS / "northvale_training_levy_grant_rules.md").write_text(LEVY_MD, encoding="utf-8")
    print("northvale_training_levy_grant_rules.md")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_crane()
    build_permit()
    build_equine()
    build_regatta()
    build_trading()
    build_levy()
