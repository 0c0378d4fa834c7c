# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc13 newcomer documents: seven invented regulation-style PDFs in six families. Run from anywhere:

    python eval/newcomer/nc13/build.py

writes into eval/newcomer/nc13/docs/:

- cairnmoor_ctcc_sporting_regulations_2025.pdf  a touring-car series' sporting regulations (A4): articles "B3.2.1", a
                                                running header with the issue number and date, changes since the last
                                                issue marked by a bar in the left margin, points and penalty tables
- udpc_commentary_site_articles.pdf             a data-protection code as printed from a commentary website (A4): one
                                                article a page, "Art. 12 UDPC" heads, paragraphs "(1)", points "(a)",
                                                "Suitable Recitals" lists, site navigation, breadcrumbs and footers
- prairie_southern_inspection_manual.pdf        a railroad's track and mechanical inspection compliance manual (US
                                                Letter): a Table of Contents with dot leaders, sections "4.3.2",
                                                citations "49 CFR 215.13", a list of acronyms, interval tables
- northgate_nois_control_catalogue.pdf          a cybersecurity control catalogue (A4, then landscape A4 pages for the
                                                baseline table): control ids "AC-2(3)", "Discussion:" paragraphs, a
                                                Low / Moderate / High baseline table of X marks
- harbourline_medical_examiner_handbook.pdf     a driver medical examiner handbook in Q&A style (US Letter): "Q:" /
                                                "A:" entries, each with a boxed "Decision" summary
- ecaa_interpretation_lindqvist_2025.pdf        an aviation authority's legal interpretation letter (US Letter, 3
- ecaa_interpretation_reyes_2025.pdf            pages) and a second one (2 pages): letterhead, date, "Dear Mr. ...",
                                                the question restated, the answer, signature block

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

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
    save_pdf(doc, DOCS / name, "nc13 build.py", "D:20250501000000Z")


def change_bars(doc: pymupdf.Document, x: float, sentinel: int) -> None:
    """Draw a bar in the left margin beside every line printed in the sentinel colour (changed text)."""
    for page in doc:
        for b in page.get_text("dict")["blocks"]:
            for ln in b.get("lines", []):
                if any(s["color"] == sentinel for s in ln["spans"]):
                    y0, y1 = ln["bbox"][1], ln["bbox"][3]
                    page.draw_line((x, y0 - 1), (x, y1 + 1), width=1.6)


def heads_on_pages(doc: pymupdf.Document, heads: list[str], first: int) -> list[int]:
    """The printed page number (index + first) of the first page holding each head."""
    out = []
    for h in heads:
        for i, page in enumerate(doc):
            if h in " ".join(page.get_text().replace("\xa0", " ").split()):
                out.append(i + first)
                break
        else:
            raise ValueError(f"head not found: {h}")
    return out


# == 1. Touring-car series sporting regulations (A4, change bars, issue header) ===================================
CTCC_TEXT = """
# B1|GENERAL
B1.1.1|These Sporting Regulations govern the 2025 Cairnmoor Touring Car Championship (the Championship), organised by the Series Office of the Cairnmoor Motor Sport Association (CMSA) under the national sporting code.
B1.1.2|The Championship comprises 7 Events. Each Event has two free practice sessions, one qualifying session and two Races.
B1.2.1|The Stewards of the Meeting alone may impose the penalties in Article B8. The Clerk of the Course is responsible for running each Event and for the safety of its sessions.
B1.2.2|The Technical Delegate checks the eligibility of the cars against the Technical Regulations and reports to the Stewards.
# B2|ENTRIES AND LICENCES
B2.1.1|Each driver holds an International C licence or higher, or a National A licence with at least 5 race finishes in the 24 months before the first Event entered.
B2.1.2|A driver is at least 16 years of age on the day of the first Race entered. A driver under 18 years of age lodges the written consent of a parent or guardian with the Series Office before the first Event.
!B2.2.1|The season registration fee is £8,400 per car, payable to the Series Office by 31 January 2025. A registration received later, but no later than 14 days before the first Event, is accepted with a late surcharge of £750.
B2.2.2|A Guest Entry is an entry for a single Event by a car that is not registered for the season. The Guest Entry fee is £1,350. Guest Entries score no Championship points, and no more than 4 are accepted for any Event.
B2.3.1|Each car has one nominated driver per Event. A driver may be replaced between Race 1 and Race 2 only on medical grounds and with the approval of the Stewards.
B2.4.1|Race numbers from 2 to 99 are allocated by the Series Office in order of registration. Number 1 is reserved for the previous year's champion.
B2.5.1|No Championship car may take part in private testing at a circuit in the 14 days before an Event at that circuit, except in test sessions organised by the Series Office.
# B3|PRACTICE AND QUALIFYING
B3.1.1|There are two free practice sessions of 25 minutes each.
B3.1.2|To be allowed to start Race 1 a driver completes at least 3 timed laps in free practice or qualifying.
B3.2.1|Qualifying is one session of 20 minutes. The grid for Race 1 is set in the order of each driver's fastest lap in qualifying.
B3.2.2|A driver whose fastest qualifying lap is more than 107 % of the pole position time may start Race 1 only with the permission of the Stewards, from the back of the grid.
!B3.2.3|The grid for Race 2 is set by the finishing order of Race 1, with the first 8 finishers placed in reverse order.
B3.2.4|If qualifying cannot take place, the grid for Race 1 is set in the order of the Championship standings, and for the first Event in the order of race numbers.
# B4|THE RACES
B4.1.1|Race 1 lasts 35 minutes plus one lap. Race 2 lasts 25 minutes plus one lap.
B4.1.2|Race 1 is started by a rolling start behind the safety car. Race 2 is started by a standing start.
B4.2.1|Each car makes one compulsory pit stop in Race 1. The pit stop window opens 10 minutes after the start and closes 25 minutes after the start.
!B4.2.2|During the compulsory pit stop the time between the pit entry line and the pit exit line is at least 68 seconds, except at Glenharrow Park, where it is at least 74 seconds.
B4.2.3|During the compulsory pit stop at least two wheels are changed, and no more than 3 mechanics work on the car at the same time.
B4.3.1|The pit lane speed limit is 60 km/h at all times during the Event.
B4.4.1|The safety car is deployed on the order of the Clerk of the Course. No car may overtake while the safety car is deployed, except a car waved past by the safety car.
B4.5.1|If a Race is stopped and cannot be restarted, half points are awarded when the leader has completed less than 75 % of the scheduled race time.
# B5|SUCCESS BALLAST AND PARC FERMÉ
!B5.1.1|After each Event, success ballast is carried at the next Event according to the driver's position in the Championship standings: 45 kg for first, 30 kg for second and 15 kg for third. No success ballast is carried at the final Event.
B5.1.2|Cars are weighed at random during the Event. The minimum weight of each car, with and without success ballast, is set out in the Technical Regulations.
B5.2.1|Parc fermé applies from the moment a car enters the post-race holding area until it is released by the Technical Delegate, not earlier than 30 minutes after the provisional results are published.
# B6|TYRES
B6.1.1|All cars use the control tyre supplied by Torvane Tyres. Each car may use no more than 10 new dry tyres at an Event, each registered by barcode with the Technical Delegate before qualifying.
B6.1.2|Tyre warmers and tyre blankets are prohibited.
# B7|POINTS
B7.1.1|Championship points are awarded in each Race to the first ten classified finishers as set out in Table B7. One point is awarded to the driver who sets the pole position time in qualifying.
TABLEB7
B7.1.2|Where drivers have the same number of points, the tie is decided by the number of Race wins, then by the number of second places, and so on.
# B8|PROTESTS AND PENALTIES
B8.1.1|A protest is lodged in writing with the Clerk of the Course within 30 minutes of the publication of the provisional results, with a protest fee of £500, which is returned if the protest is upheld.
B8.1.2|Appeals against decisions of the Stewards are made under the national sporting code.
B8.2.1|The Stewards may impose the penalties in Table B8 for the offences listed there, and any other penalty of the national sporting code.
TABLEB8
B8.2.2|A time penalty imposed after the end of a Race is added to the driver's race time.
# B9|BRIEFING, PODIUM AND MEDIA
B9.1.1|The drivers' briefing is held at each Event at the time shown in the Event timetable, and attendance is compulsory for every driver. A driver who joins the Championship during the season also attends a safety briefing with the Clerk of the Course before the first session.
B9.2.1|The first three finishers of each Race attend the podium ceremony in their race overalls immediately after the Race, and the press conference within 20 minutes of the end of the podium ceremony.
B9.3.1|Each car carries the Championship windscreen banner, no more than 12 cm deep, and the series decals on both front doors, as shown in the Series Office's livery guide.
B9.4.1|Each car carries a forward-facing on-board camera in every session. The footage of any session is handed to the Stewards on request within 1 hour of the end of that session.
"""

CTCC_B7 = """<p class="caption">Table B7 – Championship points</p>
<table class="t">
<tr><th>Position</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th><th>8</th><th>9</th><th>10</th></tr>
<tr><td>Race 1</td><td>25</td><td>18</td><td>15</td><td>12</td><td>10</td><td>8</td><td>6</td><td>4</td><td>2</td><td>1</td></tr>
<tr><td>Race 2</td><td>20</td><td>15</td><td>12</td><td>10</td><td>8</td><td>6</td><td>4</td><td>3</td><td>2</td><td>1</td></tr>
</table>"""

CTCC_B8 = """<p class="caption">Table B8 – Penalties</p>
<table class="t">
<tr><th>Offence</th><th>In practice or qualifying</th><th>In a Race</th></tr>
<tr><td>Exceeding the pit lane speed limit</td><td>Fine of £100 per km/h over the limit, up to £1,000</td><td>Drive-through penalty</td></tr>
<tr><td>Jump start</td><td>–</td><td>Drive-through penalty</td></tr>
<tr><td>Compulsory pit stop shorter than the minimum time</td><td>–</td><td>Time penalty of twice the shortfall plus 5 seconds</td></tr>
<tr><td>Causing a collision</td><td>Grid drop of 3 places for the next Race</td><td>5-second time penalty or drive-through penalty</td></tr>
<tr><td>Exceeding track limits</td><td>Lap time deleted</td><td>Black-and-white flag at the 4th offence; 5-second time penalty at the 5th</td></tr>
<tr><td>Unsafe release from the pit box</td><td>Fine of £500</td><td>10-second time penalty</td></tr>
<tr><td>Overtaking under the safety car</td><td>–</td><td>Drive-through penalty</td></tr>
<tr><td>Missing the drivers' briefing</td><td colspan="2">Fine of £250</td></tr>
<tr><td>Ignoring a black flag</td><td colspan="2">Disqualification from the Event</td></tr>
</table>"""

CTCC_CSS = """
body {font-family: sans-serif; font-size: 10.5pt; line-height: 1.5}
h2 {font-size: 11.5pt; margin-top: 14pt; margin-bottom: 5pt; border-bottom: 0.6pt solid #000}
p {margin-top: 2pt; margin-bottom: 6pt}
span.id {font-weight: bold}
p.caption {font-weight: bold; font-size: 9.5pt; margin-top: 6pt; margin-bottom: 2pt}
table.t {border-collapse: collapse; width: 100%; font-size: 9pt; margin-bottom: 6pt}
table.t th {text-align: left; border: 0.5pt solid #333333; background-color: #e0e0e0; padding: 2.5pt}
table.t td {border: 0.5pt solid #333333; padding: 2.5pt; vertical-align: top}
.chg {color: #010203}
"""
CTCC_SENTINEL = 0x010203


def ctcc_markup(text: str) -> str:
    """'# B1|TITLE' article heads, 'B3.2.1|text' paragraphs; a leading '!' marks a paragraph changed since Issue 3."""
    out = []
    for line in text.strip().splitlines():
        if line == "TABLEB7":
            out.append(CTCC_B7)
            continue
        if line == "TABLEB8":
            out.append(CTCC_B8)
            continue
        key, _, rest = line.partition("|")
        if key.startswith("# "):
            out.append(f"<h2>ARTICLE {key[2:]}&nbsp;&nbsp;&nbsp;{esc(rest)}</h2>")
        elif key.startswith("!"):
            out.append(f'<p class="chg"><span class="id">{key[1:]}</span>&nbsp;&nbsp;{esc(rest)}</p>')
        else:
            out.append(f'<p><span class="id">{key}</span>&nbsp;&nbsp;{esc(rest)}</p>')
    return "\n".join(out)


def build_ctcc() -> None:
    """The touring-car sporting regulations (PDF)."""
    title = """<p style="font-size:9pt"><b>CAIRNMOOR MOTOR SPORT ASSOCIATION</b></p>
    <p style="font-size:18pt; margin-top:4pt"><b>2025 Cairnmoor Touring Car Championship</b></p>
    <p style="font-size:13pt">Part B – Sporting Regulations</p>
    <p style="font-size:9.5pt; margin-top:4pt">Issue 4, published 21 February 2025, replaces Issue 3 of 17 January 2025. Changes since Issue 3 are marked with a vertical line in the left margin.</p>"""
    frame = pymupdf.Rect(60, 64, A4.width - 56, A4.height - 56)
    doc = flow(title + ctcc_markup(CTCC_TEXT), CTCC_CSS, A4, lambda _n: [frame])
    change_bars(doc, 46, CTCC_SENTINEL)
    n = doc.page_count
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(60, 30, A4.width - 56, 42),
            '<table style="width:100%"><tr><td>2025 CTCC Sporting Regulations</td><td style="text-align:right">Issue 4 – 21 February 2025</td></tr></table>',
        )
        stamp(
            page,
            pymupdf.Rect(60, A4.height - 38, A4.width - 56, A4.height - 26),
            f'<p style="text-align:center">Page {i + 1} of {n}</p>',
        )
    save(doc, "cairnmoor_ctcc_sporting_regulations_2025.pdf")


# == 2. Data-protection code on a commentary website (A4, one article a page) ======================================
UDPC_ARTICLES = [
    (
        "4",
        "Definitions",
        "Chapter I – General provisions",
        [
            ("1", "For the purposes of this Code:", []),
            (
                "",
                "",
                [
                    (
                        "a",
                        "'personal data' means any information relating to a natural person who is identified, or who can be identified directly or indirectly, in particular by a name, an identification number, location data or an online identifier;",
                    ),
                    (
                        "b",
                        "'processing' means any operation performed on personal data, whether or not by automated means, such as collection, recording, storage, alteration, retrieval, use, disclosure, erasure or destruction;",
                    ),
                    (
                        "c",
                        "'pseudonymisation' means the processing of personal data in such a way that the data can no longer be linked to a specific person without the use of additional information, provided that the additional information is kept separately and protected by technical and organisational measures;",
                    ),
                    (
                        "d",
                        "'controller' means the natural or legal person, public authority or other body which, alone or jointly with others, decides the purposes and means of the processing;",
                    ),
                    (
                        "e",
                        "'processor' means a natural or legal person, public authority or other body which processes personal data on behalf of the controller;",
                    ),
                    (
                        "f",
                        "'consent' means a freely given, specific, informed and unambiguous indication of the data subject's wishes, by a statement or a clear affirmative act;",
                    ),
                    (
                        "g",
                        "'personal data breach' means a breach of security leading to the accidental or unlawful destruction, loss, alteration, unauthorised disclosure of, or access to, personal data;",
                    ),
                    ("h", "'supervisory authority' means the Data Protection Commission established under Art. 51."),
                ],
            ),
        ],
        [
            "(24) Identifiable persons",
            "(26) Pseudonymised and anonymous data",
            "(30) Online identifiers",
            "(32) Conditions for consent",
        ],
    ),
    (
        "8",
        "Conditions applicable to a child's consent",
        "Chapter II – Principles",
        [
            (
                "1",
                "Where consent is the basis of the processing and information society services are offered directly to a child, the processing of the child's personal data is lawful where the child is at least 15 years old. Where the child is below that age, the processing is lawful only if and to the extent that consent is given or authorised by the holder of parental responsibility over the child.",
                [],
            ),
            (
                "2",
                "A Province may provide by law for a lower age for the purposes of paragraph 1, provided that it is not below 13 years.",
                [],
            ),
            (
                "3",
                "The controller shall make reasonable efforts to verify that consent is given or authorised by the holder of parental responsibility, taking into account available technology.",
                [],
            ),
            (
                "4",
                "Paragraph 1 does not affect the general contract law of the Provinces, such as the rules on the validity, formation or effect of a contract with a child.",
                [],
            ),
        ],
        [
            "(38) Special protection of children",
            "(58) Information addressed to children",
            "(65) Consent given as a child",
        ],
    ),
    (
        "12",
        "Transparent information, communication and modalities",
        "Chapter III – Rights of the data subject",
        [
            (
                "1",
                "The controller shall provide any information and communication under Art. 13 to 22 in a concise, transparent, intelligible and easily accessible form, using clear and plain language, in particular for information addressed to a child.",
                [],
            ),
            (
                "2",
                "The information shall be provided in writing or by other means, including, where appropriate, by electronic means. When requested by the data subject, it may be provided orally, provided that the identity of the data subject is proven.",
                [],
            ),
            (
                "3",
                "The controller shall provide information on action taken on a request under Art. 15 to 22 without undue delay and in any event within 30 days of receipt of the request. That period may be extended by a further 45 days where necessary, taking into account the complexity and number of the requests. The controller shall inform the data subject of any such extension, with the reasons for the delay, within 30 days of receipt of the request.",
                [],
            ),
            (
                "4",
                "If the controller does not take action on the request, it shall inform the data subject without delay and at the latest within 30 days of receipt of the request of the reasons for not taking action and of the possibility of lodging a complaint with the supervisory authority.",
                [],
            ),
            (
                "5",
                "Information and any communication or action under Art. 13 to 22 shall be provided free of charge. Where requests are manifestly unfounded or excessive, in particular because of their repetitive character, the controller may either:",
                [
                    (
                        "a",
                        "charge a reasonable fee taking into account the administrative costs of providing the information or taking the action requested; or",
                    ),
                    ("b", "refuse to act on the request."),
                ],
            ),
            (
                "",
                "The controller bears the burden of demonstrating the manifestly unfounded or excessive character of the request.",
                [],
            ),
            (
                "6",
                "Where the controller has reasonable doubts about the identity of the person making a request, it may ask for additional information necessary to confirm the identity of the data subject.",
                [],
            ),
        ],
        ["(58) Principle of transparency", "(59) Procedures for requests", "(64) Verification of identity"],
    ),
    (
        "17",
        "Right to erasure",
        "Chapter III – Rights of the data subject",
        [
            (
                "1",
                "The data subject has the right to obtain from the controller the erasure of personal data concerning him or her without undue delay where one of the following grounds applies:",
                [
                    ("a", "the personal data are no longer necessary for the purposes for which they were collected;"),
                    (
                        "b",
                        "the data subject withdraws the consent on which the processing is based and there is no other legal ground for it;",
                    ),
                    (
                        "c",
                        "the data subject objects to the processing, including profiling, and there are no overriding legitimate grounds;",
                    ),
                    ("d", "the personal data have been unlawfully processed;"),
                    ("e", "the personal data have to be erased to comply with a legal obligation of the controller."),
                ],
            ),
            (
                "2",
                "Where the controller has made the personal data public, it shall take reasonable steps, including technical measures, to inform controllers which are processing the data that the data subject has requested the erasure of any links to, or copies of, those data.",
                [],
            ),
            (
                "3",
                "Paragraphs 1 and 2 do not apply to the extent that processing is necessary:",
                [
                    ("a", "for exercising the right of freedom of expression and information;"),
                    ("b", "for compliance with a legal obligation or for a task carried out in the public interest;"),
                    (
                        "c",
                        "for archiving purposes in the public interest, scientific or historical research or statistical purposes;",
                    ),
                    ("d", "for the establishment, exercise or defence of legal claims."),
                ],
            ),
            (
                "4",
                "A controller that erases personal data under paragraph 1 shall keep a record of the request and of the date of erasure for 3 years, without the erased data.",
                [],
            ),
        ],
        ["(65) Right to be forgotten", "(66) Erasure of links to public data"],
    ),
    (
        "33",
        "Notification of a personal data breach to the supervisory authority",
        "Chapter IV – Controller and processor",
        [
            (
                "1",
                "In the case of a personal data breach, the controller shall without undue delay and, where feasible, not later than 48 hours after having become aware of it, notify the breach to the supervisory authority, unless the breach is unlikely to result in a risk to the rights and freedoms of natural persons. A notification made after 48 hours shall give the reasons for the delay.",
                [],
            ),
            (
                "2",
                "The processor shall notify the controller without undue delay, and in any event within 24 hours, after becoming aware of a personal data breach.",
                [],
            ),
            (
                "3",
                "The notification under paragraph 1 shall at least:",
                [
                    (
                        "a",
                        "describe the nature of the breach, including, where possible, the categories and approximate number of data subjects and records concerned;",
                    ),
                    ("b", "give the name and contact details of the data protection officer or other contact point;"),
                    ("c", "describe the likely consequences of the breach;"),
                    (
                        "d",
                        "describe the measures taken or proposed to address the breach and to mitigate its possible adverse effects.",
                    ),
                ],
            ),
            (
                "4",
                "Where it is not possible to provide all the information at the same time, it may be provided in phases without further undue delay.",
                [],
            ),
            (
                "5",
                "The controller shall document every personal data breach, its effects and the remedial action taken, and keep that documentation for at least 5 years.",
                [],
            ),
        ],
        ["(85) Notification of breaches", "(87) Undue delay", "(88) Format of notifications"],
    ),
    (
        "37",
        "Designation of the data protection officer",
        "Chapter IV – Controller and processor",
        [
            (
                "1",
                "The controller and the processor shall designate a data protection officer in any case where:",
                [
                    (
                        "a",
                        "the processing is carried out by a public authority or body, except courts acting in their judicial capacity;",
                    ),
                    (
                        "b",
                        "the core activities of the controller or the processor consist of processing operations which require regular and systematic monitoring of data subjects on a large scale;",
                    ),
                    (
                        "c",
                        "the core activities of the controller or the processor consist of processing on a large scale of special categories of data under Art. 9; or",
                    ),
                    (
                        "d",
                        "the controller or the processor employs 250 or more persons and processes personal data as part of its ordinary business.",
                    ),
                ],
            ),
            (
                "2",
                "A group of undertakings may appoint a single data protection officer, provided that the officer is easily accessible from each establishment.",
                [],
            ),
            (
                "3",
                "The data protection officer shall be designated on the basis of professional qualities, in particular expert knowledge of data protection law and practice, for a term of at least 2 years.",
                [],
            ),
            (
                "4",
                "The data protection officer may be a staff member of the controller or processor, or fulfil the tasks on the basis of a service contract.",
                [],
            ),
            (
                "5",
                "The controller or the processor shall publish the contact details of the data protection officer and communicate them to the supervisory authority within 14 days of the designation.",
                [],
            ),
        ],
        ["(97) Data protection officers", "(97a) Independence of the officer"],
    ),
    (
        "83",
        "General conditions for imposing administrative fines",
        "Chapter VIII – Remedies, liability and penalties",
        [
            (
                "1",
                "The supervisory authority shall ensure that fines imposed under this Article are effective, proportionate and dissuasive in each individual case.",
                [],
            ),
            (
                "2",
                "When deciding whether to impose a fine and on its amount, due regard shall be given to, among other things:",
                [
                    ("a", "the nature, gravity and duration of the infringement;"),
                    ("b", "the intentional or negligent character of the infringement;"),
                    (
                        "c",
                        "any action taken by the controller or processor to mitigate the damage suffered by data subjects;",
                    ),
                    ("d", "any relevant previous infringements."),
                ],
            ),
            (
                "3",
                "Infringements of the obligations of the controller and the processor under Art. 8, 11 and 25 to 39 shall be subject to fines of up to EUR 8 000 000, or in the case of an undertaking up to 2 % of its total worldwide annual turnover of the preceding financial year, whichever is higher.",
                [],
            ),
            (
                "4",
                "Infringements of the basic principles for processing under Art. 5 to 7 and 9, and of the data subjects' rights under Art. 12 to 22, shall be subject to fines of up to EUR 16 000 000, or in the case of an undertaking up to 4 % of its total worldwide annual turnover of the preceding financial year, whichever is higher.",
                [],
            ),
            (
                "5",
                "Each Province may lay down the rules on whether and to what extent fines may be imposed on public authorities and bodies established in that Province.",
                [],
            ),
        ],
        ["(148) Penalties", "(150) Administrative fines", "(152) Provincial penalties"],
    ),
]

UDPC_CSS = """
body {font-family: sans-serif; font-size: 10.5pt; line-height: 1.4}
p {margin-top: 2pt; margin-bottom: 5pt}
p.nav {font-size: 8pt; color: #444444; margin: 0}
p.crumb {font-size: 8pt; color: #0645ad; margin-top: 4pt; margin-bottom: 8pt}
h1 {font-size: 15pt; margin-top: 4pt; margin-bottom: 2pt}
p.chap {font-size: 9pt; color: #555555; margin-bottom: 10pt}
p.pt {margin-left: 22pt}
h3 {font-size: 10.5pt; margin-top: 12pt; margin-bottom: 3pt}
ul.rec {font-size: 9.5pt; margin-top: 0pt}
p.pn {font-size: 8.5pt; color: #0645ad; margin-top: 12pt}
p.foot {font-size: 7.5pt; color: #666666; margin-top: 10pt}
"""


def udpc_page(i: int) -> str:
    """One article as printed from the commentary site: navigation, breadcrumb, head, paragraphs, recitals, links."""
    num, title, chapter, paras, recitals = UDPC_ARTICLES[i]
    out = [
        '<p class="nav"><b>UDPC-Info</b> &nbsp;·&nbsp; Home &nbsp;|&nbsp; UDPC &nbsp;|&nbsp; Recitals &nbsp;|&nbsp; Commentary &nbsp;|&nbsp; Case notes &nbsp;|&nbsp; Search &nbsp;|&nbsp; Newsletter</p>',
        f'<p class="crumb">Home › Unified Data Protection Code › {esc(chapter)} › Art. {num}</p>',
        f"<h1>Art. {num} UDPC – {esc(title)}</h1>",
        f'<p class="chap">{esc(chapter)}</p>',
    ]
    for pnum, text, points in paras:
        if text:
            lead = f"({pnum})&nbsp;&nbsp;" if pnum else ""
            out.append(f"<p>{lead}{esc(text)}</p>")
        for letter, ptext in points:
            out.append(f'<p class="pt">({letter})&nbsp;&nbsp;{esc(ptext)}</p>')
    out.append("<h3>Suitable Recitals</h3>")
    out.append('<ul class="rec">' + "".join(f"<li>{esc(r)}</li>" for r in recitals) + "</ul>")
    prev_ = f"‹ Art. {UDPC_ARTICLES[i - 1][0]} UDPC" if i else "‹ Art. 3 UDPC"
    next_ = f"Art. {UDPC_ARTICLES[i + 1][0]} UDPC ›" if i + 1 < len(UDPC_ARTICLES) else "Art. 84 UDPC ›"
    out.append(
        f'<p class="pn">{prev_} &nbsp;&nbsp;|&nbsp;&nbsp; Table of contents &nbsp;&nbsp;|&nbsp;&nbsp; {next_}</p>'
    )
    out.append(
        '<p class="foot">UDPC-Info publishes the consolidated text of the Unified Data Protection Code (Code No. 14/2021 of the Commonwealth of Arvenland, as amended by Code No. 3/2024) for information only; only the text in the Official Journal is authentic. '
        "The recitals listed are those our editors consider suitable for reading with the article. Report an error · Print this page · Privacy notice · © 2025 UDPC-Info</p>"
    )
    return "".join(out)


def build_udpc() -> None:
    """The commentary site's print of seven articles (PDF, one article a page)."""
    frame = pymupdf.Rect(56, 52, A4.width - 56, A4.height - 50)
    pages = [one_page(udpc_page(i), UDPC_CSS, A4, frame) for i in range(len(UDPC_ARTICLES))]
    doc = join(*pages)
    for i, page in enumerate(doc):
        num = UDPC_ARTICLES[i][0]
        stamp(
            page,
            pymupdf.Rect(30, 18, A4.width - 30, 30),
            f'<table style="width:100%"><tr><td>01/05/2025, 09:14</td><td style="text-align:center">Art. {num} UDPC – UDPC-Info</td><td style="text-align:right"></td></tr></table>',
            "* {font-size: 7pt; color: #555555}",
        )
        stamp(
            page,
            pymupdf.Rect(30, A4.height - 28, A4.width - 30, A4.height - 16),
            f'<table style="width:100%"><tr><td>https://udpc-info.example/art-{num}-udpc/</td><td style="text-align:right">{i + 1}/{doc.page_count}</td></tr></table>',
            "* {font-size: 7pt; color: #555555}",
        )
    save(doc, "udpc_commentary_site_articles.pdf")


# == 3. Railroad track and mechanical inspection compliance manual (US Letter, TOC with dot leaders) ===============
PSR_TEXT = """
# 1|PURPOSE AND SCOPE
1.1|Purpose
1.1.1|This manual sets out how Prairie Southern Railroad Company (PSR) complies with the federal track safety standards (49 CFR Part 213), the freight car safety standards (49 CFR Part 215), the locomotive safety standards (49 CFR Part 229) and the blue signal protection rules (49 CFR Part 218).
1.1.2|Where this manual and the federal regulations differ, the stricter requirement applies.
1.2|Scope
1.2.1|This manual applies to all main track, sidings and yard track owned or operated by PSR, and to all freight cars and locomotives operated by PSR. It does not apply to track owned by connecting carriers over which PSR operates under trackage rights.
# 2|LIST OF ACRONYMS
ACRONYMS
# 3|RESPONSIBILITIES
3.1|Engineering Department
3.1.1|The Chief Engineer designates the persons qualified to inspect track and to restore or renew track under traffic, as required by 49 CFR 213.7, and keeps a written record of each designation.
3.1.2|Each Roadmaster is responsible for the track inspections on his or her territory and reviews the TIRs at least once a week.
3.2|Mechanical Department
3.2.1|The CMO designates the QMIs who perform pre-departure inspections under 49 CFR 215.11 and the persons who perform brake tests.
3.2.2|A newly designated QMI works under the supervision of an experienced QMI for at least 10 shifts before inspecting alone.
3.3|Transportation Department
3.3.1|Train crews report any track or equipment condition they observe that may affect safety to the train dispatcher at once.
# 4|TRACK INSPECTION
4.1|Track classes
4.1.1|Each segment of PSR main track is assigned a class in the PSR Track Chart. The maximum operating speed for freight trains on each class of track is given in Table 4-1.
TABLE41
4.2|Inspection methods
4.2.1|Track is inspected on foot or by riding over it in a hi-rail vehicle. A hi-rail inspection is made at a speed that allows the inspector to see the track, and not more than 25 mph.
4.2.2|Where two or more tracks are inspected from one hi-rail vehicle, no more than two tracks are inspected at the same time, and the inspector is within 30 feet of the centerline of the farthest track.
4.3|Inspection frequency
4.3.1|Track is inspected at least at the frequencies in Table 4-2 (49 CFR 213.233).
TABLE42
4.3.2|A special inspection is made, before the next train passes, after any fire, flood, severe storm, earthquake or derailment that may have damaged the track, and when the rail temperature is forecast to exceed 130 °F on continuous welded rail.
4.3.3|Each switch and turnout in main track is inspected on foot at least once each month (49 CFR 213.235).
4.3.4|Main track of Class 3 and 4 is tested for internal rail defects by ultrasonic test car at least once every 12 months, or after each 40 million gross tons of traffic, whichever comes first (49 CFR 213.237).
4.4|Remedial action
4.4.1|When a track inspector finds a defect that does not meet the standards for the class of track, the inspector brings the track into compliance, places a slow order limiting speed to that of the class whose standards are met, or removes the track from service.
4.4.2|A slow order placed for a defect is entered in the TIR and reported to the train dispatcher before the inspector leaves the location.
4.5|Track inspection records
4.5.1|Each inspection is recorded on a TIR on the day it is made (49 CFR 213.241). TIRs are kept for at least 1 year after the inspection, and rail test records for at least 2 years.
# 5|FREIGHT CAR INSPECTION
5.1|Pre-departure inspection
5.1.1|At each location where a freight car is placed in a train, the car is inspected by a QMI before the train departs (49 CFR 215.13). Where no QMI is on duty, the inspection may be made by a member of the train crew who has completed the PSR car inspection course.
5.1.2|A car found with a defect under Part 215 is tagged "bad order" on both sides and is not moved in a train, except to the nearest place where the repair can be made, under the conditions of 49 CFR 215.9.
5.2|Air brake tests
5.2.1|Air brake tests are made at the points and intervals given in Table 5-1 (49 CFR Part 232).
TABLE51
5.2.2|A train with more than 15 % of its cars with inoperative brakes is not moved except to the nearest repair point, and no train departs its initial terminal with any inoperative brake.
5.3|Hand brakes
5.3.1|Cars left unattended on a siding or in a yard are secured with a sufficient number of hand brakes, and at least 2 hand brakes on any cut of 10 cars or more.
# 6|LOCOMOTIVE INSPECTION
6.1|Daily inspection
6.1.1|Each locomotive in use is inspected at least once each calendar day (49 CFR 229.21). The inspection is recorded on PSR Form LM-21, kept in the cab.
6.2|Periodic inspection
6.2.1|Each locomotive receives a periodic inspection at least every 92 days (49 CFR 229.23), at a PSR locomotive shop or an approved contractor.
6.2.2|The event recorder is tested at each annual test, and a locomotive may not remain in lead service for more than 30 days after its event recorder is found to have failed.
# 7|BLUE SIGNAL PROTECTION
7.1.1|Workers who go on, under or between rolling equipment are protected by a blue signal displayed at each manual switch giving access to the track (49 CFR 218.27).
7.1.2|A blue signal may be removed only by the craft or group of workers that displayed it.
7.1.3|Rolling equipment protected by a blue signal may not be coupled to or moved.
# 8|TRAINING AND AUDIT
8.1.1|Each track inspector and QMI completes refresher training at least every 3 years.
8.1.2|The Compliance Officer audits the TIRs of each division at least twice each calendar year and reports the results to the Vice President – Operations.
"""

PSR_ACRONYMS = [
    ("CFR", "Code of Federal Regulations"),
    ("CMO", "Chief Mechanical Officer"),
    ("CWR", "Continuous welded rail"),
    ("EOT", "End-of-train device"),
    ("FRA", "Federal Railroad Administration"),
    ("MGT", "Million gross tons"),
    ("MOW", "Maintenance of way"),
    ("PSR", "Prairie Southern Railroad Company"),
    ("QMI", "Qualified Mechanical Inspector"),
    ("RIP", "Repair in place"),
    ("TIR", "Track Inspection Record"),
]

PSR_T41 = """<p class="caption">Table 4-1 – Maximum operating speed of freight trains by class of track</p>
<table class="t">
<tr><th>Class of track</th><th>Maximum speed, freight trains</th></tr>
<tr><td>Excepted track</td><td>10 mph</td></tr>
<tr><td>Class 1</td><td>10 mph</td></tr>
<tr><td>Class 2</td><td>25 mph</td></tr>
<tr><td>Class 3</td><td>40 mph</td></tr>
<tr><td>Class 4</td><td>60 mph</td></tr>
</table>"""

PSR_T42 = """<p class="caption">Table 4-2 – Track inspection frequency</p>
<table class="t">
<tr><th>Track</th><th>Required frequency</th></tr>
<tr><td>Main track and sidings, excepted track and Class 1 and 2</td><td>Once each calendar week, with at least 3 calendar days between inspections</td></tr>
<tr><td>Main track, Class 3 and 4</td><td>Twice each calendar week, with at least 1 calendar day between inspections</td></tr>
<tr><td>Yard track and other track not main track or sidings</td><td>Once each calendar month, with at least 20 calendar days between inspections</td></tr>
</table>"""

PSR_T51 = """<p class="caption">Table 5-1 – Air brake tests</p>
<table class="t">
<tr><th>Test</th><th>When made</th></tr>
<tr><td>Class I brake test</td><td>At the initial terminal, and again at intervals of not more than 1,000 miles</td></tr>
<tr><td>Class I brake test, extended haul train</td><td>At the initial terminal, and again at intervals of not more than 1,500 miles</td></tr>
<tr><td>Class II brake test</td><td>When a car or block of cars is added to a train en route</td></tr>
<tr><td>Class III brake test</td><td>When the EOT is changed or the locomotive consist is changed</td></tr>
<tr><td>Transfer train brake test</td><td>Before a transfer train of not more than 20 miles departs</td></tr>
<tr><td>Single car air brake test</td><td>When a car is on a repair track, and at least every 8 years</td></tr>
</table>"""

PSR_CSS = """
body {font-family: serif; font-size: 11pt; line-height: 1.35}
h2 {font-size: 12pt; margin-top: 14pt; margin-bottom: 6pt}
p {margin-top: 1pt; margin-bottom: 4pt}
p.l2 {font-weight: bold; margin-top: 6pt}
p.l3 {margin-left: 18pt}
p.caption {font-weight: bold; font-size: 10pt; margin-top: 6pt; margin-bottom: 2pt; text-align: center}
table.t {border-collapse: collapse; width: 100%; font-size: 10pt; margin-bottom: 6pt}
table.t th {border: 0.6pt solid #000; background-color: #e6e6e6; padding: 3pt; text-align: left}
table.t td {border: 0.6pt solid #000; padding: 3pt; vertical-align: top}
table.ac td {padding: 1pt 8pt 1pt 0pt}
"""


def psr_markup(text: str) -> tuple[str, list[tuple[str, str]]]:
    """The body HTML and the (number, title) of each chapter and section for the contents."""
    out, toc = [], []
    for line in text.strip().splitlines():
        if line == "ACRONYMS":
            rows = "".join(f"<tr><td><b>{a}</b></td><td>{esc(b)}</td></tr>" for a, b in PSR_ACRONYMS)
            out.append(f'<table class="ac">{rows}</table>')
            continue
        if line in ("TABLE41", "TABLE42", "TABLE51"):
            out.append({"TABLE41": PSR_T41, "TABLE42": PSR_T42, "TABLE51": PSR_T51}[line])
            continue
        key, _, rest = line.partition("|")
        if key.startswith("# "):
            title = rest.title().replace("Of ", "of ").replace("And ", "and ")
            out.append(f"<h2>CHAPTER {key[2:]} – {esc(rest)}</h2>")
            toc.append((f"Chapter {key[2:]}", title))
        elif key.count(".") == 1:
            out.append(f'<p class="l2">{key}&nbsp;&nbsp;{esc(rest)}</p>')
            toc.append((key, rest))
        else:
            out.append(f'<p class="l3"><b>{key}</b>&nbsp;&nbsp;{esc(rest)}</p>')
    return "\n".join(out), toc


def build_psr() -> None:
    """The railroad inspection compliance manual (PDF): contents page with dot leaders, then the chapters."""
    frame = pymupdf.Rect(72, 70, LETTER.width - 72, LETTER.height - 64)
    body_html, toc = psr_markup(PSR_TEXT)
    body = flow(body_html, PSR_CSS, LETTER, lambda _n: [frame])
    heads = [f"CHAPTER {n.split()[1]} –" if n.startswith("Chapter") else f"{n} {t}" for n, t in toc]
    pages = heads_on_pages(body, heads, 2)
    rows = []
    for (n, t), p in zip(toc, pages, strict=True):
        label = f"{n} – {t}" if n.startswith("Chapter") else f"{n}&nbsp;&nbsp;{esc(t)}"
        plain = f"{n} – {t}" if n.startswith("Chapter") else f"{n}  {t}"
        indent = 0 if n.startswith("Chapter") else 18
        font = "tibo" if n.startswith("Chapter") else "tiro"
        width = pymupdf.get_text_length(plain, fontname=font, fontsize=10.5) + indent
        dots = " ." * int((350 - width) / pymupdf.get_text_length(" .", fontname=font, fontsize=10.5))
        weight = "bold" if n.startswith("Chapter") else "normal"
        rows.append(
            f'<tr><td style="padding-left:{indent}pt; font-weight:{weight}">{label}{dots}</td><td style="text-align:right">{p}</td></tr>'
        )
    cover = f"""<p style="font-size:10pt; text-align:center">PRAIRIE SOUTHERN RAILROAD COMPANY</p>
    <p style="font-size:17pt; text-align:center; margin-top:6pt"><b>Track and Mechanical Inspection Compliance Manual</b></p>
    <p style="font-size:11pt; text-align:center">Revision 6 · Effective March 1, 2025 · Supersedes Revision 5 of June 1, 2022</p>
    <p style="font-size:10pt; text-align:center; margin-bottom:14pt">Issued by the Office of the Vice President – Operations</p>
    <p style="font-size:13pt; text-align:center; margin-bottom:8pt"><b>Table of Contents</b></p>
    <table style="width:100%; font-size:10.5pt">{"".join(rows)}</table>"""
    doc = join(one_page(cover, PSR_CSS, LETTER, frame), body)
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(72, 34, LETTER.width - 72, 46),
            '<table style="width:100%"><tr><td>PSR Inspection Compliance Manual</td><td style="text-align:right">Revision 6 – March 1, 2025</td></tr></table>',
            "* {font-family: serif}",
        )
        stamp(
            page,
            pymupdf.Rect(72, LETTER.height - 40, LETTER.width - 72, LETTER.height - 28),
            f'<p style="text-align:center">{i + 1}</p>',
            "* {font-family: serif}",
        )
    save(doc, "prairie_southern_inspection_manual.pdf")


# == 4. Cybersecurity control catalogue (A4 portrait text, landscape baseline table) ==============================
NOIS_INTRO = """<p style="font-size:9pt"><b>NORTHGATE OFFICE OF INFORMATION SECURITY</b></p>
<p style="font-size:17pt; margin-top:4pt"><b>NOIS-CC-1 Security Control Catalogue for Departmental Information Systems</b></p>
<p style="font-size:10pt">Version 2.1 · June 2024 · approved by the Chief Information Security Officer</p>
<h2>1 How to use this catalogue</h2>
<p>1.1 Each departmental information system is categorised Low, Moderate or High by the system owner, using the highest impact that a loss of confidentiality, integrity or availability of the system's information would have. The system then implements every control and control enhancement marked X for its category in the baseline table in section 4.</p>
<p>1.2 Each control is identified by a family code and a number (for example AC-2). A control enhancement adds to its base control and is identified by the base control's identifier followed by a number in brackets (for example AC-2(3)). An enhancement is implemented only together with its base control.</p>
<p>1.3 Where a control contains a parameter, this catalogue sets its value for all departmental systems. A system owner may set a stricter value, but not a weaker one, unless the Authorising Official accepts the risk in writing.</p>
<p>1.4 The "Discussion:" paragraph under each control explains its purpose and how it is normally implemented. It does not add requirements.</p>
<h2>2 Terms used</h2>
<p><b>Authorising Official</b> – the senior official who formally accepts the residual risk of operating a system and grants its authorisation to operate, for a period of not more than 3 years.</p>
<p><b>System owner</b> – the official responsible for the procurement, development, operation and maintenance of a system.</p>
<p><b>Inactive account</b> – an account that has not been used to log on successfully during the period set in AC-2(3).</p>
<p><b>Emergency account</b> – an account created at short notice, without the normal approval process, to restore a service during an incident.</p>
<h2>3 Controls</h2>"""

NOIS_CONTROLS = [
    (
        "AC-2",
        "ACCOUNT MANAGEMENT",
        [
            "a. Define the types of account allowed on the system and the conditions for membership of groups and roles.",
            "b. Require the approval of the system owner for every request to create an account.",
            "c. Create, enable, modify, disable and remove accounts only in line with approved requests.",
            "d. Review all accounts for compliance with account management requirements at least every 180 days for Low systems and every 90 days for Moderate and High systems.",
            "e. Notify account managers within 24 hours when a user leaves, is transferred, or no longer needs access.",
        ],
        "Accounts are the first line of access control. Reviews find accounts that belong to people who have left or changed roles, shared accounts that were never approved, and accounts with more access than their holders need. Group accounts are discouraged and need the system owner's written approval.",
    ),
    (
        "AC-2(2)",
        "AUTOMATED TEMPORARY AND EMERGENCY ACCOUNT MANAGEMENT",
        [
            "Automatically disable temporary and emergency accounts 72 hours after they are created, unless the system owner extends them in writing."
        ],
        "Temporary and emergency accounts are often created during incidents and then forgotten. Disabling them automatically removes the need to remember them.",
    ),
    (
        "AC-2(3)",
        "DISABLE ACCOUNTS",
        [
            "Disable accounts within 24 hours when the accounts:",
            "(a) have expired;",
            "(b) are no longer associated with a user or an individual;",
            "(c) are in violation of organisational policy; or",
            "(d) have been inactive for 35 days.",
        ],
        "Disabling, rather than deleting, keeps the account's audit history. A disabled account is removed after a further 90 days unless it is needed for an investigation.",
    ),
    (
        "AC-2(4)",
        "AUTOMATED AUDIT ACTIONS",
        [
            "Automatically audit the creation, modification, enabling, disabling and removal of accounts, and notify the account managers."
        ],
        "Automated audit of account actions helps to detect accounts created by an attacker after a compromise.",
    ),
    (
        "AC-7",
        "UNSUCCESSFUL LOGON ATTEMPTS",
        [
            "a. Enforce a limit of 5 consecutive invalid logon attempts by a user during a 15-minute period.",
            "b. When the limit is exceeded, lock the account for 30 minutes, or, for accounts with administrator rights, until it is released by an administrator.",
        ],
        "Limiting logon attempts defends against password guessing. The lock period is long enough to slow automated attacks without causing many calls to the service desk.",
    ),
    (
        "AC-11",
        "DEVICE LOCK",
        [
            "a. Prevent further access to the system by initiating a device lock after 15 minutes of inactivity, or on the user's request.",
            "b. Keep the device lock in place until the user re-establishes access by authenticating.",
        ],
        "A device lock is a temporary action taken when a user stops work for a short time. It is not a substitute for logging out at the end of the day.",
    ),
    (
        "AC-12",
        "SESSION TERMINATION",
        [
            "Automatically terminate a remote access session after 60 minutes of inactivity, and any user session after 12 hours."
        ],
        "Session termination ends all processes associated with the session, unlike a device lock, which only hides the screen.",
    ),
    (
        "AU-6",
        "AUDIT RECORD REVIEW, ANALYSIS AND REPORTING",
        [
            "a. Review and analyse system audit records at least weekly for Low and Moderate systems, and at least daily for High systems, for indications of unusual activity.",
            "b. Report findings to the system owner and, where an incident is suspected, to the NOIS Security Operations Centre within 1 hour.",
        ],
        "Reviews may be automated. A review that finds nothing unusual is still recorded.",
    ),
    (
        "AU-11",
        "AUDIT RECORD RETENTION",
        [
            "Retain audit records for at least 1 year for Moderate systems and at least 3 years for High systems, so that they can support investigations of security incidents."
        ],
        "Records held for a legal hold are kept until the hold is released, even where that is longer than the period above.",
    ),
    (
        "IA-2(1)",
        "MULTI-FACTOR AUTHENTICATION TO PRIVILEGED ACCOUNTS",
        ["Implement multi-factor authentication for access to privileged accounts."],
        "Multi-factor authentication requires two or more different factors: something the user knows, something the user has, or something the user is.",
    ),
    (
        "IA-5(1)",
        "PASSWORD-BASED AUTHENTICATION",
        [
            "a. Require passwords of at least 14 characters for user accounts.",
            "b. Check new passwords against a list of passwords known to be compromised, and reject any that are on it.",
            "c. Prevent the reuse of any of the user's last 24 passwords.",
            "d. Require a password change only when there is evidence that the password has been compromised.",
        ],
        "Long passwords are more effective than complex rules. Periodic changes without evidence of compromise lead users to choose weaker passwords.",
    ),
    (
        "CP-9",
        "SYSTEM BACKUP",
        [
            "a. Back up user-level and system-level information daily (incremental) and weekly (full).",
            "b. Protect the confidentiality, integrity and availability of backups at their storage location.",
        ],
        "Backups are kept at a site far enough from the primary site that one event does not destroy both.",
    ),
]

NOIS_BASELINE = [
    ("AC-1", "Policy and procedures", "XXX"),
    ("AC-2", "Account management", "XXX"),
    ("AC-2(1)", "Automated system account management", "-XX"),
    ("AC-2(2)", "Automated temporary and emergency account management", "-XX"),
    ("AC-2(3)", "Disable accounts", "-XX"),
    ("AC-2(4)", "Automated audit actions", "-XX"),
    ("AC-2(5)", "Inactivity logout", "--X"),
    ("AC-7", "Unsuccessful logon attempts", "XXX"),
    ("AC-11", "Device lock", "-XX"),
    ("AC-12", "Session termination", "-XX"),
    ("AU-2", "Event logging", "XXX"),
    ("AU-6", "Audit record review, analysis and reporting", "XXX"),
    ("AU-6(1)", "Automated process integration", "-XX"),
    ("AU-11", "Audit record retention", "XXX"),
    ("CA-8", "Penetration testing", "--X"),
    ("CM-2", "Baseline configuration", "XXX"),
    ("CM-7", "Least functionality", "XXX"),
    ("CP-9", "System backup", "XXX"),
    ("CP-9(1)", "Testing for reliability and integrity", "-XX"),
    ("IA-2", "Identification and authentication (organisational users)", "XXX"),
    ("IA-2(1)", "Multi-factor authentication to privileged accounts", "XXX"),
    ("IA-2(2)", "Multi-factor authentication to non-privileged accounts", "-XX"),
    ("IA-5", "Authenticator management", "XXX"),
    ("IA-5(1)", "Password-based authentication", "XXX"),
    ("SC-7", "Boundary protection", "XXX"),
    ("SC-8", "Transmission confidentiality and integrity", "-XX"),
    ("SI-2", "Flaw remediation", "XXX"),
    ("SI-4", "System monitoring", "XXX"),
]

NOIS_CSS = """
body {font-family: sans-serif; font-size: 10pt; line-height: 1.35}
h2 {font-size: 12pt; margin-top: 12pt; margin-bottom: 5pt}
p {margin-top: 1pt; margin-bottom: 4pt}
p.ch {font-weight: bold; margin-top: 10pt; margin-bottom: 3pt; border-bottom: 0.5pt solid #888888}
p.ct {margin-left: 14pt}
p.ds {margin-left: 14pt; font-size: 9pt; color: #333333}
table.b {border-collapse: collapse; width: 100%; font-size: 9.5pt}
table.b th {border: 0.6pt solid #000; background-color: #d9d9d9; padding: 3pt}
table.b td {border: 0.6pt solid #000; padding: 2.5pt}
table.b td.x {text-align: center; width: 90pt}
"""


def nois_controls() -> str:
    """Each control: its id and name, 'Control:' text, then its 'Discussion:' paragraph."""
    out = []
    for cid, name, lines, disc in NOIS_CONTROLS:
        out.append(f'<p class="ch">{cid}&nbsp;&nbsp;&nbsp;{esc(name)}</p>')
        out.append(f'<p class="ct"><u>Control:</u> {esc(lines[0])}</p>')
        out.extend(f'<p class="ct">{esc(t)}</p>' for t in lines[1:])
        out.append(f'<p class="ds"><u>Discussion:</u> {esc(disc)}</p>')
    return "".join(out)


def nois_baseline() -> str:
    """The baseline table: one row per control or enhancement, X under each baseline it belongs to."""
    rows = "".join(
        f"<tr><td>{cid}</td><td>{esc(name)}</td>"
        + "".join(f'<td class="x">{"X" if m == "X" else ""}</td>' for m in marks)
        + "</tr>"
        for cid, name, marks in NOIS_BASELINE
    )
    return f"""<h2>4 Control baselines</h2>
<p>Table 4-1 shows the controls and control enhancements in each baseline. An X means that the control is selected for systems of that category. A blank cell means that it is not selected; a system owner may still implement it.</p>
<table class="b"><tr><th style="width:70pt">Control ID</th><th>Control name</th><th>Low</th><th>Moderate</th><th>High</th></tr>{rows}</table>
<p style="font-size:9pt; margin-top:6pt">Table 4-1 – Control baselines. Controls not listed in Table 4-1 are not part of any baseline.</p>"""


def build_nois() -> None:
    """The control catalogue (PDF): portrait text pages, then landscape pages with the baseline table."""
    frame = pymupdf.Rect(60, 62, A4.width - 60, A4.height - 56)
    text = flow(NOIS_INTRO + nois_controls(), NOIS_CSS, A4, lambda _n: [frame])
    lframe = pymupdf.Rect(60, 56, A4L.width - 60, A4L.height - 50)
    base = flow(nois_baseline(), NOIS_CSS, A4L, lambda _n: [lframe])
    doc = join(text, base)
    n = doc.page_count
    for i, page in enumerate(doc):
        w, h = page.rect.width, page.rect.height
        stamp(
            page,
            pymupdf.Rect(60, 30, w - 60, 42),
            '<table style="width:100%"><tr><td>NOIS-CC-1 Version 2.1</td><td style="text-align:right">OFFICIAL</td></tr></table>',
        )
        stamp(page, pymupdf.Rect(60, h - 36, w - 60, h - 24), f'<p style="text-align:center">{i + 1} / {n}</p>')
    save(doc, "northgate_nois_control_catalogue.pdf")


# == 5. Medical examiner handbook in Q&A style (US Letter, boxed decisions) ========================================
MED_ENTRIES = [
    ("1 General", None, None, None),
    (
        "1.1",
        "How long may a medical certificate be issued for?",
        "A driver who meets every standard in this handbook without a condition that needs monitoring may be certified for up to 24 months. The examiner may issue a certificate for a shorter period where a condition needs to be checked more often; the periods recommended for common conditions are given in the entries below. A certificate may not be backdated.",
        "Certify for up to 24 months; shorter where a condition needs monitoring.",
    ),
    (
        "1.2",
        "Who may carry out the examination?",
        "Only an examiner listed on the Bureau's Register of Medical Examiners may examine drivers and sign certificates. The examiner keeps a copy of the examination report and of each certificate issued for at least 3 years.",
        "Examiners on the Bureau's Register only; records kept 3 years.",
    ),
    ("2 Vision and hearing", None, None, None),
    (
        "2.1",
        "What eyesight does a driver need?",
        "Distant visual acuity of at least 6/12 (20/40) in each eye separately, with or without corrective lenses, and a horizontal field of vision of at least 70° in each eye. The driver must be able to tell the colours of traffic signals: red, green and amber.",
        "Certify if 6/12 in each eye, 70° field in each eye and signal colours recognised.",
    ),
    (
        "2.2",
        "Can a driver with sight in one eye only be certified?",
        "Not under the standard in 2.1. A driver with monocular vision may be certified only if he or she holds a vision variance issued by the Bureau. The certificate is then issued for no more than 12 months, and the driver brings the variance to each examination.",
        "Do not certify without a Bureau vision variance; with one, certify for up to 12 months.",
    ),
    (
        "2.3",
        "What is the hearing standard?",
        "The driver first perceives a forced whisper at not less than 1.5 metres in the better ear, with or without a hearing aid. A driver who fails the whisper test may be certified if an audiometric test shows an average hearing loss in the better ear of no more than 40 dB at 500 Hz, 1,000 Hz and 2,000 Hz.",
        "Certify if the whisper test or the audiometric test is passed.",
    ),
    ("3 Blood pressure", None, None, None),
    (
        "3.1",
        "A driver's blood pressure is 150/95 at the examination. What should I do?",
        "This is Stage 1 hypertension (140–159 systolic or 90–99 diastolic). The driver may be certified for 12 months. At each later examination the reading should be at or below 140/90; if it is not, but is still in Stage 1, certify for a further 12 months.",
        "Stage 1: certify for 12 months.",
    ),
    (
        "3.2",
        "And if the reading is 165/102?",
        "This is Stage 2 hypertension (160–179 systolic or 100–109 diastolic). Issue a one-time certificate for 3 months so that the driver can be treated. If at the re-examination the reading is at or below 140/90, certify for 12 months from the date of the first examination. If it is not, the driver is not certified.",
        "Stage 2: one-time 3-month certificate; then 12 months from the first examination if at or below 140/90.",
    ),
    (
        "3.3",
        "What about a reading of 180/110 or higher?",
        "This is Stage 3 hypertension. The driver is not certified. Once treatment has brought the reading to 140/90 or below, the driver may be certified for 6 months from the date of that examination, and every 6 months after that.",
        "Stage 3: do not certify; when at or below 140/90, certify every 6 months.",
    ),
    ("4 Diabetes", None, None, None),
    (
        "4.1",
        "Can a driver who uses insulin be certified?",
        "Yes. A driver with insulin-treated diabetes may be certified for up to 12 months if the treating clinician has completed the Bureau's Insulin-Treated Diabetes Assessment Form within the 45 days before the examination, and the driver has had no severe hypoglycaemic episode in the last 12 months. A severe episode is one in which the driver needed the help of another person.",
        "Certify for up to 12 months with the assessment form completed within 45 days.",
    ),
    (
        "4.2",
        "And a driver whose diabetes is controlled by tablets or diet?",
        "The driver may be certified for the full 24 months if there are no complications affecting vision, sensation in the feet or kidney function.",
        "Certify for up to 24 months if there are no complications.",
    ),
    ("5 Heart conditions", None, None, None),
    (
        "5.1",
        "How long after a heart attack may a driver return?",
        "The driver may be examined no sooner than 2 months after the myocardial infarction. With the written clearance of a cardiologist and an ejection fraction of at least 40 %, the driver may be certified for up to 12 months.",
        "Wait 2 months; then certify for up to 12 months with cardiology clearance.",
    ),
    (
        "5.2",
        "What about after coronary bypass surgery or a stent?",
        "After coronary artery bypass surgery the driver waits at least 3 months; after a percutaneous coronary intervention (stent) at least 1 week. In both cases the driver may then be certified for up to 12 months, and is certified annually after that.",
        "Bypass: wait 3 months; stent: wait 1 week; then certify for up to 12 months.",
    ),
    ("6 Neurological conditions", None, None, None),
    (
        "6.1",
        "A driver has epilepsy but has been seizure-free for years. Can I certify?",
        "A driver with a diagnosis of epilepsy may be certified only after 10 years without a seizure and without anti-seizure medication. The certificate is then issued for up to 12 months.",
        "Epilepsy: certify only after 10 years seizure-free off medication.",
    ),
    (
        "6.2",
        "And a single seizure with no known cause?",
        "After a single unprovoked seizure, the driver may be certified after 5 years without a seizure and without anti-seizure medication, for up to 24 months.",
        "Single unprovoked seizure: certify after 5 years seizure-free off medication.",
    ),
    ("7 Sleep disorders and medicines", None, None, None),
    (
        "7.1",
        "Can a driver with obstructive sleep apnoea be certified?",
        "A driver with moderate or severe obstructive sleep apnoea may be certified for up to 12 months when a download from the CPAP device shows use of at least 4 hours a night on at least 70 % of nights in the last 90 days.",
        "Certify for up to 12 months with CPAP use of 4 hours a night on 70 % of nights.",
    ),
    (
        "7.2",
        "Does a driver on methadone qualify?",
        "No. A driver who uses methadone, or any medicinal cannabis product, is not certified, whatever the dose.",
        "Do not certify.",
    ),
    ("8 Procedure", None, None, None),
    (
        "8.1",
        "I am waiting for a specialist's report. Can I issue a certificate in the meantime?",
        "No. The examiner may defer the decision for up to 45 days while the report is obtained. If the report has not arrived by then, the examination is recorded as incomplete and the driver is examined again.",
        "Defer for up to 45 days; do not certify in the meantime.",
    ),
    (
        "8.2",
        "The driver's current certificate expires next week. Can I examine early and keep the old expiry date?",
        "No. A new certificate runs from the date of the examination at which it is issued. An examination may be carried out at any time before the current certificate expires.",
        "The new certificate runs from the examination date.",
    ),
    (
        "8.3",
        "Who receives the examination results?",
        "The examiner gives the certificate to the driver and sends the examination report to the Bureau within 7 days of the examination. The driver gives a copy of the certificate to the motor carrier that employs him or her.",
        "Certificate to the driver; report to the Bureau within 7 days.",
    ),
]

MED_CSS = """
body {font-family: sans-serif; font-size: 11pt; line-height: 1.42}
h2 {font-size: 12.5pt; margin-top: 14pt; margin-bottom: 4pt; color: #12355b}
p {margin-top: 1pt; margin-bottom: 4pt}
p.q {font-weight: bold; margin-top: 9pt}
table.dec {border-collapse: collapse; width: 100%; margin-top: 3pt; margin-bottom: 6pt}
table.dec td {border: 1pt solid #12355b; background-color: #eef3f8; padding: 4pt; font-size: 9.5pt}
"""


def med_markup() -> str:
    """Section heads, then each entry as 'Q:' and 'A:' paragraphs with a boxed 'Decision' line."""
    out = [
        """<p style="font-size:9pt"><b>HARBOURLINE MOTOR CARRIER SAFETY BUREAU</b></p>
    <p style="font-size:18pt; margin-top:4pt"><b>Medical Examiner Handbook</b></p>
    <p style="font-size:12pt">Fitness of commercial drivers – questions and answers</p>
    <p style="font-size:9.5pt; margin-bottom:6pt">2025 edition, in effect from April 1, 2025, replacing the 2021 edition. The recommendations below guide the examiner; the decision in each case rests with the examiner.</p>"""
    ]
    for num, q, a, d in MED_ENTRIES:
        if q is None:
            out.append(f"<h2>{esc(num)}</h2>")
            continue
        out.append(f'<p class="q">{num}&nbsp;&nbsp;Q: {esc(q)}</p>')
        out.append(f"<p>A: {esc(a)}</p>")
        out.append(f'<table class="dec"><tr><td><b>Decision</b> – {esc(d)}</td></tr></table>')
    return "".join(out)


def build_med() -> None:
    """The medical examiner handbook (PDF)."""
    frame = pymupdf.Rect(66, 66, LETTER.width - 66, LETTER.height - 60)
    doc = flow(med_markup(), MED_CSS, LETTER, lambda _n: [frame])
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(66, 34, LETTER.width - 66, 46),
            '<table style="width:100%"><tr><td>Medical Examiner Handbook – 2025 edition</td><td style="text-align:right">Harbourline Motor Carrier Safety Bureau</td></tr></table>',
        )
        stamp(
            page,
            pymupdf.Rect(66, LETTER.height - 40, LETTER.width - 66, LETTER.height - 28),
            f'<p style="text-align:right">{i + 1}</p>',
        )
    save(doc, "harbourline_medical_examiner_handbook.pdf")


# == 6. Aviation authority legal interpretation letters (US Letter, letterhead, signature) ========================
LETTERHEAD = """<table style="width:100%; border-bottom:1pt solid #1b3a6b; margin-bottom:14pt"><tr>
<td style="font-size:13pt; color:#1b3a6b"><b>Eastmarch Civil Aviation Authority</b></td>
<td style="text-align:right; font-size:8.5pt">Office of the Chief Counsel<br>Regulations Division<br>40 Harbour Parade, Port Eastmarch</td></tr></table>"""

LINDQVIST = """<p>March 4, 2025</p>
<p style="margin-top:10pt">Mr. Howard Lindqvist<br>18 Ferris Lane<br>Kestrel Bay</p>
<p style="margin-top:10pt"><b>Re: Logging of flight time by a safety pilot – ECAR 61.51 and 91.109</b></p>
<p>Dear Mr. Lindqvist:</p>
<p>This letter responds to your request for a legal interpretation dated December 9, 2024. You ask two questions about a pilot who acts as safety pilot for another pilot who is practising instrument approaches under a view-limiting device in visual conditions. First, may the safety pilot log that flight time, and if so as what kind of time? Second, may that time be counted toward the aeronautical experience required for a commercial pilot licence?</p>
<p>You explain that you hold a private pilot licence with an airplane single-engine land rating and a current medical certificate, and that you regularly fly as safety pilot for a friend who holds an instrument rating and is keeping it current in his own airplane. You say that the two of you have not agreed in advance which of you is pilot in command.</p>
<h4>The regulations</h4>
<p>Under ECAR 91.109(c), no person may operate a civil aircraft in simulated instrument flight unless the other control seat is occupied by a safety pilot who holds at least a private pilot licence with category and class ratings appropriate to the aircraft. A safety pilot is therefore a required flight crewmember whenever a pilot flies under a view-limiting device.</p>
<p>Under ECAR 61.51(e), a pilot may log pilot-in-command time for the flight time during which that pilot is the sole manipulator of the controls of an aircraft for which the pilot is rated, or during which that pilot acts as pilot in command of an aircraft on which more than one pilot is required. Under ECAR 61.51(f), a pilot may log second-in-command time for flight time during which the pilot acts as a required flight crewmember other than pilot in command.</p>
<h4>Answer to your first question</h4>
<p>A safety pilot who meets ECAR 91.109(c) may log as second-in-command time all the flight time during which the other pilot is flying under the view-limiting device, because the safety pilot is then a required flight crewmember. The safety pilot may not log that time as instrument time, because the safety pilot is not flying the aircraft solely by reference to instruments.</p>
<p>The safety pilot may instead log the time as pilot-in-command time under ECAR 61.51(e) if, before the flight, the two pilots agree that the safety pilot will act as pilot in command, and the safety pilot holds the ratings and the current medical certificate needed to act as pilot in command of that aircraft. In that case the pilot flying under the view-limiting device may also log pilot-in-command time, as sole manipulator of the controls of an aircraft for which he is rated. Two pilots may therefore both log pilot-in-command time for the same flight, but only one of them is the pilot in command, with the responsibility and authority of ECAR 91.3.</p>
<p>Because you and your friend have not agreed in advance that you will act as pilot in command, the time you have flown as safety pilot so far may be logged only as second-in-command time. The Authority does not recognise an agreement on who was pilot in command made after the flight.</p>
<h4>Answer to your second question</h4>
<p>Second-in-command time logged as a safety pilot under ECAR 61.51(f) may be counted toward the 200 hours of total flight time required by ECAR 61.129 for a commercial pilot licence. It may not be counted toward the 100 hours of pilot-in-command time required by that section. Pilot-in-command time logged under an agreement made before the flight, as described above, may be counted toward both.</p>
<p>Time as safety pilot is not cross-country time for the purposes of ECAR 61.129 unless the flight itself meets the definition of a cross-country flight in ECAR 61.1, and in that case it counts only as second-in-command or pilot-in-command time as explained above.</p>
<p>This response was prepared by Priya Nandakumar, Attorney, Regulations Division, and coordinated with the Flight Standards Office. It is based on the facts in your letter; different facts could lead to a different answer. If you have further questions, please contact us at the address above.</p>
<p style="margin-top:16pt">Sincerely,</p>
<p style="margin-top:26pt">Marguerite Osei<br>Assistant Chief Counsel for Regulations<br>Eastmarch Civil Aviation Authority</p>"""

REYES = """<p>April 22, 2025</p>
<p style="margin-top:10pt">Mr. Tomas Reyes<br>Director of Operations<br>Halvard Air Charter Ltd.<br>Hangar 6, North Apron, Port Eastmarch Airport</p>
<p style="margin-top:10pt"><b>Re: Positioning flights and rest before a flight duty period – ECAR 135.267</b></p>
<p>Dear Mr. Reyes:</p>
<p>This letter responds to your email of February 27, 2025, asking for a legal interpretation of the flight time, duty and rest rules for charter operators. You ask whether a flight to position an aircraft at a maintenance base, with no passengers or cargo, counts against a pilot's limits, and whether the required rest before a flight duty period may be reduced when the pilot has travelled to the departure airport as a passenger on an airline flight.</p>
<h4>Positioning and ferry flights</h4>
<p>Under ECAR 135.267, flight time includes all time that a pilot spends at the controls of an aircraft in flight for the operator, whatever the purpose of the flight. A flight to take an aircraft to a maintenance base, or to bring it back, is flight time even when it carries no passengers or cargo and is operated under Part 91. It counts toward the limits of 8 hours of flight time in any 24 consecutive hours for a crew of one pilot and 10 hours for a crew of two pilots, and the whole of the flight is within the pilot's flight duty period. No flight duty period may exceed 14 hours.</p>
<h4>Rest before a flight duty period</h4>
<p>A pilot must have at least 10 consecutive hours of rest immediately before beginning a flight duty period. The regulation does not allow that rest to be reduced. Rest is time free of all duty for the operator, during which the pilot is not required to be available for work.</p>
<p>Time that a pilot spends travelling as a passenger at the operator's request to or from an assignment (deadhead transportation) is not rest, whether the travel is by air or on the ground. It is duty, although it is not flight time. A pilot who travels by airline to the departure airport may therefore begin a flight duty period only after 10 consecutive hours of rest following the end of that travel.</p>
<p>This interpretation was coordinated with the Flight Standards Office. It answers only the questions you asked, on the facts you gave us.</p>
<p style="margin-top:16pt">Sincerely,</p>
<p style="margin-top:26pt">Marguerite Osei<br>Assistant Chief Counsel for Regulations<br>Eastmarch Civil Aviation Authority</p>"""

LETTER_CSS = """
body {font-family: serif; font-size: 12pt; line-height: 1.5}
p {margin-top: 0pt; margin-bottom: 8pt; text-align: justify}
h4 {font-size: 12pt; font-style: italic; font-weight: normal; text-decoration: underline; margin-top: 8pt; margin-bottom: 4pt}
"""


def build_letter(body: str, name: str, addressee: str) -> None:
    """One interpretation letter (PDF): letterhead on page 1, a continuation header on later pages."""
    first = pymupdf.Rect(80, 60, LETTER.width - 80, LETTER.height - 72)
    rest = pymupdf.Rect(80, 84, LETTER.width - 80, LETTER.height - 72)
    doc = flow(LETTERHEAD + body, LETTER_CSS, LETTER, lambda n: [first if n == 0 else rest])
    for i, page in enumerate(doc):
        if i:
            stamp(
                page,
                pymupdf.Rect(80, 44, LETTER.width - 80, 58),
                f"<p>{esc(addressee)} – Page {i + 1}</p>",
                "* {font-family: serif; font-size: 9.5pt}",
            )
        stamp(
            page,
            pymupdf.Rect(80, LETTER.height - 50, LETTER.width - 80, LETTER.height - 38),
            '<p style="text-align:center">www.ecaa.example · Legal interpretations are published on the Authority\'s website</p>',
            "* {font-family: serif; font-size: 7.5pt}",
        )
    save(doc, name)


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_ctcc()
    build_udpc()
    build_psr()
    build_nois()
    build_med()
    build_letter(LINDQVIST, "ecaa_interpretation_lindqvist_2025.pdf", "Mr. Howard Lindqvist – March 4, 2025")
    build_letter(REYES, "ecaa_interpretation_reyes_2025.pdf", "Mr. Tomas Reyes – April 22, 2025")
