# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc21 newcomer documents: six invented documents in genres and layouts not used by nc5-nc19. Run from
anywhere:

    python eval/newcomer/nc21/build.py

writes into eval/newcomer/nc21/docs/:

- skylark_meadow_mfc_field_rules.pdf               a model-aircraft club's flying field rules (square 210 mm pages):
                                                   a drawn site plan whose labels carry distances, two-column rules,
                                                   a model-class grid and a boxed pre-flight checklist
- willowbrook_house_medication_policy.pdf          a care home's medication policy (A4): a coloured margin tab with
                                                   rotated section text, a document-control grid, a roles-by-tasks
                                                   table continued across a page break, lettered table notes
- ravensmoor_circuit_noise_trackday_conditions.pdf a motorsport circuit's noise and track-day conditions (B5, serif):
                                                   N1/T1 conditions in a hanging column, a noise-limit table with
                                                   merged header cells, a group table continued over a page break
- naf_ts7_scaffold_inspection_standard.pdf         a scaffold inspection standard (A4): an engineering title block on
                                                   every page, requirement / guidance pairs, a dimensioned figure,
                                                   interval and duty-class tables, a handover certificate form
- copperbeech_academy_off_site_visits_policy.html  a school's educational visits policy (HTML): tbody-grouped ratio
                                                   table, approval table, numbered paragraphs
- pellingham_quay_marina_berth_regulations.txt     a marina's berth-holder regulations (plain text): underlined
                                                   heads, R-numbered rules, ASCII-ruled charge tables

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import box, flow, join, save_pdf, stamp  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
B5 = pymupdf.Rect(0, 0, 499, 709)
SQ = pymupdf.Rect(0, 0, 595, 595)


def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc21 build.py", "D:20260301000000Z")


def label(
    page: pymupdf.Page,
    rect: pymupdf.Rect,
    text: str,
    size: float = 7.0,
    bold: bool = False,
    color: tuple[float, float, float] = (0, 0, 0),
) -> None:
    """A label of a drawing, centred in `rect`; raise if it does not fit."""
    rgb = "#" + "".join(f"{int(c * 255):02x}" for c in color)
    body = "<br>".join(text.split("\n"))
    css = f"* {{font-family: sans-serif; font-size: {size}pt; margin: 0; text-align: center; color: {rgb}; font-weight: {'bold' if bold else 'normal'}; line-height: 1.15}}"
    spare, _ = page.insert_htmlbox(rect + (0, 0, 0, 16), f"<p>{body}</p>", css=css, scale_low=1)  # noqa: RUF005 (Rect arithmetic)
    if spare < 0:
        raise ValueError(f"label does not fit: {text}")


# == 1. A model flying club's field rules (square pages: site plan drawing, two-column rules, class grid) ==========
MFC_CSS = """* {font-family: sans-serif; font-size: 8.4pt; margin: 0; line-height: 1.3}
h1 {font-size: 18pt; color: #1d4e89}
h2 {font-size: 10.5pt; color: #1d4e89; margin: 6pt 0 3pt 0}
p {margin-bottom: 4pt}
.r {margin-bottom: 5pt}
.r b {color: #1d4e89}
table {border-collapse: collapse; width: 100%}
th {background-color: #1d4e89; color: #ffffff; font-size: 8pt; padding: 3pt; border: 0.5pt solid #1d4e89; text-align: left}
td {font-size: 8pt; padding: 3pt; border: 0.5pt solid #9db3cf; vertical-align: top}
.note {font-size: 7.4pt; color: #333333}
"""

MFC_RULES = [
    (
        "FR1",
        "Membership and insurance.",
        "Only paid-up members of the Club, and guests under FR2, may fly at the field. Every pilot must hold third-party insurance for model flying with cover of at least £5 million and carry proof of it at the field.",
    ),
    (
        "FR2",
        "Guest pilots.",
        "A member may bring a guest pilot, who must show proof of insurance and fly under the member's supervision. A guest may fly on no more than 4 days in any membership year and pays a day fee of £6 into the honesty box.",
    ),
    (
        "FR3",
        "Radio.",
        "Only 2.4 GHz spread-spectrum radio equipment may be used. Any other band needs the Safety Officer's written agreement beforehand.",
    ),
    (
        "FR4",
        "Models in the air.",
        "No more than 5 models may be airborne at once, one for each pilot box. While a turbine jet is flying, no more than 2 models may be airborne, the jet included.",
    ),
    ("FR5", "Height.", "Models are not flown higher than 400 ft (about 120 m) above the field."),
    (
        "FR6",
        "Pilot boxes and calls.",
        "All flying is done from the marked pilot boxes P1 to P5. Pilots call “taking off”, “landing” and “dead stick” loudly, and landing or dead-stick models have right of way.",
    ),
    (
        "FR7",
        "Novices.",
        "A pilot who has not passed the Club's Solo Test may fly only on the buddy lead with a Club instructor. Instructors attend on Wednesday evenings from May to September and on Sunday mornings all year.",
    ),
    (
        "FR8",
        "Juniors.",
        "Members under 16 must be accompanied at the field by a parent or by an adult member named on their membership form.",
    ),
    (
        "FR9",
        "Starting engines.",
        "Engines are started and run up only in the pits, with the model held by a helper or staked. A run-up in the pits may last no more than 3 minutes.",
    ),
    (
        "FR10",
        "Noise.",
        "Models with internal-combustion engines must not exceed 82 dB(A) measured at 7 metres. The Noise Steward checks every new IC model before its first flight at the field.",
    ),
    (
        "FR11",
        "Batteries.",
        "LiPo batteries are charged only at the charging bench, inside a fireproof bag or metal box, and never inside a car. Swollen or damaged packs go into the sand bin by the gate.",
    ),
    (
        "FR12",
        "Fuel.",
        "No member may keep more than 5 litres of fuel at the field. No smoking or vaping within 10 m of the pits.",
    ),
    ("FR13", "Dogs.", "Dogs are kept on a lead and in the car park at all times."),
    (
        "FR14",
        "Crashes and fly-aways.",
        "Report any model lost or crashed outside the field boundary to the Safety Officer on the same day. Telephone Hobbet's Farm before going onto the farmer's land to recover it.",
    ),
    (
        "FR15",
        "Locking up.",
        "The last member to leave locks the gate and the container. The gate code changes on 1 January and 1 July each year.",
    ),
    (
        "FR16",
        "Mowing days.",
        "The working party mows the field on the first Saturday of each month; there is no flying before 12:00 on mowing days.",
    ),
    (
        "FR17",
        "Breaches.",
        "The Committee may suspend a member from flying for up to 3 months for a breach of these rules. A second breach within 12 months may lead to expulsion.",
    ),
]

MFC_CLASSES = [
    (
        "Gliders (hand launch, bungee, winch)",
        "5 kg",
        "Every day",
        "Sunrise to sunset",
        "Winch and bungee lines laid along the runway only",
    ),
    ("Electric fixed-wing", "7.5 kg", "Every day", "09:00–20:00", "—"),
    ("Glow and petrol fixed-wing", "15 kg", "Wed, Sat, Sun", "10:00–18:00", "Noise check (FR10)"),
    ("Helicopters (any power)", "7 kg", "Every day", "10:00–18:00", "Hover practice at the west end of the runway"),
    ("Multirotors", "4 kg", "Mon–Fri", "09:00–17:00", "No camera flights over the car park"),
    (
        "Turbine jets",
        "20 kg",
        "First Sunday of the month",
        "11:00–16:00",
        "Club jet certificate; CO₂ extinguisher at the pits",
    ),
]


def mfc_footer(page: pymupdf.Page, n: int, total: int) -> None:
    """The field rules' footer: a rule and `n / total`."""
    page.draw_line((36, SQ.height - 30), (SQ.width - 36, SQ.height - 30), color=(0.11, 0.31, 0.54), width=0.6)
    stamp(
        page,
        pymupdf.Rect(36, SQ.height - 26, SQ.width - 36, SQ.height - 12),
        "<p>Skylark Meadow Model Flying Club · Field Rules 2026</p>",
    )
    stamp(
        page,
        pymupdf.Rect(SQ.width - 120, SQ.height - 26, SQ.width - 36, SQ.height - 12),
        f"<p style='text-align:right'>{n} / {total}</p>",
    )


def mfc_plan(page: pymupdf.Page) -> None:
    """The site plan: field, runway, pilot boxes, pits, car park, no-fly zone, power line; labels carry distances."""
    blue = (0.11, 0.31, 0.54)
    field = pymupdf.Rect(40, 210, 555, 545)
    page.draw_rect(field, color=blue, width=1.2, fill=(0.95, 0.98, 0.93))
    label(
        page,
        pymupdf.Rect(44, 213, 420, 226),
        "SITE PLAN — Hobbet's Farm, Lower Wenning (not to scale)",
        7.5,
        True,
        blue,
    )
    # runway
    rw = pymupdf.Rect(130, 330, 470, 360)
    page.draw_rect(rw, color=(0.2, 0.5, 0.2), width=0.6, fill=(0.72, 0.87, 0.66))
    label(page, pymupdf.Rect(132, 338, 468, 352), "RUNWAY (mown strip) 120 m × 20 m", 7.5, True)
    label(
        page,
        pymupdf.Rect(150, 250, 450, 262),
        "FLYING AREA: models fly north of the pilot line only",
        7.5,
        True,
        (0.1, 0.35, 0.1),
    )
    # pilot line and boxes
    page.draw_line((150, 372), (450, 372), color=(0.8, 0.1, 0.1), width=0.8, dashes="[4 2] 0")
    for i in range(5):
        x = 190 + i * 48
        page.draw_rect(pymupdf.Rect(x, 375, x + 28, 389), color=(0.8, 0.1, 0.1), width=0.6)
        label(page, pymupdf.Rect(x, 377, x + 28, 388), f"P{i + 1}", 6.5, True)
    label(page, pymupdf.Rect(380, 362, 552, 372), "Pilot line", 6.5, False, (0.8, 0.1, 0.1))
    # pits
    pits = pymupdf.Rect(190, 398, 410, 428)
    page.draw_rect(pits, color=(0.4, 0.4, 0.4), width=0.6, fill=(0.9, 0.9, 0.9))
    label(
        page,
        pymupdf.Rect(192, 401, 408, 426),
        "PITS: engines started and run up here only,\n12 m behind the pilot line",
        6.8,
    )
    page.draw_rect(pymupdf.Rect(420, 398, 520, 428), color=(0.4, 0.4, 0.4), width=0.6, fill=(0.99, 0.93, 0.8))
    label(page, pymupdf.Rect(422, 401, 518, 426), "LiPo charging bench\nand sand bin", 6.5)
    # car park
    park = pymupdf.Rect(150, 470, 450, 520)
    page.draw_rect(park, color=(0.4, 0.4, 0.4), width=0.6, fill=(0.85, 0.88, 0.95))
    label(
        page,
        pymupdf.Rect(152, 476, 448, 516),
        "CAR PARK AND SPECTATORS\nkeep at least 30 m behind the pilot line\ndogs on a lead here only",
        6.8,
    )
    label(page, pymupdf.Rect(460, 500, 552, 520), "Field gate (code lock)", 6.5, True)
    # no-fly zone
    nf = pymupdf.Rect(440, 228, 548, 310)
    page.draw_rect(nf, color=(0.85, 0.1, 0.1), width=1.0, fill=(1, 0.9, 0.9))
    label(
        page,
        pymupdf.Rect(443, 236, 545, 306),
        "NO-FLY ZONE\nHobbet's Farm house and yard: never overfly; stay at least 100 m away",
        6.5,
        True,
        (0.7, 0.05, 0.05),
    )
    # power line
    page.draw_line((60, 230), (60, 535), color=(0.3, 0.3, 0.3), width=1.0, dashes="[8 3 2 3] 0")
    label(page, pymupdf.Rect(66, 440, 140, 500), "Overhead power line: keep models at least 60 m from it", 6.3)
    # north arrow
    page.draw_line((520, 470), (520, 445), color=(0, 0, 0), width=0.8)
    page.draw_polyline([(515, 452), (520, 443), (525, 452)], color=(0, 0, 0), width=0.8)
    label(page, pymupdf.Rect(512, 455, 528, 466), "N", 7, True)


def build_mfc() -> None:
    """The model flying club's field rules: plan page, rules in two columns, class grid and fees."""
    p1 = pymupdf.open()
    page = p1.new_page(width=SQ.width, height=SQ.height)
    page.draw_rect(pymupdf.Rect(0, 0, SQ.width, 14), color=None, fill=(0.11, 0.31, 0.54))
    box(
        page,
        pymupdf.Rect(40, 26, 555, 205),
        """<p style="font-size:8pt; color:#1d4e89">SKYLARK MEADOW MODEL FLYING CLUB · founded 1978</p>
<h1>Field Rules and Model Class Conditions</h1>
<p style="font-size:9.5pt; margin-bottom:6pt">2026 edition, adopted at the Annual General Meeting on 18 January 2026. These rules bind every member and guest flying at the Club's field at Hobbet's Farm, Lower Wenning, by agreement with the landowner.</p>
<p>The plan below shows where pilots stand, where engines are run and where models must never go. The rules are on page 2; the conditions for each class of model and the 2026 subscriptions are on page 3.</p>
<p><b>Club officers:</b> Safety Officer: Dariusz Pembury-Lowe · Noise Steward: Annika Stroud · Membership Secretary: Colm Ferreby. In an emergency call 999 first, then the Safety Officer.</p>""",
        MFC_CSS,
    )
    mfc_plan(page)

    rules = "<h2 style='margin-top:0'>Field Rules</h2>" + "".join(
        f'<p class="r"><b>{n}</b>&nbsp; <b>{t}</b> {x}</p>' for n, t, x in MFC_RULES
    )
    p2 = flow(rules, MFC_CSS, SQ, lambda _n: [pymupdf.Rect(36, 40, 290, 555), pymupdf.Rect(306, 40, 559, 555)])
    if p2.page_count != 1:
        raise ValueError("rules overflow one page")
    page = p2[0]
    page.draw_line((298, 44), (298, 550), color=(0.6, 0.6, 0.6), width=0.4)
    stamp(page, pymupdf.Rect(36, 18, 559, 32), "<p style='color:#1d4e89'>Field Rules · page 2 of the 2026 edition</p>")

    p3 = pymupdf.open()
    page = p3.new_page(width=SQ.width, height=SQ.height)
    rows = "".join(
        f"<tr><td><b>{a}</b></td><td>{b}</td><td>{c}</td><td>{d}</td><td>{e}</td></tr>" for a, b, c, d, e in MFC_CLASSES
    )
    box(
        page,
        pymupdf.Rect(36, 30, 559, 296),
        f"""<h2 style="margin-top:0">Model classes: weight limits and flying times</h2>
<table><tr><th>Model class</th><th>Max take-off mass</th><th>Flying days</th><th>Flying hours</th><th>Also required</th></tr>{rows}</table>
<p class="note" style="margin-top:4pt">Models heavier than 20 kg may not be flown at the field. Bank holidays count as Sundays. On mowing days (FR16) no class may fly before 12:00. A model that fits more than one class follows the stricter conditions.</p>""",
        MFC_CSS,
    )
    box(
        page,
        pymupdf.Rect(36, 236, 290, 560),
        """<h2>Subscriptions 2026</h2>
<table><tr><th>Membership</th><th>Per year</th></tr>
<tr><td>Senior</td><td>£68</td></tr>
<tr><td>Junior (under 18 on 1 January)</td><td>£16</td></tr>
<tr><td>Family (two adults and their children under 18)</td><td>£98</td></tr>
<tr><td>Country (living more than 40 miles from the field)</td><td>£42</td></tr>
<tr><td>Joining fee, new members only</td><td>£20</td></tr>
<tr><td>Gate key deposit (refundable)</td><td>£10</td></tr></table>
<p class="note" style="margin-top:4pt">Subscriptions fall due on 1 January and must be paid by 28 February; members who have not paid by then may not fly.</p>""",
        MFC_CSS,
    )
    chk = pymupdf.Rect(306, 254, 559, 440)
    page.draw_rect(chk, color=(0.11, 0.31, 0.54), width=1.4, fill=(0.93, 0.96, 1.0))
    box(
        page,
        chk + (10, 8, -10, -6),  # noqa: RUF005 (Rect arithmetic)
        """<p style="font-size:9.5pt; color:#1d4e89"><b>BEFORE YOU FLY: the five checks</b></p>
<p>☐ Membership card and insurance proof with you (FR1).</p>
<p>☐ Your class may fly today, at this hour, and your model is under its weight limit (page 3).</p>
<p>☐ Range check done with the transmitter aerial down; failsafe set to cut the motor.</p>
<p>☐ Pilot box free; no more than 5 models up, or 2 while a jet is flying (FR4).</p>
<p>☐ Spectators and dogs behind the car-park line, at least 30 m behind the pilot line.</p>""",
        MFC_CSS,
    )

    doc = join(p1, p2, p3)
    for i, pg in enumerate(doc):
        mfc_footer(pg, i + 1, doc.page_count)
    save(doc, "skylark_meadow_mfc_field_rules.pdf")


# == 2. A care home's medication policy (A4: rotated margin tab, control grid, table across a page break) ==========
MED_CSS = """* {font-family: sans-serif; font-size: 9pt; margin: 0; line-height: 1.3}
h1 {font-size: 17pt; color: #5b2a86; margin-bottom: 4pt}
h2 {font-size: 11pt; color: #5b2a86; margin: 9pt 0 3pt 0}
p {margin-bottom: 4pt}
.pn {margin-left: 26pt; text-indent: -26pt}
table {border-collapse: collapse; width: 100%; margin: 3pt 0}
th {background-color: #e9dff3; font-size: 8.2pt; padding: 3pt; border: 0.5pt solid #5b2a86; text-align: left; vertical-align: top}
td {font-size: 8.4pt; padding: 3pt; border: 0.5pt solid #5b2a86; vertical-align: top}
.ctl td {border: 0.5pt solid #999999; font-size: 8pt}
.key {border: 1.5pt solid #5b2a86; background-color: #f6f1fb; padding: 5pt 8pt; margin: 6pt 0}
.tn {font-size: 7.8pt; margin: 1pt 0 1pt 0}
.cap {font-weight: bold; color: #5b2a86; margin-top: 6pt}
"""

MED_ROLES_HEAD = "<tr><th>Role</th><th>Give oral medicines</th><th>Give controlled drugs</th><th>Second signature for controlled drugs</th><th>Apply creams and patches</th><th>Give homely remedies</th><th>Take a verbal order from a GP</th></tr>"
MED_ROLES_1 = [
    ("Registered nurse", "Yes", "Yes", "Yes", "Yes", "Yes", "Yes <sup>a</sup>"),
    ("Senior care assistant (medicines trained)", "Yes", "Yes <sup>b</sup>", "Yes", "Yes", "Yes", "No"),
    ("Care assistant (medicines trained)", "Yes", "No", "Yes", "Yes", "No", "No"),
]
MED_ROLES_2 = [
    ("Care assistant (not medicines trained)", "No", "No", "No", "Creams only <sup>c</sup>", "No", "No"),
    ("Agency nurse", "Yes <sup>d</sup>", "Yes <sup>d</sup>", "Yes", "Yes", "No", "No"),
    ("Student nurse", "Under supervision <sup>e</sup>", "No", "No", "Under supervision <sup>e</sup>", "No", "No"),
]

MED_PAGES = [
    (
        "SECTIONS 1 TO 3  ·  SCOPE, TERMS, TRAINING",
        """<p style="font-size:8pt; color:#5b2a86">CANTLE VALE CARE LTD · WILLOWBROOK HOUSE NURSING AND RESIDENTIAL HOME</p>
<h1>Medication Policy and Procedure</h1>
<table class="ctl">
<tr><td><b>Reference</b></td><td>MED-POL-04</td><td><b>Version</b></td><td>6</td></tr>
<tr><td><b>Policy owner</b></td><td>Glenys Marlowe, Registered Manager</td><td><b>Medication lead</b></td><td>Priya Okonjo-Hale, RGN</td></tr>
<tr><td><b>Approved</b></td><td>12 February 2026</td><td><b>Next review</b></td><td>March 2027</td></tr>
<tr><td><b>Supplying pharmacy</b></td><td>Breckin Lane Pharmacy, Cantle Vale</td><td><b>Replaces</b></td><td>Version 5 (January 2024)</td></tr>
</table>
<div class="key">
<p style="color:#5b2a86"><b>KEY POINTS FOR ALL STAFF</b></p>
<p>• Never give a medicine you have not been trained and signed off to give.</p>
<p>• Sign the MAR chart straight after each dose is taken, never before.</p>
<p>• Medicine fridge: 2 °C to 8 °C. Medicine room: below 25 °C.</p>
<p>• Controlled drugs always need two signatures in the register.</p>
<p>• Tell the nurse in charge at once about any error, however small (Section 10).</p>
</div>
<h2>1 Purpose and scope</h2>
<p class="pn">1.1&nbsp;&nbsp;&nbsp;This policy sets out how medicines are ordered, received, stored, given, recorded and disposed of at Willowbrook House. It applies to every member of staff, including agency and bank-holiday cover, and to visiting students.</p>
<p class="pn">1.2&nbsp;&nbsp;&nbsp;It does not cover medicines given by visiting community nurses, who follow their own employer's procedures.</p>
<h2>2 Terms used</h2>
<p class="pn">2.1&nbsp;&nbsp;&nbsp;<b>MAR chart</b>: the Medication Administration Record kept for each resident, on which every dose given, refused or withheld is recorded.</p>
<p class="pn">2.2&nbsp;&nbsp;&nbsp;<b>PRN</b>: a medicine prescribed to be taken only when needed, such as for pain, rather than at set times.</p>
<p class="pn">2.3&nbsp;&nbsp;&nbsp;<b>Homely remedy</b>: a non-prescription medicine that the home keeps for short-term treatment of minor ailments, from the list in Table 2.</p>
<p class="pn">2.4&nbsp;&nbsp;&nbsp;<b>Covert administration</b>: giving a medicine hidden in food or drink to a resident who lacks capacity to decide about it, so that the resident does not know it is being given.</p>
<p class="pn">2.5&nbsp;&nbsp;&nbsp;<b>Time-critical medicine</b>: a medicine for which a delay of more than 30 minutes could cause harm, such as medicines for Parkinson's disease, insulin and some epilepsy medicines.</p>
<h2>3 Training and competence</h2>
<p class="pn">3.1&nbsp;&nbsp;&nbsp;No one gives medicines until they have completed the home's medicines training and have been observed giving medicines correctly on at least 3 full medicine rounds by the medication lead or a registered nurse.</p>
<p class="pn">3.2&nbsp;&nbsp;&nbsp;Competence is reassessed every 12 months, and again before the person next gives medicines after any medication error they were involved in.</p>""",
    ),
    (
        "SECTIONS 4 TO 5  ·  ROLES, GIVING MEDICINES",
        """<h2 style="margin-top:0">4 Who may do what</h2>
<p class="pn">4.1&nbsp;&nbsp;&nbsp;Table 1 shows which medicine tasks each role may carry out. Where the table says No, the task must be passed to someone whose role allows it.</p>
<p class="cap">Table 1 — Medicine tasks by role</p>
<table>"""
        + MED_ROLES_HEAD
        + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in MED_ROLES_1)
        + """</table>
<p class="tn"><i>Table 1 continues on the next page.</i></p>
<h2>5 Giving medicines</h2>
<p class="pn">5.1&nbsp;&nbsp;&nbsp;Medicine rounds start at 08:00, 12:00, 17:00 and 21:00. A dose may be given up to 1 hour before or after the time on the MAR chart, except time-critical medicines, which are given within 30 minutes of the prescribed time.</p>
<p class="pn">5.2&nbsp;&nbsp;&nbsp;The person giving a medicine checks the resident's identity against the photograph on the MAR chart, the medicine, the dose, the time and the route, and stays with the resident until it has been taken.</p>
<p class="pn">5.3&nbsp;&nbsp;&nbsp;If a resident refuses a dose, offer it once more after about 30 minutes and record the refusal on the MAR chart with the code R. If the same medicine is refused at 3 doses in a row, tell the GP the same day.</p>
<p class="pn">5.4&nbsp;&nbsp;&nbsp;Tablets are not crushed or capsules opened unless the pharmacist has advised in writing that this is safe for that medicine.</p>
<p class="pn">5.5&nbsp;&nbsp;&nbsp;Residents who wish to look after their own medicines may do so after a self-administration risk assessment, which is reviewed every month. Their medicines are kept in a lockable drawer in their room.</p>
<p class="pn">5.6&nbsp;&nbsp;&nbsp;Pain-relief patches are applied to a different site each time; the site is marked on the body map kept with the MAR chart. Old patches are removed and folded sticky sides together before disposal.</p>
<p class="pn">5.7&nbsp;&nbsp;&nbsp;Residents going out for the day or on home leave take their medicines in a labelled envelope filled from the original packs, signed out by the nurse in charge; leave of more than 3 days needs a separate supply from the pharmacy.</p>""",
    ),
    (
        "SECTIONS 6 TO 7  ·  PRN, HOMELY REMEDIES, COVERT",
        """<p class="cap" style="margin-top:0">Table 1 — Medicine tasks by role (continued)</p>
<table>"""
        + MED_ROLES_HEAD
        + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in MED_ROLES_2)
        + """</table>
<p class="tn">a&nbsp; Only in an emergency; the order is repeated back, written on the MAR chart and confirmed by the GP in writing within 24 hours.</p>
<p class="tn">b&nbsp; Only when a registered nurse is on duty in the building and signs as the second person.</p>
<p class="tn">c&nbsp; Barrier and moisturising creams only, after the skin-care session of the induction; never medicated creams or patches.</p>
<p class="tn">d&nbsp; Only after a local induction shift and with the nurse in charge told which residents they will give medicines to.</p>
<p class="tn">e&nbsp; Under the direct supervision of their registered-nurse mentor, who countersigns the MAR chart.</p>
<h2>6 PRN medicines and homely remedies</h2>
<p class="pn">6.1&nbsp;&nbsp;&nbsp;Each PRN medicine has a written protocol kept with the MAR chart, saying what it is for, the dose, the shortest time between doses and the most that may be given in 24 hours.</p>
<p class="pn">6.2&nbsp;&nbsp;&nbsp;Homely remedies are given only from the list in Table 2, only by the roles allowed in Table 1, and only after checking that the resident's GP has agreed the list for that resident. If the symptom lasts longer than the period in the last column, contact the GP.</p>
<p class="cap">Table 2 — Homely remedies list</p>
<table>
<tr><th>Remedy</th><th>Used for</th><th>Most in 24 hours</th><th>Contact GP if still needed after</th></tr>
<tr><td>Paracetamol 500 mg tablets</td><td>mild pain, raised temperature</td><td>8 tablets, at least 4 hours apart</td><td>48 hours</td></tr>
<tr><td>Simple linctus</td><td>dry cough</td><td>4 doses of 5 ml</td><td>3 days</td></tr>
<tr><td>Senna 7.5 mg tablets</td><td>constipation</td><td>2 tablets, at night</td><td>3 days</td></tr>
<tr><td>Oral rehydration sachets</td><td>diarrhoea</td><td>5 sachets</td><td>24 hours</td></tr>
<tr><td>Antacid liquid</td><td>indigestion, heartburn</td><td>4 doses of 10 ml</td><td>2 days</td></tr>
</table>
<h2>7 Covert administration</h2>
<p class="pn">7.1&nbsp;&nbsp;&nbsp;Medicines are given covertly only after a mental capacity assessment and a best-interests meeting attended by the GP, the pharmacist and a relative or advocate. The decision and the pharmacist's advice on how each medicine may be mixed are recorded in the care plan.</p>
<p class="pn">7.2&nbsp;&nbsp;&nbsp;The decision is reviewed at least every 3 months, and sooner if the resident's condition or medicines change.</p>""",
    ),
    (
        "SECTIONS 8 TO 11  ·  CONTROLLED DRUGS, STORAGE, ERRORS, ORDERING",
        """<h2 style="margin-top:0">8 Controlled drugs</h2>
<p class="pn">8.1&nbsp;&nbsp;&nbsp;Controlled drugs are kept in the controlled drugs cabinet inside the locked medicine room. The keys are held by the nurse in charge and are kept separate from the other medicine keys.</p>
<p class="pn">8.2&nbsp;&nbsp;&nbsp;Every dose received, given, returned or destroyed is entered in the bound controlled drugs register in ink, with two signatures. The stock of every controlled drug is checked against the register every Monday by two staff, one of whom is a registered nurse.</p>
<p class="pn">8.3&nbsp;&nbsp;&nbsp;A completed register is kept for 2 years after the date of its last entry.</p>
<h2>9 Storage</h2>
<p class="cap">Table 3 — Storage temperatures and checks</p>
<table>
<tr><th>Where</th><th>Temperature</th><th>Checked</th><th>If outside the range</th></tr>
<tr><td>Medicine room</td><td>below 25 °C</td><td>daily, room thermometer</td><td>tell the medication lead; if over 25 °C on 2 days running, ask the pharmacist about the stock</td></tr>
<tr><td>Medicine fridge</td><td>2 °C to 8 °C</td><td>daily, minimum and maximum read and reset</td><td>move stock to quarantine in the spare fridge and ask the pharmacist before using it</td></tr>
<tr><td>Medicine trolley</td><td>as medicine room</td><td>—</td><td>kept locked and chained to the wall of the medicine room when not in use</td></tr>
</table>
<p class="pn">9.2&nbsp;&nbsp;&nbsp;The date of opening is written on every liquid, cream and eye drop. Eye drops are discarded 28 days after opening; creams in tubs 3 months after opening; other items as their label says.</p>
<h2>10 Medication errors</h2>
<p class="pn">10.1&nbsp;&nbsp;&nbsp;Anyone who makes or finds an error tells the nurse in charge at once. The nurse checks the resident and contacts the GP, or the out-of-hours service, within 1 hour where harm is possible.</p>
<p class="pn">10.2&nbsp;&nbsp;&nbsp;An incident form is completed before the end of the shift. The Registered Manager reviews every error within 72 hours and tells the resident or their representative what happened.</p>
<h2>11 Ordering, receiving and returns</h2>
<p class="pn">11.1&nbsp;&nbsp;&nbsp;Repeat medicines are ordered monthly; the order reaches Breckin Lane Pharmacy by the 10th of the month for the cycle starting on the 1st of the next month.</p>
<p class="pn">11.2&nbsp;&nbsp;&nbsp;Deliveries are checked against the order by two staff and signed into the MAR charts on the day they arrive.</p>
<p class="pn">11.3&nbsp;&nbsp;&nbsp;Medicines no longer needed, and those of a resident who has died, are entered in the returns book and collected by the pharmacy on the second Tuesday of each month. The medicines of a resident who has died are kept for 7 days before return, in case the coroner asks for them.</p>""",
    ),
]


def build_med() -> None:
    """The care home medication policy: every page has a purple margin tab with rotated section text."""
    doc = pymupdf.open()
    n = len(MED_PAGES)
    for i, (tab, html) in enumerate(MED_PAGES):
        page = doc.new_page(width=A4.width, height=A4.height)
        page.draw_rect(pymupdf.Rect(0, 0, 40, A4.height), color=None, fill=(0.357, 0.165, 0.525))
        page.insert_text((26, A4.height - 60), tab, fontsize=9, fontname="hebo", rotate=90, color=(1, 1, 1))
        stamp(
            page,
            pymupdf.Rect(64, 22, 560, 36),
            "<p>Willowbrook House · Medication Policy · MED-POL-04 version 6<span> · uncontrolled when printed</span></p>",
            "p {color:#5b2a86}",
        )
        page.draw_line((64, 38), (560, 38), color=(0.357, 0.165, 0.525), width=0.5)
        box(page, pymupdf.Rect(64, 48, 560, 800), html, MED_CSS)
        stamp(page, pymupdf.Rect(64, 812, 560, 826), f"<p style='text-align:right'>Page {i + 1} of {n}</p>")
    save(doc, "willowbrook_house_medication_policy.pdf")


# == 3. A motorsport circuit's noise and track-day conditions (B5, serif: hanging ids, merged-header noise table) ====
RAV_CSS = """* {font-family: serif; font-size: 8.8pt; margin: 0; line-height: 1.28}
h1 {font-size: 16pt; font-family: sans-serif; color: #7a1f1f}
h2 {font-size: 10.5pt; font-family: sans-serif; color: #7a1f1f; margin: 8pt 0 3pt 0; border-bottom: 0.8pt solid #7a1f1f}
p {margin-bottom: 3pt}
table.c {border-collapse: collapse; width: 100%}
table.c td {padding: 1.5pt 2pt; vertical-align: top; border: 0}
table.c td.id {width: 30pt; font-family: sans-serif; font-weight: bold; color: #7a1f1f}
table.g {border-collapse: collapse; width: 100%; margin: 4pt 0}
table.g th {font-family: sans-serif; font-size: 7.8pt; border: 0.6pt solid #000000; padding: 2.5pt; background-color: #f0e2e2; text-align: center}
table.g td {font-size: 8.2pt; border: 0.6pt solid #000000; padding: 2.5pt; text-align: center; vertical-align: top}
table.g td.k {text-align: left; font-weight: bold}
.cap {font-family: sans-serif; font-weight: bold; font-size: 8.4pt; margin-top: 5pt}
.tn {font-size: 7.6pt}
"""


def rav_conds(items: list[tuple[str, str]]) -> str:
    """Conditions with their ids in a hanging column."""
    return '<table class="c">' + "".join(f'<tr><td class="id">{i}</td><td>{t}</td></tr>' for i, t in items) + "</table>"


RAV_GROUP_HEAD = (
    "<tr><th>Group</th><th>Who may book it</th><th>Most cars on track</th><th>Overtaking</th><th>Passengers</th></tr>"
)
RAV_GROUPS_1 = [
    (
        "Novice",
        "drivers with fewer than 3 track days at any circuit",
        "20",
        "on Pinfold Straight and Hangar Straight only, on the left, after a point-by",
        "not carried",
    ),
    (
        "Intermediate",
        "drivers with at least 3 track days",
        "26",
        "on the straights only, after a point-by",
        "carried from 12:30",
    ),
]
RAV_GROUPS_2 = [
    (
        "Advanced",
        "drivers with a competition licence or at least 10 track days",
        "32",
        "anywhere it is safe, on either side",
        "carried all day",
    ),
    (
        "Mixed open pit lane",
        "any driver, on days so advertised",
        "28",
        "on the straights only, after a point-by",
        "carried from 12:30",
    ),
    (
        "Motorcycles",
        "riders on motorcycle days only",
        "30 riders",
        "anywhere it is safe, leaving a bike's width",
        "not carried",
    ),
]

RAV_PAGES = [
    (
        "PART A — GENERAL",
        """<p style="font-family:sans-serif; font-size:8pt; color:#7a1f1f">RAVENSMOOR MOTORSPORT ESTATES LTD · RAVENSMOOR PARK CIRCUIT</p>
<h1>Circuit Conditions: Noise and Track Days</h1>
<p style="font-family:sans-serif; font-size:8.6pt">Issue 4 · in force from 1 March 2026 · replaces Issue 3 of March 2024</p>
<p>These conditions apply to every vehicle, driver, rider, passenger and entrant at Ravensmoor Park Circuit on track days and test days. They are set to keep the circuit within the limits of its planning permission and to keep track days safe. Race meetings run under their organisers' own regulations, but Part B applies to them as well.</p>
<h2>Part A — General</h2>"""
        + rav_conds(
            [
                (
                    "A1",
                    "<b>Circuit.</b> The circuit is 3.21 km long with eleven corners, run clockwise. The noise meter is at Pinfold Corner, 15 m from the track edge.",
                ),
                (
                    "A2",
                    "<b>Operating hours.</b> No car or motorcycle may be on track before 09:00, and track activity ends by 17:30. From 1 May to 31 August the finish is extended to 18:30 on Standard days only.",
                ),
                (
                    "A3",
                    "<b>Sundays and holidays.</b> No more than 12 Sunday events are held in a calendar year, and on Sundays no vehicle is on track before 10:00. The circuit is closed on 25 and 26 December and 1 January.",
                ),
                (
                    "A4",
                    "<b>People.</b> The Circuit Manager is Hamish Delacourt-Reeve. Noise matters are handled by the Environmental Officer, Ruth Ambler-Sykes, whose decision on a noise reading is final on the day.",
                ),
                (
                    "A5",
                    "<b>Alcohol and drugs.</b> Anyone driving, riding or marshalling must have no alcohol in their breath. The Circuit Manager may ask for a breath test at any time.",
                ),
            ]
        )
        + """<h2>Part B — Noise</h2>"""
        + rav_conds(
            [
                (
                    "N1",
                    "<b>Day types.</b> Each day is published in the circuit calendar as a Standard day, a Quiet day or an Open day. Every Monday is a Quiet day, as is every Tuesday in August. There are no more than 10 Open days a year, and their dates are published by 31 January.",
                ),
                (
                    "N2",
                    "<b>Static test.</b> Every vehicle is static tested in the scrutineering bay before its first session of the day. The meter is held 0.5 m from the exhaust outlet at 45°, with the engine at three-quarters of its maximum rpm.",
                ),
            ]
        ),
    ),
    (
        "PART B — NOISE",
        """<p class="cap" style="margin-top:0">Table 1 — Noise limits by day type, dB(A)</p>
<table class="g">
<tr><th rowspan="2">Day type</th><th colspan="2">Static test (0.5 m, 45°)</th><th colspan="2">Drive-by at Pinfold Corner (15 m)</th></tr>
<tr><th>Cars</th><th>Motorcycles</th><th>Cars</th><th>Motorcycles</th></tr>
<tr><td class="k">Standard day</td><td>105</td><td>102</td><td>98</td><td>97</td></tr>
<tr><td class="k">Quiet day</td><td>98</td><td>98</td><td>92</td><td>92</td></tr>
<tr><td class="k">Open day</td><td>108</td><td>105</td><td>102</td><td>100</td></tr>
</table>
<p class="tn">Historic cars built before 1972 are allowed an extra 3 dB(A) on the static test on Standard days only. No vehicle may exceed 110 dB(A) on the static test on any day.</p>"""
        + rav_conds(
            [
                (
                    "N3",
                    "<b>Failing the static test.</b> A vehicle over the static limit may be tested again after work on it, twice at most. A vehicle that fails three times may not go on track that day, and the entry fee is not refunded.",
                ),
                (
                    "N4",
                    "<b>Drive-by readings.</b> A first drive-by reading over the limit earns a warning shown on the noise board at the pit exit. A second reading over the limit earns the black flag: the vehicle comes to the pits and may go out again only after a new static test. A third reading over the limit excludes the vehicle for the rest of the day without refund.",
                ),
                (
                    "N5",
                    "<b>Removable silencers.</b> Baffles or silencer inserts that can be removed must be fixed in place with a bolt or rivet, not just pushed in.",
                ),
                (
                    "N6",
                    "<b>Records.</b> Every reading is logged against the vehicle's number and kept for 2 years. Readings are given to the driver on request at the end of the day.",
                ),
                (
                    "N7",
                    "<b>Complaints.</b> Residents' complaints received during a track day are passed to the Environmental Officer, who may impose a lower drive-by limit for the rest of that day.",
                ),
            ]
        )
        + """<h2>Part C — Track days</h2>"""
        + rav_conds(
            [
                (
                    "T1",
                    "<b>Drivers and riders.</b> Drivers and riders must be 18 or over and hold a full driving licence for the vehicle, or a current competition licence.",
                ),
                (
                    "T2",
                    "<b>Passengers.</b> Passengers must be at least 14 years old and at least 1.45 m tall, sign the passenger declaration and wear a helmet. A passenger aged 14 to 17 needs a parent or guardian's signature on the day.",
                ),
                (
                    "T3",
                    "<b>Briefing.</b> Every driver attends the briefing at 08:15 in the Paddock Suite. A driver who misses it may not go on track until the repeat briefing at 12:30.",
                ),
                (
                    "T4",
                    "<b>Groups.</b> On track days each car runs in one of the groups in Table 2, shown by a coloured wristband and windscreen sticker.",
                ),
            ]
        ),
    ),
    (
        "PART C — TRACK DAYS",
        """<p class="cap" style="margin-top:0">Table 2 — Track-day groups</p>
<table class="g">"""
        + RAV_GROUP_HEAD
        + "".join(
            '<tr><td class="k">' + r[0] + "</td>" + "".join(f"<td>{c}</td>" for c in r[1:]) + "</tr>"
            for r in RAV_GROUPS_1
        )
        + """</table>
<p class="tn"><i>Table 2 continued on page 4.</i></p>"""
        + rav_conds(
            [
                (
                    "T5",
                    "<b>Helmets and clothing.</b> Drivers and passengers wear a helmet in good condition; open-face helmets are allowed in closed cars, and full-face helmets are required in open cars and on motorcycles. Arms and legs are covered; riders wear full leathers, boots and gloves.",
                ),
                ("T6", "<b>Open cars.</b> Convertibles run with the roof up unless a roll bar is fitted."),
                (
                    "T7",
                    "<b>Pit lane.</b> The pit-lane speed limit is 60 km/h. Drivers join the track only when the pit-exit light is green.",
                ),
                (
                    "T8",
                    "<b>Flags.</b> A red flag means slow down at once, do not overtake and return to the pit lane. A black flag with the car's number means come into the pits at the next lap.",
                ),
                (
                    "T9",
                    "<b>No racing.</b> Lap timers may be used, but timed laps, races and side-by-side driving are not allowed. A driver seen racing is excluded for the day without refund.",
                ),
                (
                    "T10",
                    "<b>Damage and spills.</b> Damage to barriers is charged to the driver at cost, with a minimum charge of £350 for any contact with the steel barrier. An oil or coolant spill that stops the session is charged at £120.",
                ),
            ]
        )
        + """<p class="cap">Table 3 — Track-day prices 2026</p>
<table class="g">
<tr><th>Booking</th><th>Price</th><th>Notes</th></tr>
<tr><td class="k">Car, weekday</td><td>£189</td><td>one named driver</td></tr>
<tr><td class="k">Car, Saturday</td><td>£239</td><td>one named driver</td></tr>
<tr><td class="k">Motorcycle, weekday</td><td>£149</td><td>one rider</td></tr>
<tr><td class="k">Additional named driver</td><td>£45</td><td>same car, same day</td></tr>
<tr><td class="k">Passenger wristband</td><td>£25</td><td>per passenger, all day</td></tr>
<tr><td class="k">Tuition with an instructor</td><td>£55</td><td>20-minute session</td></tr>
</table>""",
    ),
    (
        "PART C — TRACK DAYS (CONTINUED)",
        """<p class="cap" style="margin-top:0">Table 2 — Track-day groups (continued)</p>
<table class="g">"""
        + RAV_GROUP_HEAD
        + "".join(
            '<tr><td class="k">' + r[0] + "</td>" + "".join(f"<td>{c}</td>" for c in r[1:]) + "</tr>"
            for r in RAV_GROUPS_2
        )
        + "</table>"
        + rav_conds(
            [
                (
                    "T11",
                    "<b>Cancelling.</b> A booking cancelled 21 days or more before the day is refunded less a 25% administration charge. There is no refund for a cancellation less than 21 days before. A booking may be moved to another date once, for £30, if asked for at least 7 days before.",
                ),
                (
                    "T12",
                    "<b>Weather.</b> Track days run in all weathers. If the circuit stops a day because of fog or standing water, the booking is moved to another date free of charge.",
                ),
                (
                    "T13",
                    "<b>Scrutineering.</b> Every vehicle passes scrutineering before its first session: tyres, brakes, fluid leaks, loose items removed, towing eye fitted and marked.",
                ),
                (
                    "T14",
                    "<b>Paddock.</b> The paddock speed limit is 10 mph. Refuelling is done only at the circuit fuel station or over a spill tray in the paddock; no fuel is kept in the garages.",
                ),
                (
                    "T15",
                    "<b>Photography and filming.</b> Onboard cameras are allowed if firmly fixed. Drone flights over the circuit are not permitted on track days.",
                ),
            ]
        ),
    ),
]


def build_rav() -> None:
    """The circuit conditions: running head with the Part, footer with issue and page."""
    doc = pymupdf.open()
    n = len(RAV_PAGES)
    for i, (part, html) in enumerate(RAV_PAGES):
        page = doc.new_page(width=B5.width, height=B5.height)
        stamp(
            page,
            pymupdf.Rect(40, 20, 300, 32),
            "<p>Ravensmoor Park Circuit · Circuit Conditions</p>",
            "p {color:#7a1f1f}",
        )
        stamp(
            page, pymupdf.Rect(260, 20, 459, 32), f"<p style='text-align:right'><b>{part}</b></p>", "p {color:#7a1f1f}"
        )
        page.draw_line((40, 34), (459, 34), color=(0.48, 0.12, 0.12), width=0.8)
        box(page, pymupdf.Rect(40, 42, 459, 672), html, RAV_CSS)
        page.draw_line((40, 680), (459, 680), color=(0.48, 0.12, 0.12), width=0.4)
        stamp(
            page,
            pymupdf.Rect(40, 684, 459, 696),
            f"<p>Issue 4 · 1 March 2026<span>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;</span>page {i + 1}/{n}</p>",
        )
    save(doc, "ravensmoor_circuit_noise_trackday_conditions.pdf")


# == 4. A scaffold inspection standard (A4: title block on every page, R/G pairs, dimensioned figure, form) =======
NAF_CSS = """* {font-family: sans-serif; font-size: 8.8pt; margin: 0; line-height: 1.3}
h1 {font-size: 15pt; color: #222222}
h2 {font-size: 10.5pt; margin: 8pt 0 3pt 0; color: #004d40}
p {margin-bottom: 3pt}
.req {margin: 3pt 0 2pt 0}
.req b.id {font-family: monospace; color: #004d40}
.gd {margin: 0 0 5pt 14pt; padding: 2pt 6pt; background-color: #eef5f3; border-left: 2.5pt solid #4d8c80; font-style: italic; font-size: 8.4pt}
table.t {border-collapse: collapse; width: 100%; margin: 3pt 0}
table.t th {font-size: 8pt; border-top: 1.2pt solid #000000; border-bottom: 0.6pt solid #000000; padding: 2.5pt; text-align: left; vertical-align: bottom}
table.t td {font-size: 8.2pt; border-bottom: 0.3pt solid #999999; padding: 2.5pt; vertical-align: top}
.cap {font-weight: bold; margin-top: 6pt}
table.form {border-collapse: collapse; width: 100%}
table.form td {border: 0.8pt solid #000000; padding: 4pt; font-size: 8pt; height: 20pt; vertical-align: top}
"""


def naf_req(cid: str, req: str, guide: str = "") -> str:
    """A requirement (R) with its guidance (G) under it."""
    g = f'<p class="gd"><b>{cid} G</b>&nbsp; {guide}</p>' if guide else ""
    return f'<p class="req"><b class="id">{cid} R</b>&nbsp; {req}</p>{g}'


NAF_PAGES = [
    """<p style="font-size:8pt; color:#004d40">NORTHMARCH ACCESS FEDERATION · TECHNICAL STANDARD</p>
<h1>NAF-TS 7: Inspection, tagging and handover of scaffolds</h1>
<p style="font-size:9pt; margin-bottom:6pt">Revision C, January 2026</p>
<h2>Foreword</h2>
<p>Revision C replaces Revision B (2021). The main changes are a separate interval for temporary roofs and encapsulation in Table 1, the amber tag in Clause 7, and the keeping of reports after a scaffold is struck. Requirements are marked R and must be met; guidance, marked G, explains one acceptable way to meet them.</p>
<h2>1 Scope</h2>"""
    + naf_req(
        "1.1",
        "This standard applies to tube-and-fitting and system scaffolds, mobile access towers, birdcages, loading bays and temporary roofs erected by Federation members.",
        "Suspended cradles and mast climbing work platforms are outside its scope and are inspected to their makers' instructions.",
    )
    + """
<h2>2 Terms</h2>
<p><b>2.1 Competent inspector</b>: a person holding the Federation inspector card at the level that Clause 3 requires for the scaffold being inspected.</p>
<p><b>2.2 Handover</b>: the formal passing of a completed scaffold from the scaffolding contractor to the user, with a handover certificate (Annex A).</p>
<p><b>2.3 Adverse weather</b>: wind gusts above 40 mph (18 m/s) at the site, snow lying on the platforms, or frost heave or flooding under the base plates.</p>
<p><b>2.4 Lift</b>: the vertical distance between two levels of ledgers; the lift at the base is called the first lift.</p>
<h2>3 Inspector competence</h2>"""
    + naf_req(
        "3.1",
        "Inspections are carried out by a competent inspector holding the card level for the scaffold: Level 1 for mobile access towers and simple independent scaffolds of up to 4 lifts; Level 2 for all scaffolds that are not designed; Level 3 for designed scaffolds, including all loading bays and temporary roofs.",
        "A Level 2 inspector may inspect a designed scaffold only with the design drawing and under the review of a Level 3 inspector.",
    )
    + naf_req(
        "3.2",
        "An inspector card is valid for 5 years. It is renewed after a one-day refresher course and an assessed inspection.",
    ),
    """<h2 style="margin-top:0">4 When inspections are made</h2>"""
    + naf_req(
        "4.1",
        "Every scaffold is inspected before first use, at the intervals in Table 1 while it is in use, after any alteration and after adverse weather, and the result is recorded in a report.",
    )
    + """
<p class="cap">Table 1 — Inspection intervals</p>
<table class="t">
<tr><th>Scaffold type</th><th>Before first use</th><th>While in use, at least every</th><th>Also inspect</th></tr>
<tr><td>Independent tied scaffold (tube and fitting)</td><td>handover inspection</td><td>7 days</td><td>after adverse weather or alteration, before next use</td></tr>
<tr><td>System scaffold</td><td>handover inspection</td><td>7 days</td><td>after adverse weather or alteration, before next use</td></tr>
<tr><td>Mobile access tower</td><td>after each assembly</td><td>7 days</td><td>each time it is moved: a pre-use check by the user</td></tr>
<tr><td>Birdcage (internal)</td><td>handover inspection</td><td>14 days</td><td>after any alteration</td></tr>
<tr><td>Loading bay</td><td>handover inspection</td><td>7 days</td><td>daily pre-use check by the site supervisor</td></tr>
<tr><td>Temporary roof or encapsulation</td><td>handover inspection</td><td>7 days</td><td>after gusts above 30 mph, before next use</td></tr>
</table>"""
    + naf_req(
        "4.2",
        "A scaffold not used for more than 14 days is inspected again before it is next used, whatever the interval in Table 1.",
    )
    + naf_req(
        "4.3",
        "Reports are written within 24 hours of the inspection. A copy stays on site until the scaffold is struck, and the contractor keeps it for 3 years after that.",
        "An electronic report on a tablet is acceptable if the site manager can see it on site.",
    )
    + """
<h2>5 Guard rails, toe boards and platforms</h2>"""
    + naf_req(
        "5.1",
        "Every working platform from which a person could fall has guard rails and toe boards as shown in Figure 1.",
        "Brick guards are fitted wherever materials are stacked higher than the toe board.",
    )
    + naf_req(
        "5.2",
        "Working platforms are at least 600 mm wide, and boards overhang their last support by at least 50 mm and no more than 150 mm.",
    )
    + naf_req(
        "5.3",
        "The first lift is no more than 2.7 m high and other lifts no more than 2.0 m, unless the scaffold is designed.",
    ),
    "FIGURE",
    """<h2 style="margin-top:0">6 Duty classes</h2>"""
    + naf_req(
        "6.1",
        "Every scaffold is handed over with its duty class shown on the handover certificate and the green tag. It is not loaded beyond the service load of that class.",
        "Where a platform carries stacked materials and people, the heavier of the two uses decides the class.",
    )
    + """
<p class="cap">Table 2 — Duty classes</p>
<table class="t">
<tr><th>Class</th><th>Name</th><th>Service load per platform</th><th>Typical work</th><th>Largest bay length</th></tr>
<tr><td>1</td><td>Inspection and very light duty</td><td>0.80 kN/m²</td><td>inspection, painting, stone cleaning</td><td>2.7 m</td></tr>
<tr><td>2</td><td>Light duty</td><td>1.50 kN/m²</td><td>plastering, painting, glazing</td><td>2.4 m</td></tr>
<tr><td>3</td><td>General purpose</td><td>2.25 kN/m²</td><td>general building work, rendering</td><td>2.1 m</td></tr>
<tr><td>4</td><td>Heavy duty</td><td>3.00 kN/m²</td><td>blockwork, heavy cladding</td><td>1.8 m</td></tr>
<tr><td>5</td><td>Masonry</td><td>4.50 kN/m²</td><td>masonry, stone and heavy block stacking</td><td>1.8 m</td></tr>
<tr><td>6</td><td>Special</td><td>by design</td><td>anything above Class 5</td><td>by design</td></tr>
</table>
<h2>7 Tags</h2>"""
    + naf_req(
        "7.1",
        "A tag holder is fixed at every access point. The inspector inserts a green SAFE FOR USE tag, an amber RESTRICTED USE tag or a red DO NOT USE tag, signed and dated.",
        "An amber tag states the restriction in writing, for example ‘no loading above 1.50 kN/m²’ or ‘top lift not boarded: do not use’.",
    )
    + naf_req(
        "7.2",
        "A green tag whose date is more than 7 days old is treated as a red tag until the scaffold is inspected again.",
    )
    + """
<h2>8 Defects and ties</h2>"""
    + naf_req(
        "8.1",
        "A scaffold with a defect that could cause collapse or a fall is taken out of use at once and red-tagged. Other defects are put right within 48 hours and the scaffold is amber-tagged until then.",
    )
    + naf_req(
        "8.2",
        "Ties in drilled anchors are proof tested: at least 5 % of the ties on each scaffold, and never fewer than 3, to 1.25 times the design tie load.",
        "If any tie fails, the test is extended to twice as many ties again.",
    ),
    """<h2 style="margin-top:0">Annex A (normative) — Handover certificate</h2>
<p style="margin-bottom:6pt">The certificate is completed by the scaffolding contractor and signed by both parties at handover. A copy is kept with the inspection reports (4.3).</p>
<table class="form">
<tr><td style="width:40%"><b>Site and address</b></td><td></td></tr>
<tr><td><b>Scaffold reference and location on site</b></td><td></td></tr>
<tr><td><b>Scaffold type (Table 1)</b></td><td></td></tr>
<tr><td><b>Duty class (Table 2) and service load</b></td><td></td></tr>
<tr><td><b>Number of boarded lifts / highest platform level</b></td><td></td></tr>
<tr><td><b>Design drawing number (designed scaffolds only)</b></td><td></td></tr>
<tr><td><b>Tie proof test result (8.2)</b></td><td></td></tr>
<tr><td><b>Restrictions on use</b></td><td></td></tr>
<tr><td><b>Inspector: name, card number and level</b></td><td></td></tr>
<tr><td><b>Handed over by (contractor) / date and time</b></td><td></td></tr>
<tr><td><b>Accepted by (user) / date and time</b></td><td></td></tr>
</table>
<h2>Annex B (informative) — Tag colours at a glance</h2>
<table class="t">
<tr><th>Tag</th><th>Meaning</th><th>Who may use the scaffold</th></tr>
<tr><td>Green: SAFE FOR USE</td><td>inspected within the last 7 days, no defects</td><td>all trades, within the duty class</td></tr>
<tr><td>Amber: RESTRICTED USE</td><td>usable with the written restriction</td><td>only trades briefed on the restriction</td></tr>
<tr><td>Red: DO NOT USE</td><td>incomplete, defective or not inspected</td><td>scaffolders only</td></tr>
<tr><td>No tag</td><td>treated as red</td><td>scaffolders only</td></tr>
</table>""",
]


def naf_figure(page: pymupdf.Page) -> None:
    """Figure 1: an elevation of a platform edge with its guard rail, intermediate rail and toe board, dimensioned."""
    green = (0.0, 0.3, 0.25)
    box(
        page,
        pymupdf.Rect(60, 50, 535, 90),
        "<h2 style='margin-top:0'>Figure 1 — Guard rails and toe boards at a working platform (5.1)</h2><p>Elevation across the platform edge. Dimensions in millimetres; they are minimums unless marked “max”.</p>",
        NAF_CSS,
    )
    x0, base = 170, 520
    page.draw_rect(pymupdf.Rect(120, base, 420, base + 14), color=(0, 0, 0), fill=(0.8, 0.7, 0.5), width=0.6)  # boards
    label(page, pymupdf.Rect(120, base + 18, 420, base + 30), "Working platform: at least 600 mm wide (5.2)", 7.5)
    page.draw_line((x0, base + 14), (x0, base - 300), color=(0.3, 0.3, 0.3), width=4)  # standard
    for y, name in ((base - 244, "Main guard rail"), (base - 122, "Intermediate guard rail")):
        page.draw_line((x0, y), (x0 + 260, y), color=(0.3, 0.3, 0.3), width=3)
        label(page, pymupdf.Rect(x0 + 60, y - 22, x0 + 240, y - 10), name, 7.5, True)
    page.draw_rect(pymupdf.Rect(x0, base - 40, x0 + 260, base), color=(0, 0, 0), fill=(0.95, 0.85, 0.4), width=0.6)
    label(page, pymupdf.Rect(x0 + 40, base - 30, x0 + 220, base - 12), "Toe board", 7.5, True)
    # dimension lines on the right

    def dim(y_top: float, y_bot: float, text: str, x: float) -> None:
        page.draw_line((x, y_top), (x, y_bot), color=green, width=0.6)
        for y in (y_top, y_bot):
            page.draw_line((x - 4, y), (x + 4, y), color=green, width=0.6)
        label(
            page, pymupdf.Rect(x + 6, (y_top + y_bot) / 2 - 8, x + 62, (y_top + y_bot) / 2 + 18), text, 7, False, green
        )

    dim(base - 244, base, "950 mm to top of main guard rail", 500)
    dim(base - 244, base - 122, "gap 470 mm max", 440)
    dim(base - 40, base, "150 mm toe board", 440)
    box(
        page,
        pymupdf.Rect(60, 570, 535, 760),
        """<p><b>Notes to Figure 1</b></p>
<p>1&nbsp; The main guard rail is at least 950 mm above the platform at every point, measured to its top edge.</p>
<p>2&nbsp; No gap between the toe board and the intermediate guard rail, or between the two guard rails, is more than 470 mm.</p>
<p>3&nbsp; Toe boards are at least 150 mm high and are fixed on the inside of the standards.</p>
<p>4&nbsp; On the inner side of an independent scaffold, a gap of more than 225 mm between the platform and the building is guarded as an open edge.</p>""",
        NAF_CSS,
    )


def build_naf() -> None:
    """The scaffold inspection standard: an engineering title block at the foot of every page."""
    doc = pymupdf.open()
    n = len(NAF_PAGES)
    for i, html in enumerate(NAF_PAGES):
        page = doc.new_page(width=A4.width, height=A4.height)
        page.draw_rect(pymupdf.Rect(28, 28, A4.width - 28, A4.height - 28), color=(0, 0, 0), width=0.8)
        if html == "FIGURE":
            naf_figure(page)
        else:
            box(page, pymupdf.Rect(60, 50, 535, 762), html, NAF_CSS)
        tb = pymupdf.Rect(315, A4.height - 74, A4.width - 28, A4.height - 28)
        box(
            page,
            tb,
            f"""<table class="form" style="font-size:7pt"><tr><td style="height:8pt; padding:2pt"><b>NAF-TS 7</b> Scaffold inspection</td><td style="height:8pt; padding:2pt">Rev C</td></tr>
<tr><td style="height:8pt; padding:2pt">Northmarch Access Federation · 2026-01-19</td><td style="height:8pt; padding:2pt">Sheet {i + 1} of {n}</td></tr></table>""",
            NAF_CSS,
        )
    save(doc, "naf_ts7_scaffold_inspection_standard.pdf")


# == 5. A school's educational visits policy (HTML: tbody-grouped ratio table, approval table) ====================
VISITS_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Copperbeech Academy: Educational Visits and Off-site Activities Policy</title>
<style>
body {font-family: Georgia, serif; max-width: 52em; margin: 2em auto; line-height: 1.45}
table {border-collapse: collapse; margin: 0.6em 0}
th, td {border: 1px solid #777; padding: 0.3em 0.6em; text-align: left}
tbody th[colspan] {background: #e8eef6}
.para {font-weight: bold; margin-right: 0.4em}
.callout {border: 2px solid #2a5d9f; padding: 0.5em 1em; background: #f3f7fc}
</style>
</head>
<body>
<header>
<p>Copperbeech Academy · Thrushford · an all-through academy, ages 3 to 18</p>
<h1>Educational Visits and Off-site Activities Policy</h1>
<p>Adopted by the Governing Board on 4 November 2025 · to be reviewed by November 2027 · Policy EV-02</p>
</header>

<main>
<section id="roles">
<h2>1. Roles</h2>
<p><span class="para">1.1</span>The <strong>Educational Visits Coordinator (EVC)</strong> is Mr Tobias Grennard. The EVC checks every visit plan and risk assessment before it goes for approval, keeps the visits register and makes sure every group leader has been trained.</p>
<p><span class="para">1.2</span>The Headteacher, Dr Maren Ashworth-Lyle, approves residential visits. The Governing Board's Visits Committee, chaired by Mrs Folasade Kettering, approves visits abroad and adventurous activities.</p>
<p><span class="para">1.3</span>Each visit has a <strong>group leader</strong>, a member of the teaching staff who has led or helped on at least one visit of the same category at the academy. Trainee teachers may not be group leaders.</p>
</section>

<section id="categories">
<h2>2. Visit categories and approval</h2>
<p><span class="para">2.1</span>Every visit falls into one of four categories. The group leader submits the plan on the visits system by the deadline in Table 1; a plan submitted late is not approved.</p>
<table>
<caption>Table 1: Categories, approval and notice</caption>
<thead>
<tr><th>Category</th><th>What it covers</th><th>Approved by</th><th>Plan submitted at least</th><th>Parents told at least</th></tr>
</thead>
<tbody>
<tr><td>A: Local</td><td>visits on foot within the school day to places within 1 mile of the academy, with no hazardous activity</td><td>Phase leader</td><td>2 school days before</td><td>covered by the annual consent form</td></tr>
<tr><td>B: Day</td><td>visits in the UK that return the same day, including by coach, train or minibus</td><td>EVC</td><td>4 weeks before</td><td>3 weeks before</td></tr>
<tr><td>C: Residential</td><td>visits in the UK with one or more nights away</td><td>Headteacher</td><td>10 weeks before</td><td>8 weeks before, with a parents' meeting</td></tr>
<tr><td>D: Abroad or adventurous</td><td>any visit outside the UK, and any visit with water, climbing, caving or other adventurous activities</td><td>Visits Committee of the Governing Board</td><td>16 weeks before</td><td>12 weeks before, with a parents' meeting</td></tr>
</tbody>
</table>
<p><span class="para">2.2</span>Adventurous activities are led only by providers holding a current licence or accreditation for that activity; the EVC keeps a copy on file. Staff from the academy may lead them only if they hold the governing body's instructor award for that activity.</p>
<p><span class="para">2.3</span>Pupils do not swim in the sea, rivers, lakes or quarries on any visit, except in a session run by such a provider. Paddling and stream walks count as water activities (Category D).</p>
</section>

<section id="ratios">
<h2>3. Staffing</h2>
<p><span class="para">3.1</span>Table 2 gives the smallest number of adults for each group of pupils. Every Category B, C or D visit has at least two adults, at least one of them a member of the academy's staff. Volunteers count in the ratio only once they have had an enhanced background check.</p>
<table>
<caption>Table 2: Minimum adult to pupil ratios</caption>
<thead>
<tr><th>Year group</th><th>A: Local</th><th>B: Day</th><th>C: Residential</th><th>D: Abroad or adventurous</th></tr>
</thead>
<tbody>
<tr><th colspan="5">Early years</th></tr>
<tr><td>Nursery (ages 3 to 4)</td><td>1 : 2</td><td>1 : 3</td><td>not offered</td><td>not offered</td></tr>
<tr><td>Reception (ages 4 to 5)</td><td>1 : 4</td><td>1 : 5</td><td>not offered</td><td>not offered</td></tr>
</tbody>
<tbody>
<tr><th colspan="5">Primary</th></tr>
<tr><td>Years 1 and 2</td><td>1 : 6</td><td>1 : 6</td><td>not offered</td><td>not offered</td></tr>
<tr><td>Years 3 to 6</td><td>1 : 10</td><td>1 : 8</td><td>1 : 8</td><td>1 : 6</td></tr>
</tbody>
<tbody>
<tr><th colspan="5">Secondary and sixth form</th></tr>
<tr><td>Years 7 to 9</td><td>1 : 15</td><td>1 : 12</td><td>1 : 10</td><td>1 : 8</td></tr>
<tr><td>Years 10 to 13</td><td>1 : 20</td><td>1 : 15</td><td>1 : 10</td><td>1 : 10</td></tr>
</tbody>
</table>
<p><span class="para">3.2</span>On residential and abroad visits with boys and girls, there is at least one male and one female member of staff.</p>
<p><span class="para">3.3</span>At least one adult on every visit holds a current first-aid certificate; for Nursery and Reception pupils it must be a paediatric first-aid certificate.</p>
</section>

<section id="transport">
<h2>4. Transport</h2>
<p><span class="para">4.1</span>Only staff aged 25 or over who have held a full car licence for at least 3 years and passed the academy's minibus assessment may drive the academy minibus. A driver takes a break of at least 15 minutes after every 2 hours at the wheel.</p>
<p><span class="para">4.2</span>Coaches are hired only from the academy's approved list and must have a seat belt for every seat. Pupils wear seat belts at all times.</p>
<p><span class="para">4.3</span>Staff may not carry pupils in their own cars, except in an emergency with the group leader's agreement and a second adult present.</p>
</section>

<section id="money">
<h2>5. Charges and money</h2>
<p><span class="para">5.1</span>Day visits in school time are paid for by voluntary contributions; no pupil is left out because their family has not paid.</p>
<p><span class="para">5.2</span>For residential visits the academy charges for board and lodging. A deposit of £50 secures a place on a residential visit in the UK and £150 on a visit abroad. Deposits are not refunded once the academy has confirmed the booking with the provider.</p>
<p><span class="para">5.3</span>Families of pupils eligible for free school meals pay no charge for board and lodging on residential visits that take place in school time.</p>
<p><span class="para">5.4</span>The balance is paid in instalments and in full no later than 6 weeks before departure.</p>
</section>

<section id="conduct">
<h2>6. Health, conduct and contact</h2>
<p><span class="para">6.1</span>Medicines are handed to the group leader in their original packaging with the parent's written instructions. Pupils with asthma carry their own inhalers, and pupils with auto-injectors carry two.</p>
<p><span class="para">6.2</span>A pupil whose behaviour puts others at risk may be sent home from a residential visit at the parents' expense, after the group leader has spoken to the Headteacher.</p>
<p><span class="para">6.3</span>The group leader carries the academy's visits mobile phone. For residential and abroad visits a senior leader at home acts as the emergency contact and can be reached at any hour until the group returns.</p>
<p><span class="para">6.4</span>Pupils may take their own phones on Category C and D visits only; they are collected at lights-out and handed back in the morning.</p>
<p><span class="para">6.5</span>Within 2 weeks of the return the group leader completes the evaluation form and reports any accident or near miss to the EVC.</p>
</section>

<p class="callout"><strong>In an emergency</strong> on any visit: make the group safe, get medical help, then phone the academy (school hours) or the senior leader on call (out of hours). Do not speak to the press; refer enquiries to the Headteacher.</p>
</main>

<footer>
<p>Copperbeech Academy, Mill Lane, Thrushford TF9 3KW · Policy EV-02 · Page owner: EVC</p>
</footer>
</body>
</html>
"""


def build_visits() -> None:
    """The school's educational visits policy (HTML)."""
    (DOCS / "copperbeech_academy_off_site_visits_policy.html").write_text(VISITS_HTML, encoding="utf-8")
    print("copperbeech_academy_off_site_visits_policy.html")


# == 6. A marina's berth-holder regulations (plain text: underlined heads, R-numbered rules, ASCII tables) =========
MARINA_TXT = """PELLINGHAM QUAY MARINA LIMITED
==============================

BERTH HOLDERS' REGULATIONS 2026-27
(in force 1 April 2026 to 31 March 2027)

These regulations form part of every berthing contract at Pellingham Quay
Marina. Where a regulation and the contract differ, the regulation applies.
Marina Manager: Ingrid Valcourt. Marina office: Quay Building, Pellingham,
VHF channel 80, call sign "Pellingham Quay".

Office hours:  1 April to 30 September   08:00 to 18:00 every day
               1 October to 31 March     09:00 to 17:00 every day


PART 1  BERTHING CONTRACTS AND CHARGES
--------------------------------------

R 1.1  An annual contract runs from 1 April to 31 March. The annual charge is
       paid in full by 1 April, or by 10 monthly Direct Debit instalments
       with a surcharge of 5%.

R 1.2  Charges are per metre of length overall (LOA), measured by the marina
       and including bowsprits, davits, outboard brackets and anything else
       that sticks out. The minimum charge is for 7 metres.

R 1.3  Multihulls pay the rates in Table A plus 50%.

R 1.4  A berthing contract is personal to the berth holder and the vessel
       named in it. It does not pass to the buyer when the vessel is sold,
       and berth holders may not sublet or lend their berth.

TABLE A  BERTHING CHARGES PER METRE LOA, INCLUDING VAT

  +--------------------+----------+-------------+-------------+------------+
  | Length overall     |  Annual  |   Summer    |   Winter    |  Visitor   |
  |                    |          | (Apr - Sep) | (Oct - Mar) | per night  |
  +--------------------+----------+-------------+-------------+------------+
  | up to 8.00 m       |  £398    |   £285      |   £172      |   £3.10    |
  | 8.01 m to 10.00 m  |  £436    |   £312      |   £188      |   £3.30    |
  | 10.01 m to 12.00 m |  £472    |   £338      |   £204      |   £3.50    |
  | 12.01 m to 15.00 m |  £515    |   £369      |   £223      |   £3.80    |
  | over 15.00 m       |  £560    |   £401      |   £242      |   £4.20    |
  +--------------------+----------+-------------+-------------+------------+

TABLE B  OTHER CHARGES, INCLUDING VAT

  +-----------------------------------------+-----------------------------+
  | Dinghy rack space                       | £110 a year                 |
  | Trailer storage in the boat park        | £38 a month                 |
  | Lift-out and relaunch (travel hoist)    | £24 per metre LOA           |
  | Hard standing ashore                    | £9.60 per metre per week    |
  | Mast storage in the mast rack           | £45 per winter              |
  | Electricity on the pontoons (metered)   | 34p per kWh                 |
  | Pump-out, berth holders                 | free                        |
  | Pump-out, visitors                      | £12 each time               |
  | Replacement gate key fob                | £15                         |
  | Liveaboard licence (see R 4.2)          | £95 a month                 |
  +-----------------------------------------+-----------------------------+


PART 2  IN THE MARINA
---------------------

R 2.1  The speed limit in the marina and the approach channel is 3 knots.
       No vessel may make a wash.

R 2.2  Swimming and fishing from the pontoons are not allowed.

R 2.3  Children under 14 wear a lifejacket at all times on the pontoons.

R 2.4  Dogs are kept on a lead on the pontoons and in the boat park, and
       owners clear up after them.

R 2.5  No barbecue or open flame may be used on the pontoons. Barbecues may
       be used on board only when the vessel is at least 2 m from any other.

R 2.6  Hot work (welding, grinding, cutting) needs a hot-work permit from the
       marina office, applied for at least 24 hours in advance.

R 2.7  Scraping, sanding or jet-washing antifouling is done only on the
       wash-down pad, which traps the washings.

R 2.8  No oily bilge water, sewage or grey water is pumped out in the marina.
       Use the pump-out at the fuel berth.

R 2.9  Each berth holder receives one car park permit. Cars are parked only
       in the marked bays; trailers only in the boat park.


PART 3  LOCK AND FUEL BERTH
---------------------------

R 3.1  The marina is entered over a sill. There is free flow over the sill
       for about 2 hours either side of high water. At other times the lock
       is worked on request on VHF channel 80:

           1 April to 30 September    07:00 to 21:00
           1 October to 31 March      08:00 to 18:00

R 3.2  Vessels wait on the waiting pontoon outside the lock and enter only
       on the lock keeper's green light.

R 3.3  The fuel berth sells diesel and petrol at the pump price shown. It
       opens 08:00 to 18:00 from April to September and 09:00 to 16:00 from
       October to March. Cans may not be filled on the pontoons.


PART 4  LIVING ABOARD AND ABSENCE
---------------------------------

R 4.1  A berth holder may sleep aboard for no more than 3 nights in any
       7 nights without a liveaboard licence.

R 4.2  Liveaboard licences are granted by the Marina Manager for up to 12
       berths at any time, for periods of up to 6 months, and are renewable.

R 4.3  Tell the marina office if your vessel will be away from its berth for
       more than 48 hours. The marina may use the empty berth for visitors
       while you are away; no credit is given for this.


PART 5  INSURANCE, SAFETY AND TERMINATION
-----------------------------------------

R 5.1  Every vessel is insured for third-party liability of at least
       £3 million. A copy of the certificate reaches the office by 1 April
       each year.

R 5.2  Gas installations are checked by a qualified fitter at least every
       2 years and the certificate kept on board.

R 5.3  The marina may end a contract on 28 days' written notice for a serious
       or repeated breach of these regulations.

R 5.4  Where charges are more than 60 days overdue, the marina may hold the
       vessel until they are paid, and may move it ashore at the berth
       holder's cost.
"""


def build_marina() -> None:
    """The marina's berth-holder regulations (plain text)."""
    (DOCS / "pellingham_quay_marina_berth_regulations.txt").write_text(MARINA_TXT, encoding="utf-8")
    print("pellingham_quay_marina_berth_regulations.txt")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_mfc()
    build_med()
    build_rav()
    build_naf()
    build_visits()
    build_marina()
