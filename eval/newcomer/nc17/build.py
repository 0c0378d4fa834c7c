# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc17 newcomer documents: six invented regulation-style documents. Run from anywhere:

    python eval/newcomer/nc17/build.py

writes into eval/newcomer/nc17/docs/:

- kelderland_quarries_regulations_2025.pdf      a province's quarry safety regulations printed like a bill (A4): line
                                                numbers 5, 10, 15 ... in the left margin of every page, "14.—(1)"
                                                run-in regulation heads, a Schedule of competencies on its own page
- fernside_cath_lab_local_rules.pdf             a hospital's radiation-protection local rules (A4) on a controlled-
                                                document form: every page inside a ruled border with a header grid and
                                                a sign-off grid, a bordered particulars grid on page 1, small-caps
                                                headings, dose-limit and investigation-level tables, a blank
                                                acknowledgement form
- aldmere_animal_transport_regulation_2025.pdf  a livestock-transport welfare regulation (A4): a cover with a table of
                                                contents with dot leaders, sections with page-foot footnotes, then a
                                                landscape annex table of space allowances run over two pages with its
                                                header repeated
- keldmark_athletics_rules_book_c.pdf           an athletics federation's competition rules (A4) set in three columns,
                                                with a full-width implement-weights table across the top of one page
                                                and a hurdle-heights table inside a column
- calvessa_cosmetic_products_regulation.pdf     a cosmetics product safety regulation (A4): centred Article heads,
                                                page-foot footnotes, a signature block, then Annex II (restricted
                                                substances) printed sideways (rotated 90 degrees) on two portrait pages
                                                with lettered columns (a)-(g) and the header repeated
- ashgrove_cemeteries_bylaws_2025.html          a town council's cemeteries and crematorium bylaws (HTML): bylaws as
                                                sections with unstyled ordered lists, a definition list, <details>
                                                guidance notes, a fee schedule with colspan resident/non-resident
                                                columns and a tfoot note

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import esc, flow, height, join, one_page, paginate, save_pdf, split_notes, stamp, table  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A4L = pymupdf.paper_rect("a4-l")


# -- helpers -----------------------------------------------------------------------------------------------------
def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc17 build.py", "D:20250615000000Z")


def page_of(doc: pymupdf.Document, text: str) -> int:
    """The 1-based number of the first page whose text holds `text` (whitespace folded)."""
    for i, page in enumerate(doc):
        if text in " ".join(page.get_text().replace("\xa0", " ").split()):
            return i + 1
    raise ValueError(f"not found: {text}")


def small_caps(text: str, big: float, small: float) -> str:
    """Small capitals made by hand: each word's first letter at `big` points, the rest upper case at `small`."""
    words = []
    for w in text.split():
        head, rest = w[0], w[1:]
        words.append(
            f'<span style="font-size:{big}pt">{esc(head.upper())}</span><span style="font-size:{small}pt">{esc(rest.upper())}</span>'
        )
    return " ".join(words)


# == 1. Quarry safety regulations printed like a bill (A4, line numbers in the left margin) ======================
QUARRY_TEXT = """
= PART 1|PRELIMINARY
## 1|Citation and commencement
(1)|These Regulations may be cited as the Quarries (Safety, Health and Competence) Regulations 2025 and come into force on 1 July 2025.
(2)|The Quarries Regulations 2011 are revoked.
## 2|Interpretation
(1)|In these Regulations—
def|“the Act” means the Mines and Quarries Act 2009;
def|“berm” means a horizontal ledge left between two faces to catch material that falls from the upper face;
def|“classified tip” has the meaning given in regulation 10(1);
def|“competent person”, in relation to a task, means a person who holds the competence, and has the experience, set out for that task in the Schedule;
def|“danger zone” means the area around a shot from which persons are withdrawn under regulation 14;
def|“face” means any surface of rock or other material in a quarry that is being, or has been, excavated;
def|“haul road” means a road in a quarry used by vehicles carrying excavated or processed material;
def|“lagoon” means a settlement pond or other structure that holds water and fine solids;
def|“misfire” means a charge, or part of a charge, that has failed to explode when fired;
def|“operator” means the person in control of the quarry;
def|“shot” means the firing of one or more charges of explosives at the same time or in a timed sequence;
def|“shotfirer” means a person appointed under regulation 13 to fire shots;
def|“tip” means an accumulation or deposit of waste or stockpiled material, other than a lagoon.
(2)|A reference in these Regulations to a numbered regulation is to the regulation so numbered in these Regulations.
## 3|Application
(1)|These Regulations apply to every quarry in Kelderland.
(2)|Regulations 8 to 10 do not apply to a borrow pit worked for less than 6 months to supply material for a single road or pipeline contract, where no face is more than 3 metres high.
= PART 2|MANAGEMENT OF THE QUARRY
## 4|Safety and health document
(1)|Before any work starts at a quarry, the operator shall prepare a safety and health document setting out the hazards of the quarry and the measures taken to control them.
(2)|The operator shall review the document at least every 3 years, and after any accident or dangerous occurrence or any significant change in the working of the quarry.
(3)|The document shall be kept at the quarry office and shown to an inspector on request.
## 5|Quarry manager
(1)|The operator shall appoint in writing a quarry manager, who is responsible for the day-to-day management of the quarry.
(2)|Where more than 30 persons work at a quarry at the same time, the operator shall also appoint in writing a deputy quarry manager.
(3)|A person may not be quarry manager of more than 2 quarries at the same time, and then only where the quarries are not more than 40 kilometres apart by road.
## 6|Notification to the Chief Inspector of Quarries
(1)|The operator shall notify the Chief Inspector of Quarries in writing at least 28 days before work starts at a new quarry, or before work resumes at a quarry that has not been worked for 12 months or more.
(2)|The operator shall notify the Chief Inspector within 14 days after a quarry is abandoned or work at it ceases for an indefinite period.
(3)|A change of operator or of quarry manager shall be notified to the Chief Inspector within 7 days.
## 7|Inspections
(1)|A competent person shall inspect each working face, and the ground at its foot and crest, at the start of every shift in which persons work at or below the face.
(2)|Haul roads, edge protection and berms shall be inspected by a competent person at least once a week.
(3)|Each tip and each lagoon shall be inspected by a competent person at least every 7 days, and after any period of heavy rain.
(4)|The result of each inspection shall be recorded on the day it is carried out, and the records kept for at least 3 years.
= PART 3|EXCAVATIONS, HAUL ROADS AND TIPS
## 8|Faces and benches
(1)|A face worked by drilling and blasting shall not exceed 15 metres in height.
(2)|A face in sand, gravel, clay or other unconsolidated material that is worked by an excavator shall not exceed the maximum reach of the excavator working it.
(3)|A berm shall be at least 6 metres wide where vehicles travel on it, and at least 4 metres wide elsewhere.
(4)|No person shall work within 5 metres of the foot of a face unless the face has been inspected in that shift and found safe.
## 9|Haul roads and edge protection
(1)|A haul road used by two-way traffic shall be at least 3 times as wide as the widest vehicle that uses it, and a haul road used by one-way traffic at least twice as wide.
(2)|The gradient of a haul road shall not exceed 1 in 10 over any length of 50 metres or more.
(3)|The speed of vehicles on a haul road shall not exceed 30 km/h, or any lower limit set in the safety and health document.
(4)|Every haul road and every other vehicle route at the edge of a drop of more than 2 metres shall have edge protection consisting of a bund at least 1.5 metres high, or at least half the wheel diameter of the largest vehicle using the route, whichever is greater.
## 10|Tips and lagoons
(1)|A tip that is more than 15 metres high, or that stands on ground sloping at more than 1 in 12, is a classified tip.
(2)|The operator shall have every classified tip, and every lagoon holding more than 10,000 cubic metres, assessed by a geotechnical specialist before it is formed and at least every 2 years after that.
(3)|A lagoon shall be kept with a freeboard of at least 1 metre between the water level and the lowest point of its retaining bank.
(4)|No vehicle shall tip material within 10 metres of the edge of a lagoon.
= PART 4|EXPLOSIVES AND SHOTFIRING
## 11|Explosives stores
(1)|Explosives shall be kept in a store licensed under the Explosives Act 2002, and detonators shall be kept apart from other explosives.
(2)|The keys of an explosives store shall be held by a shotfirer or the quarry manager, and by no other person.
## 12|Shotfiring rules
-|The operator shall make written shotfiring rules for the quarry, which shall include the procedure for warning signals, the danger zone, sentries and misfires, and shall give a copy to every shotfirer and every sentry.
## 13|Shotfirers
(1)|The operator shall appoint in writing each shotfirer who fires shots at the quarry.
(2)|A shotfirer shall be at least 21 years of age and shall hold the competence set out for shotfirers in the Schedule.
(3)|A trainee shotfirer may fire shots only under the direct supervision of a shotfirer, and may not fire more than 20 shots before holding that competence.
## 14|Precautions when firing shots
(1)|Before a shot is fired, the shotfirer shall make sure that every person has been withdrawn from the danger zone to a place of safety, and that every access to the danger zone is guarded by a sentry.
(2)|The danger zone shall extend at least 400 metres from the shot in every direction, or any greater distance given in the blast specification.
(3)|The warning signals shall be one long blast on the siren 3 minutes before firing, two short blasts 30 seconds before firing, and one long blast when the shotfirer gives the all-clear.
(4)|After a shot is fired, no person other than the shotfirer may return to the shot area until the shotfirer has examined it and given the all-clear, and the shotfirer shall not enter the area until 5 minutes have passed since the shot.
(5)|Where the shotfirer suspects a misfire, no person shall approach the shot for at least 30 minutes, and the misfire shall be dealt with only by the shotfirer who fired the shot or by another shotfirer who has been told where it lies.
## 15|Blasting times and effects of blasting
(1)|Shots shall be fired only between 10:00 and 16:00 on Mondays to Fridays, and not on public holidays.
(2)|The operator shall design blasts so that the ground vibration at the nearest occupied building does not exceed a peak particle velocity of 10 mm/s in 95 % of blasts, and no blast exceeds 15 mm/s.
(3)|Air overpressure at the nearest occupied building shall not exceed 120 dB(lin).
(4)|Every blast shall be monitored, and its blast record, with the vibration and air overpressure readings, kept for at least 5 years.
= PART 5|VEHICLES AND PLANT
## 16|Mobile plant
(1)|No person under 18 years of age shall drive a dump truck, a loading shovel or any other vehicle on a haul road.
(2)|Every dump truck with a rated payload of more than 10 tonnes shall be fitted with a camera or other device that lets the driver see the area directly behind the vehicle.
(3)|Every vehicle shall have a seat belt for the driver, which shall be worn while the vehicle is moving.
## 17|Conveyors and fixed plant
(1)|Every conveyor shall have a pull-wire emergency stop along its whole accessible length or, where no pull-wire is fitted, emergency stop switches not more than 50 metres apart.
(2)|No person shall clean, repair or clear a blockage in fixed plant unless it has been isolated and locked off, and that person holds the key of the lock.
= PART 6|HEALTH AND WELFARE
## 18|Dust and noise
(1)|The operator shall ensure that no person's exposure to respirable crystalline silica exceeds 0.1 mg/m³, as an 8-hour time-weighted average.
(2)|Personal exposure to respirable dust shall be measured for each work group at least every 12 months.
(3)|Every person exposed to respirable crystalline silica on more than 40 days a year shall be offered a lung function test at least every 3 years.
(4)|The operator shall mark as a hearing protection zone every area in which daily noise exposure is likely to be 85 dB(A) or more.
## 19|First aid
(1)|At least one person trained in first aid shall be present at the quarry whenever persons are at work there, and at least 2 such persons where more than 25 persons are at work.
(2)|A first-aid room shall be provided at every quarry where more than 50 persons are employed.
= PART 7|COMPETENCE, OFFENCES AND TRANSITIONAL PROVISION
## 20|Competence
(1)|No person shall carry out a task listed in column 1 of the Schedule unless that person holds the competence set out in column 2 and has the experience set out in column 3.
(2)|A competence lapses at the end of the refresher interval set out in column 4 unless its holder has completed refresher training within that interval.
(3)|The operator shall keep a record of the competences of each person who works at the quarry, and keep it for at least 2 years after the person stops working there.
## 21|Offences
-|A contravention of these Regulations is an offence under section 91 of the Act.
## 22|Transitional provision
-|A person who was a shotfirer under the Quarries Regulations 2011 on 30 June 2025 is treated as holding the competence for shotfirers in the Schedule until 30 June 2027.
"""

QUARRY_SCHEDULE = [
    [
        "Quarry manager",
        "Diploma in Quarry Management (Level 6), or an equivalent qualification",
        "3 years in quarry operations, 1 of them in a supervisory role",
        "None; 15 hours of continuing professional development a year",
    ],
    ["Deputy quarry manager", "Certificate in Quarry Supervision (Level 4)", "2 years in quarry operations", "5 years"],
    [
        "Shotfirer (regulation 13)",
        "Shotfiring Certificate issued by the Quarries Safety Council",
        "12 months as a trainee shotfirer",
        "5 years",
    ],
    [
        "Inspection of faces, haul roads, tips and lagoons (regulation 7)",
        "Quarry Inspection Award (Level 3)",
        "2 years in quarry operations",
        "3 years",
    ],
    [
        "Geotechnical assessment of tips and lagoons (regulation 10)",
        "Chartered engineer or chartered geologist with geotechnical training",
        "5 years of geotechnical work",
        "None",
    ],
    ["Driving a dump truck", "Plant Operator Card, category D1 (rigid) or D2 (articulated)", "None", "5 years"],
    ["Operating an excavator", "Plant Operator Card, category E1 (360° excavator)", "None", "5 years"],
    ["First aid (regulation 19)", "First Aid at Work certificate", "None", "3 years"],
]

QUARRY_CSS = """
body {font-family: serif; font-size: 10.5pt; line-height: 1.42}
h1 {font-size: 10.5pt; text-align: center; font-weight: bold; margin-top: 12pt; margin-bottom: 2pt}
h2 {font-size: 10.5pt; text-align: center; font-weight: normal; margin-top: 0pt; margin-bottom: 6pt}
h3 {font-size: 10.5pt; font-weight: bold; margin-top: 8pt; margin-bottom: 2pt}
p {margin-top: 0pt; margin-bottom: 3pt; text-align: justify}
p.p {text-indent: 18pt}
p.d {margin-left: 36pt}
table.s {border-collapse: collapse; width: 100%; font-size: 9.5pt}
table.s th {border-top: 0.8pt solid #000; border-bottom: 0.8pt solid #000; padding: 3pt; text-align: left; vertical-align: bottom}
table.s td {border-bottom: 0.3pt solid #555; padding: 3pt; vertical-align: top}
"""


def quarry_markup(text: str) -> str:
    """'= PART n|TITLE' heads, '## n|Title' regulation heads, '(n)|text' paragraphs ('n.—(1)' on the first), 'def|' definitions."""
    out, reg, first = [], "", False
    for line in text.strip().splitlines():
        key, _, rest = line.partition("|")
        if key.startswith("= "):
            out.append(f"<h1>{esc(key[2:])}</h1><h2>{esc(rest)}</h2>")
        elif key.startswith("## "):
            reg, first = key[3:], True
            out.append(f"<h3>{esc(rest)}</h3>")
        elif key == "def":
            out.append(f'<p class="d">{esc(rest)}</p>')
        elif key == "-":
            out.append(f'<p class="p"><b>{reg}.</b> {esc(rest)}</p>')
        else:
            lead = f"<b>{reg}.</b>—{key}" if first else key
            first = False
            out.append(f'<p class="p">{lead} {esc(rest)}</p>')
    return "\n".join(out)


def line_numbers(page: pymupdf.Page, frame: pymupdf.Rect, every: int = 5) -> None:
    """Number every `every`-th text line inside `frame` in the left margin, counting from the top of the page."""
    ys: list[float] = []
    for b in page.get_text("dict", clip=frame)["blocks"]:
        for ln in b.get("lines", []):
            y = round(ln["spans"][0]["origin"][1], 1)
            if not any(abs(y - v) < 3 for v in ys):
                ys.append(y)
    for n, y in enumerate(sorted(ys), 1):
        if n % every == 0:
            label = str(n)
            w = pymupdf.get_text_length(label, fontname="tiro", fontsize=7.5)
            page.insert_text((frame.x0 - 16 - w, y), label, fontname="tiro", fontsize=7.5, color=(0.3, 0.3, 0.3))


def build_quarry() -> None:
    """The quarry regulations (PDF): bill-style pages with margin line numbers, then the Schedule."""
    title = """<p style="text-align:center; font-size:9.5pt">PROVINCE OF KELDERLAND</p>
    <p style="text-align:center; font-size:12pt; margin-top:4pt"><b>KELDERLAND REGULATIONS 2025 No. 41</b></p>
    <p style="text-align:center; font-size:10pt; margin-top:6pt">MINES AND QUARRIES</p>
    <p style="text-align:center; font-size:14pt; margin-top:6pt"><b>The Quarries (Safety, Health and Competence) Regulations 2025</b></p>
    <table style="width:70%; margin-left:15%; font-size:9.5pt; margin-top:6pt; margin-bottom:6pt"><tr><td><i>Made</i></td><td style="text-align:right">12 March 2025</td></tr>
    <tr><td><i>Laid before the Provincial Assembly</i></td><td style="text-align:right">18 March 2025</td></tr>
    <tr><td><i>Coming into force</i></td><td style="text-align:right">1 July 2025</td></tr></table>
    <p class="p">The Minister for Labour and Mines makes these Regulations in exercise of the powers conferred by sections 61 and 88 of the Mines and Quarries Act 2009, after consulting the Quarries Safety Council.</p>"""
    frame = pymupdf.Rect(78, 62, A4.width - 64, A4.height - 56)
    main = flow(title + quarry_markup(QUARRY_TEXT), QUARRY_CSS, A4, lambda _n: [frame])
    sched_html = (
        '<h1>SCHEDULE</h1><h2>COMPETENCES FOR QUARRY TASKS</h2><p style="text-align:center; margin-bottom:8pt"><i>Regulations 2 and 20</i></p>'
        + table(
            ["(1) Task", "(2) Competence", "(3) Minimum experience", "(4) Refresher interval"],
            [[esc(c) for c in r] for r in QUARRY_SCHEDULE],
            "s",
        )
        + '<p style="margin-top:10pt; text-align:center; font-size:9.5pt"><i>Explanatory note (this note is not part of the Regulations)</i></p>'
        + '<p class="p" style="font-size:9.5pt">These Regulations replace the Quarries Regulations 2011. They set limits for faces, haul roads, tips and lagoons, the precautions to be taken when shots are fired, and the competences needed for quarry tasks, which are listed in the Schedule.</p>'
    )
    sched = one_page(sched_html, QUARRY_CSS, A4, frame)
    doc = join(main, sched)
    for i, page in enumerate(doc):
        line_numbers(page, frame)
        stamp(
            page,
            pymupdf.Rect(78, 32, A4.width - 64, 44),
            f'<table style="width:100%"><tr><td style="font-style:italic">Quarries (Safety, Health and Competence) Regulations 2025</td><td style="text-align:right">{i + 1}</td></tr></table>',
            "* {font-family: serif; font-size: 8.5pt}",
        )
        stamp(
            page,
            pymupdf.Rect(78, A4.height - 40, A4.width - 64, A4.height - 28),
            '<p style="text-align:center">KR 2025/41</p>',
            "* {font-family: serif}",
        )
    save(doc, "kelderland_quarries_regulations_2025.pdf")


# == 2. Radiation-protection local rules on a controlled-document form (A4, ruled border, grids, small caps) =======
RAD_PARTICULARS = [
    ("Title", "Local Rules for the Cardiac Catheter Laboratories"),
    (
        "Areas covered",
        "Cardiac Catheter Laboratories 1 and 2 and their control rooms, Heart Centre, Level 2, Fernside General Hospital",
    ),
    (
        "X-ray equipment",
        "Laboratory 1: Orvane Cardioscan X9, single plane. Laboratory 2: Orvane Cardioscan X9, biplane",
    ),
    ("Employer", "Fernside Hospitals Trust"),
    ("Radiation Protection Adviser (RPA)", "Dr Helena Marsh, Medical Physics Department, ext. 5520"),
    (
        "Radiation Protection Supervisors (RPS)",
        "Laboratory 1: Callum Okafor, Superintendent Radiographer, ext. 4471<br>Laboratory 2: Jenna Whitlow, Senior Radiographer, ext. 4473",
    ),
    ("Medical Physics Expert (MPE)", "Dr Rafael Duarte, Medical Physics Department, ext. 5524"),
    ("Approved by", "Radiation Safety Committee, 24 February 2025"),
]

RAD_TEXT = """
# 1|Purpose and status
1.1|These local rules describe how work with the X-ray equipment in the catheter laboratories is done safely, so that the employer meets its duties under the radiation protection regulations. Every person who works in a controlled area reads them, and signs the acknowledgement sheet in Appendix B, before starting work.
1.2|The RPS reviews the rules with the RPA at least every 12 months, and whenever the equipment, the procedures or the staffing change.
1.3|A copy of these rules is displayed at the entrance to each laboratory and in each control room.
# 2|Responsibilities
2.1|The Chief Executive is responsible, for the employer, for compliance with the regulations. Day-to-day responsibility is delegated to the Clinical Director for Cardiology.
2.2|The RPS supervises the work in the laboratory so that these rules are followed, keeps the register of authorised persons, investigates dose readings above the investigation levels in Table 2 and reports to the RPA.
2.3|The RPA advises the employer on compliance, reviews the local rules, and is consulted on any incident, any new equipment and any change in practice.
2.4|The MPE is responsible for the optimisation of patient doses, the acceptance testing of new equipment and the annual performance tests.
2.5|Every member of staff follows these rules, wears the dosemeters and protective equipment issued to them, and reports any incident, damaged protective equipment or lost dosemeter to the RPS.
# 3|Designated areas
3.1|Each catheter laboratory is a controlled area whenever the X-ray equipment is switched on at the mains. The warning sign above each entrance then shows "CONTROLLED AREA" in amber; it shows "X-RAYS ON" in red while exposures are being made.
3.2|The control rooms are supervised areas.
3.3|Only persons on the register of authorised persons may enter a controlled area, apart from patients and the persons allowed in by paragraph 3.4.
3.4|Visitors, students and contractors may enter a controlled area only when accompanied by an authorised person, and where possible only when no exposures are being made. A visitor who must stay during exposures wears a lead apron and stays at least 2 metres from the X-ray tube.
3.5|The doors are kept closed during exposures. Nobody enters while the red sign is lit unless wearing protective clothing and the operator has been told.
# 4|Classified workers and dose limits
4.1|A member of staff who is likely to receive an effective dose of more than 6 mSv a year, or an equivalent dose to the lens of the eye of more than 15 mSv a year, is designated a classified worker. In these laboratories, interventional cardiologists who carry out more than 150 procedures a year are classified. Classified workers have a medical review by an appointed doctor every year.
4.2|The dose limits in Table 1 apply, and no one may be exposed in a way that could exceed them. For planning work, a dose constraint of 6 mSv effective dose a year is used for staff who are not classified.
TABLE1
# 5|Personal dosimetry
5.1|Every person on the register wears a body dosemeter under the lead apron, at chest or waist level.
5.2|Classified workers also wear a collar dosemeter, outside the apron and the thyroid shield, and an eye dosemeter beside the eye nearest the X-ray tube.
5.3|Operators whose hands are near the primary beam wear a finger ring dosemeter on the hand nearest the beam.
5.4|Dosemeters are issued for a monthly wearing period and are changed on the first working day of each month. When not worn, dosemeters are kept on the rack in the Laboratory 1 control room, away from any X-ray source.
5.5|A lost or damaged dosemeter is reported to the RPS on the same working day. The RPS estimates the dose for the period and records how the estimate was made.
5.6|Where a reading is above the investigation level in Table 2, the RPS investigates it with the person concerned within 10 working days and sends a written report to the RPA.
TABLE2
# 6|Protective equipment
6.1|Every person in the laboratory during exposures, apart from the patient, wears a lead apron of at least 0.35 mm lead equivalence at the front and 0.25 mm at the back, and a thyroid shield of at least 0.5 mm lead equivalence.
6.2|The operator, and any person within 2 metres of the X-ray tube during fluoroscopy, wears lead glasses of at least 0.75 mm lead equivalence with side shields.
6.3|The ceiling-suspended screen and the table-mounted lead curtain are used for every procedure, unless the operator records why they could not be used.
6.4|Aprons are hung on the apron rails after use and never folded. Each apron is checked for cracks by X-ray screening at least every 12 months, and at once if damage is suspected; the RPS keeps the record of the checks.
# 7|Working instructions
7.1|Only a practitioner or an operator entitled under the employer's procedures may make exposures. A trainee may make exposures only under direct supervision.
7.2|Fluoroscopy is used at the lowest frame rate that is good enough for the task: pulsed fluoroscopy at 7.5 pulses per second is the default setting, and 15 pulses per second is used only when the operator decides it is needed.
7.3|Staff stand as far from the patient as the work allows, and on the image-receptor side of the patient for lateral projections.
7.4|The operator records the fluoroscopy time, the dose-area product and the reference air kerma of every procedure. Where the reference air kerma is more than 5 Gy, the patient's skin is checked at follow-up and the MPE is told.
# 8|Pregnant and breastfeeding staff
8.1|A member of staff who is pregnant or breastfeeding is encouraged to tell her line manager in writing as soon as she can.
8.2|The RPS, advised by the RPA, reviews her work within 5 working days of being told. She may go on working in the laboratories where the dose to the foetus is unlikely to exceed 1 mSv for the rest of the pregnancy.
8.3|A pregnant worker is given an additional dosemeter, worn at waist level under the apron and read every month.
# 9|Contingency plans
9.1|If an exposure does not stop when the foot switch is released: press one of the red EMERGENCY STOP buttons (on the table-side control and on the control room desk); if the exposure still does not stop, switch off at the wall isolator beside the control room door; note the time and the fluoroscopy time shown; and tell the RPS at once. The equipment is not used again until the MPE has checked it.
9.2|If a person may have received a dose much greater than intended, the RPS tells the RPA on the same day. The RPA decides whether the incident must be notified to the Radiation Safety Inspectorate, and notifies it within 2 working days where it must.
9.3|If the fire alarm sounds during a procedure, the operator stops making exposures and the team decides whether to finish the procedure or to leave with the patient.
# 10|Training
10.1|Every person on the register of authorised persons completes radiation protection training before being added to the register, and refresher training at least every 2 years.
10.2|An RPS completes a recognised RPS course before appointment, and a refresher course at least every 5 years.
# 11|Quality assurance and records
11.1|Radiographers carry out the weekly quality-control checks in the QA folder before the first patient of each week.
11.2|The MPE carries out performance tests at least every 12 months, after any major repair and after any change of X-ray tube.
11.3|The dose-area product meters are calibrated at least every 2 years.
11.4|Staff dose records are kept by the dosimetry service; the RPS keeps a summary of each month's readings in the laboratory file.
"""

RAD_T1 = """<p class="cap">Table 1 – Annual dose limits (mSv in a calendar year)</p>
<table class="t"><tr><th>Dose quantity</th><th>Employees aged 18 or over</th><th>Trainees aged 16 or 17</th><th>Other persons</th></tr>
<tr><td>Effective dose</td><td>20</td><td>6</td><td>1</td></tr>
<tr><td>Equivalent dose to the lens of the eye</td><td>20</td><td>15</td><td>15</td></tr>
<tr><td>Equivalent dose to the skin, averaged over any area of 1 cm²</td><td>500</td><td>150</td><td>50</td></tr>
<tr><td>Equivalent dose to the hands, forearms, feet and ankles</td><td>500</td><td>150</td><td>50</td></tr></table>
<p class="note">Once an employee has told the employer in writing that she is pregnant, the dose to the foetus is restricted to 1 mSv for the rest of the pregnancy (section 8).</p>"""

RAD_T2 = """<p class="cap">Table 2 – Local investigation levels (for each monthly wearing period)</p>
<table class="t"><tr><th>Dosemeter</th><th>Worn</th><th>Investigation level</th></tr>
<tr><td>Body</td><td>Under the apron, chest or waist</td><td>0.3 mSv</td></tr>
<tr><td>Collar</td><td>Outside the apron and thyroid shield</td><td>2.0 mSv</td></tr>
<tr><td>Eye</td><td>Beside the eye nearest the tube</td><td>1.5 mSv</td></tr>
<tr><td>Finger ring</td><td>Hand nearest the beam</td><td>15 mSv</td></tr></table>"""

RAD_APPX = """<h3 class="sc">{}</h3>
<p>The register of authorised persons is kept in the Laboratory 1 control room by the RPS. It lists each person's name, job title, the date of their radiation protection training and whether they are a classified worker.</p>
<h3 class="sc">{}</h3>
<p>I have read and understood these local rules and will follow them.</p>
<table class="f"><tr><th>Name</th><th>Job title</th><th>Signature</th><th>Date</th></tr>{}</table>"""

RAD_CSS = """
body {font-family: sans-serif; font-size: 9.3pt; line-height: 1.3}
h3 {font-size: 10pt; font-weight: bold; color: #14365c; margin-top: 8pt; margin-bottom: 3pt; border-bottom: 0.5pt solid #14365c}
p {margin-top: 0pt; margin-bottom: 3pt}
p.c {margin-left: 24pt; text-indent: -24pt}
p.cap {font-weight: bold; margin-top: 4pt; margin-bottom: 2pt}
p.note {font-size: 8.3pt; font-style: italic; margin-top: 2pt}
table.g {border-collapse: collapse; width: 100%; margin-bottom: 6pt}
table.g td {border: 0.8pt solid #000; padding: 3pt; vertical-align: top}
table.g td.l {background-color: #e3e8ef; font-weight: bold; width: 150pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.8pt}
table.t th {border: 0.6pt solid #444; background-color: #e3e8ef; padding: 2pt; text-align: left}
table.t td {border: 0.6pt solid #444; padding: 2pt}
table.f {border-collapse: collapse; width: 100%}
table.f th {border: 0.6pt solid #000; padding: 3pt; text-align: left; background-color: #e3e8ef}
table.f td {border: 0.6pt solid #000; padding: 3pt; height: 18pt}
"""


def rad_markup(text: str) -> str:
    """'# n|Title' small-caps heads, 'n.n|text' paragraphs with hanging numbers, TABLE1 / TABLE2."""
    out = []
    for line in text.strip().splitlines():
        if line == "TABLE1":
            out.append(RAD_T1)
            continue
        if line == "TABLE2":
            out.append(RAD_T2)
            continue
        key, _, rest = line.partition("|")
        if key.startswith("# "):
            out.append(f"<h3>{key[2:]}&nbsp;&nbsp;{small_caps(rest, 11, 8.5)}</h3>")
        else:
            out.append(f'<p class="c">{key}&nbsp;&nbsp;&nbsp;{esc(rest)}</p>')
    return "\n".join(out)


def build_rad() -> None:
    """The catheter laboratory local rules (PDF): every page a ruled form with header and sign-off grids."""
    grid = "".join(
        f'<tr><td class="l">{esc(k)}</td><td>{v if "<br>" in v else esc(v)}</td></tr>' for k, v in RAD_PARTICULARS
    )
    intro = f'<table class="g">{grid}</table>'
    blank = "<tr><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td></tr>" * 10
    appx = RAD_APPX.format(
        small_caps("Appendix A – Register of authorised persons", 11, 8.5),
        small_caps("Appendix B – Acknowledgement sheet", 11, 8.5),
        blank,
    )
    frame = pymupdf.Rect(46, 112, A4.width - 46, A4.height - 86)
    main = flow(intro + rad_markup(RAD_TEXT), RAD_CSS, A4, lambda _n: [frame])
    doc = join(main, one_page(appx, RAD_CSS, A4, frame))
    n = doc.page_count
    grid_css = "table {border-collapse: collapse; width: 100%} td {border: 0.8pt solid #000; padding: 2.5pt; vertical-align: top} td.s {background-color: #e3e8ef}"
    for i, page in enumerate(doc):
        page.draw_rect(pymupdf.Rect(36, 36, A4.width - 36, A4.height - 36), color=(0, 0, 0), width=1.2)
        stamp(
            page,
            pymupdf.Rect(40, 40, A4.width - 40, 104),
            f"""<table><tr><td class="s" rowspan="2" style="width:120pt; font-size:9pt"><b>Fernside Hospitals Trust</b><br>Medical Physics and Radiation Safety</td>
            <td colspan="3" style="font-size:11pt"><b>LOCAL RULES – CARDIAC CATHETER LABORATORIES</b></td></tr>
            <tr><td>Document ref: RP-LR-07</td><td>Version: 4.1</td><td>Page {i + 1} of {n}</td></tr></table>""",
            grid_css,
        )
        stamp(
            page,
            pymupdf.Rect(40, A4.height - 80, A4.width - 40, A4.height - 40),
            """<table><tr><td class="s">Author</td><td>RPS, Laboratory 1</td><td class="s">Effective date</td><td>3 March 2025</td></tr>
            <tr><td class="s">Reviewed by</td><td>RPA</td><td class="s">Review due</td><td>March 2026</td></tr></table>""",
            grid_css,
        )
    save(doc, "fernside_cath_lab_local_rules.pdf")


# == 3. Livestock transport welfare regulation (A4: contents with dot leaders, footnotes, landscape annex) ==========
TRANSPORT_TEXT = """
= PART 1|GENERAL PROVISIONS
## Section 1|Scope
(1)|This Regulation applies to the transport by road of live cattle, sheep, goats, pigs, domestic horses and poultry within Aldmere, in connection with an economic activity.
(2)|Parts 2, 5 and 6 do not apply to a farmer who transports his or her own animals, in his or her own vehicle, over a distance of less than 65 km from the holding.[[fn]]Under the Animal Transport Order 2012 the distance was 50 km.[[/fn]]
(3)|This Regulation does not apply to the transport of an animal to or from a veterinary practice on the advice of a veterinarian.
## Section 2|Definitions
-|In this Regulation:
(a)|“journey” means the whole movement of the animals, from the loading of the first animal to the unloading of the last animal at the place of destination;
(b)|“long journey” means a journey of more than 8 hours;
(c)|“transporter” means a person who transports animals on his or her own account or for another person;
(d)|“attendant” means a person, other than the driver, who is in charge of the welfare of the animals and travels with them;
(e)|“control post” means a place approved by the Ministry where animals on a long journey are unloaded, fed, watered and rested;
(f)|“unweaned animal” means a calf, lamb, kid or foal that is still on a milk diet;
(g)|“Division” means the Animal Welfare Division of the Ministry.
## Section 3|General conditions
(1)|No person shall transport animals in a way that is likely to cause them injury or unnecessary suffering.
(2)|The journey is planned so that it is as short as possible, and the animals are checked at least every 4 hours during the journey.
= PART 2|AUTHORISATIONS AND COMPETENCE
## Section 4|Transporter authorisation
(1)|A transporter needs a Type 1 authorisation for journeys of up to 8 hours, and a Type 2 authorisation for long journeys.
(2)|An authorisation is valid for 5 years from the date of issue.
(3)|An application for a Type 2 authorisation includes a vehicle approval certificate for each vehicle to be used on long journeys, and the transporter's contingency plan for emergencies.
(4)|The Division decides an application within 30 days of receiving it complete.
## Section 5|Vehicle approval
(1)|A vehicle used on long journeys is inspected and approved by the Division before its first use, and every 3 years after that.
(2)|An approved vehicle has a roof, a drinking system for the animals, forced ventilation that can run for at least 4 hours with the engine off, a temperature monitoring system with an alarm in the driver's cab, and a satellite navigation system that records the journey.
## Section 6|Certificate of competence
(1)|A driver or attendant who transports cattle, sheep, goats, pigs, horses or poultry holds a certificate of competence for those species.
(2)|A certificate is issued after a course of at least 12 hours and a written test with a pass mark of 75 %.
(3)|A certificate is valid for 10 years.[[fn]]Certificates of competence issued before 1 January 2020 remain valid until 31 December 2027.[[/fn]]
= PART 3|FITNESS FOR TRANSPORT
## Section 7|Animals that are not fit for transport
(1)|An animal is transported only if it is fit for the intended journey.
(2)|The following animals are not fit for transport:
(a)|an animal that cannot move by itself without pain, or cannot walk unaided;
(b)|an animal with a severe open wound or a prolapse;
(c)|a pregnant female that has passed 90 % of the expected gestation period, or a female that has given birth in the previous 7 days;
(d)|a newborn mammal whose navel has not completely healed;
(e)|a calf less than 14 days old, a piglet less than 3 weeks old, or a lamb or kid less than 1 week old, unless the journey is shorter than 100 km.
(3)|A sick or injured animal may be transported to the nearest place of veterinary treatment or slaughter, where the transport does not cause it further suffering.
(4)|Lactating cows, ewes and goats that are not travelling with their young are milked at intervals of not more than 12 hours.
= PART 4|VEHICLES AND HANDLING
## Section 8|Loading and unloading
(1)|Ramps used for loading and unloading are not steeper than 20° for pigs, calves and horses, or 25° for adult cattle. A ramp steeper than 10° has foot battens.
(2)|Electric goads may be used only on adult cattle and adult pigs that refuse to move, only on the muscles of the hindquarters and for no more than 1 second at a time. They are never used on horses, sheep, goats or calves.
(3)|No animal is lifted or dragged by the head, ears, horns, legs, tail or fleece.
## Section 9|Separation
-|Animals are kept apart during transport where they are: (a) of different species; (b) of very different size or age; (c) adult breeding boars or stallions; (d) sexually mature males and females; (e) cattle with horns and cattle without horns; or (f) tied and untied animals.
## Section 10|Temperature and ventilation
(1)|On a long journey the temperature inside the vehicle is kept between 5 °C and 30 °C, with a tolerance of 5 °C either way depending on the outside temperature.
(2)|The temperature system records the temperature at least every 15 minutes, and the records are kept with the journey log.
= PART 5|JOURNEY TIMES, REST AND WATER
## Section 11|Journey times and rest periods
(1)|Travel times and rest periods shall not exceed those in Table 11.
TABLE11
(2)|At the end of the times in Table 11, the animals are unloaded at a control post, fed and watered, and rested for at least 24 hours before the journey continues.
(3)|The travel times in Table 11 may be extended by up to 2 hours where this is in the interest of the animals, in particular where the place of destination is close.
(4)|Day-old chicks may be transported for up to 24 hours, where the journey ends within 72 hours of hatching.
## Section 12|Water and feed
(1)|A vehicle on a long journey carries a water tank holding at least 1.5 % of the vehicle's maximum payload.
(2)|Poultry other than day-old chicks have access to water during any stop of more than 1 hour.
= PART 6|SPACE ALLOWANCES
## Section 13|Space allowances and headroom
(1)|Animals are given at least the floor area, and the headroom, set out in Annex 1.
(2)|When the outside temperature is above 25 °C, the floor area given to sheep and pigs is increased by at least 20 %.
## Section 14|Breeding pigs
-|Adult breeding boars are transported in individual pens. Sows are transported in groups of not more than 5.
= PART 7|RECORDS, INSPECTION AND ENFORCEMENT
## Section 15|Journey log and transport documents
(1)|On a long journey the transporter keeps a journey log, which records the places and times of departure, rest and arrival, and the checks made on the animals.
(2)|The transporter keeps the journey log for 3 years after the journey.
(3)|On every journey the driver carries a document stating the origin and owner of the animals, the place of departure, the date and time of departure, the place of destination and the expected duration of the journey.
## Section 16|Inspection
-|Inspectors of the Division may stop a vehicle carrying animals at any time and inspect the animals, the vehicle and the documents.
## Section 17|Offences
(1)|A breach of this Regulation is an offence under section 40 of the Animal Health and Welfare Act 2016.
(2)|The Division may suspend an authorisation for up to 3 months, or revoke it, where the transporter has breached this Regulation.
## Section 18|Commencement and revocation
-|This Regulation comes into force on 1 September 2025.[[fn]]Published in the Official Bulletin of Aldmere No. 88 of 2 June 2025.[[/fn]] The Animal Transport Order 2012 is revoked from that date.
"""

TRANSPORT_T11 = """<p class="cap">Table 11 – Maximum travel times and rest periods</p>
<table class="t"><tr><th>Animals</th><th>Maximum travel time</th><th>Then a rest of</th><th>Then a further travel time of</th></tr>
<tr><td>Unweaned calves, lambs, kids and foals</td><td>8 hours</td><td>at least 1 hour, with liquid feed and water</td><td>8 hours</td></tr>
<tr><td>Adult cattle, sheep and goats</td><td>13 hours</td><td>at least 1 hour, with water</td><td>13 hours</td></tr>
<tr><td>Pigs</td><td>20 hours, with continuous access to water\x00</td><td>–</td><td>–</td></tr>
<tr><td>Domestic horses</td><td>20 hours, with water, and feed if needed, every 8 hours</td><td>–</td><td>–</td></tr>
<tr><td>Poultry</td><td>10 hours, not counting loading and unloading</td><td>–</td><td>–</td></tr></table>"""
TRANSPORT_T11_NOTE = "Under the Animal Transport Order 2012 the maximum travel time for pigs was 24 hours."

ANNEX_HEAD = ["Species", "Category", "Live weight", "Minimum floor area per animal", "Minimum headroom", "Notes"]
ANNEX_ROWS_1 = [
    [
        "Cattle",
        "Calves",
        "up to 60 kg",
        "0.35 m²",
        "20 cm above the withers of the tallest animal",
        "Unweaned calves travel with straw bedding",
    ],
    ["Cattle", "Calves", "61 – 120 kg", "0.55 m²", "20 cm above the withers of the tallest animal", ""],
    ["Cattle", "Young cattle", "121 – 220 kg", "0.85 m²", "20 cm above the withers of the tallest animal", ""],
    ["Cattle", "Young cattle", "221 – 350 kg", "1.15 m²", "20 cm above the withers of the tallest animal", ""],
    ["Cattle", "Adult cattle", "351 – 550 kg", "1.45 m²", "20 cm above the withers of the tallest animal", ""],
    [
        "Cattle",
        "Adult cattle",
        "over 550 kg",
        "1.75 m²",
        "20 cm above the withers of the tallest animal",
        "Horned cattle: add 10 %",
    ],
    ["Sheep", "Shorn", "up to 55 kg", "0.24 m²", "15 cm above the head of the tallest animal", ""],
    ["Sheep", "Shorn", "over 55 kg", "0.32 m²", "15 cm above the head of the tallest animal", ""],
    ["Sheep", "Unshorn", "up to 55 kg", "0.30 m²", "15 cm above the head of the tallest animal", ""],
    ["Sheep", "Unshorn", "over 55 kg", "0.40 m²", "15 cm above the head of the tallest animal", ""],
    ["Sheep", "Ewes in late pregnancy", "up to 55 kg", "0.34 m²", "15 cm above the head of the tallest animal", ""],
    ["Sheep", "Ewes in late pregnancy", "over 55 kg", "0.45 m²", "15 cm above the head of the tallest animal", ""],
    ["Goats", "Goats", "up to 35 kg", "0.26 m²", "15 cm above the head of the tallest animal", ""],
    ["Goats", "Goats", "36 – 55 kg", "0.36 m²", "15 cm above the head of the tallest animal", ""],
    ["Goats", "Goats", "over 55 kg", "0.46 m²", "15 cm above the head of the tallest animal", ""],
    ["Goats", "Goats in late pregnancy", "up to 55 kg", "0.42 m²", "15 cm above the head of the tallest animal", ""],
    ["Goats", "Goats in late pregnancy", "over 55 kg", "0.52 m²", "15 cm above the head of the tallest animal", ""],
]
ANNEX_ROWS_2 = [
    [
        "Pigs",
        "Weaners",
        "up to 30 kg",
        "0.16 m²",
        "10 cm above the back of the tallest animal",
        "All pigs must be able to lie down at the same time",
    ],
    ["Pigs", "Growers", "31 – 60 kg", "0.28 m²", "10 cm above the back of the tallest animal", ""],
    ["Pigs", "Finishers", "61 – 100 kg", "0.43 m²", "10 cm above the back of the tallest animal", ""],
    [
        "Pigs",
        "Finishers",
        "101 – 140 kg",
        "0.55 m²",
        "10 cm above the back of the tallest animal",
        "Breeding pigs: see Section 14",
    ],
    [
        "Horses",
        "Adult horses",
        "–",
        "1.80 m²",
        "75 cm above the withers of the tallest animal",
        "Individual stalls on long journeys",
    ],
    ["Horses", "Ponies (under 144 cm)", "–", "1.10 m²", "75 cm above the withers of the tallest animal", ""],
    ["Horses", "Young horses (6 – 24 months)", "–", "1.30 m²", "75 cm above the withers of the tallest animal", ""],
    [
        "Horses",
        "Foals (0 – 6 months) with the mare",
        "–",
        "1.50 m²",
        "75 cm above the withers of the tallest animal",
        "Floor area for the foal alone",
    ],
    ["Poultry", "Day-old chicks", "–", "22 cm² per chick", "Container at least 12 cm high", ""],
    [
        "Poultry",
        "Birds",
        "under 1.6 kg",
        "190 cm² per kg",
        "Container at least 23 cm high",
        "Floor area per kg of live weight",
    ],
    ["Poultry", "Birds", "1.6 – 3 kg", "160 cm² per kg", "Container at least 23 cm high", ""],
    ["Poultry", "Birds", "3 – 5 kg", "120 cm² per kg", "Container at least 30 cm high", ""],
    ["Poultry", "Birds", "over 5 kg", "105 cm² per kg", "Container at least 30 cm high", ""],
]
ANNEX_NOTES = [
    "1. The floor areas are the minimum for journeys of any length; Section 13(2) increases them for sheep and pigs in hot weather.",
    "2. Where animals of one category travel in the same pen with a range of live weights, the floor area is worked out from the heaviest animal in the pen.",
    "3. The headroom is measured from the highest point of the animal to the lowest point of the deck, roof or ceiling above it, with the animal standing in its natural position.",
]

TRANSPORT_CSS = """
body {font-family: serif; font-size: 9.8pt; line-height: 1.26}
h1 {font-size: 10.5pt; text-align: left; margin-top: 8pt; margin-bottom: 3pt; border-bottom: 0.6pt solid #000}
h3 {font-size: 10pt; font-weight: bold; margin-top: 6pt; margin-bottom: 2pt}
p {margin-top: 0pt; margin-bottom: 2.5pt; text-align: justify}
p.i {margin-left: 22pt; text-indent: -22pt}
p.ii {margin-left: 44pt; text-indent: -22pt}
p.cap {font-weight: bold; margin-top: 3pt; margin-bottom: 2pt}
table.t {border-collapse: collapse; width: 100%; font-size: 9pt; margin-bottom: 4pt}
table.t th {border: 0.5pt solid #000; padding: 2pt; text-align: left; background-color: #e8e8e8}
table.t td {border: 0.5pt solid #000; padding: 2pt; vertical-align: top}
"""
TRANSPORT_FOOT_CSS = "p {font-family: serif; font-size: 8pt; margin: 0 0 2pt 0}"
ANNEX_CSS = """
body {font-family: serif; font-size: 9.5pt}
h2 {font-size: 12pt; text-align: center; margin-bottom: 2pt}
p.sub {text-align: center; font-size: 9.5pt; margin-bottom: 6pt}
table.a {border-collapse: collapse; width: 100%}
table.a th {border: 0.6pt solid #000; padding: 2.5pt; background-color: #d9d9d9; text-align: left}
table.a td {border: 0.6pt solid #000; padding: 3pt 3pt}
p.n {font-size: 8.5pt; margin-top: 3pt}
"""
TRANSPORT_TOC = [
    ("PART 1", "General provisions"),
    ("PART 2", "Authorisations and competence"),
    ("PART 3", "Fitness for transport"),
    ("PART 4", "Vehicles and handling"),
    ("PART 5", "Journey times, rest and water"),
    ("PART 6", "Space allowances"),
    ("PART 7", "Records, inspection and enforcement"),
    ("ANNEX 1", "Space allowances and headroom"),
]


def transport_blocks() -> list[tuple[str, list[str]]]:
    """One block per Part head, section head and paragraph; Table 11 with its footnote."""
    blocks: list[tuple[str, list[str]]] = []
    for line in TRANSPORT_TEXT.strip().splitlines():
        if line == "TABLE11":
            blocks.append((TRANSPORT_T11, [TRANSPORT_T11_NOTE]))
            continue
        key, _, rest = line.partition("|")
        if key.startswith("= "):
            blocks.append((f"<h1>{esc(key[2:])} – {esc(rest.upper())}</h1>", []))
        elif key.startswith("## "):
            blocks.append((f"<h3>{esc(key[3:])} – {esc(rest)}</h3>", []))
        else:
            body, notes = split_notes(rest)
            if key == "-":
                blocks.append((f"<p>{body}</p>", notes))
            elif key.startswith("(") and key[1].isdigit():
                blocks.append((f'<p class="i">{key}&nbsp;&nbsp;{body}</p>', notes))
            else:
                blocks.append((f'<p class="ii">{key}&nbsp;&nbsp;{body}</p>', notes))
    return blocks


def annex_page(rows: list[list[str]], cont: bool, notes: bool) -> pymupdf.Document:
    """One landscape page of Annex 1: the heading (marked continued on the second page), the header row, the rows."""
    head = "ANNEX 1 – SPACE ALLOWANCES AND HEADROOM" + (" (continued)" if cont else "")
    widths = [48, 135, 70, 95, 195, 150]
    th = "".join(f'<th style="width:{w}pt">{h}</th>' for w, h in zip(widths, ANNEX_HEAD, strict=True))
    body = "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in rows)
    html = f'<h2>{head}</h2><p class="sub">(Section 13)</p><table class="a"><tr>{th}</tr>{body}</table>'
    if notes:
        html += '<p class="n"><b>Notes to Annex 1</b></p>' + "".join(f'<p class="n">{esc(n)}</p>' for n in ANNEX_NOTES)
    return one_page(html, ANNEX_CSS, A4L, pymupdf.Rect(50, 52, A4L.width - 50, A4L.height - 46))


def build_transport() -> None:
    """The animal transport regulation (PDF): cover with dotted contents, footnoted pages, two landscape annex pages."""
    frame = pymupdf.Rect(60, 56, A4.width - 60, A4.height - 52)
    body = paginate(transport_blocks(), TRANSPORT_CSS, TRANSPORT_FOOT_CSS, A4, frame)
    annex = join(annex_page(ANNEX_ROWS_1, False, False), annex_page(ANNEX_ROWS_2, True, True))
    cover_html = """<p style="text-align:center; font-size:10pt; margin-top:30pt">COMMONWEALTH OF ALDMERE</p>
    <p style="text-align:center; font-size:10pt">Ministry of Agriculture and Rural Affairs</p>
    <p style="text-align:center; font-size:19pt; margin-top:36pt"><b>Animal Welfare (Transport) Regulation 2025</b></p>
    <p style="text-align:center; font-size:11pt; margin-top:6pt">MARA Regulation No. 17/2025</p>
    <p style="text-align:center; font-size:10pt; margin-top:14pt">Made by the Minister of Agriculture and Rural Affairs under section 12 of the Animal Health and Welfare Act 2016</p>
    <p style="text-align:center; font-size:10pt">In force from 1 September 2025</p>
    <p style="text-align:center; font-size:12pt; margin-top:40pt"><b>CONTENTS</b></p>"""
    cover = one_page(cover_html, "body {font-family: serif}", A4, pymupdf.Rect(64, 60, A4.width - 64, 420))
    doc = join(cover, body, annex)
    page = doc[0]
    y, right = page.search_for("CONTENTS")[0].y1 + 30, A4.width - 90
    for key, title in TRANSPORT_TOC:
        n = page_of(doc, f"{key} – {title.upper()}")
        label = f"{key}   {title}"
        num = str(n)
        lw = pymupdf.get_text_length(label, fontname="tiro", fontsize=11)
        nw = pymupdf.get_text_length(num, fontname="tiro", fontsize=11)
        dw = pymupdf.get_text_length(" .", fontname="tiro", fontsize=11)
        dots = " ." * int((right - 90 - lw - nw - 8) / dw)
        page.insert_text((90, y), label + dots, fontname="tiro", fontsize=11)
        page.insert_text((right - nw, y), num, fontname="tiro", fontsize=11)
        y += 22
    for i, pg in enumerate(doc):
        if i == 0:
            continue
        w, h = pg.rect.width, pg.rect.height
        stamp(
            pg,
            pymupdf.Rect(50, 28, w - 50, 40),
            '<table style="width:100%"><tr><td>Animal Welfare (Transport) Regulation 2025</td><td style="text-align:right">MARA Reg. 17/2025</td></tr></table>',
            "* {font-family: serif}",
        )
        stamp(
            pg,
            pymupdf.Rect(50, h - 34, w - 50, h - 22),
            f'<p style="text-align:center">– {i + 1} –</p>',
            "* {font-family: serif}",
        )
    save(doc, "aldmere_animal_transport_regulation_2025.pdf")


# == 4. Athletics competition rules in three columns (A4, a full-width implements table on one page) ===============
ATH_TEXT = """
# C1|APPLICATION
C1.1|Book C applies to every track and field competition held under a permit of the Keldmark Athletics Federation (KAF). Competitions are graded: Grade A (national championships and international matches), Grade B (regional championships and permit meetings) and Grade C (club and open meetings).
C1.2|A permit is applied for through the KAF online permit system at least 8 weeks before a Grade A or Grade B competition, and at least 4 weeks before a Grade C competition.
C1.3|Where Book C does not cover a situation, the Referee decides.
# C2|AGE GROUPS
C2.1|An athlete's age group for the whole season (1 April to 31 March) is fixed by the athlete's age on 31 December of the year in which the season begins: Under 13 (U13), aged 11 or 12; Under 15 (U15), aged 13 or 14; Under 17 (U17), aged 15 or 16; Under 20 (U20), aged 17, 18 or 19; Senior, aged 20 or over.
C2.2|An athlete becomes a Masters athlete on the day of his or her 35th birthday. Masters age groups are in five-year bands (M35, W35, M40, W40 and so on).
C2.3|An athlete who is under 11 on 31 December may not compete in a KAF permit competition.
C2.4|U20 and Masters athletes may compete in Senior events, using Senior implements and hurdles.
C2.5|The longest track race an athlete may run is: U13, 1500 m; U15, 3000 m; U17, 5000 m (steeplechase 2000 m); U20, 10,000 m.
# C3|ENTRIES
C3.1|Entries close at 23:59 on the 14th day before the competition. The organiser may accept late entries up to 3 days before the competition, with a late-entry surcharge set by the organiser.
C3.2|Entry fees are set by the organiser and published with the permit.
C3.3|An athlete holds a current KAF registration on the day of competition. An athlete who is not registered may compete only at a Grade C competition, and pays a day licence of £3 on top of the entry fee.
# C4|OFFICIALS
C4.1|Every competition has a Meeting Director, a Technical Manager, a Track Referee and a Field Referee. Grade A competitions also have a Call Room Referee and a Jury of Appeal.
C4.2|At Grade A and Grade B competitions every technical official holds a KAF officials' licence at Level 2 or above, and each Referee holds a Level 4 licence.
C4.3|The Technical Manager checks and certifies every implement before the competition and makes sure the facilities meet Book C.
# C5|CALL ROOM
C5.1|At Grade A competitions athletes report to the call room, with their bibs, not later than 20 minutes before the scheduled start of a track event, 30 minutes before a field event and 50 minutes before the pole vault.
C5.2|An athlete who does not report in time may not compete in that event, unless the Call Room Referee accepts the reason given.
C5.3|Mobile phones, audio players, cameras and any other device that can send or receive messages are handed in at the call room and returned after the event.
# C6|CLOTHING, SHOES AND BIBS
C6.1|Athletes compete in their club's registered vest, and wear two bibs, on the front and back, except in the high jump and pole vault, where one bib on the front or back is enough.
C6.2|On synthetic tracks no spike may be longer than 9 mm, except in the high jump and javelin, where a spike may be up to 12 mm long. A shoe may have no more than 11 spikes.
C6.3|The sole may be no thicker than 20 mm in track races shorter than 800 m and in field events other than the triple jump, and no thicker than 25 mm in track races of 800 m or longer and in the triple jump.
# C7|STARTS
C7.1|In races up to and including 400 m (and the first leg of the 4 × 100 m and 4 × 400 m relays) the commands are "On your marks" and "Set", and starting blocks are used. In longer races the command is "On your marks" only.
C7.2|In Senior and U20 races, an athlete who makes a false start is disqualified.
C7.3|In U17, U15 and U13 races, one false start in each race is allowed without disqualification, and the starter shows a yellow and black card to all the athletes. Any athlete who makes a further false start in that race is disqualified, and is shown a red and black card.
C7.4|In combined events, an athlete is disqualified after making two false starts in the same race.
# C8|TRACK EVENTS
C8.1|Lanes in rounds after the first are drawn in seeded groups by the Technical Manager, using the times of the previous round.
C8.2|The hurdle heights are those in Table C8. There are 10 hurdles in every hurdles race.
TABLEC8
C8.3|Fully automatic timing is used at Grade A and Grade B competitions, and results are given to 0.01 s. Where hand timing is used, times are read to the next longer 0.1 s.
# C9|WIND MEASUREMENT
C9.1|The wind is measured in the 100 m, 200 m, 100 m hurdles and 110 m hurdles, and in the long jump and triple jump.
C9.2|In the 100 m the wind is measured for 10 seconds from the flash of the starting gun, and in the hurdle races for 13 seconds. In the long jump and triple jump it is measured for 5 seconds from the moment the athlete passes a mark 40 m before the take-off line.
C9.3|A performance with a following wind of more than 2.0 m/s stands as a result but is not accepted as a record. In combined events the limit is an average of 4.0 m/s over the wind-measured events.
# C10|THROWING EVENTS
C10.1|The implement weights for each age group are given in Table C10 at the top of page C–2. An athlete who competes in an older age group's event uses that age group's implement.
C10.2|At Grade A competitions all implements are provided by the organiser. At Grade B and Grade C competitions an athlete may use his or her own implement, if it is handed to the Technical Manager for checking at least 90 minutes before the start of the event. A certified implement may be used by every athlete in the event.
C10.3|In the shot, discus and hammer the throw is valid only if the implement lands completely inside the sector lines, which form an angle of 34.92°.
C10.4|The hammer is thrown only from a cage that meets the KAF cage specification. The hammer is not contested by U13 athletes.
# C11|FIELD EVENTS: TRIALS AND MEASUREMENT
C11.1|In the horizontal jumps and throws, when more than 8 athletes compete, each has 3 trials and the 8 best have 3 more. When 8 or fewer compete, each has 6 trials.
C11.2|U13 and U15 athletes have 4 trials each, with no further trials.
C11.3|An athlete has 1 minute to start a trial. In the high jump the time is 1.5 minutes when only 2 or 3 athletes remain and 3 minutes when only 1 remains; in the pole vault it is 2 minutes and 5 minutes in the same cases.
C11.4|In the high jump the bar is never raised by less than 2 cm, and in the pole vault by less than 5 cm, until only one athlete remains.
C11.5|Distances are measured to the nearest 0.01 m below the distance measured, if that is not a whole centimetre.
# C12|RELAYS
C12.1|In the 4 × 100 m relay each takeover zone is 30 m long. The baton is passed inside the zone; it is the position of the baton, not of the athlete, that counts.
C12.2|A relay team may be changed for the final only by using athletes entered for the competition, with no more than 2 changes.
# C13|PROTESTS AND APPEALS
C13.1|A protest about the result or the conduct of an event is made orally to the Referee, by the athlete or by someone on the athlete's behalf, within 30 minutes of the official announcement of the result.
C13.2|An appeal against the Referee's decision is made in writing to the Jury of Appeal within 30 minutes of the announcement of that decision, with a deposit of £40. The deposit is returned if the appeal succeeds.
C13.3|Where there is no Jury of Appeal, the Referee's decision is final.
# C14|RECORDS
C14.1|A Keldmark record is ratified only where the performance was made at a Grade A or Grade B competition, with fully automatic timing for races up to 10,000 m, and within the wind limits of C9.3.
C14.2|The application for ratification, signed by the Referee and the Meeting Director, reaches the KAF Records Committee within 30 days of the performance. The Records Committee decides within 60 days of receiving it.
C14.3|Records are kept for the Senior, U20 and U17 age groups.
# C15|STEEPLECHASE
C15.1|The Senior and U20 steeplechase is run over 3000 m, with 28 barrier jumps and 7 water jumps. The U17 steeplechase is run over 2000 m, with 18 barrier jumps and 5 water jumps.
C15.2|Barriers are 0.914 m high for men and 0.762 m high for women, and at least 3.94 m wide. The water jump pit is 3.66 m long and 0.50 m deep at its deepest point next to the barrier.
C15.3|An athlete may go over a barrier in any way, but an athlete who steps to one side of the water jump, or goes round a barrier, is disqualified.
# C16|RACE WALKING
C16.1|A walker keeps contact with the ground so that no loss of contact can be seen by the human eye, and the advancing leg is straightened from the moment of first contact until the vertical upright position.
C16.2|Walks are judged by a panel of at least 5 judges, one of whom is the Chief Judge. A judge who is not satisfied with a walker's technique sends a red card to the Chief Judge.
C16.3|A walker who receives 3 red cards from different judges is disqualified, or, in races of 10 km and longer at Grade A competitions, goes to the penalty zone: for 1 minute in races up to 5 km, 2 minutes in races over 5 km and up to 10 km, and 5 minutes in longer races. A walker who receives a further red card after the penalty zone is disqualified.
# C17|COMBINED EVENTS
C17.1|The Senior and U20 men's decathlon and the women's heptathlon are held over two consecutive days in the order set in the competition timetable. U17 athletes compete in the octathlon (men) and heptathlon (women); U15 athletes in the pentathlon.
C17.2|There are at least 30 minutes between the end of one event and the start of the next for any athlete.
C17.3|In the horizontal jumps and throws each athlete has 3 trials only.
C17.4|An athlete who does not start or make a trial in one of the events is not allowed to take part in the later events and has no final score.
# C18|ASSISTANCE AND DEVICES
C18.1|Pacing by persons not taking part in the same race, and the use of video, radio or mobile phones in the competition area, count as assistance, and the athlete is warned and may be disqualified by the Referee.
C18.2|Heart-rate monitors and sports watches that cannot communicate with another person may be worn in races of 800 m and longer.
C18.3|Coaches remain in the coaching area set aside for them and may talk to field-event athletes from there.
# C19|ADVERTISING AND IDENTIFICATION
C19.1|An athlete's clothing may carry the manufacturer's logo, no larger than 30 cm² on the vest and 20 cm² on the shorts, and the club name and logo.
C19.2|Bibs are worn as issued, and may not be cut, folded or covered.
# C20|DOPING CONTROL AND MEDICAL
C20.1|Doping control is carried out under the Keldmark Anti-Doping Rules. An athlete selected for testing reports to the doping control station within 60 minutes of being notified, and is accompanied by a chaperone until then.
C20.2|An athlete who is under 18 may be accompanied at the doping control station by a representative of his or her choice.
C20.3|Grade A and Grade B competitions have a doctor on site. A medical delegate may withdraw an athlete from an event on medical grounds, and that decision is final.
"""

ATH_C8 = """<p class="cap">Table C8 – Hurdle heights</p>
<table class="h"><tr><th style="width:34%">Race</th><th style="width:40%">Age group</th><th style="width:26%">Height</th></tr>
<tr><td>110 m hurdles</td><td>Senior men</td><td>1.067 m</td></tr>
<tr><td>110 m hurdles</td><td>U20 men</td><td>0.991 m</td></tr>
<tr><td>100 m hurdles</td><td>U17 men</td><td>0.914 m</td></tr>
<tr><td>100 m hurdles</td><td>Senior and U20 women</td><td>0.838 m</td></tr>
<tr><td>80 m hurdles</td><td>U17 women</td><td>0.762 m</td></tr>
<tr><td>80 m hurdles</td><td>U15 boys</td><td>0.840 m</td></tr>
<tr><td>75 m hurdles</td><td>U15 girls</td><td>0.762 m</td></tr>
<tr><td>400 m hurdles</td><td>Senior and U20 men</td><td>0.914 m</td></tr>
<tr><td>400 m hurdles</td><td>Senior and U20 women</td><td>0.762 m</td></tr></table>"""

ATH_C10 = """<p class="cap">Table C10 – Implement weights by age group</p>
<table class="w">
<tr><th>Implement</th><th>U13</th><th>U15</th><th>U17</th><th>U20</th><th>Senior</th><th>Masters M35–M49</th><th>Masters M50–M59</th></tr>
<tr><td class="g" colspan="8">Men and boys</td></tr>
<tr><td>Shot</td><td>3 kg</td><td>4 kg</td><td>5 kg</td><td>6 kg</td><td>7.26 kg</td><td>7.26 kg</td><td>6 kg</td></tr>
<tr><td>Discus</td><td>0.75 kg</td><td>1.25 kg</td><td>1.5 kg</td><td>1.75 kg</td><td>2 kg</td><td>2 kg</td><td>1.5 kg</td></tr>
<tr><td>Hammer</td><td>–</td><td>4 kg</td><td>5 kg</td><td>6 kg</td><td>7.26 kg</td><td>7.26 kg</td><td>6 kg</td></tr>
<tr><td>Javelin</td><td>400 g</td><td>600 g</td><td>700 g</td><td>800 g</td><td>800 g</td><td>800 g</td><td>700 g</td></tr>
<tr><td class="g" colspan="8">Women and girls</td></tr>
<tr><td>Shot</td><td>2.72 kg</td><td>3 kg</td><td>3 kg</td><td>4 kg</td><td>4 kg</td><td colspan="2" rowspan="4">Masters women's implements are set out in Book M (Masters Competitions)</td></tr>
<tr><td>Discus</td><td>0.75 kg</td><td>0.75 kg</td><td>1 kg</td><td>1 kg</td><td>1 kg</td></tr>
<tr><td>Hammer</td><td>–</td><td>3 kg</td><td>3 kg</td><td>4 kg</td><td>4 kg</td></tr>
<tr><td>Javelin</td><td>400 g</td><td>500 g</td><td>500 g</td><td>600 g</td><td>600 g</td></tr>
</table>
<p class="tn">– : the hammer is not contested by U13 athletes (C10.4). Weights are the minimum weights of the implement as certified by the Technical Manager.</p>"""

ATH_CSS = """
body {font-family: sans-serif; font-size: 8.6pt; line-height: 1.3}
h4 {font-size: 8.4pt; font-weight: bold; color: #ffffff; background-color: #7a1f1f; padding: 1.5pt 3pt; margin-top: 6pt; margin-bottom: 3pt}
p {margin-top: 0pt; margin-bottom: 2.6pt; text-align: left}
p.cap {font-weight: bold; margin-top: 2pt; margin-bottom: 1.5pt}
p.tn {font-size: 7.2pt; font-style: italic; margin-top: 2pt}
table.h {border-collapse: collapse; width: 100%; font-size: 7.3pt; margin-bottom: 3pt}
table.h th {border-bottom: 0.8pt solid #7a1f1f; text-align: left; padding: 1pt}
table.h td {border-bottom: 0.3pt solid #999; padding: 1pt}
table.w {border-collapse: collapse; width: 100%; font-size: 8.3pt}
table.w th {border: 0.6pt solid #7a1f1f; background-color: #7a1f1f; color: #ffffff; padding: 2pt; text-align: center}
table.w td {border: 0.6pt solid #7a1f1f; padding: 2pt; text-align: center}
table.w td.g {background-color: #f2dede; font-weight: bold; text-align: left}
"""

ATH_TABLE_PAGE = 1  # 0-based: Table C10 stands across the top of page 2


def ath_markup(text: str) -> str:
    """'# C7|TITLE' heads on a dark band, 'C7.2|text' rules with the id in bold, TABLEC8."""
    out = []
    for line in text.strip().splitlines():
        if line == "TABLEC8":
            out.append(ATH_C8)
            continue
        key, _, rest = line.partition("|")
        if key.startswith("# "):
            out.append(f"<h4>{key[2:]}&nbsp;&nbsp;{esc(rest)}</h4>")
        else:
            out.append(f"<p><b>{key}</b>&nbsp;&nbsp;{esc(rest)}</p>")
    return "\n".join(out)


def build_ath() -> None:
    """The athletics competition rules (PDF): three columns on every page, Table C10 across the top of page 2."""
    left, right, gap = 36.0, A4.width - 36, 12.0
    colw = (right - left - 2 * gap) / 3
    top, bottom, first_top = 50.0, A4.height - 44, 150.0
    table_h = height(ATH_C10, ATH_CSS, right - left)
    table_top = top

    def rects(n: int) -> list[pymupdf.Rect]:
        y0 = first_top if n == 0 else (table_top + table_h + 10 if n == ATH_TABLE_PAGE else top)
        return [pymupdf.Rect(left + k * (colw + gap), y0, left + k * (colw + gap) + colw, bottom) for k in range(3)]

    doc = flow(ath_markup(ATH_TEXT), ATH_CSS, A4, rects)
    if doc.page_count <= ATH_TABLE_PAGE:
        raise ValueError("the rules do not reach the table page")
    doc[ATH_TABLE_PAGE].insert_htmlbox(
        pymupdf.Rect(left, table_top, right, table_top + table_h + 2), ATH_C10, css=ATH_CSS
    )
    doc[0].insert_htmlbox(
        pymupdf.Rect(left, 44, right, first_top - 8),
        """<p style="font-size:9pt; color:#7a1f1f"><b>KELDMARK ATHLETICS FEDERATION</b></p>
        <p style="font-size:18pt; margin-top:2pt"><b>Competition Rules 2025–26</b></p>
        <p style="font-size:12pt">Book C – Track and Field Competitions</p>
        <p style="font-size:8pt; margin-top:4pt">Approved by the Federation Council on 8 February 2025. In force from 1 April 2025 to 31 March 2026. Book C is read with Book A (Eligibility and Registration) and Book M (Masters Competitions).</p>""",
        css="body {font-family: sans-serif}",
    )
    for i, page in enumerate(doc):
        for k in (1, 2):
            x = left + k * (colw + gap) - gap / 2
            y0 = rects(i)[0].y0
            page.draw_line((x, y0), (x, bottom), color=(0.6, 0.6, 0.6), width=0.4)
        if i:
            stamp(
                page,
                pymupdf.Rect(left, 26, right, 38),
                '<table style="width:100%"><tr><td>KAF Competition Rules 2025–26</td><td style="text-align:right">Book C – Track and Field</td></tr></table>',
            )
        stamp(
            page,
            pymupdf.Rect(left, A4.height - 32, right, A4.height - 20),
            f'<p style="text-align:center">C–{i + 1}</p>',
        )
    save(doc, "keldmark_athletics_rules_book_c.pdf")


# == 5. Cosmetics product safety regulation (A4: Article heads, footnotes, Annex II printed sideways) ===============
COSM_TEXT = """
= CHAPTER I|GENERAL PROVISIONS
## Article 1|Subject matter and scope
1.|This Regulation lays down the rules with which every cosmetic product made available on the market of Calvessa must comply, in order to protect human health.
2.|This Regulation does not apply to medicinal products, medical devices or biocidal products.
## Article 2|Definitions
1.|For the purposes of this Regulation:
(a)|‘cosmetic product’ means a substance or mixture made to be applied to the skin, hair, nails, lips or teeth, or to the inside of the mouth, mainly to clean, perfume, protect or care for them, or to change how they look or smell;
(b)|‘responsible person’ means the natural or legal person established in Calvessa who is designated under Article 4 to ensure that a cosmetic product complies with this Regulation;
(c)|‘rinse-off product’ means a cosmetic product that is meant to be removed after it has been applied to the skin, the hair or the mucous membranes;
(d)|‘leave-on product’ means a cosmetic product that is meant to stay in prolonged contact with the skin, the hair or the mucous membranes;
(e)|‘nanomaterial’ means an insoluble or biopersistent material, made on purpose, with one or more external dimensions, or an internal structure, on the scale from 1 to 100 nm;
(f)|‘serious undesirable effect’ means a harmful reaction to a cosmetic product that puts the user in hospital, disables the user temporarily or permanently, endangers the user's life or causes death;
(g)|‘Directorate’ means the Consumer Product Safety Directorate of the Ministry of Health.
= CHAPTER II|SAFETY AND RESPONSIBILITY
## Article 3|Safety
-|A cosmetic product made available on the market shall be safe for human health when used under normal or reasonably foreseeable conditions of use.
## Article 4|Responsible person
1.|A cosmetic product may be placed on the market only where a responsible person established in Calvessa has been designated for it.
2.|For a cosmetic product manufactured in Calvessa, the manufacturer is the responsible person. For an imported cosmetic product, the importer is the responsible person, unless it designates another person established in Calvessa in writing.
3.|A distributor is the responsible person where it places a cosmetic product on the market under its own name or trade mark, or changes a product already on the market in a way that may affect its compliance.
## Article 5|Product information file
1.|The responsible person keeps a product information file for each cosmetic product, at the address shown on the label, for 10 years after the date on which the last batch of the product was placed on the market.[[fn]]Under Regulation No. 31/2014 the product information file was kept for 5 years.[[/fn]]
2.|The file is kept in Calvessan or English and contains a description of the product, its safety report, a description of the method of manufacture with a statement of compliance with good manufacturing practice, proof of any effect claimed, and data on any animal testing.
3.|The responsible person makes the file available to the Directorate within 10 working days of a request.
## Article 6|Safety assessment
1.|Before a cosmetic product is placed on the market, the responsible person has its safety assessed and a safety report drawn up.
2.|The safety assessment is carried out by a person who holds a university degree in pharmacy, toxicology, medicine or a similar discipline and has at least 3 years' experience in the safety assessment of cosmetic products.
3.|The safety report is updated whenever new information on the product or its ingredients becomes available.
## Article 7|Notification
1.|Before a cosmetic product is placed on the market, the responsible person notifies it to the Directorate through the Cosmetic Products Notification Portal,[[fn]]The Portal has been open since 2 January 2025.[[/fn]] giving its category, its name, the name and address of the responsible person, the country of origin of an imported product, its frame formulation, and the presence of any nanomaterial.
2.|The Directorate confirms the notification within 5 working days, and the product may be placed on the market once the confirmation has been received.
3.|Any change to the information notified is notified within 30 days of the change.
## Article 8|Prohibited and restricted substances
1.|A cosmetic product shall not contain a substance listed in Annex I (prohibited substances).[[fn]]Annex I is published separately in Government Gazette No. 62/2025.[[/fn]]
2.|A substance listed in Annex II may be used only within the restrictions set out there: for the product types and body parts in column (d), up to the maximum concentration in the ready-for-use preparation in column (e), with the other restrictions in column (f), and with the conditions of use and warnings in column (g) printed on the label.
3.|The maximum concentrations in Annex II are given as a percentage by weight of the ready-for-use preparation, unless Annex II says otherwise.
## Article 9|Nanomaterials
1.|A cosmetic product that contains a nanomaterial is notified to the Directorate at least 6 months before it is placed on the market.
2.|Where the Directorate has concerns about the safety of the nanomaterial, it may ask the Scientific Committee on Consumer Products for an opinion, and the product may not be placed on the market until that opinion is given.
## Article 10|Animal testing
-|A cosmetic product may not be placed on the market where its final formulation, or any of its ingredients, has been tested on animals after 1 January 2024 in order to meet the requirements of this Regulation.
= CHAPTER III|LABELLING
## Article 11|Labelling
1.|The container and the packaging of a cosmetic product bear, in indelible, easily legible and visible lettering:
(a)|the name and address of the responsible person;
(b)|for an imported product, the country of origin;
(c)|the nominal content at the time of packaging, by weight or by volume, except for packages holding less than 5 g or 5 ml, free samples and single-application packs;
(d)|for a product whose minimum durability is 30 months or less, the date of minimum durability, introduced by the words "Best used before the end of";
(e)|for a product whose minimum durability is more than 30 months, the period after opening for which it can be used safely, shown by the open-jar symbol followed by the period in months;
(f)|the precautions to be observed in use, including the warnings in column (g) of Annex II;
(g)|the batch number;
(h)|the function of the product, unless it is clear from its presentation;
(i)|the list of ingredients, headed by the word "Ingredients", in descending order of weight at the time they are added; ingredients below 1 % may be listed in any order after those above 1 %.
2.|The information in paragraph 1 is given in the Calvessan language. It may be given in other languages as well.
## Article 12|Claims
-|The labelling and advertising of a cosmetic product shall not claim that the product has characteristics or functions that it does not have, or that it has been approved by the Directorate.
= CHAPTER IV|MARKET SURVEILLANCE
## Article 13|Serious undesirable effects
1.|The responsible person notifies the Directorate of every serious undesirable effect within 15 days of becoming aware of it.
2.|A distributor that becomes aware of a serious undesirable effect informs the responsible person and the Directorate without delay.
## Article 14|Powers of the Directorate
-|The inspectors of the Directorate may take samples of cosmetic products, examine product information files, and order the withdrawal or recall of a product that does not comply with this Regulation.
## Article 15|Penalties
1.|The Directorate may impose an administrative fine:
(a)|of up to 20 000 crowns for placing a cosmetic product on the market without notifying it under Article 7;
(b)|of up to 50 000 crowns for failing to notify a serious undesirable effect under Article 13;
(c)|of up to 100 000 crowns for placing on the market a cosmetic product that contains a substance in breach of Article 8.
2.|Where the same breach is repeated within 2 years, the maximum fine is doubled.
= CHAPTER V|FINAL PROVISIONS
## Article 16|Transitional provision
-|A cosmetic product that complies with Regulation No. 31/2014 and was placed on the market before 1 March 2026 may continue to be made available on the market until 1 September 2027.
## Article 17|Repeal
-|Regulation No. 31/2014 is repealed with effect from 1 March 2026.
## Article 18|Entry into force
-|This Regulation enters into force on the twentieth day after its publication in the Government Gazette.[[fn]]Published in Government Gazette No. 61/2025 of 28 May 2025.[[/fn]] It applies from 1 March 2026.
"""

COSM_HEAD = [
    "Ref. No.",
    "Substance",
    "CAS No.",
    "Product type, body parts",
    "Maximum concentration in ready-for-use preparation",
    "Other restrictions",
    "Wording of conditions of use and warnings",
]
COSM_ROWS_1 = [
    [
        "1",
        "Salicylic acid",
        "69-72-7",
        "(a) Rinse-off hair products<br>(b) Other products",
        "(a) 3.0 %<br>(b) 2.0 %",
        "Not to be used in products for children under 3 years, except shampoos",
        "(b) Not to be used for children under 3 years of age",
    ],
    [
        "2",
        "Hydrogen peroxide, and compounds that release it",
        "7722-84-1",
        "(a) Hair products<br>(b) Skin products<br>(c) Nail hardening products<br>(d) Oral products, including mouthwash, toothpaste and tooth whitening products",
        "(a) 12 %<br>(b) 4 %<br>(c) 2 %<br>(d) 0.1 %<br>(as H2O2, present or released)",
        "(d) Products containing more than 0.1 % and up to 6 % are supplied only to dental practitioners",
        "Contains hydrogen peroxide. Keep away from the eyes; if the product gets into the eyes, rinse at once with water.",
    ],
    [
        "3",
        "Thioglycolic acid and its salts",
        "68-11-1",
        "(a) Hair waving or straightening products: (i) general use (ii) professional use<br>(b) Depilatories<br>(c) Other rinse-off hair products",
        "(a)(i) 8 %<br>(a)(ii) 11 %<br>(b) 5 %<br>(c) 2 %<br>(as thioglycolic acid)",
        "(a)(i) pH 7 to 9.5<br>(b) pH 7 to 12.7",
        "Contains thioglycolate. Follow the instructions. Keep out of reach of children. (a)(ii): For professional use only.",
    ],
    [
        "4",
        "Potassium hydroxide",
        "1310-58-3",
        "(a) Nail cuticle solvent<br>(b) Hair straightener: (i) general use (ii) professional use<br>(c) pH adjuster in depilatories<br>(d) Other uses as a pH adjuster",
        "(a) 5 %<br>(b)(i) 2 %<br>(b)(ii) 4.5 %",
        "(c) pH not more than 12.7<br>(d) pH not more than 11",
        "Contains alkali. Avoid contact with the eyes. Keep out of reach of children.",
    ],
    [
        "5",
        "Zinc pyrithione",
        "13463-41-7",
        "Rinse-off hair products",
        "1.0 %",
        "Not to be used in leave-on products",
        "",
    ],
    [
        "6",
        "Sodium fluoride",
        "7681-49-4",
        "Toothpaste",
        "0.15 % calculated as F",
        "",
        "Children of 6 years and under: use a pea-sized amount, under adult supervision.",
    ],
    [
        "7",
        "Silver nitrate",
        "7761-88-8",
        "Products for colouring eyelashes and eyebrows",
        "4 %",
        "",
        "Contains silver nitrate. Rinse the eyes at once if the product gets into them.",
    ],
    [
        "8",
        "Resorcinol",
        "108-46-3",
        "(a) Oxidative hair dye products: (i) general use (ii) professional use<br>(b) Hair lotions and shampoos",
        "(a) 1.25 % after mixing<br>(b) 0.5 %",
        "(a) Not to be used to dye eyelashes or eyebrows",
        "Contains resorcinol. Can cause an allergic reaction.",
    ],
]
COSM_ROWS_2 = [
    [
        "9",
        "Quinine and its salts",
        "130-95-0",
        "(a) Shampoos<br>(b) Hair lotions",
        "(a) 0.5 %<br>(b) 0.2 %<br>(as quinine base)",
        "",
        "",
    ],
    [
        "10",
        "Strontium chloride hexahydrate",
        "10025-70-4",
        "Toothpaste",
        "3.5 % as strontium",
        "",
        "Contains strontium chloride. Not recommended for children.",
    ],
    ["11", "Ammonia", "7664-41-7", "All products", "6 % as NH3", "", "Above 2 %: Contains ammonia."],
    [
        "12",
        "Retinol and its esters",
        "68-26-8",
        "(a) Face products, leave-on and rinse-off<br>(b) Hand and body lotions, leave-on",
        "(a) 0.25 %<br>(b) 0.04 %<br>(retinol equivalent)",
        "",
        "Contains vitamin A. Consider your daily intake before use.",
    ],
    [
        "13",
        "Benzoyl peroxide",
        "94-36-0",
        "Artificial nail systems",
        "0.7 % after mixing",
        "Professional use only",
        "For professional use only. Avoid contact with the skin.",
    ],
    [
        "14",
        "Alpha-hydroxy acids (glycolic acid, lactic acid)",
        "79-14-1 / 50-21-5",
        "Leave-on face and body products",
        "10 % as acid",
        "pH not less than 3.5",
        "Contains AHA. Use sun protection while using this product and for a week afterwards.",
    ],
    [
        "15",
        "Talc (hydrated magnesium silicate)",
        "14807-96-6",
        "(a) Powdery products for children under 3 years<br>(b) Other products",
        "",
        "",
        "(a) Keep the powder away from the child's nose and mouth.",
    ],
    [
        "16",
        "Triclosan",
        "3380-34-5",
        "(a) Toothpaste, hand soaps, body soaps, shower gels, non-spray deodorants, face powders<br>(b) Mouthwash",
        "(a) 0.25 %<br>(b) 0.15 %",
        "",
        "",
    ],
]
COSM_ANNEX_NOTE = "Note: Under Regulation No. 31/2014 the maximum concentration of salicylic acid in rinse-off hair products was 2.5 %."

COSM_CSS = """
body {font-family: serif; font-size: 10pt; line-height: 1.3}
h1 {font-size: 10.5pt; text-align: center; margin-top: 10pt; margin-bottom: 0pt; font-weight: normal; letter-spacing: 1pt}
h2 {font-size: 10.5pt; text-align: center; margin-top: 0pt; margin-bottom: 4pt}
h3 {font-size: 10pt; text-align: center; font-style: italic; font-weight: normal; margin-top: 7pt; margin-bottom: 0pt}
h4 {font-size: 10pt; text-align: center; font-weight: bold; margin-top: 0pt; margin-bottom: 3pt}
p {margin-top: 0pt; margin-bottom: 3pt; text-align: justify}
p.i {margin-left: 20pt; text-indent: -20pt}
p.ii {margin-left: 40pt; text-indent: -20pt}
"""
COSM_FOOT_CSS = "p {font-family: serif; font-size: 8pt; margin: 0 0 2pt 0}"
COSM_ANNEX_CSS = """
body {font-family: serif; font-size: 8.6pt}
h2 {font-size: 11pt; text-align: center; margin-bottom: 0pt}
p.sub {text-align: center; font-size: 9.5pt; margin-bottom: 5pt}
table.x {border-collapse: collapse; width: 100%}
table.x th {border: 0.6pt solid #000; padding: 2pt; background-color: #e6e6e6; text-align: center; vertical-align: bottom}
table.x td {border: 0.6pt solid #000; padding: 2pt; vertical-align: top}
table.x tr.l td {text-align: center; font-style: italic; background-color: #f3f3f3}
p.n {font-size: 8.3pt; margin-top: 4pt}
"""


def cosm_blocks() -> list[tuple[str, list[str]]]:
    """The title block, then one block per chapter head, Article head and paragraph."""
    title = """<p style="text-align:center; font-size:9.5pt">REPUBLIC OF CALVESSA</p>
    <p style="text-align:center; font-size:13pt; margin-top:8pt"><b>GOVERNMENT REGULATION No. 88/2025</b></p>
    <p style="text-align:center; font-size:10.5pt">of 14 May 2025</p>
    <p style="text-align:center; font-size:12pt; margin-top:4pt"><b>on the safety of cosmetic products</b></p>
    <p style="margin-top:10pt">The Government of the Republic of Calvessa, having regard to Article 14 of the Consumer Product Safety Act No. 12/2019, issues this Regulation:</p>"""
    blocks: list[tuple[str, list[str]]] = [(title, [])]
    for line in COSM_TEXT.strip().splitlines():
        key, _, rest = line.partition("|")
        if key.startswith("= "):
            blocks.append((f"<h1>{esc(key[2:])}</h1><h2>{esc(rest)}</h2>", []))
        elif key.startswith("## "):
            blocks.append((f"<h3>{esc(key[3:])}</h3><h4>{esc(rest)}</h4>", []))
        else:
            body, notes = split_notes(rest)
            if key == "-":
                blocks.append((f"<p>{body}</p>", notes))
            elif key.startswith("("):
                blocks.append((f'<p class="ii">{key}&nbsp;&nbsp;{body}</p>', notes))
            else:
                blocks.append((f'<p class="i">{key}&nbsp;&nbsp;{body}</p>', notes))
    sign = """<p style="margin-top:14pt">This Regulation shall be binding in its entirety.</p>
    <p style="margin-top:8pt">Done at Vellmar, 14 May 2025.</p>
    <p style="margin-top:10pt; margin-left:260pt">For the Government<br><b>Mirela Stanceva</b><br><i>Minister of Health</i></p>"""
    blocks.append((sign, []))
    return blocks


def cosm_annex_page(rows: list[list[str]], cont: bool, note: bool) -> pymupdf.Document:
    """A portrait page with Annex II printed sideways (turned 90 degrees), the column header repeated on each page."""
    head = "ANNEX II" + (" (continued)" if cont else "")
    widths = [26, 80, 56, 156, 100, 110, 150]
    th = "".join(f'<th style="width:{w}pt">{h}</th>' for w, h in zip(widths, COSM_HEAD, strict=True))
    letters = '<tr class="l">' + "".join(f"<td>({c})</td>" for c in "abcdefg") + "</tr>"
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    html = f'<h2>{head}</h2><p class="sub">LIST OF SUBSTANCES THAT COSMETIC PRODUCTS MAY CONTAIN ONLY SUBJECT TO THE RESTRICTIONS LAID DOWN</p><table class="x"><tr>{th}</tr>{letters}{body}</table>'
    if note:
        html += f'<p class="n">{esc(COSM_ANNEX_NOTE)}</p>'
    doc = pymupdf.open()
    page = doc.new_page(width=A4.width, height=A4.height)
    spare, _ = page.insert_htmlbox(
        pymupdf.Rect(46, 60, A4.width - 52, A4.height - 50), html, css=COSM_ANNEX_CSS, scale_low=1, rotate=90
    )
    if spare < 0:
        raise ValueError("annex page overflows")
    return doc


def build_cosm() -> None:
    """The cosmetics regulation (PDF): footnoted Article pages, then Annex II sideways on two portrait pages."""
    frame = pymupdf.Rect(66, 60, A4.width - 66, A4.height - 58)
    main = paginate(cosm_blocks(), COSM_CSS, COSM_FOOT_CSS, A4, frame)
    doc = join(main, cosm_annex_page(COSM_ROWS_1, False, False), cosm_annex_page(COSM_ROWS_2, True, True))
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(66, 30, A4.width - 66, 42),
            '<p style="text-align:center; border-bottom:0.5pt solid #000">Government Regulation No. 88/2025 on the safety of cosmetic products</p>',
            "* {font-family: serif}",
        )
        stamp(
            page,
            pymupdf.Rect(66, A4.height - 36, A4.width - 66, A4.height - 24),
            f'<p style="text-align:center">{i + 1}</p>',
            "* {font-family: serif}",
        )
    save(doc, "calvessa_cosmetic_products_regulation.pdf")


# == 6. Cemeteries and crematorium bylaws (HTML) ====================================================================
BYLAWS_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Ashgrove Town Council – Cemeteries and Crematorium Bylaws 2025</title>
<style>
ol.plain {list-style: none}
table.fees td, table.fees th {border: 1px solid #777; padding: 3px 6px}
</style>
</head>
<body>
<header>
<p>Ashgrove Town Council · Bereavement Services</p>
<h1>Cemeteries and Crematorium Bylaws 2025</h1>
<p>Made by Ashgrove Town Council on 9 January 2025 · in force from 1 April 2025</p>
</header>
<nav>
<p>Contents: Bylaws 1–12 · Schedule of fees</p>
</nav>
<main>

<section id="bylaw-1">
<h2>Bylaw 1 – Citation, commencement and application</h2>
<ol class="plain">
<li>(1) These bylaws may be cited as the Ashgrove Cemeteries and Crematorium Bylaws 2025 and come into force on 1 April 2025.</li>
<li>(2) They apply to Ashgrove Road Cemetery, Holloway Lane Cemetery and Ashgrove Crematorium, Mill Hill.</li>
<li>(3) Holloway Lane Cemetery has been closed for new graves since 2019. Burials there take place only in existing graves in which an exclusive right of burial is held.</li>
</ol>
</section>

<section id="bylaw-2">
<h2>Bylaw 2 – Interpretation</h2>
<p>In these bylaws:</p>
<dl>
<dt>Bereavement Services Manager</dt>
<dd>the officer of the Council responsible for the cemeteries and the crematorium, or a person authorised by that officer.</dd>
<dt>exclusive right of burial</dt>
<dd>the right, granted by the Council, to decide who may be buried in a particular grave or plot and to place a memorial on it.</dd>
<dt>lawn section</dt>
<dd>an area of a cemetery in which only a headstone on a concrete foundation beam is allowed, without kerbs, so that the grass over the graves can be mown.</dd>
<dt>traditional section</dt>
<dd>an area of a cemetery in which headstones, kerb sets and other memorials covering the grave are allowed.</dd>
<dt>cremated remains plot</dt>
<dd>a plot of 0.6 m by 0.6 m in the Garden of Rest at Ashgrove Road Cemetery, which holds up to 4 caskets of cremated remains.</dd>
<dt>resident</dt>
<dd>a person who, at the time of death, lived in the Town of Ashgrove, or who lived in the Town within the 5 years before moving to a care home or hospital outside it.</dd>
<dt>registered mason</dt>
<dd>a memorial mason on the Council's register of memorial masons.</dd>
</dl>
</section>

<section id="bylaw-3">
<h2>Bylaw 3 – Opening hours</h2>
<ol class="plain">
<li>(1) The cemeteries are open from 08:00 to 20:00 from 1 April to 30 September, and from 08:00 to 16:30 from 1 October to 31 March.</li>
<li>(2) The crematorium grounds are open every day from 09:00 to 17:00.</li>
<li>(3) The Bereavement Services office at the crematorium is open from Monday to Friday, 09:00 to 16:30, and is closed on public holidays.</li>
</ol>
</section>

<section id="bylaw-4">
<h2>Bylaw 4 – Conduct in the cemeteries and crematorium grounds</h2>
<ol class="plain">
<li>(1) No person shall behave in a way that disturbs a funeral or offends other visitors.</li>
<li>(2) Dogs, other than assistance dogs, are kept on a short lead at all times and are not allowed in the Garden of Remembrance. The person in charge of a dog removes any mess it makes.</li>
<li>(3) Vehicles are driven only on the roads, at no more than 10 mph, and give way to funeral processions.</li>
<li>(4) Cycling is allowed only on the main drive at Ashgrove Road Cemetery.</li>
<li>(5) No person shall take photographs of, or film, a funeral without the consent of the funeral director in charge of it.</li>
<li>(6) No person shall fly a drone over a cemetery or the crematorium grounds without the written consent of the Bereavement Services Manager.</li>
</ol>
</section>

<section id="bylaw-5">
<h2>Bylaw 5 – Burials</h2>
<ol class="plain">
<li>(1) Notice of a burial is given to the Bereavement Services office, on the Notice of Interment form, at least 3 working days before the burial.</li>
<li>(2) Burials take place from Monday to Friday, with the coffin arriving between 09:30 and 15:00, and on Saturdays between 10:00 and 12:00 on payment of the Saturday surcharge. There are no burials on Sundays or public holidays.</li>
<li>(3) There is at least 0.9 m of soil between the lid of the uppermost coffin in a grave and the ground surface, and at least 0.15 m of soil between coffins. A casket of cremated remains is buried at least 0.5 m below the ground surface.</li>
<li>(4) A grave in the traditional section holds up to 3 coffins, and a grave in the lawn section up to 2 coffins.</li>
<li>(5) Graves are dug and filled in only by the Council's staff.</li>
</ol>
<details>
<summary>Guidance note on Saturday burials</summary>
<p>Saturday burials are arranged through the funeral director. The surcharge is shown in the Schedule of fees and is added to the interment fee.</p>
</details>
</section>

<section id="bylaw-6">
<h2>Bylaw 6 – Exclusive rights of burial</h2>
<ol class="plain">
<li>(1) An exclusive right of burial in a grave is granted for 50 years, and in a cremated remains plot for 25 years. An exclusive right may be renewed for further periods of 25 years on payment of the renewal fee.</li>
<li>(2) An exclusive right may be granted to up to 2 people jointly.</li>
<li>(3) Exclusive rights are sold in advance of need only to residents.</li>
<li>(4) After the death of the owner of an exclusive right, the right is transferred to the person entitled to it on a statutory declaration, and on payment of the transfer fee.</li>
</ol>
</section>

<section id="bylaw-7">
<h2>Bylaw 7 – Memorials</h2>
<ol class="plain">
<li>(1) No memorial shall be placed on a grave or plot without a memorial permit. A permit is applied for by a registered mason, with the signed consent of the owner of the exclusive right.</li>
<li>(2) In the lawn section a headstone is no more than 0.9 m high above ground, including its base, and no more than 0.8 m wide.</li>
<li>(3) In the traditional section a headstone is no more than 1.2 m high above ground, and a kerb set no more than 2.1 m long and 0.9 m wide.</li>
<li>(4) On a cremated remains plot only a flat tablet of no more than 0.45 m by 0.45 m is allowed.</li>
<li>(5) A registered mason holds public liability insurance of at least £5 million.</li>
<li>(6) The Council inspects every memorial for stability at least every 5 years. An unsafe memorial may be laid flat or supported by the Council, and the owner of the exclusive right is told in writing and given 3 months to have it repaired.</li>
</ol>
</section>

<section id="bylaw-8">
<h2>Bylaw 8 – Flowers and grave decorations</h2>
<ol class="plain">
<li>(1) In the lawn section, flowers are placed only in the vase set in the base of the headstone, and nothing is placed on the grass.</li>
<li>(2) Glass containers, ceramic ornaments and solar lights are not allowed on any grave.</li>
<li>(3) Trees and shrubs are not planted on graves.</li>
<li>(4) Wreaths and cut flowers are removed by the Council 14 days after a funeral. Christmas wreaths are removed after 31 January.</li>
<li>(5) Any other item placed in breach of this bylaw is removed by the Council after a notice has been left on the grave for 14 days.</li>
</ol>
</section>

<section id="bylaw-9">
<h2>Bylaw 9 – The crematorium</h2>
<ol class="plain">
<li>(1) The application for cremation and the medical forms reach the Bereavement Services office at least 2 working days before the cremation.</li>
<li>(2) The chapel is booked in 45-minute slots, of which 30 minutes are for the service. A double slot may be booked on payment of the additional chapel slot fee.</li>
<li>(3) Cremation services take place from Monday to Friday, between 09:00 and 16:00.</li>
<li>(4) Coffins are made of combustible material; coffins of PVC or with metal fittings other than the handles are not accepted.</li>
<li>(5) Up to 2 members of the family may watch the coffin being placed in the cremator, by arrangement with the Bereavement Services office.</li>
<li>(6) Cremated remains are kept at the crematorium for collection. If they have not been collected after 3 months, the Council writes to the applicant, and if no instructions are received within 28 days of the letter, scatters them in the Garden of Remembrance.</li>
</ol>
</section>

<section id="bylaw-10">
<h2>Bylaw 10 – Exhumation</h2>
<ol class="plain">
<li>(1) No body or cremated remains shall be exhumed without the consent of the Council and a licence from the Department of Justice.</li>
<li>(2) Exhumations take place before 09:00, behind screens, in the presence of the Bereavement Services Manager.</li>
</ol>
</section>

<section id="bylaw-11">
<h2>Bylaw 11 – Fees</h2>
<ol class="plain">
<li>(1) The fees in the Schedule are payable from 1 April 2025. Fees for a burial or cremation are paid before it takes place.</li>
<li>(2) For a non-resident, the fees for exclusive rights and interments are twice those for a resident.</li>
</ol>
</section>

<section id="bylaw-12">
<h2>Bylaw 12 – Penalty</h2>
<ol class="plain">
<li>(1) Any person who contravenes any of these bylaws is liable on summary conviction to a fine not exceeding level 2 on the standard scale.</li>
<li>(2) A person who contravenes these bylaws may be asked to leave the cemetery or the crematorium grounds by an officer of the Council.</li>
</ol>
</section>

<section id="schedule">
<h2>Schedule of fees from 1 April 2025</h2>
<table class="fees">
<thead>
<tr><th rowspan="2">Item</th><th colspan="2">Fee</th></tr>
<tr><th>Resident</th><th>Non-resident</th></tr>
</thead>
<tbody>
<tr><th colspan="3">Exclusive rights of burial</th></tr>
<tr><td>Grave in the traditional section (50 years)</td><td>£1,480</td><td>£2,960</td></tr>
<tr><td>Grave in the lawn section (50 years)</td><td>£1,260</td><td>£2,520</td></tr>
<tr><td>Cremated remains plot (25 years)</td><td>£540</td><td>£1,080</td></tr>
<tr><td>Renewal of an exclusive right for 25 years</td><td>£420</td><td>£840</td></tr>
<tr><th colspan="3">Interments</th></tr>
<tr><td>Adult (aged 18 or over), new or reopened grave</td><td>£960</td><td>£1,920</td></tr>
<tr><td>Child under 18</td><td colspan="2">No charge</td></tr>
<tr><td>Casket of cremated remains</td><td>£225</td><td>£450</td></tr>
<tr><td>Saturday surcharge (added to the interment fee)</td><td colspan="2">£380</td></tr>
<tr><td>Use of the Ashgrove Road cemetery chapel for a burial service</td><td colspan="2">£150</td></tr>
<tr><th colspan="3">Memorial permits</th></tr>
<tr><td>Headstone, lawn or traditional section</td><td colspan="2">£195</td></tr>
<tr><td>Kerb set</td><td colspan="2">£240</td></tr>
<tr><td>Tablet on a cremated remains plot</td><td colspan="2">£95</td></tr>
<tr><td>Additional inscription</td><td colspan="2">£80</td></tr>
<tr><th colspan="3">Crematorium</th></tr>
<tr><td>Cremation of an adult, with a service (45-minute slot)</td><td colspan="2">£915</td></tr>
<tr><td>Cremation of an adult, with a 09:00 service</td><td colspan="2">£690</td></tr>
<tr><td>Direct cremation (no service, no mourners)</td><td colspan="2">£520</td></tr>
<tr><td>Additional chapel slot</td><td colspan="2">£210</td></tr>
<tr><td>Cremation of a child under 18</td><td colspan="2">No charge</td></tr>
<tr><td>Scattering of cremated remains from another crematorium</td><td colspan="2">£95</td></tr>
<tr><th colspan="3">Administration</th></tr>
<tr><td>Transfer of an exclusive right</td><td colspan="2">£85</td></tr>
<tr><td>Certified copy of a register entry</td><td colspan="2">£32</td></tr>
<tr><td>Search of the burial and cremation registers (per hour)</td><td colspan="2">£28</td></tr>
</tbody>
<tfoot>
<tr><td colspan="3">Fees include VAT where VAT applies. Where one fee is shown across both columns, it applies to residents and non-residents alike.</td></tr>
</tfoot>
</table>
</section>
</main>
<footer>
<p>Ashgrove Town Council, Town Hall, Market Street, Ashgrove · Bereavement Services, Ashgrove Crematorium, Mill Hill</p>
</footer>
</body>
</html>
"""


def build_bylaws() -> None:
    """The cemeteries and crematorium bylaws (HTML)."""
    (DOCS / "ashgrove_cemeteries_bylaws_2025.html").write_text(BYLAWS_HTML, encoding="utf-8")
    print("ashgrove_cemeteries_bylaws_2025.html")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_quarry()
    build_rad()
    build_transport()
    build_ath()
    build_cosm()
    build_bylaws()
