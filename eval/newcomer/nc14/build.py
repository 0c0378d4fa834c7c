# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc14 newcomer documents: six invented regulation-style PDFs. Run from anywhere:

    python eval/newcomer/nc14/build.py

writes into eval/newcomer/nc14/docs/:

- halvern_endurance_cup_technical_regulations_2025.pdf  an endurance racing series' technical regulations (A4):
                                                        articles "C4.7", tables of minimum weights and dimensions per
                                                        car class, drawings referenced by number on drawing pages,
                                                        amendment bars in the left margin
- vestmark_personal_data_protection_act_2024.pdf        a data-protection act printed in an official gazette (A4,
                                                        two columns under a masthead): "Section 14" heads, subsections
                                                        "(1)", paragraphs "(a)", definitions, schedules
- larkspur_transit_track_structures_safety_manual.pdf   a transit agency's track and structures safety manual (US
                                                        Letter): "§ 313.233" citations to the agency's rules,
                                                        inspection frequency table by track class, a glossary
- eastmere_health_information_security_standard.pdf     a health authority's information-security standard (A4):
                                                        boxed controls "HS.AC-03" with implementation examples, a
                                                        landscape profile table by tier (Tier 1-3)
- caldermoor_driver_medical_standards_guide.pdf         a driver medical standards guide (A4): a chapter per
                                                        condition on a new page, key-points boxes, a summary table
- ostermarch_maritime_interpretation_letters.pdf        a maritime authority's two interpretation letters (A4):
                                                        letterhead, date, reference, the question, the answer

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import io
import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import esc, flow, join, one_page, save_pdf, stamp  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A4L = pymupdf.paper_rect("a4-l")
LETTER = pymupdf.paper_rect("letter")


# -- helpers -----------------------------------------------------------------------------------------------------
def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc14 build.py", "D:20250601000000Z")


def sentinel_lines(doc: pymupdf.Document, colour: int) -> list[tuple[int, float, float]]:
    """(page, y0, y1) of every line printed wholly in the sentinel `colour`."""
    out = []
    for i, page in enumerate(doc):
        for b in page.get_text("dict")["blocks"]:
            for ln in b.get("lines", []):
                if ln["spans"] and all(s["color"] == colour for s in ln["spans"] if s["text"].strip()):
                    out.append((i, ln["bbox"][1], ln["bbox"][3]))
    return out


def markup(text: str, blocks: dict[str, str] | None = None) -> str:
    """
    Lines of '# HEAD' (h2), '## head' (h3), 'KEY|text' (a numbered paragraph, key in bold), '!KEY|text' (the same,
    marked as amended: printed in the sentinel colour), or a name in `blocks` (raw HTML put in its place).
    """
    out = []
    for line in text.strip().splitlines():
        if blocks and line in blocks:
            out.append(blocks[line])
        elif line.startswith("## "):
            out.append(f"<h3>{esc(line[3:])}</h3>")
        elif line.startswith("# "):
            out.append(f"<h2>{esc(line[2:])}</h2>")
        else:
            key, _, rest = line.partition("|")
            cls = ' class="amended"' if key.startswith("!") else ""
            key = key.lstrip("!")
            out.append(f"<p{cls}><b>{esc(key)}</b>&nbsp;&nbsp;{esc(rest)}</p>")
    return "\n".join(out)


# == 1. Endurance racing technical regulations (A4: articles C4.7, tables per class, drawings, amendment bars) ====
RACING_TEXT = """
# ARTICLE C1 – GENERAL
C1.1|These Technical Regulations apply to every car entered in the 2025 Halvern Endurance Cup (the Cup). Cars are entered in one of five classes: HP1 (prototypes), HP2 (restricted prototypes), GTH (grand touring, homologated), GTS (grand touring, sport) and TCE (touring cars, endurance).
C1.2|It is the duty of each competitor to prove to the Technical Delegate that its car complies with these regulations in their entirety at all times during an event.
C1.3|"Technical Delegate" means the official appointed by the Halvern Motor Sport Federation (HMSF) to check the compliance of the cars at an event and to report to the Stewards.
C1.4|Where these regulations and a drawing differ, the drawing prevails. Drawings C-2 to C-7 are printed at the end of these regulations and form part of them.
!C1.5|Text changed since the edition of 10 December 2024 is marked by a vertical bar in the left margin.
# ARTICLE C2 – DIMENSIONS AND BODYWORK
C2.1|The overall dimensions of the car, measured without the driver, must not exceed the values for its class in Table C2.
C2.2|No sprung part of the car, other than the skid block, may be less than the minimum ground clearance in Table C2 from the ground, measured with the driver aboard and the tyres at a pressure of 1.4 bar.
C2.3|The rear wing of an HP1 or HP2 car must lie wholly within the volume shown in Drawing C-4. The rear wing of a GTH, GTS or TCE car must be the part homologated for the model.
!C2.4|A skid block to Drawing C-2 is fitted under the floor of every HP1 and HP2 car. It is 20 mm thick when new and must be at least 17 mm thick at every measuring hole after an event.
C2.5|Bodywork must cover all mechanical parts when seen from above, except the exhaust tailpipes, the radiator air inlets and the wheels.
TABLEC2
# ARTICLE C3 – WEIGHT
C3.1|The weight of the car, without the driver and without fuel, but with all the liquids needed for it to run, must at no time during an event be less than the minimum weight for its class in Table C3.
C3.2|Ballast is fixed to the floor of the cockpit in the area shown in Drawing C-5, in such a way that tools are needed to remove it and that the Technical Delegate can seal it. The total ballast in a car must not exceed 60 kg.
C3.3|The HMSF may adjust the minimum weight of GTH, GTS and TCE cars by a balance of performance (BoP) bulletin, within the limits in Table C3. A BoP bulletin is published at least 7 days before the event it applies to.
!C3.4|In HP1 and HP2 cars, each driver is weighed in full racing clothing at the first event. A driver who weighs less than 80 kg carries ballast in the cockpit to make up the difference.
C3.5|A car may be weighed at any time during an event. A car found below its minimum weight is excluded from the results of the session concerned.
TABLEC3
# ARTICLE C4 – SAFETY EQUIPMENT
C4.1|The survival cell of an HP1 or HP2 car, and the safety cage of a GTH, GTS or TCE car, must be of the homologated design and may not be modified.
C4.2|The driver's seat is fitted with a six-point harness approved by the HMSF. A harness may be used for no more than 5 years after the year of its manufacture.
C4.3|Every car has a plumbed-in fire extinguishing system that can be set off by the driver and from outside the car. The extinguishant is at least 4.0 kg in HP1 and HP2 cars and at least 2.25 kg in GTH, GTS and TCE cars.
C4.4|A towing eye is fitted at the front and at the rear of the car, painted yellow, red or orange, with an inside diameter of not less than 60 mm and not more than 100 mm.
C4.5|A rear rain light, of the type approved by the HMSF, is mounted on the centre line of the car, not more than 100 mm from the rear edge of the bodywork. It is switched on whenever the Race Director declares a wet race.
C4.6|The cockpit opening of an HP1 or HP2 car must allow the template shown in Drawing C-7 to pass vertically to the level of the seat base.
!C4.7|The fuel cell is a safety fuel cell to HMSF specification FT-5, which may be used for no more than 5 years after the date of its manufacture. The maximum capacity of the fuel cell for each class is given in Table C3. Refuelling during a pit stop is done only through the dry-break couplings of the fuel cell, by one refueller.
C4.8|Every car carries the accident data recorder supplied by the HMSF, mounted as shown in Drawing C-6 on the floor of the survival cell or on the right-hand floor of the cockpit.
# ARTICLE C5 – ENGINE AND FUEL
C5.1|Only the control fuel supplied at each event by the Cup's fuel supplier may be used. Its temperature must not be lower than 10 °C below the ambient temperature.
C5.2|The engines of HP1 and HP2 cars are sealed by the Technical Delegate. A car may use no more than 3 engines in the season in class HP1 and no more than 4 engines in class HP2.
C5.3|The noise of a car must not exceed 110 dB(A), measured 0.5 m from the exhaust exit at an angle of 45° with the engine at two-thirds of its maximum engine speed. The supplementary regulations of an event may set a lower limit.
C5.4|Traction control is permitted in GTH, GTS and TCE cars only when fitted to the homologated model.
# ARTICLE C6 – WHEELS AND TYRES
C6.1|Only the control tyres supplied by the Cup's tyre supplier may be used. The maximum wheel rim diameter for each class is given in Table C2.
C6.2|At each event a car may use no more than 6 sets of dry-weather tyres in a race of up to 6 hours, and no more than 10 sets in a race of more than 6 hours. The number of wet-weather tyres is free.
!C6.3|Tyre heating devices are permitted in classes HP1, HP2 and GTH, and must not heat a tyre above 90 °C. They are prohibited in classes GTS and TCE.
C6.4|Tyres are marked by the Technical Delegate before use. A car found using unmarked tyres is excluded from the results.
# ARTICLE C7 – SCRUTINEERING
C7.1|Every car is presented for initial scrutineering at each event, at the time set in the event's supplementary regulations, with its HMSF car passport.
C7.2|After each race, the first three cars in each class, and any other car chosen by the Technical Delegate, are kept in parc fermé until the Stewards release them, and in any case for at least 30 minutes after the provisional results are published.
C7.3|A competitor may ask the Technical Delegate in writing for a clarification of these regulations. The answer is given within 14 days and is published to all competitors.
"""

RACING_C2 = """<p class="caption">Table C2 – Maximum dimensions and minimum ground clearance (mm)</p>
<table class="t">
<tr><th>Class</th><th>Max. length</th><th>Max. width</th><th>Max. rear overhang</th><th>Min. ground clearance</th><th>Max. rim diameter</th></tr>
<tr><td>HP1</td><td>4,750</td><td>2,000</td><td>750</td><td>40</td><td>18 in</td></tr>
<tr><td>HP2</td><td>4,650</td><td>1,900</td><td>720</td><td>45</td><td>18 in</td></tr>
<tr><td>GTH</td><td>4,900</td><td>2,050</td><td>980</td><td>50</td><td>18 in</td></tr>
<tr><td>GTS</td><td>4,800</td><td>1,990</td><td>950</td><td>55</td><td>18 in</td></tr>
<tr><td>TCE</td><td>4,600</td><td>1,950</td><td>900</td><td>70</td><td>17 in</td></tr>
</table>"""

RACING_C3 = """<p class="caption">Table C3 – Minimum weight, fuel cell capacity and balance of performance</p>
<table class="t">
<tr><th>Class</th><th>Minimum weight (kg)</th><th>Max. fuel cell capacity (litres)</th><th>Max. BoP weight adjustment</th></tr>
<tr><td>HP1</td><td>930</td><td>75</td><td>not applicable</td></tr>
<tr><td>HP2</td><td>960</td><td>75</td><td>not applicable</td></tr>
<tr><td>GTH</td><td>1,285</td><td>100</td><td>± 30 kg</td></tr>
<tr><td>GTS</td><td>1,240</td><td>100</td><td>± 30 kg</td></tr>
<tr><td>TCE</td><td>1,180</td><td>80</td><td>± 20 kg</td></tr>
</table>
<p class="note">The minimum weight of class HP2 was 950 kg in the edition of 10 December 2024.</p>"""

RACING_CSS = """
body {font-family: sans-serif; font-size: 9.4pt; line-height: 1.3}
h2 {font-size: 10.5pt; margin-top: 11pt; margin-bottom: 4pt; border-bottom: 0.6pt solid #000}
p {margin-top: 1pt; margin-bottom: 4pt; margin-left: 38pt; text-indent: -38pt}
p.amended {color: #010102}
p.caption {font-weight: bold; margin-left: 0; text-indent: 0; margin-top: 6pt}
p.note {font-size: 8pt; font-style: italic; margin-left: 0; text-indent: 0}
table.t {border-collapse: collapse; width: 100%; font-size: 8.6pt; margin-bottom: 3pt}
table.t th {text-align: left; border: 0.5pt solid #000; background-color: #e0e0e0; padding: 2pt}
table.t td {border: 0.5pt solid #000; padding: 2pt}
"""

# each drawing: number, title, shapes (rects in a 0..100 x 0..60 box), labels (x, y, text)
RACING_DRAWINGS = [
    (
        "C-2",
        "Skid block, plan view (dimensions in mm)",
        [(10, 20, 90, 40)],
        [
            (38, 12, "length 1,000"),
            (2, 27, "width 300"),
            (22, 28, "O"),
            (48, 28, "O"),
            (74, 28, "O"),
            (24, 44, "3 measuring holes, diameter 50, on the centre line"),
            (24, 50, "thickness 20 new / 17 minimum after an event"),
        ],
    ),
    (
        "C-4",
        "Rear wing volume, HP1 and HP2, side view (dimensions in mm)",
        [(30, 10, 80, 30), (50, 30, 56, 52)],
        [
            (32, 4, "permitted volume: length 400, height 200"),
            (32, 33, "top of volume 1,000 above the reference plane"),
            (58, 44, "endplate"),
            (30, 54, "rear edge of the volume not behind the rear axle line + 750"),
        ],
    ),
    (
        "C-5",
        "Ballast area, cockpit floor, plan view (dimensions in mm)",
        [(20, 15, 80, 45), (35, 22, 65, 38)],
        [
            (22, 8, "cockpit floor"),
            (37, 28, "ballast area 600 x 400"),
            (22, 49, "front edge of the ballast area at least 150 behind the pedal box"),
        ],
    ),
    (
        "C-6",
        "Accident data recorder mounting (dimensions in mm)",
        [(25, 15, 75, 45), (40, 25, 60, 35)],
        [
            (42, 28, "ADR"),
            (27, 8, "floor of the survival cell"),
            (22, 49, "within 300 of the car's centre of gravity; on 4 anti-vibration mounts"),
        ],
    ),
    (
        "C-7",
        "Cockpit opening template, HP1 and HP2 (dimensions in mm)",
        [(25, 10, 75, 45)],
        [
            (28, 18, "template 450 x 350"),
            (28, 26, "thickness 25"),
            (28, 34, "corner radius 75"),
            (22, 50, "passed vertically to 25 below the lowest point of the steering wheel rim"),
        ],
    ),
]


def drawing_page(items: list[tuple[str, str, list, list]]) -> pymupdf.Document:
    """A page with up to three drawings, each a framed box of line work and labels under its number and title."""
    doc = pymupdf.open()
    page = doc.new_page(width=A4.width, height=A4.height)
    x0, width = 60.0, A4.width - 120
    y = 70.0
    for number, title, rects, labels in items:
        box = pymupdf.Rect(x0, y + 22, x0 + width, y + 22 + 200)
        page.insert_htmlbox(
            pymupdf.Rect(x0, y, x0 + width, y + 20),
            f"<p><b>Drawing {number}</b> – {esc(title)}</p>",
            css="* {font-family: sans-serif; font-size: 9.5pt}",
        )
        page.draw_rect(box, color=(0, 0, 0), width=0.8)
        sx, sy = box.width / 100, box.height / 60
        for rx0, ry0, rx1, ry1 in rects:
            page.draw_rect(
                pymupdf.Rect(box.x0 + rx0 * sx, box.y0 + ry0 * sy, box.x0 + rx1 * sx, box.y0 + ry1 * sy),
                color=(0.1, 0.1, 0.4),
                width=1.2,
            )
        for lx, ly, text in labels:
            page.insert_text((box.x0 + lx * sx, box.y0 + ly * sy + 8), text, fontname="helv", fontsize=7.5)
        y += 245
    return doc


def build_racing() -> None:
    """The endurance cup technical regulations (PDF): articles with amendment bars, tables, drawing pages."""
    title = """<p style="font-size:9pt; margin-left:0; text-indent:0"><b>HALVERN MOTOR SPORT FEDERATION</b></p>
    <p style="font-size:18pt; margin-left:0; text-indent:0; margin-top:6pt"><b>2025 Halvern Endurance Cup</b></p>
    <p style="font-size:13pt; margin-left:0; text-indent:0">Technical Regulations</p>
    <p style="font-size:9pt; margin-left:0; text-indent:0; margin-bottom:8pt">Published on 14 February 2025 by the HMSF Technical Commission · applicable from 1 March 2025 · replaces the edition of 10 December 2024</p>"""
    frame = pymupdf.Rect(56, 64, A4.width - 56, A4.height - 56)
    main = flow(
        title + markup(RACING_TEXT, {"TABLEC2": RACING_C2, "TABLEC3": RACING_C3}), RACING_CSS, A4, lambda _n: [frame]
    )
    for i, y0, y1 in sentinel_lines(main, 0x010102):
        main[i].draw_line((44, y0), (44, y1), color=(0, 0, 0), width=1.6)
    doc = join(main, drawing_page(RACING_DRAWINGS[:3]), drawing_page(RACING_DRAWINGS[3:]))
    n = doc.page_count
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(56, 30, A4.width - 56, 42),
            '<table style="width:100%"><tr><td>2025 Halvern Endurance Cup – Technical Regulations</td><td style="text-align:right">Published 14.02.2025</td></tr></table>',
        )
        stamp(
            page,
            pymupdf.Rect(56, A4.height - 38, A4.width - 56, A4.height - 26),
            f'<p style="text-align:center">{i + 1}/{n}</p>',
        )
    save(doc, "halvern_endurance_cup_technical_regulations_2025.pdf")


# == 2. Data-protection act in an official gazette (A4, masthead, two columns, "Section 14" heads) ===============
GAZETTE_TEXT = """
# PART I – PRELIMINARY
## Section 1 – Short title and commencement
(1)|This Act may be cited as the Personal Data Protection Act, 2024.
(2)|This Act comes into operation on 1 July 2025, except Section 22, which comes into operation on 1 January 2026.
## Section 2 – Interpretation
(1)|In this Act, unless the context otherwise requires—
(a)|"biometric data" means personal data resulting from the technical processing of a person's physical or behavioural characteristics that allows that person to be uniquely identified, such as a facial image or fingerprint data;
(b)|"child" means a person under the age of 16 years;
(c)|"Commissioner" means the Data Protection Commissioner appointed under Section 4;
(d)|"controller" means a person who, alone or jointly with others, decides the purposes and means of the processing of personal data;
(e)|"data subject" means the identified or identifiable natural person to whom personal data relates;
(f)|"personal data" means any information relating to an identified or identifiable natural person;
(g)|"personal data breach" means a breach of security leading to the accidental or unlawful destruction, loss, alteration, unauthorised disclosure of, or access to, personal data;
(h)|"processor" means a person who processes personal data on behalf of a controller, other than an employee of the controller;
(i)|"sensitive personal data" means personal data revealing racial or ethnic origin, political opinions, religious beliefs or trade union membership, genetic data, biometric data, data concerning health, and data concerning a person's sex life or sexual orientation.
(2)|A reference in this Act to a Schedule is a reference to a Schedule to this Act.
## Section 3 – Application
(1)|This Act applies to the processing of personal data by a controller or processor established in Vestmark, whether or not the processing takes place in Vestmark.
(2)|This Act does not apply to processing by a natural person in the course of a purely personal or household activity.
# PART II – THE DATA PROTECTION COMMISSIONER
## Section 4 – Appointment of the Commissioner
(1)|There shall be a Data Protection Commissioner, appointed by the President on the nomination of the Standing Committee on Justice of the National Assembly.
(2)|The Commissioner holds office for a term of 5 years and may be reappointed once.
(3)|The Commissioner shall, within 4 months after the end of each calendar year, lay before the National Assembly a report on the exercise of the Commissioner's functions in that year.
# PART III – PROCESSING OF PERSONAL DATA
## Section 5 – Principles
(1)|Personal data shall be—
(a)|processed lawfully, fairly and in a transparent manner;
(b)|collected for specified, explicit and legitimate purposes and not further processed in a manner incompatible with those purposes;
(c)|adequate, relevant and limited to what is necessary for those purposes;
(d)|accurate and, where necessary, kept up to date;
(e)|kept in a form that permits identification of data subjects for no longer than is necessary; and
(f)|processed in a manner that ensures appropriate security.
## Section 6 – Lawful processing
(1)|Processing is lawful only if at least one of the conditions in Schedule 1 is met.
(2)|Sensitive personal data shall not be processed unless at least one of the conditions in Schedule 2 is also met.
## Section 7 – Consent
(1)|Where processing is based on consent, the controller shall be able to show that the data subject has consented.
(2)|Where an information society service is offered directly to a child, processing on the basis of consent is lawful only if consent is given by a person with parental responsibility for the child.
(3)|A data subject may withdraw consent at any time, and it shall be as easy to withdraw consent as to give it.
## Section 9 – Registration of controllers
(1)|A controller that processes the personal data of more than 5,000 data subjects shall register with the Commissioner before it begins the processing.
(2)|A registration remains in force for 2 years and may be renewed.
(3)|An application for registration or renewal shall be accompanied by the fee prescribed by regulations made under Section 28.
# PART IV – RIGHTS OF DATA SUBJECTS
## Section 14 – Right of access
(1)|A data subject is entitled, on a request in writing to the controller, to obtain—
(a)|confirmation as to whether personal data concerning the data subject is being processed;
(b)|a copy of that personal data; and
(c)|the purposes of the processing, the recipients to whom the data has been disclosed, and the period for which the data will be kept.
(2)|The controller shall comply with a request under subsection (1) within 30 days of receiving it.
(3)|Where a request is complex, the controller may extend the period in subsection (2) by a further 30 days, if it informs the data subject of the extension and of the reasons for it within the first 30 days.
(4)|No fee may be charged for a first request in any period of 12 months. For a further request within that period, the controller may charge a reasonable fee not exceeding VD 25.
(5)|A controller may refuse a request where—
(a)|the request is manifestly unfounded or excessive;
(b)|complying with it would disclose personal data relating to another person who has not consented; or
(c)|the data is held for the prevention or detection of crime and disclosure would prejudice that purpose.
## Section 15 – Right to rectification
(1)|A data subject may require the controller to rectify inaccurate personal data concerning the data subject, and the controller shall do so within 14 days of the request.
## Section 16 – Right to erasure
(1)|A data subject may require the controller to erase personal data concerning the data subject where the data is no longer necessary for the purpose for which it was collected, or where consent has been withdrawn and there is no other lawful ground for the processing.
(2)|Subsection (1) does not apply to the extent that the processing is necessary for compliance with a legal obligation, or for the establishment, exercise or defence of legal claims.
## Section 17 – Direct marketing
(1)|A data subject may at any time object to the processing of personal data for direct marketing, and the controller shall stop such processing within 10 days of the objection.
## Section 18 – Automated decisions
(1)|A data subject has the right not to be subject to a decision based solely on automated processing, including profiling, which produces legal effects concerning the data subject, unless the decision is necessary for a contract or is authorised by law.
# PART V – OBLIGATIONS OF CONTROLLERS AND PROCESSORS
## Section 19 – Security of processing
(1)|A controller and a processor shall take appropriate technical and organisational measures to ensure a level of security appropriate to the risk.
## Section 20 – Notification of personal data breach
(1)|A controller shall notify the Commissioner of a personal data breach within 48 hours of becoming aware of it, unless the breach is unlikely to result in a risk to the rights of data subjects.
(2)|Where a breach is likely to result in a high risk to data subjects, the controller shall also inform the data subjects concerned without undue delay.
(3)|A processor shall notify the controller of a personal data breach within 24 hours of becoming aware of it.
## Section 21 – Records of processing
(1)|A controller shall keep a record of its processing activities and shall keep each entry for 3 years after the processing it describes has ended.
## Section 22 – Data protection officers
(1)|A public authority, and a controller whose core activities consist of processing the sensitive personal data of more than 10,000 data subjects, shall designate a data protection officer.
(2)|The contact details of the data protection officer shall be published and sent to the Commissioner.
## Section 23 – Transfers outside Vestmark
(1)|Personal data may be transferred to a country outside Vestmark only if the country is listed by the Minister by order as ensuring an adequate level of protection, or if the transfer is made under a contract approved by the Commissioner.
# PART VI – ENFORCEMENT
## Section 25 – Enforcement notices
(1)|Where the Commissioner is satisfied that a controller or processor has contravened this Act, the Commissioner may serve an enforcement notice requiring it to take the steps specified in the notice.
(2)|A person on whom an enforcement notice is served may appeal to the Data Protection Tribunal within 28 days of the service of the notice.
## Section 26 – Administrative fines
(1)|The Commissioner may impose an administrative fine for a contravention of this Act, not exceeding the maximum in Schedule 3 for the contravention concerned.
## Section 27 – Offences
(1)|A person who knowingly obtains or discloses personal data without the consent of the controller commits an offence and is liable on conviction to a fine not exceeding VD 50,000, or to imprisonment for a term not exceeding 2 years, or to both.
## Section 28 – Regulations
(1)|The Minister may make regulations prescribing anything that is to be prescribed under this Act, including fees.
SCHEDULES
"""

GAZETTE_SCHEDULES = """<h2>SCHEDULE 1</h2><p class="c"><i>(Section 6(1))</i></p><h3>Conditions for lawful processing</h3>
<p class="k"><b>1.</b>&nbsp;&nbsp;The data subject has consented to the processing for one or more specific purposes.</p>
<p class="k"><b>2.</b>&nbsp;&nbsp;The processing is necessary for a contract to which the data subject is a party.</p>
<p class="k"><b>3.</b>&nbsp;&nbsp;The processing is necessary for compliance with a legal obligation of the controller.</p>
<p class="k"><b>4.</b>&nbsp;&nbsp;The processing is necessary to protect the vital interests of the data subject or of another natural person.</p>
<p class="k"><b>5.</b>&nbsp;&nbsp;The processing is necessary for the performance of a task carried out in the public interest.</p>
<p class="k"><b>6.</b>&nbsp;&nbsp;The processing is necessary for the legitimate interests of the controller, except where those interests are overridden by the interests or rights of the data subject, in particular where the data subject is a child.</p>
<h2>SCHEDULE 2</h2><p class="c"><i>(Section 6(2))</i></p><h3>Conditions for processing sensitive personal data</h3>
<p class="k"><b>1.</b>&nbsp;&nbsp;The data subject has given explicit consent.</p>
<p class="k"><b>2.</b>&nbsp;&nbsp;The processing is necessary for the purposes of employment law or social security law.</p>
<p class="k"><b>3.</b>&nbsp;&nbsp;The processing is necessary for medical diagnosis or the provision of health care, by or under the responsibility of a health professional.</p>
<p class="k"><b>4.</b>&nbsp;&nbsp;The processing is necessary for the establishment, exercise or defence of legal claims.</p>
<h2>SCHEDULE 3</h2><p class="c"><i>(Section 26)</i></p><h3>Maximum administrative fines</h3>
<table class="t">
<tr><th>Contravention</th><th>Small undertaking</th><th>Any other controller or processor</th></tr>
<tr><td>Failure to register (Section 9)</td><td>VD 5,000</td><td>VD 20,000</td></tr>
<tr><td>Failure to comply with a data subject's rights (Sections 14 to 18)</td><td>VD 25,000</td><td>VD 250,000 or 2 % of annual turnover, whichever is higher</td></tr>
<tr><td>Failure to notify a breach (Section 20)</td><td>VD 25,000</td><td>VD 500,000 or 2 % of annual turnover, whichever is higher</td></tr>
<tr><td>Processing without a lawful condition (Section 6)</td><td>VD 50,000</td><td>VD 1,000,000 or 4 % of annual turnover, whichever is higher</td></tr>
</table>
<p class="n">In this Schedule, "small undertaking" means an undertaking with fewer than 50 employees and an annual turnover not exceeding VD 5 million.</p>
<p class="n" style="margin-top:8pt">Passed by the National Assembly on 12 September 2024. Assented to by the President on 26 September 2024.</p>
<p class="n">M. HOLLSTEIN, <i>Clerk of the National Assembly</i></p>"""

GAZETTE_CSS = """
body {font-family: serif; font-size: 9.6pt; line-height: 1.3}
h2 {font-size: 9pt; text-align: center; margin-top: 8pt; margin-bottom: 2pt}
h3 {font-size: 9pt; margin-top: 6pt; margin-bottom: 2pt}
p {margin-top: 0pt; margin-bottom: 3pt}
p.s {margin-left: 0pt}
p.a {margin-left: 14pt}
p.c {text-align: center; margin: 0}
p.k {margin-left: 12pt; text-indent: -12pt}
p.n {font-size: 8pt}
table.t {border-collapse: collapse; width: 100%; font-size: 7.8pt}
table.t th {border: 0.5pt solid #000; padding: 1.5pt; text-align: left}
table.t td {border: 0.5pt solid #000; padding: 1.5pt; vertical-align: top}
"""


def gazette_markup() -> str:
    """'# PART' heads (h2), '## Section n – title' heads (h3), '(1)|' subsections, '(a)|' paragraphs indented."""
    out = []
    for line in GAZETTE_TEXT.strip().splitlines():
        if line == "SCHEDULES":
            out.append(GAZETTE_SCHEDULES)
        elif line.startswith("## "):
            out.append(f"<h3>{esc(line[3:])}</h3>")
        elif line.startswith("# "):
            out.append(f"<h2>{esc(line[2:])}</h2>")
        else:
            key, _, rest = line.partition("|")
            cls = "a" if key[1].isalpha() else "s"
            out.append(f'<p class="{cls}">{key}&nbsp;&nbsp;{esc(rest)}</p>')
    return "\n".join(out)


def build_gazette() -> None:
    """The data-protection act (PDF): a gazette masthead over two columns on page 1, two columns after."""
    masthead = """<p style="text-align:center; font-size:8pt; letter-spacing:1pt">PUBLISHED BY AUTHORITY</p>
    <p style="text-align:center; font-size:19pt; margin-top:2pt"><b>OFFICIAL GAZETTE</b></p>
    <p style="text-align:center; font-size:11pt">OF THE REPUBLIC OF VESTMARK</p>
    <table style="width:100%; font-size:8.5pt; margin-top:4pt; border-top:1.2pt solid #000; border-bottom:0.6pt solid #000">
    <tr><td>Vol. 58 · No. 47</td><td style="text-align:center">KESSELBURG, THURSDAY 3 OCTOBER 2024</td><td style="text-align:right">Price VD 4.50</td></tr></table>
    <p style="text-align:center; font-size:12pt; margin-top:8pt"><b>ACT No. 19 OF 2024</b></p>
    <p style="text-align:center; font-size:11pt"><b>PERSONAL DATA PROTECTION ACT, 2024</b></p>
    <p style="text-align:center; font-size:9pt; font-style:italic">An Act to provide for the protection of individuals with regard to the processing of personal data, to establish the office of the Data Protection Commissioner, and for connected purposes.</p>
    <p style="text-align:right; font-size:9pt">[Assented to 26 September 2024]</p>
    <p style="font-size:9pt">ENACTED by the National Assembly of the Republic of Vestmark as follows:—</p>"""
    gap, left, right = 16, 48, A4.width - 48
    mid = (left + right) / 2
    heads = [ln[3:] for ln in GAZETTE_TEXT.strip().splitlines() if ln.startswith("## ")]
    arrangement = "<h2>ARRANGEMENT OF SECTIONS</h2>" + "".join(f'<p class="k">{esc(h)}</p>' for h in heads)
    arrangement += '<p class="k">Schedule 1 – Conditions for lawful processing</p><p class="k">Schedule 2 – Conditions for processing sensitive personal data</p><p class="k">Schedule 3 – Maximum administrative fines</p>'
    mast = pymupdf.Story(html=masthead, user_css="* {font-family: serif; margin-top:0; margin-bottom:2pt}")
    story = pymupdf.Story(html=arrangement + gazette_markup(), user_css=GAZETTE_CSS)
    buf = io.BytesIO()
    writer = pymupdf.DocumentWriter(buf)
    more, n, top = 1, 0, 56.0
    while more:
        dev = writer.begin_page(A4)
        y0 = 56.0
        if n == 0:
            _, filled = mast.place(pymupdf.Rect(left, 40, right, 400))
            mast.draw(dev)
            top = y0 = filled[3] + 10
        for r in (
            pymupdf.Rect(left, y0, mid - gap / 2, A4.height - 50),
            pymupdf.Rect(mid + gap / 2, y0, right, A4.height - 50),
        ):
            more, _ = story.place(r)
            story.draw(dev)
            if not more:
                break
        writer.end_page()
        n += 1
    writer.close()
    body = pymupdf.open("pdf", buf.getvalue())
    body[0].draw_line((left, top - 5), (right, top - 5), width=0.8)
    for i, page in enumerate(body):
        page.draw_line((mid, top if i == 0 else 56), (mid, A4.height - 50), width=0.4)
        if i:
            stamp(
                page,
                pymupdf.Rect(48, 30, A4.width - 48, 44),
                f'<table style="width:100%; border-bottom:0.5pt solid #000"><tr><td>{1120 + i + 1}</td><td style="text-align:center">OFFICIAL GAZETTE OF THE REPUBLIC OF VESTMARK</td><td style="text-align:right">3 October 2024</td></tr></table>',
                "* {font-family: serif}",
            )
        stamp(
            page,
            pymupdf.Rect(48, A4.height - 38, A4.width - 48, A4.height - 26),
            f'<p style="text-align:center">Official Gazette No. 47 – {1120 + i + 1}</p>',
            "* {font-family: serif}",
        )
    save(body, "vestmark_personal_data_protection_act_2024.pdf")


# == 3. Transit agency track and structures safety manual (US Letter: "§ 313.233" citations, tables, glossary) ===
TRACK_TEXT = """
# CHAPTER 1 – PURPOSE AND AUTHORITY
1.1|This manual sets out how the Larkspur Valley Transit Authority (LVTA) inspects and maintains the track and structures of its light rail and commuter rail lines. It implements LVTA Rule Part 313, Track Safety Standards, and LVTA Rule Part 317, Structures Safety Standards. A requirement of a Rule is cited by its section, in the form [§ 313.233].
1.2|The Chief Engineer, Track and Structures, owns this manual, approves every revision, and may grant a written deviation from a requirement of this manual for no more than 90 days. A deviation from a requirement of the Rules themselves may be granted only by the LVTA Safety Department.
1.3|Revision 5 of this manual takes effect on 1 September 2024 and replaces Revision 4 of 2021. Changes in Revision 5: a fifth track class, the inspection frequencies of Table 4-1, and the roadway worker warning time.
# CHAPTER 2 – TRACK CLASSES
2.1|Every segment of track is assigned a class by the Chief Engineer. The class sets the maximum speed of trains on that segment [§ 313.9]: Class 1, 15 mph; Class 2, 25 mph; Class 3, 40 mph; Class 4, 55 mph; Class 5, 70 mph.
2.2|Yard tracks and the tracks of the Fairmead maintenance facility are Class 1 track.
2.3|Where a segment of track does not meet the geometry limits of its class in Table 5-1, it is operated at the maximum speed of the class whose limits it meets, until it is repaired. Where it does not meet the limits of Class 1, it is removed from service.
# CHAPTER 3 – QUALIFIED PERSONS
3.1|Track inspections are made only by a qualified track inspector [§ 313.7]. A qualified track inspector has at least 1 year of experience in track maintenance or inspection, has passed the LVTA track inspector examination, and is requalified every 2 years.
3.2|A person in training as a track inspector may inspect track only together with a qualified track inspector, who signs the inspection report.
3.3|Bridges are inspected by a bridge inspector working under the direction of the Structures Engineer, who is a licensed professional engineer [§ 317.5].
# CHAPTER 4 – TRACK INSPECTIONS
4.1|Each track is inspected on foot or from a hi-rail vehicle at the frequency given for its class in Table 4-1 [§ 313.233]. When inspecting from a hi-rail vehicle, the inspector travels at no more than 10 mph over turnouts and highway-rail grade crossings.
4.2|A hi-rail inspection of a segment with two or more main tracks may cover no more than two tracks at one time, and only where the inspector can see both tracks clearly.
TABLE41
4.3|Each turnout and rail crossing in main track is inspected on foot at the frequency given in Table 4-1 [§ 313.235].
4.4|Continuous welded rail is inspected for buckling and pull-apart twice each year, once between 1 April and 31 May and once between 1 October and 30 November [§ 313.119].
4.5|A special inspection is made before the first train after any of the following events: a fire next to the track; rainfall of more than 2 inches in 24 hours; an earthquake felt in the area; a flood or high water over the ballast; a derailment [§ 313.239].
4.6|A track inspector who finds a defect that makes the track unsafe for the trains that use it either repairs it at once or protects it by a slow order, and reports it on Form TS-12 before the end of the shift.
# CHAPTER 5 – TRACK GEOMETRY AND RAIL DEFECTS
5.1|Track geometry must be within the limits for its class in Table 5-1 [§ 313.53, § 313.55].
TABLE51
5.2|Rails are tested for internal defects by an ultrasonic test car at least once every 12 months on Class 1 to 3 track and at least once every 6 months on Class 4 and 5 track [§ 313.237].
5.3|Where a rail has a transverse defect of up to 20 % of the railhead cross-section, trains pass over it at no more than 30 mph until the rail is replaced. Where the defect is larger than 20 %, trains pass at restricted speed, a person visually supervises each movement over it, and the rail is replaced within 24 hours [§ 313.113].
5.4|A rail with a broken base, or a break through the web, is replaced before any train passes.
# CHAPTER 6 – ROADWAY WORKER PROTECTION
6.1|No roadway worker fouls a track unless the track is protected by a track outage or by lone-worker or lookout protection [§ 313.315].
6.2|Where lookout protection is used, the lookout gives the roadway workers a warning at least 20 seconds before a train arrives at the work location, and the workers move to a place of safety at least 15 seconds before it arrives.
6.3|A lone worker may not foul a track where the sight distance is less than that needed for a warning of 20 seconds, or on any track in a tunnel.
6.4|A job briefing is held before work starts and again whenever the protection changes. It names the roadway worker in charge.
# CHAPTER 7 – STRUCTURES
7.1|Every bridge and every aerial structure is inspected at least once each calendar year, with no more than 540 days between two inspections [§ 317.11].
7.2|Bridges over water are inspected underwater by a diver at least once every 5 years [§ 317.13].
7.3|Tunnels and retaining walls are inspected at least once every 2 years [§ 317.15].
7.4|After an earthquake of magnitude 5.0 or more within 50 miles, every structure on the affected line is inspected before trains run over it at more than restricted speed.
# CHAPTER 8 – RECORDS
8.1|Records of track inspections are kept for at least 1 year, and records of rail tests for at least 2 years [§ 313.241].
8.2|Bridge inspection reports are kept for the life of the structure [§ 317.19].
8.3|Records may be kept electronically if they cannot be changed after the inspector signs them.
"""

TRACK_T41 = """<p class="caption">Table 4-1 – Inspection frequencies by track class</p>
<table class="t">
<tr><th>Track class</th><th>Max. speed</th><th>Visual inspection (on foot or hi-rail)</th><th>Least interval between visual inspections</th><th>Turnout inspection on foot</th><th>Geometry car</th></tr>
<tr><td>Class 1</td><td>15 mph</td><td>Weekly</td><td>3 calendar days</td><td>Monthly</td><td>Once a year</td></tr>
<tr><td>Class 2</td><td>25 mph</td><td>Weekly</td><td>3 calendar days</td><td>Monthly</td><td>Twice a year</td></tr>
<tr><td>Class 3</td><td>40 mph</td><td>Twice weekly</td><td>1 calendar day</td><td>Monthly</td><td>Twice a year</td></tr>
<tr><td>Class 4</td><td>55 mph</td><td>Twice weekly</td><td>1 calendar day</td><td>Twice monthly</td><td>Quarterly</td></tr>
<tr><td>Class 5</td><td>70 mph</td><td>Three times weekly</td><td>1 calendar day</td><td>Twice monthly</td><td>Quarterly</td></tr>
</table>
<p class="note">Track in the Downtown Tunnel is inspected at the Class 5 frequencies whatever its class. Track that carries no passenger trains and is used less than once a week may be inspected before each use instead.</p>"""

TRACK_T51 = """<p class="caption">Table 5-1 – Track geometry limits by track class (inches)</p>
<table class="t">
<tr><th>Track class</th><th>Min. gauge</th><th>Max. gauge</th><th>Alignment deviation, 62-ft chord</th><th>Crosslevel deviation on tangent track</th></tr>
<tr><td>Class 1</td><td>56 1/4</td><td>58</td><td>5</td><td>3</td></tr>
<tr><td>Class 2</td><td>56 1/4</td><td>57 3/4</td><td>3</td><td>2</td></tr>
<tr><td>Class 3</td><td>56 3/8</td><td>57 3/4</td><td>1 3/4</td><td>1 3/4</td></tr>
<tr><td>Class 4</td><td>56 1/2</td><td>57 1/2</td><td>1 1/2</td><td>1 1/4</td></tr>
<tr><td>Class 5</td><td>56 1/2</td><td>57 1/2</td><td>3/4</td><td>1</td></tr>
</table>"""

TRACK_GLOSSARY = """<h2>CHAPTER 9 – GLOSSARY</h2>
<p class="g"><b>Foul the track</b> – to be, or to place equipment, within 4 feet of the nearest rail of a track.</p>
<p class="g"><b>Hi-rail vehicle</b> – a road vehicle fitted with retractable flanged wheels so that it can travel on the rails.</p>
<p class="g"><b>Lone worker</b> – a roadway worker who works alone, away from any work group, and protects himself or herself by watching for trains.</p>
<p class="g"><b>Lookout</b> – a roadway worker whose only duty is to watch for approaching trains and to warn the roadway workers in time for them to move to a place of safety.</p>
<p class="g"><b>Restricted speed</b> – a speed that allows a train to stop within half the range of vision, and in no case more than 10 mph.</p>
<p class="g"><b>Roadway worker</b> – an employee or contractor whose duties include inspecting, building, maintaining or repairing track, structures or signals, on or near the track.</p>
<p class="g"><b>Slow order</b> – an instruction, issued through the Operations Control Center, that sets a speed lower than the maximum speed of the track class over a stated length of track.</p>
<p class="g"><b>Track outage</b> – the removal of a track from service by the Operations Control Center, so that no train may enter it.</p>
<p class="g"><b>Turnout</b> – the switch, frog and closure rails that allow a train to pass from one track to another.</p>"""

TRACK_CSS = """
body {font-family: serif; font-size: 10.3pt; line-height: 1.32}
h2 {font-family: sans-serif; font-size: 11pt; margin-top: 12pt; margin-bottom: 4pt; color: #203864}
p {margin-top: 1pt; margin-bottom: 5pt; margin-left: 30pt; text-indent: -30pt}
p.g {margin-left: 0; text-indent: 0; margin-bottom: 4pt}
p.caption {font-family: sans-serif; font-weight: bold; font-size: 9.5pt; margin-left: 0; text-indent: 0; margin-top: 6pt}
p.note {font-size: 8.5pt; font-style: italic; margin-left: 0; text-indent: 0}
table.t {border-collapse: collapse; width: 100%; font-size: 8.8pt; margin-bottom: 3pt}
table.t th {font-family: sans-serif; text-align: left; border-top: 1pt solid #000; border-bottom: 0.6pt solid #000; padding: 2pt}
table.t td {border-bottom: 0.3pt solid #999; padding: 2pt}
"""


def build_track() -> None:
    """The track and structures safety manual (PDF, US Letter)."""
    cover = one_page(
        """<p style="font-size:10pt; color:#203864; margin-top:30pt"><b>LARKSPUR VALLEY TRANSIT AUTHORITY</b></p>
        <p style="font-size:24pt; margin-top:24pt"><b>Track and Structures Safety Manual</b></p>
        <p style="font-size:13pt; margin-top:6pt">TSSM-3 · Revision 5</p>
        <p style="font-size:11pt; margin-top:4pt">Effective September 1, 2024</p>
        <p style="font-size:10pt; margin-top:30pt"><b>Record of revisions</b></p>
        <table style="width:100%; font-size:9pt; border-collapse:collapse">
        <tr><th style="text-align:left; border-bottom:0.8pt solid #000">Revision</th><th style="text-align:left; border-bottom:0.8pt solid #000">Effective</th><th style="text-align:left; border-bottom:0.8pt solid #000">Approved by</th></tr>
        <tr><td>3</td><td>March 15, 2017</td><td>Chief Engineer, Track and Structures</td></tr>
        <tr><td>4</td><td>June 1, 2021</td><td>Chief Engineer, Track and Structures</td></tr>
        <tr><td>5</td><td>September 1, 2024</td><td>Chief Engineer, Track and Structures</td></tr></table>
        <p style="font-size:10pt; margin-top:24pt"><b>Contents</b></p>
        <p style="font-size:9.5pt">1 Purpose and authority · 2 Track classes · 3 Qualified persons · 4 Track inspections · 5 Track geometry and rail defects · 6 Roadway worker protection · 7 Structures · 8 Records · 9 Glossary</p>
        <p style="font-size:9pt; margin-top:40pt">Uncontrolled when printed. The current revision is held on the LVTA engineering document system.</p>""",
        "* {font-family: sans-serif}",
        LETTER,
        pymupdf.Rect(60, 60, LETTER.width - 60, LETTER.height - 60),
    )
    frame = pymupdf.Rect(60, 62, LETTER.width - 60, LETTER.height - 56)
    main = flow(markup(TRACK_TEXT, {"TABLE41": TRACK_T41, "TABLE51": TRACK_T51}), TRACK_CSS, LETTER, lambda _n: [frame])
    glossary = one_page(TRACK_GLOSSARY, TRACK_CSS, LETTER, frame)
    doc = join(cover, main, glossary)
    n = doc.page_count
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(60, 30, LETTER.width - 60, 42),
            '<p style="text-align:right">LVTA TSSM-3 Track and Structures Safety Manual</p>',
        )
        stamp(
            page,
            pymupdf.Rect(60, LETTER.height - 38, LETTER.width - 60, LETTER.height - 26),
            f'<table style="width:100%"><tr><td>Rev. 5</td><td style="text-align:center">09/01/2024</td><td style="text-align:right">Page {i + 1} of {n}</td></tr></table>',
        )
    save(doc, "larkspur_transit_track_structures_safety_manual.pdf")


# == 4. Health authority information-security standard (A4: boxed controls "HS.AC-03", landscape tier profile) ===
# each control: id, title, statement, implementation examples; "# " lines are function heads
SEC_CONTROLS = """
# HS.GV – GOVERNANCE
HS.GV-01|Roles and responsibilities|The Chief Information Security Officer (CISO) owns this standard and reviews it every year. The Senior Information Risk Owner (SIRO) accepts information risks on behalf of the Board and approves every exception to this standard.|Ex 1: The SIRO signs the annual information risk statement that is presented to the Board in April.;Ex 2: Each system has an Information Asset Owner named in the information asset register.
HS.GV-02|Exceptions|Where a system cannot meet a control, the Information Asset Owner requests an exception from the SIRO through the CISO. An exception is granted for no more than 12 months and lists the compensating measures.|Ex 1: A laboratory analyser that cannot run anti-malware software is placed on an isolated network segment under an exception.
# HS.AM – ASSET MANAGEMENT
HS.AM-01|Asset register|Every system that stores or processes health information is recorded in the information asset register with its tier, its Information Asset Owner and its supplier.|Ex 1: A new clinical application is added to the register before it goes live.;Ex 2: The register is reconciled with the network discovery scan every quarter.
HS.AM-02|Tiering|Each system is assigned a tier by its Information Asset Owner. Tier 1: systems that hold no patient-identifiable information. Tier 2: systems that hold patient-identifiable information for a single service or department. Tier 3: systems that hold the records of more than 100,000 patients, or whose loss would stop or delay patient care.|Ex 1: The staff intranet is Tier 1.;Ex 2: A physiotherapy booking system is Tier 2.;Ex 3: The electronic patient record and the pharmacy dispensing system are Tier 3.
# HS.AC – ACCESS CONTROL
HS.AC-01|Unique accounts|Every user has a unique account. Shared and generic accounts are not used, except on clinical devices listed in the asset register where a named user signs in to the application.|Ex 1: A ward's shared workstation runs a generic operating-system session, and each nurse signs in to the patient record with a personal smartcard.
HS.AC-02|Least privilege and access reviews|Users are given only the access their role needs. The Information Asset Owner reviews user access at the interval in the tier profile (Table 2).|Ex 1: Access granted for a locum shift ends automatically when the shift ends.;Ex 2: The review is recorded and unused accounts are removed.
HS.AC-03|Multi-factor authentication|Multi-factor authentication (MFA) is required for all remote access and for all privileged accounts, at every tier. For Tier 3 systems, MFA is also required for every interactive sign-in from outside a clinical area. Smartcards with a PIN count as MFA.|Ex 1: A consultant reviewing results from home signs in through the remote access gateway with a password and an authenticator app.;Ex 2: A system administrator uses a hardware token for every privileged session.
HS.AC-04|Passwords|Where passwords are used, they meet the minimum length in the tier profile and are checked against a list of compromised passwords. Passwords are not changed on a schedule, only when compromise is suspected.|Ex 1: A passphrase of four random words meets the length requirement.
HS.AC-05|Session lock|A workstation locks after the idle time in the tier profile. On clinical workstations, tap-and-go smartcard readers may be used to unlock the session quickly.|Ex 1: In theatres, a workstation in use for a procedure may be exempted by the Information Asset Owner while the procedure lasts.
HS.AC-06|Leavers and movers|The account of a leaver is disabled by the end of the working day on which they leave. Where a user moves role, access not needed for the new role is removed within 5 working days.|Ex 1: The HR system sends leaver notifications to the service desk automatically.
# HS.DS – DATA SECURITY
HS.DS-01|Encryption|Health information is encrypted at rest on every laptop, mobile device and removable medium, and in transit over any network outside the authority's data centre, using TLS 1.2 or later.|Ex 1: Laptops use full-disk encryption unlocked at start-up.
HS.DS-02|Removable media|Removable media may be used only if encrypted and issued by the IT service desk. Personal USB drives are blocked on all workstations.|Ex 1: Clinical photographs are uploaded through the medical imaging app, not copied to USB drives.
HS.DS-03|Backup and recovery|Systems are backed up to meet the recovery point objective (RPO) and recovery time objective (RTO) in the tier profile. At least one backup copy is kept offline or immutable. Restores are tested at the interval in the tier profile.|Ex 1: The electronic patient record is replicated to the second data centre and backed up to immutable storage every night.
# HS.LM – LOGGING AND MONITORING
HS.LM-01|Audit logging|Systems log sign-ins, access to patient records and changes to privileges. Logs are kept for the retention period in the tier profile and sent to the Security Operations Centre (SOC).|Ex 1: The patient record logs each time a user opens a record, with the user, the patient and the time.
HS.LM-02|Break-glass access|Where a user opens a record to which their role does not normally give access, the system asks for a reason and the access is reviewed by the Privacy Office within 7 days.|Ex 1: An emergency department doctor opens the record of a patient registered with another hospital.
# HS.VM – VULNERABILITY MANAGEMENT
HS.VM-01|Patching|Security updates are installed within the times in the tier profile, counted from the day the update is released. Critical vulnerabilities known to be exploited are patched within 48 hours at every tier.|Ex 1: Where a medical device supplier has not approved a patch, the device is isolated and the delay is recorded as an exception under HS.GV-02.
# HS.IR – INCIDENT RESPONSE
HS.IR-01|Reporting|Staff report a suspected security incident to the IT service desk at once. The SOC triages every report within 1 hour. The CISO tells the Health Data Commission of a serious incident within 72 hours of its confirmation.|Ex 1: A lost unencrypted memory stick is reported as a suspected incident.
HS.IR-02|Exercises|The incident response plan is exercised at least once a year, including one scenario in which the electronic patient record is unavailable.|Ex 1: A tabletop exercise with the clinical site managers on ransomware affecting the pharmacy system.
"""

SEC_PROFILE = """<p class="cap">Table 2 – Tier profile: the values each tier must meet</p>
<table class="p">
<tr><th>Control</th><th>Requirement</th><th>Tier 1</th><th>Tier 2</th><th>Tier 3</th></tr>
<tr><td>HS.AC-02</td><td>User access review interval</td><td>Every 12 months</td><td>Every 6 months</td><td>Every 3 months</td></tr>
<tr><td>HS.AC-03</td><td>MFA for interactive sign-in</td><td>Remote and privileged only</td><td>Remote and privileged only</td><td>Remote, privileged and outside clinical areas</td></tr>
<tr><td>HS.AC-04</td><td>Minimum password length</td><td>10 characters</td><td>12 characters</td><td>15 characters</td></tr>
<tr><td>HS.AC-05</td><td>Session lock after idle time</td><td>15 minutes</td><td>10 minutes</td><td>5 minutes</td></tr>
<tr><td>HS.DS-03</td><td>Recovery point objective (RPO)</td><td>24 hours</td><td>4 hours</td><td>15 minutes</td></tr>
<tr><td>HS.DS-03</td><td>Recovery time objective (RTO)</td><td>72 hours</td><td>24 hours</td><td>4 hours</td></tr>
<tr><td>HS.DS-03</td><td>Restore test</td><td>Yearly</td><td>Every 6 months</td><td>Every 3 months</td></tr>
<tr><td>HS.LM-01</td><td>Log retention</td><td>90 days</td><td>1 year</td><td>2 years</td></tr>
<tr><td>HS.VM-01</td><td>Security updates, high severity</td><td>30 days</td><td>14 days</td><td>7 days</td></tr>
<tr><td>HS.VM-01</td><td>Security updates, medium severity</td><td>90 days</td><td>60 days</td><td>30 days</td></tr>
<tr><td>HS.VM-01</td><td>Penetration test</td><td>Not required</td><td>Before go-live</td><td>Before go-live and every year</td></tr>
</table>
<p class="n">A system that holds records for more than one service is at least Tier 2. Where a value in this table and a control statement differ, the control statement prevails.</p>"""

SEC_CSS = """
body {font-family: sans-serif; font-size: 9.3pt; line-height: 1.3}
h2 {font-size: 11pt; margin-top: 12pt; margin-bottom: 5pt; color: #005a70}
p {margin-top: 1pt; margin-bottom: 4pt}
table.c {border-collapse: collapse; width: 100%; margin-bottom: 8pt}
table.c td {border: 0.8pt solid #005a70; padding: 4pt; vertical-align: top}
td.id {background-color: #e3f1f4; font-weight: bold}
p.ex {font-size: 8.6pt; margin-left: 10pt; margin-bottom: 1pt}
p.exh {font-size: 8.6pt; font-style: italic; margin-bottom: 1pt}
"""
SEC_PROFILE_CSS = """
body {font-family: sans-serif; font-size: 9.5pt}
p.cap {font-weight: bold; font-size: 11pt; margin-bottom: 6pt}
table.p {border-collapse: collapse; width: 100%}
table.p th {background-color: #005a70; color: #ffffff; border: 0.6pt solid #005a70; padding: 3pt; text-align: left}
table.p td {border: 0.6pt solid #005a70; padding: 3pt}
p.n {font-size: 8.5pt; font-style: italic; margin-top: 6pt}
"""


def sec_markup() -> str:
    """Function heads and one box per control: a shaded id and title row over the statement and implementation examples."""
    out = []
    for line in SEC_CONTROLS.strip().splitlines():
        if line.startswith("# "):
            out.append(f"<h2>{esc(line[2:])}</h2>")
            continue
        cid, title, statement, examples = line.split("|")
        ex = "".join(f'<p class="ex">{esc(e)}</p>' for e in examples.split(";"))
        out.append(
            f'<table class="c"><tr><td class="id">{cid}&nbsp;&nbsp;{esc(title)}</td></tr><tr><td><p>{esc(statement)}</p>'
            f'<p class="exh">Implementation examples</p>{ex}</td></tr></table>'
        )
    return "\n".join(out)


def build_security() -> None:
    """The information-security standard (PDF): intro, boxed controls, then a landscape tier profile page."""
    intro = """<p style="font-size:9pt; color:#005a70"><b>EASTMERE HEALTH AUTHORITY</b></p>
    <p style="font-size:18pt; margin-top:4pt"><b>Information Security Standard for Health Information Systems</b></p>
    <p style="font-size:10pt">EHA-ISS-02 · Version 2.1 · Approved by the Digital Governance Board on 20 January 2025 · next review January 2026</p>
    <h2>1 SCOPE</h2>
    <p>This standard applies to every information system that the Eastmere Health Authority owns or uses to store or process health information, including systems run for it by suppliers, at all its hospitals, clinics and community services. It applies to staff, contractors, students and volunteers.</p>
    <h2>2 HOW TO READ THIS STANDARD</h2>
    <p>Controls are grouped by function and identified as HS.<i>function</i>-<i>number</i>, for example HS.AC-03. Each control has a statement, which is mandatory, and implementation examples, which are informative and show one way to meet it. The values that differ by tier are set out in the tier profile, Table 2, at the end of this standard.</p>
    <p>Version 2.1 replaces version 2.0 of March 2023. It adds HS.LM-02 and reduces the Tier 3 session lock time.</p>
    <p class="exh">Table 1 – Functions: GV Governance · AM Asset management · AC Access control · DS Data security · LM Logging and monitoring · VM Vulnerability management · IR Incident response</p>"""
    frame = pymupdf.Rect(54, 60, A4.width - 54, A4.height - 56)
    main = flow(intro + sec_markup(), SEC_CSS, A4, lambda _n: [frame])
    profile = one_page(SEC_PROFILE, SEC_PROFILE_CSS, A4L, pymupdf.Rect(56, 60, A4L.width - 56, A4L.height - 50))
    doc = join(main, profile)
    n = doc.page_count
    for i, page in enumerate(doc):
        w, h = page.rect.width, page.rect.height
        stamp(
            page,
            pymupdf.Rect(54, 30, w - 54, 42),
            '<table style="width:100%"><tr><td>EHA-ISS-02 Information Security Standard</td><td style="text-align:right">OFFICIAL</td></tr></table>',
        )
        stamp(
            page,
            pymupdf.Rect(54, h - 38, w - 54, h - 26),
            f'<table style="width:100%"><tr><td>Version 2.1</td><td style="text-align:right">Page {i + 1} of {n}</td></tr></table>',
        )
    save(doc, "eastmere_health_information_security_standard.pdf")


# == 5. Driver medical standards guide (A4: a chapter per condition on a new page, key points, summary table) ====
MED_CHAPTERS = [
    (
        "1 Introduction",
        "Group 1 drivers hold a car or motorcycle licence. Group 2 drivers hold a bus or lorry licence. The standards for Group 2 are higher because of the size of the vehicles and the time their drivers spend at the wheel.",
        """1.1|This guide tells medical practitioners how the Caldermoor Driver Licensing Agency (CDLA) assesses fitness to drive for four conditions: diabetes, vision, hearing and obstructive sleep apnoea. It replaces the 2022 edition.
1.2|A driver must tell the CDLA of any condition that may affect safe driving, except where this guide says notification is not needed. A practitioner who believes a patient continues to drive against advice may tell the CDLA's Medical Adviser directly, after telling the patient in writing.
1.3|A licence issued on medical grounds is a short-period licence. The recommended certification intervals in this guide are the longest periods for which the CDLA will issue such a licence. The CDLA's Medical Adviser makes every licensing decision; the practitioner's report is advice to the Medical Adviser.
1.4|The summary table in Chapter 6 gives the notification duty and the certification interval for each condition at a glance.""",
    ),
    (
        "2 Diabetes",
        "Insulin-treated Group 2 drivers need a full year without severe hypoglycaemia. Glucose below 4.0 mmol/L: do not drive.",
        """2.1|"Severe hypoglycaemia" means an episode of low blood glucose in which the person needs the help of another person to treat it. "Impaired awareness of hypoglycaemia" means that the person does not have, or no longer has, warning symptoms before the blood glucose is low.
2.2|Diabetes managed by diet alone need not be notified. Diabetes treated with tablets that carry no risk of hypoglycaemia need not be notified by Group 1 drivers, but must be notified by Group 2 drivers.
2.3|A Group 1 driver treated with insulin may hold a licence for up to 3 years if the driver has had no more than one episode of severe hypoglycaemia while awake in the last 12 months and has adequate awareness of hypoglycaemia.
2.4|A Group 2 driver treated with insulin may be licensed only if the driver has had no episode of severe hypoglycaemia in the last 12 months, has full awareness of hypoglycaemia, and shows at least 3 months of blood glucose readings stored on a meter with a memory. The licence is issued for 1 year at a time, with an annual examination by a diabetes specialist.
2.5|An insulin-treated driver checks the blood glucose no more than 2 hours before the start of the first journey and every 2 hours while driving. Flash or continuous glucose monitoring may be used by Group 1 drivers; Group 2 drivers must confirm each reading with a finger-prick test.
2.6|If the glucose is below 4.0 mmol/L, the driver does not drive. If it falls below 4.0 mmol/L while driving, the driver stops, treats it, and does not drive again until 45 minutes after the glucose has returned to normal.""",
    ),
    (
        "3 Vision",
        "Group 1: read a number plate at 20 metres and 6/12 on the Snellen scale. Group 2: 6/7.5 in the better eye and 6/60 in the other.",
        """3.1|A Group 1 driver must be able to read, in good daylight, a number plate at 20 metres, with glasses or contact lenses if needed, and must have a visual acuity of at least 6/12 on the Snellen scale with both eyes open.
3.2|A Group 1 driver must have a horizontal field of vision of at least 120°, with no significant defect in the central 20° on each side of fixation.
3.3|A Group 2 driver must have a visual acuity of at least 6/7.5 in the better eye and at least 6/60 in the worse eye, with correction if needed, and an uncorrected acuity of at least 3/60 in each eye. The horizontal field of vision must be at least 160°.
3.4|A Group 1 driver who has lost the sight of one eye may drive once clinically advised that he or she has adapted to the condition, which usually takes at least 3 months. A Group 2 driver with sight in one eye only may not be licensed.
3.5|Glasses with a corrective power greater than plus 8 dioptres are not accepted for Group 2.
3.6|Group 2 drivers have an eyesight examination with each licence renewal, and the vision report must be dated no more than 4 months before the application.""",
    ),
    (
        "4 Hearing",
        "Deafness is not a bar to driving. Group 2 drivers must be able to call for help in an emergency.",
        """4.1|Deafness, whether partial or total, does not need to be notified by a Group 1 driver and is not a bar to a Group 1 licence.
4.2|A Group 2 driver with severe or profound deafness must notify the CDLA. The driver may be licensed if able to communicate in an emergency, by speech or by another reliable means such as a text relay service on a mobile telephone.
4.3|A Group 2 driver who uses a hearing aid may wear it while driving. The hearing standard for Group 2 is met where the driver can hear a forced whisper at 2 metres in the better ear, with or without a hearing aid.
4.4|Sudden hearing loss with vertigo is assessed as a balance disorder, not under this chapter: the driver must not drive until the vertigo has settled.""",
    ),
    (
        "5 Obstructive sleep apnoea",
        "Excessive sleepiness from any cause: stop driving until it is controlled. CPAP use must be shown, for Group 2 at least 4 hours a night on 70 % of nights.",
        """5.1|"Excessive sleepiness" means sleepiness that has, or could, affect the ability to drive safely, as judged by the practitioner from the history, including falling asleep during the day while doing something else.
5.2|Obstructive sleep apnoea (OSA) is graded by the apnoea-hypopnoea index (AHI): mild, 5 to 14 events an hour; moderate, 15 to 29 events an hour; severe, 30 or more events an hour.
5.3|A driver with moderate or severe OSA and excessive sleepiness must not drive and must notify the CDLA. A driver with mild OSA, or with OSA without excessive sleepiness, need not notify.
5.4|A Group 1 driver may resume driving when the symptoms are controlled and the practitioner confirms that treatment is being followed. A Group 2 driver may resume when, in addition, the CPAP machine's record shows use of at least 4 hours a night on at least 70 % of nights over a period of at least 1 month.
5.5|A Group 1 driver treated for OSA is reviewed every 3 years. A Group 2 driver treated for OSA is reviewed every year, with the CPAP use record for the last 12 months.""",
    ),
]

MED_SUMMARY = """<h1>6 Summary table</h1>
<table class="s">
<tr><th>Condition</th><th>Group 1: notify?</th><th>Group 1: recommended certification interval</th><th>Group 2: notify?</th><th>Group 2: recommended certification interval</th></tr>
<tr><td>Diabetes, diet only</td><td>No</td><td>Normal licence</td><td>No</td><td>Normal licence</td></tr>
<tr><td>Diabetes, tablets (no hypoglycaemia risk)</td><td>No</td><td>Normal licence</td><td>Yes</td><td>3 years</td></tr>
<tr><td>Diabetes, insulin</td><td>Yes</td><td>Up to 3 years</td><td>Yes</td><td>1 year</td></tr>
<tr><td>Sight in one eye only</td><td>Yes</td><td>Normal licence, once adapted</td><td>Yes</td><td>Not licensed</td></tr>
<tr><td>Visual field defect</td><td>Yes</td><td>Up to 3 years, with a field test</td><td>Yes</td><td>Not licensed unless the field standard is met</td></tr>
<tr><td>Deafness</td><td>No</td><td>Normal licence</td><td>Yes (severe or profound)</td><td>5 years</td></tr>
<tr><td>OSA, moderate or severe, with excessive sleepiness</td><td>Yes</td><td>3 years once controlled</td><td>Yes</td><td>1 year once controlled</td></tr>
</table>
<p class="n">"Normal licence" means a licence to the driver's 70th birthday for Group 1, and to the driver's 45th birthday (then every 5 years) for Group 2.</p>
<p class="n">Questions about this guide: Medical Standards Unit, CDLA, Porth Road, Caldermoor.</p>"""

MED_CSS = """
body {font-family: serif; font-size: 10.5pt; line-height: 1.4}
h1 {font-family: sans-serif; font-size: 16pt; color: #6b1d1d; margin-bottom: 8pt; border-bottom: 1.5pt solid #6b1d1d}
p {margin-top: 1pt; margin-bottom: 6pt; margin-left: 28pt; text-indent: -28pt}
table.k {border-collapse: collapse; width: 100%; margin-bottom: 10pt}
table.k td {background-color: #f6e9e9; border-left: 3pt solid #6b1d1d; padding: 6pt; font-family: sans-serif; font-size: 9.5pt}
table.s {border-collapse: collapse; width: 100%; font-size: 8.8pt; font-family: sans-serif}
table.s th {background-color: #6b1d1d; color: #ffffff; padding: 3pt; text-align: left; border: 0.5pt solid #6b1d1d}
table.s td {border: 0.5pt solid #6b1d1d; padding: 3pt; vertical-align: top}
p.n {margin-left: 0; text-indent: 0; font-size: 9pt; font-style: italic; margin-top: 6pt}
"""


def build_medical() -> None:
    """The driver medical standards guide (PDF): cover, a chapter per page with a key-points box, summary table."""
    cover = one_page(
        """<p style="font-size:10pt; color:#6b1d1d; margin-top:60pt"><b>CALDERMOOR DRIVER LICENSING AGENCY</b></p>
        <p style="font-size:26pt; margin-top:30pt"><b>Assessing fitness to drive</b></p>
        <p style="font-size:14pt; margin-top:6pt">Medical standards for Group 1 and Group 2 drivers: a guide for medical practitioners</p>
        <p style="font-size:11pt; margin-top:30pt">2025 edition · issued 3 March 2025</p>
        <p style="font-size:10pt; margin-top:180pt">Contents: 1 Introduction · 2 Diabetes · 3 Vision · 4 Hearing · 5 Obstructive sleep apnoea · 6 Summary table</p>""",
        "* {font-family: sans-serif}",
        A4,
        pymupdf.Rect(60, 60, A4.width - 60, A4.height - 60),
    )
    frame = pymupdf.Rect(60, 64, A4.width - 60, A4.height - 60)
    chapters = []
    for title, key, text in MED_CHAPTERS:
        html = (
            f'<h1>{esc(title)}</h1><table class="k"><tr><td><b>Key points</b><br/>{esc(key)}</td></tr></table>'
            + markup(text)
        )
        chapters.append(one_page(html, MED_CSS, A4, frame))
    summary = one_page(MED_SUMMARY, MED_CSS, A4, frame)
    doc = join(cover, *chapters, summary)
    for i, page in enumerate(doc):
        if i == 0:
            continue
        stamp(
            page,
            pymupdf.Rect(60, 30, A4.width - 60, 42),
            '<p style="text-align:right">CDLA · Assessing fitness to drive · 2025</p>',
        )
        stamp(
            page,
            pymupdf.Rect(60, A4.height - 40, A4.width - 60, A4.height - 28),
            f'<p style="text-align:center">{i + 1}</p>',
        )
    save(doc, "caldermoor_driver_medical_standards_guide.pdf")


# == 6. Maritime authority interpretation letters (A4: letterhead, date, reference, question, answer) ============
LETTERS = [
    {
        "date": "12 May 2025",
        "ref": "OMSA/INT/2025/014",
        "to": "Ms Rhiannon Takamura<br/>Compliance Manager<br/>Pellan Ferries Ltd<br/>Quay Street, Northhaven",
        "subject": "Rescue boat on the Northhaven–Skerrin route (Small Passenger Vessel Code, Rule 7.3)",
        "body": """<p>Dear Ms Takamura,</p>
<p>Thank you for your letter of 2 April 2025, in which you ask for the Authority's interpretation of Rule 7.3 of the Small Passenger Vessel Code (the Code) as it applies to your vessel MV <i>Skerrin Lass</i>.</p>
<h3>Your question</h3>
<p>The <i>Skerrin Lass</i> is certified to carry 180 passengers and 6 crew on the Northhaven–Skerrin route, a voyage of 18 nautical miles that is never more than 9 nautical miles from a place of refuge. You ask whether the vessel must carry a rescue boat under Rule 7.3, or whether its fast-recovery davit and liferafts are enough.</p>
<h3>The Authority's answer</h3>
<p>Rule 7.3 requires a rescue boat on a vessel certified to carry more than 250 passengers, or on any vessel that goes more than 20 nautical miles from a place of refuge. The <i>Skerrin Lass</i> carries fewer passengers than the threshold and stays within the distance, so Rule 7.3 does not require it to carry a rescue boat.</p>
<p>The vessel must, however, carry a means of recovering a person from the water under Rule 7.5. In the Authority's view the fast-recovery davit meets Rule 7.5 if it can bring a person on board in a horizontal position and its use is practised at a drill at least once every 3 months. Each such drill is recorded in the official log book.</p>
<p>If the vessel's certificate is changed to allow more than 250 passengers, or the route is extended beyond 20 nautical miles from a place of refuge, a rescue boat will be required from the date of the change, and the vessel's lifesaving arrangements must be resurveyed before it enters service on the new terms.</p>
<p>This interpretation is based on the facts in your letter. It is not binding on a court and may be withdrawn if the facts differ or the Code is amended. It will be published on the Authority's register of interpretations with your company's name removed.</p>
<p>Yours sincerely,</p>
<p style="margin-top:18pt"><b>Johanna Verbeek</b><br/>Head of Vessel Standards<br/>Ostermarch Maritime Safety Authority</p>""",
    },
    {
        "date": "3 September 2025",
        "ref": "OMSA/INT/2025/031",
        "to": "Captain Daniel Okonjo<br/>Master, MV Halden Star<br/>c/o Brightwater Coastal Shipping<br/>Dock Road, Port Ellery",
        "subject": "Hours of rest and drills for watchkeepers on vessels under 500 GT (Seafarers' Hours Regulations, Rule 12)",
        "body": """<p>Dear Captain Okonjo,</p>
<p>We refer to your email of 14 August 2025 about the hours of rest of the watchkeepers on the general cargo vessel <i>Halden Star</i>, of 460 gross tonnage, which trades between ports in Ostermarch.</p>
<h3>Your question</h3>
<p>You ask whether a fire and abandon-ship drill held at 02:00 breaks a watchkeeper's rest period under Rule 12 of the Seafarers' Hours Regulations (the Regulations), and whether a seafarer who is on call in the engine room overnight is at rest.</p>
<h3>The Authority's answer</h3>
<p>Rule 12(1) requires that every watchkeeper has at least 10 hours of rest in any 24-hour period and at least 77 hours of rest in any 7-day period. Rule 12(2) allows the hours of rest to be divided into no more than two periods, one of which is at least 6 hours long, with no more than 14 hours between consecutive periods of rest.</p>
<p>Rule 12(4) allows musters, fire-fighting and lifeboat drills, and drills required by the Regulations, to be held during a rest period, provided they are conducted in a way that disturbs rest as little as possible and does not cause fatigue. In the Authority's view, a drill at 02:00 is permitted, but the master must give compensatory rest to every seafarer whose minimum rest was disturbed, and should not hold drills at night more than once a month unless there is a good reason, recorded in the log.</p>
<p>A seafarer who is on call, such as an engineer in an unmanned machinery space, is at rest while not called out. Where the call-out disturbs the normal period of rest, an adequate compensatory rest period is given. The time spent working after a call-out counts as hours of work.</p>
<p>Records of hours of rest must be kept on board for each seafarer in the approved format, signed by the master and the seafarer every month, and kept for at least 3 years. A copy is given to the seafarer.</p>
<p>The exceptions to Rule 12 that a collective agreement may allow are not within the scope of this letter. This interpretation is not binding on a court.</p>
<p>Yours sincerely,</p>
<p style="margin-top:18pt"><b>Tomas Lindqvist</b><br/>Principal Surveyor, Seafarer Standards<br/>Ostermarch Maritime Safety Authority</p>""",
    },
]

LETTER_CSS = """
body {font-family: serif; font-size: 11pt; line-height: 1.4}
h3 {font-family: sans-serif; font-size: 10.5pt; margin-top: 10pt; margin-bottom: 3pt}
p {margin-top: 0pt; margin-bottom: 7pt}
"""


def letter_frames(n: int) -> list[pymupdf.Rect]:
    """A letter's text frame on page n: lower on continuation pages, under their header."""
    return [pymupdf.Rect(64, 50 if n == 0 else 80, A4.width - 64, A4.height - 60)]


def build_letters() -> None:
    """The two interpretation letters (PDF): letterhead on each letter's first page, continuation headers after."""
    docs = []
    for letter in LETTERS:
        head = f"""<table style="width:100%; font-family:sans-serif; border-bottom:1.5pt solid #0b3d6b; margin-bottom:14pt"><tr>
        <td style="font-size:15pt; color:#0b3d6b"><b>OSTERMARCH MARITIME SAFETY AUTHORITY</b><br/><span style="font-size:8.5pt">Vessel and Seafarer Standards Directorate</span></td>
        <td style="text-align:right; font-size:8pt">Harbour House, 4 Pier Road<br/>Port Ellery PE1 2AQ<br/>standards@omsa.example</td></tr></table>
        <p style="text-align:right">{letter["date"]}</p>
        <p>Our reference: {letter["ref"]}</p>
        <p>{letter["to"]}</p>
        <p><b>INTERPRETATION LETTER – {esc(letter["subject"])}</b></p>"""
        d = flow(head + letter["body"], LETTER_CSS, A4, letter_frames)
        for i, page in enumerate(d):
            if i:
                stamp(
                    page,
                    pymupdf.Rect(64, 40, A4.width - 64, 54),
                    f"<p>{letter['ref']} · {letter['date']} · page {i + 1}</p>",
                    "* {font-family: serif; font-size: 8.5pt}",
                )
        docs.append(d)
    doc = join(*docs)
    save(doc, "ostermarch_maritime_interpretation_letters.pdf")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_racing()
    build_gazette()
    build_track()
    build_security()
    build_medical()
    build_letters()
