# ruff: noqa: E501  (the documents' text is prose, one clause a line)
"""
Build the nc10 newcomer documents: six invented regulation-style documents in genres and layouts the engine has not
been tuned on. Run from anywhere:

    python eval/newcomer/nc10/build.py

writes into eval/newcomer/nc10/docs/:

- ardlisk_sms04_signalling_maintenance.pdf  railway signalling maintenance standard (A4): document-control cover,
                                            clauses 4.3, shaded "Guidance" boxes, a long interval table that runs
                                            over a page break with no repeated header row, condition-grade table
- corriden_museum_loans_policy.pdf          museum loans and conservation policy (US Letter): side-head layout
                                            (bold side heads in a left column, numbered paragraphs on the right),
                                            fee and environment tables
- vkf_kart_technical_regulations_2025.pdf   karting technical regulations (A4 landscape, two columns): "Art. 6.2"
                                            articles with items a) b), class tables, running header and footer
- ocra_business_radio_licence.pdf           radio-spectrum licence conditions (A4): particulars in a ruled form grid
                                            on page 1, conditions "GC 4" / "SC 2", footnotes at the page foot, a
                                            landscape schedule of frequencies with lettered table notes
- willowmere_court_rules.md                 condominium association declaration extract and rules (Markdown):
                                            nested lists, blockquoted board interpretations, fine and fee tables
- eskvale_school_transport_policy.pdf       county home-to-school transport policy (A4): paragraph numbers 1-70 in
                                            the left margin, unnumbered headings, footnotes at the page foot, an
                                            eligibility table continued over a page with "(continued)" and its head

Content is invented. PyMuPDF (pymupdf) only.
"""

import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import esc, flow, join, one_page, paginate, save_pdf, split_notes, stamp, table  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A4L = pymupdf.paper_rect("a4-l")
LETTER = pymupdf.paper_rect("letter")


# -- helpers -----------------------------------------------------------------------------------------------------
def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc10 build.py", "D:20250301000000Z")


def bold_tags(text: str) -> str:
    """Escape `text`, keeping its <b> and </b> tags (the footnoted texts' markup, for split_notes)."""
    return esc(text).replace("&lt;b&gt;", "<b>").replace("&lt;/b&gt;", "</b>")


# == 1. Railway signalling maintenance standard ==================================================================
RAIL_TEXT = """
# 1|Purpose and scope
1.1|This standard sets the minimum requirements for the planned maintenance, testing and fault response of signalling equipment on the Ardlisk network: colour-light signals, point machines, train detection (track circuits and axle counters), level crossing equipment, train protection equipment and interlockings.
1.2|This standard does not apply to:
-|a) heritage lines operated under a separate access agreement;
-|b) sidings and depot equipment that is not controlled from a signal box, which follow standard SMS-09.
1.3|Issue 5 replaces Issue 4 (June 2021) and comes into force on 7 December 2024. The maintenance intervals in Table 2 apply from 1 March 2025; until then the intervals of Issue 4 may continue to be used.
# 2|Terms and definitions
2.1|<b>Signalling Maintenance Technician (SMT)</b>: a person who holds a current certificate of competence, at Level 1, 2 or 3, for the type of equipment being maintained.
2.2|<b>Route Signalling Engineer (RSE)</b>: the engineer accountable for the condition and safe performance of the signalling assets of one route.
2.3|<b>Wrong-side failure</b>: a failure that leaves the signalling system in a less safe state than intended, for example a signal showing a proceed aspect when it should show danger, or a track section shown clear when it is occupied.
2.4|<b>Right-side failure</b>: a failure that leaves the signalling system in a more restrictive state than intended, for example a signal held at danger.
2.5|<b>Maintenance Controller</b>: the person on duty in the route control office who receives fault reports, allocates fault teams and keeps the fault log.
2.6|<b>Possession</b>: a period during which a section of line is closed to normal traffic so that engineering work can be done.
2.7|<b>Condition grade</b>: the grade from 1 to 5 given to an asset at its last inspection, as described in Table 1.
# 3|Responsibilities
3.1|The RSE shall approve the maintenance plan for the route for each financial year by 31 January.
3.2|The Section Manager (Signalling) shall allocate planned work to SMTs, make sure each task is done within its interval and report overdue tasks to the RSE every 4 weeks.
3.3|Tests after any alteration to an interlocking shall be carried out by an SMT holding Level 3 competence and witnessed by a Tester in Charge appointed in writing by the RSE.
3.4|Every SMT shall report any defect found during maintenance, whether or not it was put right, before leaving site.
# 4|Planned maintenance
4.1|Each asset shall be maintained at no more than the interval given in Table 2 for its type.
|TABLE2
4.2|A planned task may be done up to 25 % of the interval late (the tolerance) once, if access could not be obtained. The next task is then planned from the original due date, not from the late date. The tolerance shall not be used on two visits in succession.
G|Guidance: for a 4-week task the tolerance is 7 days; the tolerance is meant for lost possessions and bad weather, not for routine planning.
4.3|The condition grade of each asset shall be recorded at each visit using Table 1. For an asset of condition grade 4 or 5 the maintenance interval in Table 2 is halved until the asset is repaired or renewed.
|TABLE1
4.4|The intervals in Table 2 are maximum intervals. The RSE may set shorter intervals for a site, for example where points are exposed to sand or flooding.
G|Guidance: the sighting review in Table 2 is a drive-past or cab ride by a signal sighting committee; it is also needed after any change to the track layout or the line speed at the signal.
# 5|Tests
5.1|<b>Point detection.</b> Detection shall not be obtained with a 5 mm test gauge placed between the switch rail and the stock rail at the toe, and the points shall lock and detect with a 1.5 mm gauge in the same place. The test shall be done in both the normal and the reverse position.
5.2|<b>Track circuits.</b> The track relay shall drop when a shunt of 0.5 ohm is applied across the rails at any point of the track circuit, including at both ends and at each insulated joint.
5.3|<b>Axle counters.</b> After a reset, the section shall be proved clear by a sweeping train travelling at no more than 30 km/h before normal working resumes.
5.4|<b>Level crossings.</b> Barriers shall lower in not less than 6 seconds and not more than 10 seconds. The audible warning shall be between 75 dB(A) and 118 dB(A) measured 1 metre from the sounder.
5.5|Every test shall be recorded on the handheld device or, where none is available, on the record card kept in the location case.
# 6|Faults and failures
6.1|Any suspected wrong-side failure shall be reported at once to the signaller and the Maintenance Controller. The equipment shall not be disturbed, except to make the line safe, until the RSE or a person nominated by the RSE has attended.
6.2|The RSE shall send a preliminary report of a wrong-side failure to the Signalling Safety Review Group within 72 hours.
6.3|Fault teams shall attend right-side failures within the response times in Table 3.
|TABLE3
6.4|Where the same asset has 3 or more failures within 28 days, the Section Manager (Signalling) shall open a repeat fault investigation.
# 7|Safe working
7.1|No person shall work on signalling equipment on or near the line without a safe system of work planned in advance: a possession, a line blockage, or a lookout warning where the lookout can give at least 15 seconds' warning of an approaching train.
7.2|Equipment shall be disconnected only by an SMT holding Level 2 or Level 3 competence, with the signaller's agreement, and each disconnection recorded on form SMS-F12.
7.3|Lone working on a line open to traffic is not permitted.
# 8|Records
8.1|Maintenance and test records shall be entered in the asset management system within 24 hours of the work.
8.2|Records of tests after an alteration to an interlocking shall be kept for the life of the installation. Other maintenance records shall be kept for 6 years.
# 9|Competence
9.1|Certificates of competence are valid for 3 years. An SMT shall be reassessed before the certificate expires.
9.2|An SMT who has not worked on a type of equipment for 12 months shall be reassessed before working on that type again.
9.3|Level 1 covers inspection and simple replacement; Level 2 adds fault-finding, adjustment and disconnection; Level 3 adds testing after alteration and commissioning.
"""

RAIL_APPX = """
<h2>Appendix A — Changes from Issue 4</h2>
<table class="t"><tr><th>Clause</th><th>Change</th></tr>
<tr><td>4.2</td><td>Tolerance reduced from 50 % to 25 % of the interval, and no longer allowed on two visits in succession.</td></tr>
<tr><td>Table 2</td><td>Service of clamp-lock point machines every 4 weeks (was every 6 weeks); signal sighting review every 5 years introduced.</td></tr>
<tr><td>5.3</td><td>Speed of the sweeping train after an axle counter reset reduced to 30 km/h (was 40 km/h).</td></tr>
<tr><td>6.2</td><td>Preliminary report of a wrong-side failure within 72 hours (was 5 working days).</td></tr>
<tr><td>9.2</td><td>Reassessment after 12 months away from a type of equipment introduced.</td></tr></table>
"""

RAIL_T1 = table(
    ["Grade", "Description"],
    [
        ["1", "Very good: as new, no defects"],
        ["2", "Good: minor wear, no action needed before the next visit"],
        ["3", "Fair: wear or defects to be put right within 3 months"],
        ["4", "Poor: defects affecting reliability; repair or renewal to be planned"],
        [
            "5",
            "Very poor: defects that may affect safety; action before the next train movement over the asset where needed",
        ],
    ],
    caption="Table 1 — Condition grades",
)
RAIL_T2 = table(
    ["Asset", "Task", "Maximum interval", "Competence"],
    [
        ["Colour-light signal, LED head", "Visual inspection and aspect check", "12 weeks", "Level 1"],
        [
            "Colour-light signal, filament lamp head",
            "Lamp change (main and auxiliary filaments)",
            "26 weeks",
            "Level 1",
        ],
        ["All signals", "Sighting review", "5 years", "signal sighting committee"],
        ["Point machine, clamp lock (hydraulic)", "Service, fluid level and detection test", "4 weeks", "Level 2"],
        ["Point machine, electric (motor and gearbox)", "Service and detection test", "8 weeks", "Level 2"],
        ["Point heating", "Functional check before winter", "52 weeks, by 31 October", "Level 1"],
        ["Facing point lock", "Gauge test to clause 5.1", "4 weeks", "Level 2"],
        ["DC track circuit", "Drop shunt test to clause 5.2", "26 weeks", "Level 2"],
        ["Audio-frequency track circuit", "Drop shunt test and voltage readings", "52 weeks", "Level 2"],
        ["Axle counter section", "Count check and reset test", "52 weeks", "Level 2"],
        [
            "Automatic half barrier level crossing",
            "Functional test of barriers, lights and sounders",
            "4 weeks",
            "Level 2",
        ],
        ["Automatic half barrier level crossing", "Full test including timings to clause 5.4", "52 weeks", "Level 3"],
        ["Manually controlled barrier crossing", "Functional test", "8 weeks", "Level 2"],
        ["Train protection loop (TPWS)", "Loop and transmitter test", "26 weeks", "Level 2"],
        ["Relay interlocking", "Sample relay test", "every relay within 10 years", "Level 3"],
        ["Computer-based interlocking", "Event log review", "4 weeks", "Level 2"],
        ["Power supplies and batteries", "Battery discharge test", "52 weeks", "Level 2"],
        ["Earthing and bonding", "Resistance test", "5 years", "Level 2"],
        ["Cable routes and troughing", "Walking inspection", "26 weeks", "Level 1"],
        ["Signal post telephones", "Test call to the signal box", "13 weeks", "Level 1"],
    ],
    caption="Table 2 — Maximum maintenance intervals",
)
RAIL_T3 = table(
    ["Category of line", "Description", "Response time"],
    [
        ["A", "Main lines with more than 10 trains an hour in either direction", "45 minutes"],
        ["B", "Other passenger lines", "90 minutes"],
        ["C", "Freight-only lines and goods loops", "4 hours"],
    ],
    caption="Table 3 — Response times for right-side failures",
)

RAIL_CSS = """
body {font-family: sans-serif; font-size: 9.5pt; line-height: 1.35}
h2 {font-size: 11.5pt; color: #7a1f1f; margin-top: 12pt; margin-bottom: 3pt; border-bottom: 0.8pt solid #7a1f1f}
p {margin-top: 2pt; margin-bottom: 3pt}
p.cl {margin-left: 34pt; text-indent: -34pt}
p.it {margin-left: 50pt; text-indent: -14pt}
div.g {background-color: #ececec; border-left: 2pt solid #7a1f1f; padding: 4pt; margin: 4pt 0 6pt 34pt; font-style: italic; font-size: 9pt}
p.caption {font-weight: bold; font-size: 9pt; margin-top: 8pt; margin-bottom: 2pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 6pt}
table.t th {background-color: #7a1f1f; color: #ffffff; text-align: left; padding: 2pt; border: 0.4pt solid #7a1f1f}
table.t td {border: 0.4pt solid #999999; padding: 2pt; vertical-align: top}
"""


def rail_markup(text: str) -> str:
    """'# 4|Title' head, '4.3|text' clause, '-|a) item', 'G|guidance' box, '|html' raw."""
    out = []
    for line in text.strip().splitlines():
        key, _, rest = line.strip().partition("|")
        body = esc(rest).replace("&lt;b&gt;", "<b>").replace("&lt;/b&gt;", "</b>")
        if key == "":
            out.append(rest)
        elif key.startswith("# "):
            out.append(f"<h2>{key[2:]}&nbsp;&nbsp;{body}</h2>")
        elif key == "-":
            out.append(f'<p class="it">{body}</p>')
        elif key == "G":
            out.append(f'<div class="g">{body}</div>')
        else:
            out.append(f'<p class="cl"><b>{key}</b>&nbsp;&nbsp;&nbsp;{body}</p>')
    return "\n".join(out)


def build_rail() -> None:
    """The signalling maintenance standard (PDF)."""
    body = (
        rail_markup(RAIL_TEXT).replace("TABLE1", RAIL_T1).replace("TABLE2", RAIL_T2).replace("TABLE3", RAIL_T3)
        + RAIL_APPX
    )
    frame = pymupdf.Rect(60, 72, A4.width - 60, A4.height - 64)
    main = flow(body, RAIL_CSS, A4, lambda _n: [frame])
    cover = one_page(
        """<p style="font-size:10pt; color:#7a1f1f"><b>ARDLISK RAIL INFRASTRUCTURE</b></p>
        <p style="font-size:9pt">Engineering Standards — Signalling</p>
        <p style="font-size:24pt; margin-top:90pt"><b>SMS-04</b></p>
        <p style="font-size:18pt">Maintenance of Signalling Equipment</p>
        <p style="font-size:11pt; margin-top:10pt">Issue 5 — December 2024</p>
        <table style="width:100%; margin-top:90pt; font-size:9pt; border-collapse:collapse">
        <tr><td style="border:0.5pt solid #555; padding:3pt; width:35%"><b>Standard owner</b></td><td style="border:0.5pt solid #555; padding:3pt">Head of Signalling Engineering</td></tr>
        <tr><td style="border:0.5pt solid #555; padding:3pt"><b>Approved by</b></td><td style="border:0.5pt solid #555; padding:3pt">Engineering Standards Board, 14 November 2024</td></tr>
        <tr><td style="border:0.5pt solid #555; padding:3pt"><b>Publication date</b></td><td style="border:0.5pt solid #555; padding:3pt">7 September 2024</td></tr>
        <tr><td style="border:0.5pt solid #555; padding:3pt"><b>In force</b></td><td style="border:0.5pt solid #555; padding:3pt">7 December 2024</td></tr>
        <tr><td style="border:0.5pt solid #555; padding:3pt"><b>Supersedes</b></td><td style="border:0.5pt solid #555; padding:3pt">SMS-04 Issue 4, June 2021</td></tr>
        <tr><td style="border:0.5pt solid #555; padding:3pt"><b>Next review</b></td><td style="border:0.5pt solid #555; padding:3pt">December 2027</td></tr></table>
        <p style="font-size:8pt; margin-top:40pt">Compliance with this standard is mandatory for all staff and contractors maintaining signalling equipment on the Ardlisk network. Deviations require the written approval of the Head of Signalling Engineering.</p>""",
        "* {font-family: sans-serif}",
        A4,
        pymupdf.Rect(60, 70, A4.width - 60, A4.height - 60),
    )
    doc = join(cover, main)
    total = doc.page_count
    for i, page in enumerate(doc):
        if i == 0:
            continue
        stamp(
            page,
            pymupdf.Rect(60, 34, A4.width - 60, 48),
            '<table style="width:100%"><tr><td>SMS-04 Maintenance of Signalling Equipment</td>'
            '<td style="text-align:right">Issue 5</td></tr></table>',
        )
        page.draw_line((60, 52), (A4.width - 60, 52), color=(0.48, 0.12, 0.12), width=0.6)
        stamp(
            page,
            pymupdf.Rect(60, A4.height - 44, A4.width - 60, A4.height - 30),
            '<table style="width:100%"><tr><td>Uncontrolled when printed</td>'
            f'<td style="text-align:right">Page {i + 1} of {total}</td></tr></table>',
        )
    save(doc, "ardlisk_sms04_signalling_maintenance.pdf")


# == 2. Museum loans and conservation policy (US Letter, side heads) ==============================================
MUSEUM_TEXT = """
== 1|Purpose
1.1|This policy governs the lending of objects from the collections of the Corriden Museum of Maritime History (the Museum) to other institutions, the borrowing of objects for the Museum's own exhibitions, and the standards of care and conservation that apply to objects on loan in either direction.
1.2|It applies to all objects in the permanent collection, the study collection and the archive, and to objects held by the Museum on long-term deposit.
== 2|Definitions
2.1|<b>Borrower</b> means an institution that receives an object on loan from the Museum; <b>lender</b> means the owner of an object that the Museum borrows.
2.2|<b>Condition report</b> means a written and photographic record of the state of an object, made by a conservator or registrar, noting every existing damage, repair and area of weakness.
2.3|<b>Courier</b> means a member of the Museum's staff who accompanies an object in transit and supervises its unpacking, installation, de-installation and packing.
2.4|<b>Facility report</b> means the borrower's written description of its building, security, fire protection, environmental control and handling arrangements.
2.5|<b>Wall-to-wall insurance</b> means insurance that covers an object from the moment it is removed from its usual place in the Museum until it is returned there.
== 3|Who may borrow
3.1|The Museum lends only to public museums, galleries, libraries and archives, and to universities for exhibition or research. It does not lend to private individuals or to commercial galleries.
3.2|Objects will not be lent where travel or display would put them at risk, where they are the subject of a provenance enquiry, or where they are needed for the Museum's own displays.
== 4|Requests and approval
4.1|A request to borrow shall be made in writing to the Registrar at least 6 months before the exhibition opens, or at least 9 months before where the object would leave the country.
4.2|The Director may approve a request for up to 10 objects. A request for more than 10 objects, or for any object valued at more than £250,000, shall be decided by the Collections Committee. Every loan to an institution outside the country requires the approval of the Board of Trustees.
4.3|A loan is made for the period of the exhibition and for no more than 12 months. A loan may be renewed, but the total period of a loan shall not exceed 3 years, except for a long-term loan of up to 5 years agreed by the Board of Trustees with an accredited museum.
== 5|Conditions of loan
5.1|Before the loan agreement is signed, the borrower shall send a facility report completed within the last 2 years and shall meet the environmental standards in section 9.
5.2|The borrower shall insure each object wall-to-wall for the value set by the Museum, or obtain a government indemnity that gives equal cover. The Museum sets the value and reviews it before each loan.
5.3|Objects shall be displayed in locked cases, or behind barriers at least 1 metre from the object, as the Registrar decides for each object.
5.4|The borrower may photograph objects for its catalogue, press and education material. Any other use, including sale of images, requires the written consent of the Museum.
5.5|Every label, catalogue entry and publication shall carry the credit line "Lent by the Corriden Museum of Maritime History".
== 6|Fees and costs
6.1|The borrower pays the charges in Table 1 and all costs of packing, crating, transport, insurance and couriers.
|TABLEFEE
6.2|The loan administration fee is waived for accredited museums in Corriden and the neighbouring counties with which the Museum has a reciprocal loans agreement.
6.3|Where the borrower cancels a loan less than 3 months before the agreed date of dispatch, it shall pay the costs already incurred and 50 % of the loan administration fee.
== 7|Couriers
7.1|A courier is required for any object valued at more than £100,000, for any object the Registrar classes as fragile, and for every loan to another country.
7.2|The courier stays with the object in transit and until it is installed. For loans abroad the courier may travel separately from the object only where the Registrar has agreed this in writing.
7.3|The borrower pays the courier's travel, hotel and the daily allowance in Table 1 for each day the courier is away from the Museum.
== 8|Condition and damage
8.1|A condition report shall be made before dispatch, on arrival, before return dispatch and on return to the Museum.
8.2|The borrower shall report any damage or deterioration to the Registrar within 24 hours of its discovery, with photographs. No repair or cleaning may be attempted without the written consent of the Museum.
8.3|The Museum's condition categories are: <b>Good</b>, stable and fit for travel; <b>Fair</b>, stable but with old damage; <b>Poor</b>, fit for display in the Museum but not for travel; <b>Unstable</b>, needing treatment before any handling.
8.4|Objects in the Poor or Unstable category shall not be lent.
== 9|Environment
9.1|The borrower shall keep objects within the conditions in Table 2 throughout the loan, and shall send the Museum its temperature and humidity records each month.
|TABLEENV
9.2|Relative humidity shall not change by more than 5 % within 24 hours.
9.3|Ultraviolet radiation shall not exceed 75 microwatts per lumen for any object.
9.4|Light-sensitive objects shall not receive more than 150,000 lux hours in a year; a loan shall not make an object exceed this total.
== 10|Care and conservation
10.1|Conservation treatment of Museum objects shall be done only by conservators on the Museum's approved list, shall be reversible as far as possible and shall be documented in the object file.
10.2|Organic objects arriving on loan shall be quarantined for 14 days and inspected for pests before entering a store or gallery. Infested objects are treated by freezing at −30 °C for 72 hours.
10.3|Pest traps in stores and galleries shall be checked every month.
10.4|Objects are handled with nitrile gloves; metal objects are never handled with bare hands. Any object heavier than 20 kg shall be moved by at least two people.
== 11|Borrowing by the Museum
11.1|The Museum borrows objects for exhibition and research only, and applies to its own borrowing the same standards of care that it requires of its borrowers.
11.2|The Museum will not borrow an object unless the lender has shown good title and the object has been lawfully exported from any country of origin. Objects with gaps in their provenance between 1933 and 1945 are researched before any loan is agreed.
11.3|Where a lender cannot be traced at the end of a loan, the Museum writes to the last known address and publishes a notice; if the lender has not come forward 3 years after the notice, the object may be taken into the collection with the Board's approval.
== 12|Packing and transport
12.1|Objects are packed by the Museum's staff, or by a fine-art shipper approved by the Registrar, in lined and sealed crates marked with the handling symbols.
12.2|Crated objects shall be left to acclimatise for at least 24 hours in the gallery where they will be shown before the crates are opened.
12.3|Road transport shall be by a climate-controlled vehicle with air-ride suspension and two drivers. The vehicle shall never be left unattended with objects on board, and overnight stops are permitted only at secure premises agreed by the Registrar.
12.4|Objects travelling by air are loaded on pallets under the supervision of the courier. The courier may carry an object as hand luggage only if it fits under an aircraft seat and is valued at less than £50,000.
== 13|Security
13.1|The borrower's galleries shall be protected by an intruder alarm monitored 24 hours a day and shall have attendants in the rooms during opening hours.
13.2|Any theft, attempted theft or vandalism shall be reported to the police at once and to the Museum within 2 hours.
13.3|The borrower shall not send an object on to another venue without the written agreement of the Museum. Each further venue is treated as a separate loan for the purposes of Table 1.
== 14|Records
14.1|The Registrar keeps a loan file for every loan, including the agreement, the condition reports and the correspondence. Loan files are kept permanently.
14.2|Temperature and humidity records received from borrowers are kept for 10 years after the loan ends.
== 15|Review
15.1|This policy was approved by the Board of Trustees on 14 May 2024 and will be reviewed every 5 years, or sooner if the law changes.
"""

MUSEUM_FEE = table(
    ["Charge", "Amount", "Notes"],
    [
        ["Loan administration fee", "£350", "per loan agreement"],
        ["Condition report", "£120", "per object, for each report under paragraph 8.1"],
        ["Mount making", "£45", "per hour"],
        ["Courier daily allowance", "£180", "per day away from the Museum; travel and hotel paid in addition"],
        ["Photography by the Museum", "£30", "per image supplied"],
    ],
    caption="Table 1 — Loan charges (from 1 June 2024)",
)
MUSEUM_ENV = table(
    ["Material", "Temperature", "Relative humidity", "Maximum light level"],
    [
        ["Textiles, works on paper, flags, charts", "16–22 °C", "45–55 %", "50 lux"],
        ["Oil paintings, wood, ship models", "16–24 °C", "45–60 %", "200 lux"],
        ["Metals, including arms and instruments", "16–24 °C", "below 40 %", "no limit"],
        ["Archaeological iron", "16–24 °C", "below 20 %", "no limit"],
        ["Ceramics and stone", "16–24 °C", "40–60 %", "no limit"],
    ],
    caption="Table 2 — Environmental conditions for objects on loan",
)

MUSEUM_CSS = """
body {font-family: serif; font-size: 10.5pt; line-height: 1.4}
table.s {width: 100%; margin-top: 8pt; border-top: 0.6pt solid #1d3557}
table.s td {vertical-align: top; padding-top: 3pt}
td.h {width: 24%; font-family: sans-serif; font-weight: bold; font-size: 9.5pt; color: #1d3557; padding-right: 10pt}
td.x {text-align: left}
p.caption {font-family: sans-serif; font-weight: bold; font-size: 8.5pt; margin-top: 4pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 4pt}
table.t th {font-family: sans-serif; text-align: left; border-bottom: 0.8pt solid #1d3557; padding: 2pt}
table.t td {border-bottom: 0.3pt solid #aaaaaa; padding: 2pt; vertical-align: top}
"""


def museum_markup(text: str) -> str:
    """'== 4|Side head' opens a section; '4.2|text' paragraph; '|TABLE' a table in the text column."""
    out: list[str] = []
    rows: list[str] = []
    head = ""

    def close() -> None:
        if rows:
            out.append('<table class="s">' + "".join(rows) + "</table>")

    for line in text.strip().splitlines():
        key, _, rest = line.strip().partition("|")
        body = esc(rest).replace("&lt;b&gt;", "<b>").replace("&lt;/b&gt;", "</b>")
        if key.startswith("== "):
            close()
            rows = []
            head = f"{key[3:]}&nbsp;&nbsp;{body}"
            continue
        cell = rest if key == "" else f"<b>{key}</b>&nbsp;&nbsp;{body}"
        rows.append(f'<tr><td class="h" style="width:120pt">{head}</td><td class="x">{cell}</td></tr>')
        head = ""
    close()
    return "\n".join(out)


def build_museum() -> None:
    """The museum loans policy, side heads on US Letter (PDF)."""
    body = museum_markup(MUSEUM_TEXT).replace("TABLEFEE", MUSEUM_FEE).replace("TABLEENV", MUSEUM_ENV)
    title = """<p style="font-family:sans-serif; font-size:9pt; color:#1d3557; letter-spacing:1pt">CORRIDEN MUSEUM OF MARITIME HISTORY</p>
    <p style="font-size:20pt; margin-top:6pt"><b>Loans and Conservation Policy</b></p>
    <p style="font-size:10pt; font-style:italic">Policy C-3 · approved by the Board of Trustees, 14 May 2024 · next review May 2029</p>"""
    W, H = LETTER.width, LETTER.height
    frame = pymupdf.Rect(54, 66, W - 54, H - 60)
    html = f"<div>{title}</div>{body}"
    doc = flow(html, MUSEUM_CSS, LETTER, lambda _n: [frame])
    for i, page in enumerate(doc):
        if i > 0:
            stamp(
                page,
                pymupdf.Rect(54, 34, W - 54, 48),
                '<p style="text-align:right; font-style:italic">Corriden Museum — Policy C-3: Loans and Conservation</p>',
                "* {font-family: serif; font-size: 8pt}",
            )
        stamp(
            page,
            pymupdf.Rect(54, H - 44, W - 54, H - 30),
            f'<p style="text-align:center">{i + 1}</p>',
            "* {font-family: serif; font-size: 8.5pt}",
        )
    save(doc, "corriden_museum_loans_policy.pdf")


# == 3. Karting technical regulations (A4 landscape, two columns) =================================================
KART_TEXT = """
CH|CHAPTER 1 — GENERAL
ART 1|Application
1.1|These Technical Regulations apply to every kart taking part in a national championship or national-status event organised under the authority of the Velmora Karting Federation (VKF). They come into force on 1 February 2025 and replace the 2024 Technical Regulations.
1.2|Anything that these Regulations do not expressly authorise is prohibited. An authorised modification shall not lead to an unauthorised one.
1.3|The classes are: Mini 60, Junior 125, Senior 125, Gearbox 125 and Masters 125.
ART 2|Definitions
2.1|<b>Kart</b>: a land vehicle with four non-aligned wheels in contact with the ground, two of which steer and two of which drive, with no suspension and a chassis frame without a roof or cockpit.
2.2|<b>Ready-to-race weight</b>: the weight of the kart with the driver wearing full racing equipment, with the fuel left in the tank at the moment of weighing.
2.3|<b>Technical Passport</b>: the VKF document that records the homologated chassis, engine and seals of a kart and the driver's name.
2.4|<b>Parc fermé</b>: the area between the finish line and the scales in which no work on a kart is allowed.
ART 3|Age limits by class
3.1|Drivers may race in a class in the year in which they reach the minimum age, as follows:
-|a) Mini 60: from 8 to 12 years;
-|b) Junior 125: from 12 to 15 years;
-|c) Senior 125: from 15 years;
-|d) Gearbox 125: from 16 years;
-|e) Masters 125: from 32 years.
CH|CHAPTER 2 — CHASSIS AND BODYWORK
ART 4|Chassis
4.1|The chassis frame shall be made of magnetic steel tubes of a diameter of 28 mm or 30 mm. Chrome-plated frames are prohibited.
4.2|Wheelbase: minimum 101 cm and maximum 107 cm; for Mini 60, minimum 95 cm and maximum 96 cm.
4.3|Overall dimensions: length no more than 182 cm without the front and rear fairings; width no more than 140 cm; height no more than 65 cm from the ground, excluding the seat.
4.4|Any form of suspension, whether elastic or hinged, is prohibited. Torsion bars to adjust the stiffness of the frame are permitted at the front and the rear.
ART 5|Bodywork
5.1|The bodywork consists of the front fairing, the front panel, the side pods and the rear bumper, all homologated.
5.2|The front fairing shall be fitted with the homologated mounting kit. If the front fairing is not in its correct position when the kart crosses the finish line, the driver receives a time penalty of 5 seconds.
5.3|The race number shall be displayed on the front panel, on both side pods and on the rear, in black figures at least 15 cm high on a yellow background; Gearbox 125 karts use white figures on a red background.
ART 6|Brakes
6.1|Brakes shall be hydraulic, operated by a pedal through a single master cylinder.
6.2|Mini 60, Junior 125, Senior 125 and Masters 125 karts shall have brakes on the rear axle only. Gearbox 125 karts shall have brakes on the front and rear wheels, with two separate circuits.
6.3|The brake pedal shall be linked to the master cylinder by a safety cable of at least 1.8 mm diameter in addition to the rod.
ART 7|Ballast
7.1|Ballast shall be solid blocks fixed to the seat or the floor tray by at least two bolts of at least 8 mm diameter each.
7.2|No single piece of ballast may weigh more than 5 kg, and the total ballast fitted to the seat shall not exceed 10 kg.
CH|CHAPTER 3 — ENGINES, FUEL AND TYRES
ART 8|Engines and weights
8.1|Each class uses the engines, capacities and weights given in Table 8.1. Engines shall be homologated by the VKF and sealed at the initial scrutineering.
|TABLE81
8.2|The ready-to-race weight is checked on the official scales after each practice session, heat and final. A kart found below the minimum weight is excluded from the results of that session.
8.3|A competitor may use no more than 2 sealed engines at an event and no more than 2 chassis. An engine or chassis may be changed only after written notice to the Scrutineers.
ART 9|Fuel
9.1|Fuel shall be unleaded petrol with a research octane number of not more than 98, bought at the fuel station designated by the organiser for the event.
9.2|Two-stroke oil shall be on the VKF list of approved oils and shall be mixed with the fuel at between 4 % and 6 % by volume. Additives of any kind are prohibited.
9.3|The Scrutineers may take a fuel sample of 1 litre from any kart at any time during the event.
ART 10|Tyres
10.1|Only tyres on the VKF list of approved tyres for the class may be used. Tyres are marked by the Scrutineers before the first qualifying practice.
10.2|For each event a driver may use no more than one set of new slick tyres in Mini 60 and no more than two sets of new slick tyres in the other classes. Wet-weather tyres are not limited in number.
10.3|Tyre warmers, tyre blankets and any chemical treatment of tyres are prohibited. Tyre pressures are free.
CH|CHAPTER 4 — NOISE, ELECTRONICS AND DRIVERS' EQUIPMENT
ART 11|Noise
11.1|The noise of a kart shall not exceed 108 dB(A) for Mini 60, Junior 125, Senior 125 and Masters 125, and 110 dB(A) for Gearbox 125, measured during the race.
11.2|A kart that exceeds the limit by up to 2 dB(A) receives a warning for the first offence; any further excess at the same event leads to exclusion from the session.
ART 12|Data acquisition
12.1|Data acquisition systems may record only: lap times, engine speed, water temperature, exhaust gas temperature, and speed of one wheel or speed by GPS.
12.2|Telemetry, meaning any transmission of data from a moving kart, is prohibited, except for the official timing transponder and, in Gearbox 125, the pit-to-driver signal board system approved by the VKF.
12.3|The official transponder shall be fixed to the back of the seat, no more than 25 cm above the ground.
ART 13|Drivers' equipment
13.1|Helmets shall bear a valid VKF approval label. A helmet involved in an impact shall be presented to the Scrutineers before it is used again.
13.2|Overalls shall be homologated to Level 2 and cover the whole body, legs and arms.
13.3|A rib protector is compulsory for drivers in Mini 60 and Junior 125. A neck collar is compulsory for drivers in Mini 60.
13.4|Gloves shall cover the whole hand; boots shall cover and protect the ankles.
CH|CHAPTER 5 — SCRUTINEERING AND PROTESTS
ART 14|Scrutineering
14.1|Every kart shall be presented at the initial scrutineering with its Technical Passport and the driver's equipment, at the time stated in the event's supplementary regulations.
14.2|After the finish of each qualifying practice, heat and final, karts go directly to parc fermé. A driver who does not take the kart to the scales is excluded from the results of that session.
14.3|The Chief Scrutineer may order any kart to be dismantled for checking after a final.
ART 15|Technical protests
15.1|A technical protest against another competitor's kart shall be lodged in writing with the Clerk of the Course within 30 minutes of the publication of the provisional results of the final.
15.2|The protest fee is €300. Where the protest requires an engine to be dismantled, a further deposit of €500 shall be paid, which is kept by the owner of the engine if the protest is not upheld.
15.3|If the protest is upheld, the protest fee and the deposit are refunded to the protester.
CH|CHAPTER 6 — COMPONENTS, WET RACES AND PADDOCK SAFETY
ART 16|Steering and seat
16.1|The steering wheel shall have a continuous rim of round or oval shape. The steering column shall have a diameter of at least 18 mm and shall be fixed with a self-locking nut and a safety pin.
16.2|The seat shall be fixed to the chassis at no fewer than 4 points and shall hold the driver so that the driver cannot slide sideways or forwards when cornering or braking.
ART 17|Wheels and axles
17.1|The rear axle shall be of magnetic steel with an outside diameter of not more than 50 mm, or not more than 30 mm for Mini 60.
17.2|Rims shall have a diameter of 5 inches. The width of a complete rear wheel shall not exceed 212 mm, and of a complete front wheel 135 mm; for Mini 60 the limits are 150 mm at the rear and 115 mm at the front.
17.3|Every wheel shall be fixed to its hub or axle by a self-locking nut, and every hub shall be secured by a safety pin or a split pin.
ART 18|Chain and guards
18.1|A chain guard shall cover the top of the sprocket and the chain, down to the level of the axle.
18.2|Gearbox 125 karts shall also have a guard under the sprocket, and the gear lever shall return to neutral without the driver's help.
ART 19|Carburettor and exhaust
19.1|Only carburettors homologated by the VKF for the class may be used. The venturi diameter shall not exceed 18 mm in Mini 60 and 30 mm in Junior 125, Senior 125 and Masters 125.
19.2|The exhaust silencer shall be homologated and fixed to the chassis by at least 2 mounting points, one of which may be a spring.
ART 20|Wet races
20.1|The Clerk of the Course may declare a session "wet" by showing the WET RACE board on the grid. In a wet session drivers may choose wet-weather or slick tyres, except that in Mini 60 wet-weather tyres are compulsory.
20.2|In a wet session every kart shall show a red rear rain light, fixed to the rear bumper or the seat and switched on from the moment the kart leaves the assembly area until it reaches parc fermé.
ART 21|Paddock safety
21.1|Each competitor shall keep in its paddock area a fire extinguisher holding at least 2 kg of extinguishing agent.
21.2|Refuelling is permitted only in the paddock with the engine stopped; no refuelling may take place in the assembly area or on the grid.
21.3|Karts shall be pushed, with the engine stopped, everywhere in the paddock. Engines may be started only in the area set aside for warming up.
21.4|Children under 12 shall not enter the assembly area unless they are drivers entered in the event.
"""

KART_T81 = table(
    ["Class", "Engine", "Maximum capacity", "Minimum ready-to-race weight"],
    [
        ["Mini 60", "single-speed, air-cooled, rev limiter 14,000 rpm", "60 cc", "110 kg"],
        ["Junior 125", "single-speed, water-cooled, exhaust restrictor of 24 mm", "125 cc", "145 kg"],
        ["Senior 125", "single-speed, water-cooled", "125 cc", "160 kg"],
        ["Gearbox 125", "six-speed gearbox, water-cooled", "125 cc", "175 kg"],
        ["Masters 125", "single-speed, water-cooled", "125 cc", "170 kg"],
    ],
    caption="Table 8.1 — Engines and minimum weights",
)

KART_ANNEX = table(
    ["Infringement", "Article", "Penalty"],
    [
        ["Ready-to-race weight below the minimum", "8.2", "exclusion from the session"],
        ["Fuel sample not conforming", "9", "exclusion from the event and a fine of €1,000"],
        ["Tyres not marked, or more sets used than allowed", "10.2", "exclusion from the event"],
        ["Chemical treatment of tyres", "10.3", "exclusion from the event and a fine of €1,500"],
        ["Noise above the limit (second excess at the same event)", "11.2", "exclusion from the session"],
        ["Telemetry fitted or used", "12.2", "exclusion from the event"],
        ["Transponder missing or not working", "12.3", "no time recorded for the session"],
        [
            "Rain light missing or not lit in a wet session",
            "20.2",
            "black flag with orange disc; the driver must stop and fix it",
        ],
        ["Front fairing out of position at the finish", "5.2", "time penalty of 5 seconds"],
        ["Kart not taken to the scales", "14.2", "exclusion from the session"],
        ["Engine seal broken or missing", "8.1", "exclusion from the event"],
        ["Refuelling outside the paddock", "21.2", "fine of €250"],
    ],
)

KART_CSS = """
body {font-family: sans-serif; font-size: 10pt; line-height: 1.35}
h2 {font-size: 10.5pt; background-color: #f2b705; padding: 3pt; margin-top: 8pt; margin-bottom: 4pt}
h3 {font-size: 9.5pt; margin-top: 7pt; margin-bottom: 2pt}
p {margin-top: 1pt; margin-bottom: 2pt; text-align: justify}
p.it {margin-left: 22pt}
p.caption {font-weight: bold; font-size: 8.5pt; margin-top: 4pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8pt; margin-bottom: 4pt}
table.t th {background-color: #222222; color: #ffffff; text-align: left; padding: 2pt; border: 0.4pt solid #222222}
table.t td {border: 0.4pt solid #666666; padding: 2pt; vertical-align: top}
"""


def kart_markup(text: str) -> str:
    """'CH|chapter', 'ART 6|title', '6.2|text', '-|a) item', '|html'."""
    out = []
    for line in text.strip().splitlines():
        key, _, rest = line.strip().partition("|")
        body = esc(rest).replace("&lt;b&gt;", "<b>").replace("&lt;/b&gt;", "</b>")
        if key == "":
            out.append(rest)
        elif key == "CH":
            out.append(f"<h2>{body}</h2>")
        elif key.startswith("ART "):
            out.append(f"<h3>Art. {key[4:]} – {body}</h3>")
        elif key == "-":
            out.append(f'<p class="it">{body}</p>')
        else:
            out.append(f"<p><b>{key}</b>&nbsp;&nbsp;{body}</p>")
    return "\n".join(out)


def build_kart() -> None:
    """The karting technical regulations on landscape pages in two columns (PDF)."""
    W, H = A4L.width, A4L.height
    left, right, top, bottom, gap = 44, W - 44, 64, H - 46, 24
    mid = (left + right) / 2
    title = """<div style="text-align:center; border-bottom:1pt solid #222222; padding-bottom:6pt; margin-bottom:6pt">
    <p style="font-size:9pt; text-align:center">VELMORA KARTING FEDERATION</p>
    <p style="font-size:17pt; text-align:center"><b>National Karting Technical Regulations 2025</b></p>
    <p style="font-size:9pt; text-align:center">Approved by the VKF Council on 9 December 2024 · in force from 1 February 2025</p></div>"""
    body = title + kart_markup(KART_TEXT).replace("TABLE81", KART_T81)

    def rects(_n: int) -> list[pymupdf.Rect]:
        return [pymupdf.Rect(left, top, mid - gap / 2, bottom), pymupdf.Rect(mid + gap / 2, top, right, bottom)]

    doc = flow(body, KART_CSS, A4L, rects)
    annex = one_page(
        "<h2>ANNEX A — SCALE OF PENALTIES FOR TECHNICAL INFRINGEMENTS</h2>"
        "<p>The Stewards apply the following penalties on the report of the Scrutineers. A penalty imposed in a heat or final applies to the results of that session only, unless the table says otherwise.</p>"
        + KART_ANNEX
        + '<p style="margin-top:6pt"><b>Notes</b></p>'
        '<p>(1) "Session" means a qualifying practice, heat, pre-final or final.</p>'
        "<p>(2) A second infringement of the same kind by the same driver during the championship year doubles the fine; the exclusion penalties are unchanged.</p>"
        "<p>(3) Fines are paid to the VKF within 7 days of the Stewards' decision. A driver with an unpaid fine may not take part in the next event.</p>",
        KART_CSS,
        A4L,
        pymupdf.Rect(left, top, right, bottom),
    )
    doc = join(doc, annex)
    total = doc.page_count
    for i, page in enumerate(doc):
        page.draw_line((mid, top), (mid, bottom), width=0.3, color=(0.6, 0.6, 0.6))
        stamp(
            page,
            pymupdf.Rect(left, 30, right, 44),
            '<table style="width:100%"><tr><td><b>VKF</b> Technical Regulations 2025</td>'
            '<td style="text-align:right">Mini 60 · Junior 125 · Senior 125 · Gearbox 125 · Masters 125</td></tr></table>',
        )
        stamp(
            page,
            pymupdf.Rect(left, H - 34, right, H - 20),
            f'<table style="width:100%"><tr><td>VKF-TR-2025</td><td style="text-align:right">{i + 1} / {total}</td></tr></table>',
        )
    save(doc, "vkf_kart_technical_regulations_2025.pdf")


# == 4. Business radio licence conditions (form grid, footnotes, landscape schedule) =============================
RADIO_PARTICULARS = [
    ("Licence number", "BRA-2025-04417"),
    ("Licence product", "Business Radio (Area Defined)"),
    ("Licensee", "Tollen Valley Quarries Ltd"),
    ("Registered address", "Quarry Office, Fenwick Lane, Tollen TV4 9QR"),
    ("Date of issue", "3 February 2025"),
    (
        "Licence term",
        "Continues in force until surrendered by the Licensee or revoked by the Authority (General Condition 3)",
    ),
    (
        "Annual licence fee",
        "€420, payable on each anniversary of the date of issue[[fn]]Fee set by the Spectrum Fees Order 2024. Licences issued before 1 April 2024 paid €380 a year until their first anniversary after that date.[[/fn]]",
    ),
    ("Area of operation", "Circle of radius 10 km centred on grid reference TV 4412 8837 (Schedule, Part 1)"),
    ("Call sign", "TOLLEN BASE (base station); TOLLEN MOBILE 1 to 40 (mobile and handportable stations)"),
]

RADIO_TEXT = """
H|PART A — GENERAL CONDITIONS
GC 1|Interpretation
1|In this Licence:
-|"Authority" means the Ostmark Communications Regulatory Authority;
-|"base station" means Radio Equipment installed at a fixed location to communicate with mobile and handportable stations;
-|"ERP" means effective radiated power, that is the power supplied to the antenna multiplied by the antenna gain relative to a half-wave dipole;
-|"handportable station" means Radio Equipment designed to be carried and used by one person;
-|"Radio Equipment" means any equipment the Licensee uses for wireless telegraphy under this Licence;
-|"undue interference" has the meaning given in the Wireless Telegraphy Act 2011.[[fn]]Section 4 of the Wireless Telegraphy Act 2011 (Ostmark).[[/fn]]
GC 2|Fees
1|The Licensee shall pay the annual licence fee shown in the particulars on or before each anniversary of the date of issue.
2|If the fee is not paid within 30 days of the anniversary, the Authority may revoke this Licence under General Condition 3(2).
3|No fee, or part of a fee, is refunded when the Licence is surrendered or revoked.
GC 3|Variation and revocation
1|The Authority may vary or revoke this Licence by notice in writing to the Licensee, or by a general notice published on its website.
2|The Authority may revoke this Licence on one month's notice if the Licensee fails to pay a fee or breaks a condition of this Licence.
3|The Authority shall not revoke this Licence for reasons of spectrum management unless it has given at least 5 years' notice, except where the revocation is needed for national security or to meet an international obligation, in which case it may act at once.
4|The Licensee may vary the details of its stations only by applying to the Authority; a variation is free of charge where it does not add a base station.
GC 4|Changes of details
1|The Licensee shall inform the Authority in writing within one month of any change of its name, registered address or contact details.
2|This Licence is not transferable. The Licensee may surrender it at any time by notice to the Authority.
GC 5|Use of Radio Equipment
1|The Licensee shall use the Radio Equipment only for communication about its own business and only with its own stations, except in an emergency involving danger to life.
2|The Licensee shall ensure that every person using the Radio Equipment knows the conditions of this Licence that apply to that use.
3|The Licensee shall not use the Radio Equipment to send messages of a commercial, entertainment or broadcasting nature to the public.
GC 6|Inspection and closedown
1|An officer of the Authority may, at any reasonable time, inspect the Radio Equipment and this Licence, and the Licensee shall produce the Licence on demand.
2|The Licensee shall close down or modify any Radio Equipment at once when directed to do so by an officer of the Authority because it is causing undue interference.
GC 7|Radio Equipment and exposure
1|The Radio Equipment shall comply with the essential requirements of the Radio Equipment Regulations 2017.[[fn]]Equipment placed on the market with a declaration of conformity is presumed to comply.[[/fn]]
2|The Licensee shall assess the exposure of the public and of its workers to electromagnetic fields at each base station before it is brought into use and after any change to its antennas, and shall keep a record of each assessment for as long as the station is in use.
GC 8|Records
1|The Licensee shall keep an up-to-date record of the location, antenna height and ERP of each base station and of the number of mobile and handportable stations in use, and shall keep superseded records for 2 years.
H|PART B — SPECIFIC CONDITIONS
SC 1|Frequencies and technical parameters
1|The Licensee may use only the frequencies, channel widths, emissions and powers set out in the Schedule.
2|The ERP of a base station shall not exceed 25 W. The ERP of a vehicle-mounted mobile station shall not exceed 5 W, and that of a handportable station 2 W.
3|The antenna of a base station shall not be more than 15 metres above ground level.[[fn]]A higher antenna may be authorised by a variation of the Licence after a coordination assessment; the assessment fee is set out in the Spectrum Fees Order 2024.[[/fn]]
SC 2|Area of operation
1|Base stations shall be located within the area of operation. Mobile and handportable stations may be used anywhere within the area of operation and up to 5 km outside it, provided they communicate only with the Licensee's base stations.
SC 3|Identification
1|Each station shall identify itself by its call sign at the beginning and end of each series of transmissions, and at least once every 30 minutes during a continuous series.
SC 4|Repeaters and talk-through
1|A talk-through repeater may be used only on a channel marked "R" in the Schedule.
SC 5|Data and telemetry
1|Data transmissions, including telemetry from plant and weighbridges, are permitted on channels marked "D" in the Schedule. The transmitter of a data station shall not be active for more than 10 % of any hour.
SC 6|Encryption
1|Digital voice and data may be encrypted. The Licensee shall give the Authority, on request, a means of identifying each transmitting station.
SC 7|Blasting
1|No station shall transmit within 50 metres of an area where electric detonators are being connected or fired. Handportable stations shall be switched off before entering such an area.
"""

RADIO_SCHED = table(
    ["Ch.", "Base transmit (MHz)", "Base receive (MHz)", "Channel width", "Emission", "Max. ERP", "Use", "Notes"],
    [
        ["1", "169.4125", "164.6125", "12.5 kHz", "analogue FM", "25 W", "voice", "(a)"],
        ["2", "169.4375", "164.6375", "12.5 kHz", "analogue FM", "25 W", "voice, R", "(a)"],
        ["3", "169.4625", "164.6625", "6.25 kHz", "digital (DMR)", "10 W", "voice, D", "(b)"],
        ["4", "457.5625", "457.5625", "12.5 kHz", "digital (DMR)", "5 W", "D", "(c)"],
        ["5", "458.8250", "458.8250", "12.5 kHz", "analogue FM", "2 W", "voice", "(d)"],
    ],
)
RADIO_SCHED_NOTES = """
<p><b>Notes</b></p>
<p>(a) Shared with other licensees in the area; the Licensee has no exclusive use and shall use a CTCSS tone of 110.9 Hz.</p>
<p>(b) Assigned to the Licensee alone within the area of operation.</p>
<p>(c) Single-frequency (simplex) channel for weighbridge and conveyor telemetry only; no voice.</p>
<p>(d) Handportable-to-handportable channel; not to be used by base stations. On-site use only within the quarry boundary.</p>
"""

RADIO_CSS = """
body {font-family: serif; font-size: 10.5pt; line-height: 1.35}
h2 {font-family: sans-serif; font-size: 11pt; margin-top: 10pt; margin-bottom: 4pt; text-align: center}
h3 {font-family: sans-serif; font-size: 10pt; margin-top: 8pt; margin-bottom: 2pt}
p {margin-top: 1pt; margin-bottom: 3pt; text-align: justify}
p.p1 {margin-left: 20pt; text-indent: -14pt}
p.it {margin-left: 34pt}
table.f {border-collapse: collapse; width: 100%; font-size: 9.5pt}
table.f td {border: 0.6pt solid #333333; padding: 3pt; vertical-align: top}
table.f td.k {width: 30%; background-color: #e8eef4; font-family: sans-serif; font-size: 8.5pt}
"""
RADIO_FOOT_CSS = "* {font-family: serif; font-size: 7.5pt; margin: 0 0 1pt 0}"


def radio_blocks() -> list[tuple[str, list[str]]]:
    """The licence as blocks (a heading kept with what follows), each with the footnotes it calls."""
    rows = []
    notes: list[str] = []
    for k, v in RADIO_PARTICULARS:
        body, fn = split_notes(v, bold_tags)
        notes += fn
        rows.append(f'<tr><td class="k" style="width:120pt">{k}</td><td>{body}</td></tr>')
    first = (
        '<p style="font-family:sans-serif; font-size:9pt; text-align:center">OSTMARK COMMUNICATIONS REGULATORY AUTHORITY</p>'
        '<p style="font-family:sans-serif; font-size:16pt; text-align:center"><b>Wireless Telegraphy Act 2011</b></p>'
        '<p style="font-family:sans-serif; font-size:13pt; text-align:center">Business Radio Licence — Licence Conditions</p>'
        '<p style="font-size:9pt; text-align:center; margin-bottom:8pt">This Licence authorises the Licensee named below to establish, install and use the Radio Equipment described in the Schedule, subject to the General Conditions (Part A) and the Specific Conditions (Part B).</p>'
        f'<table class="f">{"".join(rows)}</table>'
    )
    blocks: list[tuple[str, list[str]]] = [(first, notes)]
    pending = ""
    for line in RADIO_TEXT.strip().splitlines():
        key, _, rest = line.strip().partition("|")
        body, fn = split_notes(rest, bold_tags)
        if key == "H":
            pending += f"<h2>{body}</h2>"
            continue
        if key.startswith(("GC ", "SC ")):
            pending += f"<h3>{key} — {body}</h3>"
            continue
        if key == "-":
            html = f'<p class="it">{body}</p>'
        else:
            html = f'<p class="p1">({key})&nbsp;&nbsp;{body}</p>'
        blocks.append((pending + html, fn))
        pending = ""
    return blocks


def build_radio() -> None:
    """The radio licence conditions (PDF): form grid, footnotes, landscape schedule."""
    W, H = A4.width, A4.height
    frame = pymupdf.Rect(62, 70, W - 62, H - 60)
    doc = paginate(radio_blocks(), RADIO_CSS, RADIO_FOOT_CSS, A4, frame)
    sched = one_page(
        "<h2>SCHEDULE — RADIO EQUIPMENT AND FREQUENCIES</h2>"
        "<p><b>Part 1.</b> Area of operation: a circle of radius 10 km centred on grid reference TV 4412 8837 (Fenwick Lane quarry weighbridge).</p>"
        "<p><b>Part 2.</b> Stations: 1 base station at the quarry office (antenna height 12 m above ground level); up to 40 mobile and handportable stations in total.</p>"
        '<p><b>Part 3.</b> Frequencies and technical parameters. "R": talk-through repeater permitted (Specific Condition 4). "D": data permitted (Specific Condition 5).</p>'
        + RADIO_SCHED
        + RADIO_SCHED_NOTES
        + '<p style="margin-top:10pt; font-size:9pt"><i>Issued on behalf of the Authority by the Spectrum Licensing Unit, 3 February 2025.</i></p>',
        RADIO_CSS
        + "table.t {border-collapse: collapse; width: 100%; font-size: 9.5pt} table.t th {border: 0.6pt solid #333333; background-color: #e8eef4; padding: 3pt; font-family: sans-serif; font-size: 8.5pt} table.t td {border: 0.6pt solid #333333; padding: 3pt}",
        A4L,
        pymupdf.Rect(56, 60, A4L.width - 56, A4L.height - 56),
    )
    doc = join(doc, sched)
    total = doc.page_count
    for i, page in enumerate(doc):
        w, h = page.rect.width, page.rect.height
        stamp(
            page,
            pymupdf.Rect(56, 30, w - 56, 44),
            '<table style="width:100%"><tr><td>OCRA · Business Radio Licence BRA-2025-04417</td>'
            '<td style="text-align:right">Tollen Valley Quarries Ltd</td></tr></table>',
            "* {font-family: sans-serif; font-size: 7.5pt}",
        )
        stamp(
            page,
            pymupdf.Rect(56, h - 40, w - 56, h - 26),
            f'<p style="text-align:center">Page {i + 1} of {total}</p>',
            "* {font-family: sans-serif; font-size: 7.5pt}",
        )
    save(doc, "ocra_business_radio_licence.pdf")


# == 5. Condominium declaration extract and rules (Markdown) ====================================================
CONDO_MD = """# Willowmere Court Condominium Association

## Declaration (Extract) and Rules and Regulations

*Consolidated edition adopted by the Board of Directors on 18 March 2025. Rules take effect on 1 May 2025.*

> This document reproduces Articles I, IV and V of the Declaration as recorded, and the Rules and Regulations made by
> the Board under Article VIII of the Declaration. Where a Rule and the Declaration conflict, the Declaration prevails.

---

## Part One: Declaration (Extract)

### Article I. Definitions

- **Unit**: a part of the Property intended for independent residential use, with the boundaries shown on the
  recorded plans.
- **Common Elements**: all parts of the Property other than the Units, including the grounds, the lobby, the parking
  garage, the pool and the roof.
- **Limited Common Elements**: Common Elements reserved for the use of one or more Units but not all of them, such as
  balconies, patios, storage lockers and assigned parking spaces.
- **Board**: the Board of Directors of the Association, elected under the Bylaws.
- **Managing Agent**: the person or firm engaged by the Board to manage the Property day to day.
- **Occupant**: any person living in a Unit, whether an owner, a tenant or a member of their household.

### Article IV. Assessments

1. Each Unit pays a share of the common expenses in proportion to its percentage interest shown in Exhibit C.
2. Common charges are payable monthly, in advance, on the first day of each month.
3. A payment received more than 15 days after its due date carries a late charge of $35. Unpaid balances more than
   30 days overdue also bear interest at 1.5 % per month.
4. The Board may levy a special assessment for unbudgeted repairs or improvements. A special assessment of more than
   $2,000 per Unit in any fiscal year requires the approval of a majority of the Unit owners voting at a meeting.
5. The reserve fund receives at least 10 % of the annual operating budget each year.

### Article V. Use and Leasing

1. Units are for residential use only. An owner may work from home if no clients, customers or employees come to the
   Unit and no goods are stored or delivered for business purposes.
2. No Unit may be rented for a period of less than 12 months. Short-term rentals, including rentals through online
   platforms, are prohibited.
3. An owner must have owned the Unit for at least 2 years before leasing it, unless the Board grants a hardship
   waiver.
4. No more than 25 % of the Units may be leased at the same time. Owners who wish to lease when the limit is reached
   are placed on a waiting list in the order in which they apply.
5. The owner must give the Managing Agent a copy of each lease, and of the tenant's contact details, at least 10 days
   before the tenant moves in.

---

## Part Two: Rules and Regulations

### Rule 1. Pets

1. An Occupant may keep no more than 2 pets in a Unit. Fish in a tank of up to 40 gallons and small caged birds do
   not count toward this limit.
2. Dogs must weigh no more than 40 pounds when fully grown.
3. Every dog and cat must be registered with the Managing Agent within 14 days of arriving at the Property, with proof
   of vaccination. The registration fee is $25 per animal.
4. In the Common Elements pets must be:
   - kept on a leash no longer than 6 feet, or carried; and
   - taken in and out through the side entrance or the garage, never through the main lobby.
5. Pets are not permitted in the pool area, the fitness room or the party room.

> **Board interpretation (2024-3):** assistance animals needed because of a disability are not pets for the purposes
> of Rule 1, and are not subject to the weight limit or the registration fee; the Occupant must still give the
> Managing Agent the animal's details.

### Rule 2. Noise

1. Quiet hours are from 10:00 p.m. to 7:00 a.m. Sunday through Thursday nights, and from 11:00 p.m. to 8:00 a.m. on
   Friday and Saturday nights.
2. At least 80 % of the floor area of each room, other than kitchens, bathrooms and closets, must be covered by rugs or
   carpeting, unless the floor has an approved sound-deadening underlayment.

### Rule 3. Alterations and Renovations

1. An owner must apply to the Board in writing at least 30 days before starting any work that affects the structure,
   plumbing, electrical wiring, flooring or walls of the Unit. Painting and minor repairs need no approval.
2. The owner pays a refundable construction deposit of $1,000 before work starts. The deposit is returned, less the
   cost of any damage to the Common Elements, after the Managing Agent's final inspection.
3. Work may be done only from 9:00 a.m. to 5:00 p.m., Monday through Friday, excluding public holidays.
4. Contractors must carry liability insurance of at least $1,000,000 and name the Association as additional insured.
5. Hard-surface flooring must be laid over an underlayment with a sound rating of at least IIC 55.

### Rule 4. Moving In and Out

1. Moves must be booked with the Managing Agent at least 7 days in advance.
2. Moves take place only from 9:00 a.m. to 5:00 p.m., Monday through Saturday, using the service elevator with its
   protective pads in place.
3. A non-refundable moving fee of $150 and a refundable elevator deposit of $300 are paid for each move in and each
   move out.

### Rule 5. Parking and Vehicles

1. Each Unit is assigned one parking space in the garage as a Limited Common Element. Additional spaces may be rented
   from the Association, when available, at $85 per month.
2. Guest parking spaces may be used by a guest for no more than 48 hours in any 7 days.
3. Boats, trailers, recreational vehicles and commercial vehicles with lettering may not be parked on the Property.
4. Vehicles parked in breach of this Rule may be towed at the owner's expense after a notice has been on the vehicle
   for 24 hours; vehicles blocking a fire lane may be towed at once.
5. Vehicle washing and repairs are not permitted anywhere on the Property, except changing a flat tire.

### Rule 6. Amenities

1. The pool is open from 8:00 a.m. to 10:00 p.m., from the Saturday before Memorial Day to the Sunday after Labor Day.
   There is no lifeguard; swimming is at the swimmer's own risk.
2. Children under 14 must be accompanied in the pool area by an adult Occupant.
3. Each Unit may bring no more than 4 guests to the pool at one time, and the Occupant must stay with them.
4. The fitness room is open from 5:00 a.m. to 11:00 p.m. Occupants under 16 may use it only with an adult Occupant.
5. The party room may be reserved by owners and tenants for private events of up to 40 people. The rental fee is
   $100 per event and a refundable deposit of $250 is paid when booking. Events must end by 11:00 p.m.
6. Glass containers are not permitted in the pool area.

### Rule 7. Balconies, Patios and Windows

1. Only electric grills may be used on balconies and patios. Charcoal and gas grills are prohibited.
2. Laundry, towels and signs may not be hung from balconies, windows or railings.
3. Window coverings visible from outside must be white or off-white on the side facing the window.
4. Plants on balconies must stand in saucers; nothing may be placed on or hung over the railings.

### Rule 8. Trash and Recycling

1. Household trash must be bagged and placed in the chute on each floor. Recycling is taken to the bins in the garage
   trash room.
2. Boxes must be broken down flat. Bulky items and furniture are collected on the first Tuesday of each month and
   must be booked with the Managing Agent at least 2 days before.

### Rule 9. Enforcement and Fines

1. The Managing Agent sends a written notice of violation describing the breach and the Rule broken.
2. Fines are charged to the owner of the Unit, who is responsible for the conduct of Occupants and guests, as follows:

| Violation | Fine |
|---|---|
| First violation | written warning |
| Second violation of the same Rule within 12 months | $50 |
| Third and each later violation of the same Rule within 12 months | $100 |
| Continuing violation after notice (for example an unregistered pet or a vehicle not moved) | $25 per day |
| Short-term rental in breach of Article V, section 2 | $1,000 per rental |

3. An owner may ask for a hearing before the Board by writing to the Managing Agent within 10 days of the notice of
   violation. No fine is charged while a hearing request is pending.
4. Unpaid fines are added to the Unit's account and collected as common charges.

### Rule 10. Amendment of the Rules

1. The Board may amend these Rules by a majority vote of the directors at a Board meeting, after giving owners at
   least 30 days' notice of the proposed change and a chance to comment.
2. The Declaration may be amended only with the written consent of owners holding at least 67 % of the percentage
   interests.

---

| Version | Date | Changes |
|---|---|---|
| 2019 | 2 April 2019 | Rules adopted |
| 2022 | 15 June 2022 | Short-term rental fine raised from $500 to $1,000 |
| 2025 | 18 March 2025 | Pet weight limit raised to 40 pounds; construction deposit raised to $1,000; quiet hours extended on weekends |
"""


def build_condo() -> None:
    """The condominium rules (Markdown)."""
    (DOCS / "willowmere_court_rules.md").write_text(CONDO_MD, encoding="utf-8")
    print("willowmere_court_rules.md: Markdown")


# == 6. School transport policy (paragraph numbers in the margin, footnotes, continued table) =====================
SCHOOL_TEXT = """
H|Introduction
P|This policy sets out how Eskvale County Council provides free or assisted travel between home and school for children and young people who live in Eskvale. It applies from the start of the autumn term on 1 September 2025 and replaces the Home to School Transport Policy 2023.
P|Parents are responsible for making sure that their child attends school regularly, and for arranging and paying for their child's travel where the child is not eligible for help under this policy.
P|In this policy "parent" includes any person who has parental responsibility for a child or who has care of a child. "Nearest suitable school" means the nearest qualifying school with a place available that provides education suitable to the child's age, ability, aptitude and any special educational needs.
H|Statutory walking distance
P|The statutory walking distance is 2 miles for a child under the age of 8 and 3 miles for a child aged 8 or over.[[fn]]Distances are measured along the shortest route along which a child, accompanied as necessary, can walk with reasonable safety, from the nearest entrance of the home to the nearest school gate used by pupils, using the Council's mapping system.[[/fn]]
P|A child's age for the purposes of this policy is the age on 1 September at the start of the school year.
H|Who is eligible for free travel
P|A child of compulsory school age is eligible for free travel to the nearest suitable school where:
I|(a) the school is beyond the statutory walking distance;
I|(b) the route to the school has been assessed as unsafe for the child to walk, accompanied as necessary (paragraphs 11 to 13); or
I|(c) the child cannot reasonably be expected to walk to the school because of special educational needs, a disability or a mobility problem, whatever the distance.
P|A child from a low-income family, meaning a child who is eligible for free school meals or whose parent receives the maximum level of Family Support Credit, has extended rights:
I|(a) a child aged 8 to 11 is eligible where the nearest suitable school is more than 2 miles away;
I|(b) a child aged 11 to 16 is eligible for travel to one of the three nearest suitable schools, where it is more than 2 miles but not more than 6 miles away, or to the nearest school preferred on grounds of religion or belief, where it is more than 2 miles but not more than 15 miles away.
P|A child who attends a school other than the nearest suitable school because the parent preferred it is not eligible, even where that school is beyond the walking distance. The parent may apply for a spare seat (paragraphs 25 to 27).
P|A pupil who moves house during Year 10 or Year 11 keeps free travel to the school already attended where the new home is beyond the walking distance from that school, so that examination courses are not disrupted.
P|Table 1 summarises who is eligible. Where the table and the paragraphs differ, the paragraphs apply.
TABLE1A
PAGEBREAK
TABLE1B
H|Routes assessed as unsafe
P|Where the walking route is within the statutory walking distance, the parent may ask the Road Safety Team to assess it. The assessment considers the volume and speed of traffic, footways and verges, crossing points and visibility.
P|A route is not unsafe only because it has no street lighting, passes through an isolated area or would be unsuitable for a child walking alone; the assessment assumes that the child is accompanied as necessary.
P|A parent may ask for the same route to be reassessed no more than once in a school year, unless the route has materially changed.
H|Travel arrangements
P|The Council decides how an eligible child travels. This is usually a pass for a public bus or a seat on a contracted school bus. A taxi or minibus is provided only where there is no suitable bus or where a child's needs require it.
P|Children may be expected to walk to a pick-up point up to 1 mile from home if they attend a primary school, or up to 1.5 miles if they attend a secondary school.
P|The Council aims for a journey of no more than 45 minutes each way for a primary pupil and no more than 75 minutes each way for a secondary pupil.
P|School buses leave each pick-up point at the time shown on the timetable. Drivers wait no more than 2 minutes for a pupil who is not at the stop.
P|Parents are responsible for their child's safety on the way to and from the pick-up point and until the child boards the vehicle.
H|Children with special educational needs and disabilities
P|Travel for a child with an education, health and care plan is assessed individually. The assessment considers the child's needs, the distance and the child's ability to travel independently, and may provide a passenger assistant where the child needs support during the journey.
P|Where appropriate, the Council offers independent travel training so that a young person can learn to travel safely on public transport. A young person in training keeps transport until the training is complete.
P|Instead of transport arranged by the Council, the parent of an eligible child may choose a Personal Travel Budget to make their own arrangements. The budget is paid at 45 pence per mile for up to two return journeys each school day, termly in arrears, after the school has confirmed attendance.[[fn]]The mileage rate is reviewed each April. A parent who takes a Personal Travel Budget may return to Council transport by giving 4 weeks' notice.[[/fn]]
H|Students aged 16 to 18
P|Students over compulsory school age are not entitled to free travel. The Council sells a Post-16 Travel Pass for travel to the nearest school or college offering the student's course.
P|The Post-16 Travel Pass costs £620 a year, or £310 a year for a student from a low-income family. The charge may be paid in three termly instalments.[[fn]]The charge for 2024/25 was £590, or £295 for a student from a low-income family.[[/fn]]
P|Applications for a Post-16 Travel Pass should be made by 31 July for travel from September. Transport for post-16 students with an education, health and care plan is set out in the Council's separate Post-16 Transport Policy Statement.
H|Spare seats
P|A child who is not eligible for free travel may apply for a spare seat on a contracted school bus. There is no guarantee that a seat will be available.
P|Spare seats are allocated from 1 October each year, in this order: children with special educational needs; children from low-income families; and then children living furthest from the school. The charge is £450 a year, payable in three termly instalments of £150.
P|A spare seat may be withdrawn on 10 school days' notice where it is needed for an eligible child or the route changes. Any charge already paid for the rest of the term is refunded.
H|Applying
P|Parents apply online. For a child starting at a new school in September the application should reach the Council by 31 May. Applications received after 31 May are still considered, but transport may not be in place at the start of term.
P|The Council decides each complete application within 20 school days and writes to the parent with its decision.
P|Bus passes are posted to the home address before term starts. A lost pass is replaced for a fee of £10; a pass that stops working is replaced free of charge.
H|Behaviour on school transport
P|Pupils must follow the Council's Travel Code: remain seated, wear a seat belt where one is fitted, do not eat or drink on the vehicle, and follow the instructions of the driver and any passenger assistant.
P|Where a pupil's behaviour puts others at risk, the Council may suspend the pupil's travel for up to 10 school days. Repeated or serious misbehaviour may lead to permanent withdrawal; the parent must then arrange the child's travel to school.
P|Parents will be charged the cost of repairing any damage their child deliberately causes to a vehicle.
H|Disruption and bad weather
P|Where a contracted bus cannot run because of snow, ice or flooding, the operator tells the school by 7:30 a.m. and the school tells parents. The Council does not reimburse parents for the cost of travel on days when transport does not run.
H|Reviews and appeals
P|A parent who disagrees with a decision may ask for a review (stage one) within 20 working days of receiving the decision, giving the reasons. A senior officer who was not involved in the original decision reviews the case and replies within 20 working days.
P|A parent who is dissatisfied with the stage one outcome may appeal within 20 working days of receiving it to the Transport Appeals Panel (stage two), made up of three elected councillors who were not involved in the decision. The parent may attend the hearing and speak. The Panel gives its written decision within 40 working days of receiving the appeal.
P|A parent who believes the Council has not followed its procedures properly may then complain to the Local Government and Social Care Ombudsman.
"""

SCHOOL_ROWS = [
    ["Child under 8", "Nearest suitable school more than 2 miles away", "Bus pass or school bus seat"],
    ["Child aged 8 to 16", "Nearest suitable school more than 3 miles away", "Bus pass or school bus seat"],
    [
        "Child aged 8 to 11, low-income family",
        "Nearest suitable school more than 2 miles away",
        "Bus pass or school bus seat",
    ],
    [
        "Child aged 11 to 16, low-income family",
        "One of the three nearest suitable schools, 2 to 6 miles away; or nearest school preferred for religion or belief, 2 to 15 miles away",
        "Bus pass or school bus seat",
    ],
    [
        "Any age, unsafe walking route",
        "Route assessed as unsafe (paragraphs 11 to 13)",
        "Bus pass, school bus seat or taxi",
    ],
    [
        "Child with special educational needs or a disability",
        "Cannot reasonably be expected to walk, whatever the distance",
        "Individual assessment; passenger assistant where needed",
    ],
    [
        "Pupil who moves house in Year 10 or 11",
        "New home beyond walking distance of the current school",
        "Continued travel to the current school",
    ],
    [
        "Child attending a preferred school that is not the nearest",
        "Not eligible",
        "May apply for a spare seat (£450 a year)",
    ],
    ["Student aged 16 to 18", "Not eligible for free travel", "Post-16 Travel Pass (£620, or £310 low income)"],
]

SCHOOL_CSS = """
body {font-family: sans-serif; font-size: 10pt; line-height: 1.4}
h3 {font-size: 11pt; color: #2d6a4f; margin-top: 10pt; margin-bottom: 3pt}
table.p {width: 100%; margin-bottom: 3pt}
table.p td.n {width: 28pt; vertical-align: top; color: #2d6a4f; font-weight: bold; font-size: 9pt}
table.p td.x {vertical-align: top; text-align: left}
p.i {margin-left: 14pt; margin-top: 1pt; margin-bottom: 1pt}
p.caption {font-weight: bold; font-size: 9pt; margin-top: 6pt; margin-bottom: 2pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 6pt}
table.t th {background-color: #d8f3dc; text-align: left; padding: 3pt; border: 0.4pt solid #2d6a4f}
table.t td {border: 0.4pt solid #2d6a4f; padding: 3pt; vertical-align: top}
"""
SCHOOL_FOOT_CSS = "* {font-family: sans-serif; font-size: 7.5pt; margin: 0 0 1pt 0}"


def school_blocks() -> list[tuple[str, list[str]]]:
    """The policy as blocks: numbered paragraphs (with their items) in a margin-number table, headings kept with the next."""
    head = ["Who", "When eligible", "What is provided"]
    t1a = table(head, SCHOOL_ROWS[:5], caption="Table 1 — Summary of eligibility")
    t1b = table(head, SCHOOL_ROWS[5:], caption="Table 1 — Summary of eligibility (continued)")
    lines = SCHOOL_TEXT.strip().splitlines()
    blocks: list[tuple[str, list[str]]] = []
    pending = ""
    n = 0
    k = 0
    while k < len(lines):
        key, _, rest = lines[k].strip().partition("|")
        k += 1
        if key == "H":
            pending += f"<h3>{esc(rest)}</h3>"
            continue
        if key == "TABLE1A":
            blocks.append((pending + t1a, []))
            pending = ""
            continue
        if key == "TABLE1B":
            blocks.append((t1b, []))
            continue
        if key == "PAGEBREAK":
            blocks.append(("<PAGEBREAK>", []))
            continue
        n += 1
        body, notes = split_notes(rest, bold_tags)
        items = ""
        while k < len(lines) and lines[k].startswith("I|"):
            ib, inotes = split_notes(lines[k][2:], bold_tags)
            items += f'<p class="i">{ib}</p>'
            notes += inotes
            k += 1
        html = f'<table class="p"><tr><td class="n">{n}</td><td class="x">{body}{items}</td></tr></table>'
        blocks.append((pending + html, notes))
        pending = ""
    return blocks


def build_school() -> None:
    """The school transport policy (PDF)."""
    W, H = A4.width, A4.height
    frame = pymupdf.Rect(48, 70, W - 62, H - 58)
    title = (
        '<p style="font-size:9pt; color:#2d6a4f"><b>ESKVALE COUNTY COUNCIL</b> · Children, Families and Education</p>'
        '<p style="font-size:20pt; margin-top:4pt"><b>Home to School Transport Policy 2025/26</b></p>'
        '<p style="font-size:9pt; margin-bottom:8pt">Approved by Cabinet on 11 February 2025 · applies from 1 September 2025 · '
        "enquiries: School Transport Team, County Hall, Eskvale</p>"
    )
    blocks = school_blocks()
    blocks[0] = (title + blocks[0][0], blocks[0][1])
    doc = paginate(blocks, SCHOOL_CSS, SCHOOL_FOOT_CSS, A4, frame)
    total = doc.page_count
    for i, page in enumerate(doc):
        if i > 0:
            stamp(
                page,
                pymupdf.Rect(48, 34, W - 62, 48),
                '<p style="text-align:left; color:#2d6a4f">Home to School Transport Policy 2025/26</p>',
            )
        stamp(
            page,
            pymupdf.Rect(48, H - 40, W - 62, H - 26),
            f'<table style="width:100%"><tr><td>Eskvale County Council</td><td style="text-align:right">{i + 1} | {total}</td></tr></table>',
        )
    save(doc, "eskvale_school_transport_policy.pdf")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_rail()
    build_museum()
    build_kart()
    build_radio()
    build_condo()
    build_school()
