# ruff: noqa: E501  (the documents' text is prose, one clause a line)
"""
Build the nc7 newcomer documents: six invented regulation-style documents in layouts and genres that the other
newcomer sets do not use. Run from anywhere:

    python eval/newcomer/nc7/build.py

writes into eval/newcomer/nc7/docs/:

- corrowmere_exam_regulations_2025_26.pdf  university examination and assessment regulations; "Regulation 7" heads
                                           with paragraphs 7.4, a definitions list with bold terms, tables ruled only
                                           by horizontal lines (booktabs), header with the regulation's title, "Page 3
                                           of 8" footers
- skylark_uas_operations_manual.pdf        drone operations manual of a survey company; record of revisions, each
                                           chapter on a new page, "Page 3-2" chapter-page numbers, a landscape page
                                           with the aircraft limitations table, "Rev 4" footers
- brackwater_water_customer_code.html      a water company's customer code and charges scheme as simple semantic HTML
                                           (h2/h3, tables of charges and guaranteed-standard payments)
- tanners_reach_rc_byelaws.pdf             a rowing club's bye-laws; "Bye-law 6" heads, paragraphs (1) (2), amendment
                                           history in footnotes at the page foot, subscription table
- lbs_204_2024_lab_biosafety.pdf           a laboratory biosafety standard in ISO style: foreword, "3.4 / term /
                                           definition" terms section with notes to entry, letter-numbered annexes
                                           (Annex B, B.2, Table B.2), alternating header, copyright footer
- millbrook_code_ch12_parking.pdf          a municipal code chapter on parking; "§ 12-4." section heads, history notes,
                                           editor's notes in footnotes, header giving the first and last section on
                                           the page, "CD12:3" / "Supp. No. 9" footers, a booktabs fine schedule

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import io
import re
import sys
from collections.abc import Callable
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import esc, height, join, one_page, stamp  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A4L = pymupdf.Rect(0, 0, A4.height, A4.width)
LETTER = pymupdf.paper_rect("letter")


# -- helpers -----------------------------------------------------------------------------------------------------
def flow(html: str, css: str, pagesize: pymupdf.Rect, frame: Callable[[int], pymupdf.Rect]) -> pymupdf.Document:
    """Lay out `html` over as many pages as it needs; `frame(n)` is the text area of page n (0-based)."""
    story = pymupdf.Story(html=html, user_css=css)
    buf = io.BytesIO()
    writer = pymupdf.DocumentWriter(buf)
    more, n = 1, 0
    while more:
        dev = writer.begin_page(pagesize)
        more, _ = story.place(frame(n))
        story.draw(dev)
        writer.end_page()
        n += 1
    writer.close()
    return pymupdf.open("pdf", buf.getvalue())


def booktabs(head: list[str], rows: list[list[str]], caption: str = "", widths: list[int] | None = None) -> str:
    """A table ruled only by horizontal lines: a heavy rule above the head, a light one under it, a heavy one at the end."""
    w = widths or [0] * len(head)
    h = "".join(f'<th style="width:{x}%">{c}</th>' if x else f"<th>{c}</th>" for c, x in zip(head, w, strict=True))
    body = []
    for k, r in enumerate(rows):
        cls = ' class="last"' if k == len(rows) - 1 else ""
        body.append("<tr>" + "".join(f"<td{cls}>{c}</td>" for c in r) + "</tr>")
    cap = f'<p class="caption">{caption}</p>' if caption else ""
    return f'{cap}<table class="bk"><tr>{h}</tr>{"".join(body)}</table>'


BOOKTABS_CSS = """
table.bk {border-collapse: collapse; width: 100%; margin-top: 2pt; margin-bottom: 8pt}
table.bk th {border-top: 1.2pt solid #000000; border-bottom: 0.5pt solid #000000; text-align: left; padding: 3pt 4pt; font-weight: bold}
table.bk td {padding: 2pt 4pt; vertical-align: top; text-align: left}
table.bk td.last {border-bottom: 1.2pt solid #000000}
"""


def save(doc: pymupdf.Document, name: str) -> None:
    """Write a PDF into docs/ with fixed metadata and ID, so that a rebuild gives the same bytes."""
    stamp_date = "D:20250101000000Z"
    doc.set_metadata(
        {
            "title": "",
            "author": "",
            "producer": "nc7 build.py",
            "creator": "nc7 build.py",
            "creationDate": stamp_date,
            "modDate": stamp_date,
        }
    )
    doc.save(DOCS / name, garbage=4, deflate=True, no_new_id=True)
    print(f"{name}: {doc.page_count} pages")


def paginate_with_notes(
    blocks: list[tuple[str, list[str]]], css: str, note_css: str, width: float, height_for: Callable[[int], float]
) -> list[tuple[str, list[tuple[int, str]]]]:
    """
    Group blocks (html with "\x00" where a footnote is called, and the footnote texts in order) into pages whose
    body and footnotes fit `height_for(page index)`; footnotes are numbered through the document.
    :returns: per page, the body html (calls numbered) and its footnotes as (number, text).
    """
    pages: list[tuple[list[str], list[str]]] = []
    current: list[str] = []
    notes: list[str] = []

    def render(htmls: list[str], first: int) -> str:
        n, out = first, []
        for b in htmls:
            while "\x00" in b:
                n += 1
                b = b.replace("\x00", f"<sup>{n}</sup>", 1)
            out.append(b)
        return "".join(out)

    def foot_html(texts: list[str], first: int) -> str:
        return "".join(f"<p><sup>{first + k + 1}</sup> {t}</p>" for k, t in enumerate(texts))

    counter = 0
    for html, fn in blocks:
        trial, trial_notes = [*current, html], notes + fn
        need = height(render(trial, counter), css, width)
        if trial_notes:
            need += height(foot_html(trial_notes, counter), note_css, width) + 12
        if need <= height_for(len(pages)) or not current:
            current, notes = trial, trial_notes
            continue
        pages.append((current, notes))
        counter += len(notes)
        current, notes = [html], list(fn)
    pages.append((current, notes))
    out = []
    counter = 0
    for htmls, texts in pages:
        out.append((render(htmls, counter), [(counter + k + 1, t) for k, t in enumerate(texts)]))
        counter += len(texts)
    return out


def notes_top(notes: list[tuple[int, str]], css: str, left: float, right: float, bottom: float) -> float:
    """Top of the footnote rule that `draw_notes` prints for `notes` (`bottom` when there are none)."""
    if not notes:
        return bottom
    html = "".join(f"<p><sup>{n}</sup> {t}</p>" for n, t in notes)
    return bottom - height(html, css, right - left) - 5


def draw_notes(
    page: pymupdf.Page, notes: list[tuple[int, str]], css: str, left: float, right: float, bottom: float
) -> None:
    """Print footnotes at the page foot above `bottom`, under a short rule."""
    if not notes:
        return
    html = "".join(f"<p><sup>{n}</sup> {t}</p>" for n, t in notes)
    h = height(html, css, right - left)
    page.draw_line((left, bottom - h - 5), (left + 110, bottom - h - 5), width=0.5)
    spare, _ = page.insert_htmlbox(pymupdf.Rect(left, bottom - h, right, bottom + 2), html, css=css, scale_low=1)
    if spare < 0:
        raise ValueError("footnotes do not fit")


# == 1. University examination and assessment regulations =======================================================
EXAM_TEXT = """
REG 1|Status and scope
1.1 These regulations apply to all students registered on taught undergraduate and postgraduate programmes of the University of Corrowmere, including students taught at partner colleges where the partnership agreement says so.
1.2 They do not apply to research degrees (MPhil and PhD), which are governed by the Code of Practice for Research Degrees, or to short courses that carry no credit.
1.3 Where a professional, statutory or regulatory body requires rules that differ from these regulations, the differences must be approved by the Academic Standards Committee and set out in the programme specification.
1.4 These regulations take effect on 1 September 2025 and replace the 2024–25 regulations for all students, whatever their year of entry.
REG 2|Definitions
2.1 In these regulations the following words have the meanings given below.
DEF|Assessment|any piece of work that contributes to a module mark, including examinations, coursework, presentations and practical tests.
DEF|Board of Examiners|the body, appointed by the Faculty, that confirms module marks and decides on progression and awards.
DEF|Candidate|a student who is entered for an assessment.
DEF|Capped mark|a mark that is recorded at no more than the pass mark, whatever mark the work actually achieved.
DEF|Extenuating circumstances|serious circumstances outside a student's control that affected their performance in an assessment or prevented them from completing it.
DEF|Invigilator|a person appointed by the Academic Registry to supervise an examination.
DEF|Resit|a further attempt at a failed assessment, without attending the module again.
DEF|Retake|a repeat of a failed module in full, with attendance, in the following academic year.
DEF|Working day|Monday to Friday, excluding public holidays and the days between 24 December and 1 January on which the University is closed.
REG 3|Conduct of examinations
3.1 The Academic Registry publishes the examination timetable at least 6 weeks before the start of each examination period. Candidates are responsible for checking the date, time and room of each of their examinations.
3.2 Examination periods are held in January and in May to June. Resit examinations are held in August.
3.3 Candidates must be at the examination room at least 20 minutes before the start of the examination and must place their student ID card on their desk. A candidate without an ID card may sit the examination after completing an identity form, but must then show the card at the Academic Registry within 2 working days.
3.4 A candidate who arrives late may be admitted up to 30 minutes after the start of the examination, and is not given extra time. A candidate who arrives more than 30 minutes after the start is not admitted and is recorded as absent.
3.5 No candidate may leave the room during the first 45 minutes or the last 15 minutes of an examination. A candidate who leaves at any other time may not return, except after a visit to the toilet accompanied by an invigilator.
3.6 Candidates may bring to their desk only:
(a) pens, pencils, a ruler and an eraser, in a clear bag;
(b) a calculator of a model on the approved list (Casio fx-83GTX or fx-85GTX), where the examination paper allows one;
(c) a bottle of water with its label removed; and
(d) any item approved as part of a reasonable adjustment.
3.7 Mobile phones, smart watches and all other electronic devices must be switched off and left in the bag area. A device found on a candidate or at their desk during the examination is treated as an assessment offence under Regulation 9, whether or not it is switched on.
3.8 A candidate whose first language is not English may use a paper bilingual dictionary without annotations, if the Academic Registry has approved it before the examination period. No other dictionary is permitted.
3.9 Students with reasonable adjustments agreed by the Disability and Inclusion Service may be given extra time, rest breaks or a separate room. The adjustments must be confirmed at least 4 weeks before the examination period begins.
REG 4|Coursework
4.1 Coursework is submitted electronically through the virtual learning environment by 14:00 on the deadline date, unless the module handbook sets a different time.
4.2 Work submitted late without an agreed extension receives the penalty shown in Table 1.
TABLE1
4.3 The penalties do not apply to work submitted by the new deadline of an agreed extension, or to a late submission that the Extenuating Circumstances Panel has accepted.
4.4 A student may ask the module leader, before the deadline, for an extension of up to 7 calendar days. A request for a longer extension is made to the Extenuating Circumstances Panel.
4.5 Extensions are not available for examinations, in-class tests or group presentations.
4.6 The word limit of each piece of coursework is set in the module handbook. Work that exceeds the word limit by more than 10% is marked only up to the word limit. The reference list and appendices do not count towards the limit.
REG 5|Extenuating circumstances
5.1 A student who wants extenuating circumstances to be considered must submit a claim on the EC form, with independent supporting evidence, no later than 5 working days after the deadline or examination affected.
5.2 A late claim is considered only if the student shows good reason why it could not be made in time.
5.3 A student may self-certify an illness of up to 7 calendar days, without independent evidence, once in each semester. Self-certification may be used for coursework deadlines only, and not for examinations.
5.4 Claims are decided by the Extenuating Circumstances Panel of the Faculty, which meets at least twice in each semester. When it accepts a claim, the Panel may:
(a) grant an extension;
(b) allow a deferral, so that the next attempt counts as a first attempt and is not capped; or
(c) set aside a late submission penalty.
The Panel does not change marks.
5.5 Fit to sit. A candidate who sits an examination or submits coursework is taken to have declared that they were fit to do so. A claim about an examination that the candidate sat is accepted only if the candidate became ill during the examination and told an invigilator before leaving the room.
REG 6|Marking, moderation and publication of marks
6.1 Marks are whole numbers from 0 to 100. The pass mark is 40 for modules at levels 3 to 6 and 50 for modules at level 7.
6.2 Assessments are marked anonymously wherever the form of assessment allows it.
6.3 A sample of the work for each assessment is second-marked. The sample is 10% of the work or 6 scripts, whichever is greater, and always includes every fail and all work marked at 70 or above.
6.4 The sample and the marks are sent to the external examiner, who reviews the standards of marking but does not change individual marks.
6.5 Provisional marks for coursework are released to students within 20 working days of the deadline. Marks are confirmed only when the Board of Examiners has met.
6.6 The Board of Examiners meets in June for final-year students and in July for all other students. Results are published on the student portal within 5 working days after the Board.
REG 7|Resits, retakes and progression
7.1 A student who fails a module is entitled to one resit of each failed assessment of that module, in the August resit period.
7.2 The module mark after a resit is capped at the pass mark, unless the attempt was a deferral allowed under Regulation 5.4(b).
7.3 There is no charge for a first resit. A student who still fails a module after the resit may retake it once, in the following year. A retake is charged at the module fee for that year.
7.4 To progress to the next level, an undergraduate student must pass 120 credits at the current level, or pass 100 credits and have the remaining credits compensated under Regulation 7.5.
7.5 Compensation. The Board of Examiners may compensate a failed module, or failed modules worth up to 20 credits in total at one level, if the mark of each such module is at least 30 and the student's average mark at that level is at least 45. The credits are then awarded; the mark itself is not changed. Modules that a professional body has designated as core cannot be compensated.
7.6 A student who cannot progress after the resit period may repeat the year once. The tuition fee for a repeat year is set by the Fees Policy.
REG 8|Classification of awards
8.1 Honours degrees are classified on the weighted average of all module marks at level 5, weighted 30%, and at level 6, weighted 70%, using the boundaries in Table 2.
TABLE2
8.2 Borderline candidates. A student whose weighted average is no more than 2 percentage points below a boundary is placed in the higher class if modules worth at least 60 credits at level 6 were marked in that class or above. The Board of Examiners applies this rule without discretion.
8.3 Master's degrees are awarded with Distinction for an average of 70 or above, which must include a mark of 70 or above for the dissertation, with Merit for an average of 60 or above, and as a Pass for an average of 50 or above.
8.4 An aegrotat degree may be awarded where a final-year student's illness prevents them from completing their assessments and the Board of Examiners is satisfied that they would have passed. An aegrotat degree is not classified.
REG 9|Academic misconduct
9.1 Academic misconduct includes plagiarism, collusion, contract cheating, the use of generative AI tools where the assessment brief forbids them, the fabrication of data, and a breach of Regulation 3.7.
9.2 A suspected case is reported to the Faculty Academic Integrity Officer, who decides whether it is a minor or a major case.
9.3 The student is told of the allegation in writing and may respond within 10 working days. At any meeting about the case the student may be accompanied by a friend or by an adviser from the Students' Union.
9.4 The penalties for misconduct are set out in Table 3.
TABLE3
REG 10|Academic appeals
10.1 A student may appeal against a decision of a Board of Examiners within 10 working days of the publication of the results. An appeal is made on the appeal form to the Academic Registrar.
10.2 An appeal may be made only on the following grounds:
(a) a material administrative error or a procedural irregularity in the assessment process;
(b) extenuating circumstances that the student could not, for good reason, disclose before the Board met;
(c) evidence of bias or prejudice on the part of an examiner.
No appeal may be made against academic judgement.
10.3 The Academic Registrar decides within 30 working days whether the appeal is upheld, referred to an Appeals Panel or dismissed.
10.4 When the University's procedures are complete, the student receives a Completion of Procedures letter and may then take a complaint to the Independent Office for Student Complaints within 12 months of the date of that letter.
"""

EXAM_T1 = booktabs(
    ["Time after the deadline", "Penalty"],
    [
        ["Up to 24 hours", "10 marks deducted, but not below the pass mark if the work would otherwise have passed"],
        ["More than 24 hours and up to 5 working days", "mark capped at the pass mark"],
        ["More than 5 working days", "mark of zero; the submission counts as a failed attempt"],
    ],
    "Table 1 – Penalties for late submission of coursework",
    [40, 60],
)
EXAM_T2 = booktabs(
    ["Weighted average", "Classification"],
    [
        ["70 and above", "First Class"],
        ["60–69.99", "Upper Second Class (2:1)"],
        ["50–59.99", "Lower Second Class (2:2)"],
        ["40–49.99", "Third Class"],
    ],
    "Table 2 – Classification of honours degrees",
    [40, 60],
)
EXAM_T3 = booktabs(
    ["Case", "Penalty"],
    [
        ["First minor case", "mark for the assessment reduced to zero; resit allowed, with the module mark capped"],
        [
            "Second minor case, or first major case",
            "mark for the module reduced to zero; resit allowed, with the module mark capped",
        ],
        [
            "Any case of contract cheating or impersonation",
            "referred to the Student Conduct Panel, which may expel the student",
        ],
    ],
    "Table 3 – Penalties for academic misconduct",
    [40, 60],
)

EXAM_CSS = (
    """
body {font-family: serif; font-size: 10.5pt; line-height: 1.3}
h2 {font-family: sans-serif; font-size: 11.5pt; color: #5a1a32; margin-top: 12pt; margin-bottom: 4pt}
p {margin-top: 2pt; margin-bottom: 3pt; text-align: left}
p.rp {margin-left: 30pt; text-indent: -30pt}
p.it {margin-left: 48pt; text-indent: -18pt}
p.df {margin-left: 30pt; margin-top: 1pt; margin-bottom: 2pt}
p.caption {font-family: sans-serif; font-size: 9pt; font-weight: bold; margin-top: 6pt}
table.bk {font-size: 9.5pt}
"""
    + BOOKTABS_CSS
)


def exam_markup(text: str) -> str:
    """'REG 7|Title' heads, '7.4 text' paragraphs, '(a) ...' items, 'DEF|Term|text' bold definitions."""
    out = []
    for line in text.strip().splitlines():
        line = line.strip()
        if line.startswith("REG "):
            head, title = line[4:].split("|")
            out.append(f"<h2>Regulation {head} – {esc(title)}</h2>")
        elif line.startswith("DEF|"):
            _, term, rest = line.split("|")
            out.append(f'<p class="df"><b>{esc(term)}</b> – {esc(rest)}</p>')
        elif line.startswith("TABLE"):
            out.append({"TABLE1": EXAM_T1, "TABLE2": EXAM_T2, "TABLE3": EXAM_T3}[line])
        elif m := re.match(r"^(\d+\.\d+)\s+(.*)$", line):
            out.append(f'<p class="rp"><b>{m.group(1)}</b>&nbsp;&nbsp;&nbsp;&nbsp;{esc(m.group(2))}</p>')
        elif re.match(r"^\([a-h]\)\s", line):
            out.append(f'<p class="it">{esc(line)}</p>')
        else:
            out.append(f'<p style="margin-left:30pt">{esc(line)}</p>')
    return "\n".join(out)


def build_exam() -> None:
    """The examination regulations (PDF)."""
    frame = pymupdf.Rect(64, 74, A4.width - 64, A4.height - 66)
    main = flow(exam_markup(EXAM_TEXT), EXAM_CSS, A4, lambda _n: frame)
    cover = one_page(
        """<div style="text-align:center">
        <p style="font-family:sans-serif; font-size:14pt; letter-spacing:3pt; color:#5a1a32; margin-top:70pt; text-align:center"><b>UNIVERSITY OF CORROWMERE</b></p>
        <p style="font-family:sans-serif; font-size:10pt; text-align:center">Academic Registry</p>
        <p style="font-size:26pt; margin-top:130pt; text-align:center">Examination and Assessment Regulations</p>
        <p style="font-size:15pt; text-align:center">for taught programmes</p>
        <p style="font-size:18pt; margin-top:16pt; text-align:center">2025–26</p>
        <p style="font-size:10pt; margin-top:170pt; text-align:center">Approved by Senate on 18 June 2025 · Effective from 1 September 2025</p>
        <p style="font-size:9pt; text-align:center">Document AR-REG-03 · Version 9.0</p></div>""",
        "body {font-family: serif}",
        A4,
        pymupdf.Rect(64, 56, A4.width - 64, A4.height - 56),
    )
    doc = join(cover, main)
    total = doc.page_count
    for i, page in enumerate(doc):
        if i == 0:
            continue
        stamp(
            page,
            pymupdf.Rect(64, 34, A4.width - 64, 48),
            '<table style="width:100%"><tr><td>University of Corrowmere</td>'
            '<td style="text-align:right">Examination and Assessment Regulations 2025–26</td></tr></table>',
            "* {color: #5a1a32}",
        )
        page.draw_line((64, 52), (A4.width - 64, 52), color=(0.35, 0.1, 0.2), width=0.5)
        stamp(
            page,
            pymupdf.Rect(64, A4.height - 44, A4.width - 64, A4.height - 32),
            f'<table style="width:100%"><tr><td>AR-REG-03 v9.0</td><td style="text-align:right">Page {i + 1} of {total}</td></tr></table>',
        )
    save(doc, "corrowmere_exam_regulations_2025_26.pdf")


# == 2. Drone (UAS) operations manual ===========================================================================
UAS_CHAPTERS = [
    (
        "Organisation and Responsibilities",
        """
## 1.1 The Company
1.1.1 Skylark Aerial Surveys Ltd (the Company) carries out aerial survey, inspection and mapping work with unmanned aircraft under Operational Authorisation OA-2291, issued by the Civil Aviation Directorate.
1.1.2 This Operations Manual, Part A, sets out the policies and procedures that all Company personnel must follow. Part B (aircraft type procedures) and Part C (site procedures) are issued separately.
1.1.3 Where this manual and the Operational Authorisation differ, the more restrictive requirement applies.
## 1.2 Nominated persons
1.2.1 The Accountable Manager has corporate authority for ensuring that all operations are financed and carried out in accordance with this manual and the Operational Authorisation.
1.2.2 The Head of Flight Operations is responsible for the conduct of flight operations. In particular, the Head of Flight Operations:
(a) approves the operational risk assessment for each task;
(b) authorises remote pilots to fly each aircraft type;
(c) approves firmware and software updates before they are installed; and
(d) keeps this manual up to date and issues its revisions.
1.2.3 The Chief Remote Pilot is responsible for the training and checking of remote pilots, including line checks and check flights.
1.2.4 The Safety and Compliance Manager runs the occurrence reporting system, carries out an internal audit of the Company at least once a year, and reports audit findings to the Accountable Manager.
## 1.3 Remote pilot in command
1.3.1 The remote pilot in command (RPIC) has final authority over the conduct of the flight. The RPIC may refuse to start, or may end, any flight that they consider unsafe, and no person may put pressure on the RPIC to continue.
1.3.2 Only one person acts as RPIC for a flight. A handover of control between pilots is briefed to both pilots before it takes place.
## 1.4 Visual observers
1.4.1 A visual observer assists the RPIC by keeping the aircraft and the airspace around it in sight. A visual observer does not need a remote pilot certificate but must have completed the Company's observer briefing module.
1.4.2 A visual observer keeps direct voice or radio contact with the RPIC at all times and does not carry out any other task during the flight.
""",
    ),
    (
        "Crew Qualification, Currency and Fitness",
        """
## 2.1 Qualifications
2.1.1 To act as RPIC, a remote pilot must hold:
(a) the Company Remote Pilot Certificate (CRPC);
(b) a type authorisation, issued by the Head of Flight Operations, for the aircraft type to be flown; and
(c) for night operations, a night endorsement on the CRPC.
## 2.2 Recency and currency
2.2.1 To act as RPIC on an aircraft type, a remote pilot must have flown at least 3 flights, totalling at least 2 hours of flight time, on that type in the preceding 90 days.
2.2.2 A remote pilot who is not current on a type must complete a check flight with the Chief Remote Pilot before acting as RPIC on that type.
2.2.3 Every remote pilot completes recurrent training and a proficiency check every 24 months.
## 2.3 Flight and duty time
2.3.1 The following limits apply to every remote pilot and visual observer:
(a) a duty period of no more than 10 hours;
(b) no more than 6 hours of flight time in any duty period;
(c) a break of at least 30 minutes after every 2 hours of flight time; and
(d) a rest period of at least 12 hours between duty periods.
2.3.2 Time spent travelling to a site at the Company's request counts as duty time.
## 2.4 Fitness
2.4.1 A crew member must not act as RPIC or visual observer within 8 hours of drinking alcohol, or while under the influence of any drug or medication that may impair their performance.
2.4.2 Each remote pilot completes a medical self-declaration once a year and tells the Chief Remote Pilot of any change in their health that may affect their fitness to fly.
2.4.3 A crew member who feels fatigued or unwell must tell the RPIC before the flight. The RPIC must then decide whether the flight can go ahead.
""",
    ),
    (
        "Aircraft and Operating Limitations",
        """
## 3.1 Aircraft
3.1.1 The Company operates the aircraft types listed in Table 3-1. Only aircraft entered in the Company's Aircraft Register may be flown.
3.1.2 The operating limitations in Table 3-1 must not be exceeded. The RPIC may set lower limits for a task when the site, the weather or the crew make it prudent.
## 3.2 Battery reserve
3.2.1 Every flight must be planned so that the aircraft lands with at least 25% of battery capacity remaining.
3.2.2 The landing reserve is 30% for the SA-8 Heron, and for all aircraft types when the air temperature at the take-off point is below 5 °C.
## 3.3 Separation from people, buildings and aerodromes
3.3.1 The aircraft must be kept at least 50 m horizontally from uninvolved persons. For the SA-4 Kite, this distance may be reduced to 30 m when the aircraft is flown in its low-speed mode.
3.3.2 No aircraft may be flown over assemblies of people, whatever its height.
3.3.3 The maximum height is 120 m above the surface, except for the T-1 Mast, whose height is limited by its tether as shown in Table 3-1.
## 3.4 Weather minima
3.4.1 Flights must not start, and must be ended, when:
(a) the visibility is less than 1,500 m;
(b) lightning has been seen or thunder heard within 10 km of the site in the last 30 minutes; or
(c) icing conditions are likely, that is, an air temperature below 3 °C with visible moisture.
3.4.2 Wind is measured at the take-off point with a hand-held anemometer at a height of 2 m, and the wind limits in Table 3-1 are compared with that reading. The RPIC must also take account of the forecast wind at the operating height.
""",
    ),
    (
        "Operating Procedures",
        """
## 4.1 Task planning
4.1.1 For every task, the RPIC prepares an operational risk assessment (ORA) and a site plan. The ORA must be approved by the Head of Flight Operations at least 48 hours before the task starts.
4.1.2 The RPIC obtains the permission of the landowner for the take-off and landing site, and confirms that the client has told any occupiers who may be affected.
4.1.3 A site survey is carried out before the first flight at every new site, either in person or using current aerial imagery and maps.
## 4.2 Airspace
4.2.1 A flight in controlled airspace, or within the flight restriction zone of an aerodrome, requires the permission of the air traffic control unit concerned before the flight.
4.2.2 For a flight within 5 km of an aerodrome but outside its flight restriction zone, the RPIC notifies the aerodrome operator at least 24 hours before the flight.
4.2.3 The RPIC checks the notices to airmen and temporary restrictions on the day of the flight.
## 4.3 Crew and cordon
4.3.1 A visual observer is required:
(a) for extended visual line of sight (EVLOS) operations;
(b) for night operations; and
(c) for all T-1 Mast operations within 50 m of a public road.
4.3.2 The take-off and landing area is cordoned off with a radius of at least 10 m, and signs are placed at the approaches to the site.
4.3.3 The RPIC briefs the crew and any client representative before the first flight of the day, using the briefing card in Part C.
## 4.4 Pre-flight checks
4.4.1 Before each flight the RPIC completes the pre-flight checklist of the aircraft type in Part B, including the check of the return-to-home height, which must be set at least 20 m above the highest obstacle in the operating area.
4.4.2 A flight may not start with a defect that the checklist lists as a no-go item.
## 4.5 Night operations
4.5.1 Night operations are permitted only with the SA-4 Kite and the SA-8 Heron, fitted with a flashing green anti-collision light visible from at least 3 km.
4.5.2 The site must have been surveyed in daylight on the same day or the day before the night operation.
4.5.3 At night the maximum height is 60 m above the surface, and the aircraft must be kept within 300 m of the RPIC.
## 4.6 Carriage of payloads
4.6.1 Only payloads listed in Part B for the type may be fitted. Nothing may be dropped from an aircraft in flight.
""",
    ),
    (
        "Emergencies and Occurrence Reporting",
        """
## 5.1 Loss of control link
5.1.1 If the control link is lost, the aircraft returns automatically to the home point at the return-to-home height. The RPIC tries to regain the link, warns the crew and keeps the landing area clear.
## 5.2 Fly-away
5.2.1 In a fly-away, the RPIC notes the last known position, height and heading of the aircraft and, if the aircraft may enter controlled airspace, tells the air traffic control unit immediately.
5.2.2 If the aircraft may be a danger to people or property, the RPIC also calls the police.
## 5.3 Battery fire
5.3.1 A burning or smoking lithium battery is left where it is, or moved with the long-handled tongs into the fire containment bag. Sand or the dry powder extinguisher from the site kit may be used. No one may pick up a smoking battery by hand.
## 5.4 Injury to a person
5.4.1 If a person is injured, the crew stops all flying, gives first aid and calls the emergency services.
## 5.5 Occurrence reporting
5.5.1 Every accident, serious incident and occurrence must be reported to the Safety and Compliance Manager as soon as possible, and in any case within 24 hours, on the occurrence report form (ORF).
5.5.2 The Safety and Compliance Manager reports every accident and serious incident to the Civil Aviation Directorate within 72 hours.
5.5.3 The Company operates a just culture: no one is disciplined for an honest mistake that they report. Wilful misconduct and gross negligence are not protected.
""",
    ),
    (
        "Maintenance, Batteries and Records",
        """
## 6.1 Maintenance
6.1.1 Each aircraft receives a scheduled inspection every 50 flight hours or every 6 months, whichever comes first, carried out by the Company's maintenance technician.
6.1.2 After a heavy landing, a collision or a fly-away, the aircraft is inspected before its next flight.
## 6.2 Batteries
6.2.1 Each flight battery is numbered and its charge cycles are logged.
6.2.2 A battery is retired after 300 charge cycles, or earlier if it is swollen or damaged or its capacity has fallen below 80% of its rated capacity.
6.2.3 Batteries that will not be used within 48 hours are stored at a charge of 40% to 60%, in the fire-resistant battery cabinet.
6.2.4 Batteries are carried in fire containment bags and are never left charging unattended.
## 6.3 Records
6.3.1 Flight logs are kept for 3 years from the date of the flight.
6.3.2 Remote pilot training records are kept for 2 years after the pilot leaves the Company.
## 6.4 Insurance
6.4.1 The Company holds third-party liability insurance of at least £5,000,000 for each occurrence. A copy of the certificate of insurance is carried on every task.
""",
    ),
]

UAS_T31 = """<p class="caption">Table 3-1 – Aircraft operating limitations</p>
<table class="lim"><tr><th>Aircraft</th><th>Type</th><th>MTOM</th><th>Max wind (sustained)</th><th>Max gust</th><th>Air temperature</th><th>Max height</th><th>Max distance from RPIC</th><th>Precipitation</th><th>Planning endurance</th></tr>
<tr><td>SA-4 Kite</td><td>quadcopter</td><td>1.9 kg</td><td>10 m/s</td><td>12 m/s</td><td>−10 °C to +40 °C</td><td>120 m</td><td>500 m</td><td>none</td><td>28 min</td></tr>
<tr><td>SA-8 Heron</td><td>octocopter</td><td>9.5 kg</td><td>12 m/s</td><td>15 m/s</td><td>−20 °C to +45 °C</td><td>120 m</td><td>500 m</td><td>light rain</td><td>22 min</td></tr>
<tr><td>FW-2 Swift</td><td>fixed-wing VTOL</td><td>4.2 kg</td><td>14 m/s</td><td>17 m/s</td><td>−5 °C to +40 °C</td><td>120 m</td><td>1,000 m with visual observers (EVLOS); 500 m otherwise</td><td>none</td><td>75 min</td></tr>
<tr><td>T-1 Mast</td><td>tethered multirotor</td><td>6.0 kg</td><td>15 m/s</td><td>18 m/s</td><td>−10 °C to +40 °C</td><td>60 m (tether length)</td><td>not applicable (tethered)</td><td>light rain</td><td>8 h on ground power</td></tr></table>
<p class="n">Notes to Table 3-1</p>
<p class="n">1. MTOM: maximum take-off mass, including payload.</p>
<p class="n">2. Wind limits apply to the reading taken at the take-off point (3.4.2). Gust limits apply to the highest gust in the 10 minutes before take-off.</p>
<p class="n">3. Planning endurance is the flight time to be used in the flight plan, and already leaves the landing reserve of 3.2.</p>
<p class="n">4. The SA-4 Kite may be flown in light rain only when fitted with the weather kit listed in Part B.</p>"""

UAS_CSS = """
body {font-family: sans-serif; font-size: 9.5pt; line-height: 1.35}
h1 {font-size: 15pt; color: #1b3a5c; margin-top: 0pt; margin-bottom: 10pt; border-bottom: 1.5pt solid #1b3a5c}
h3 {font-size: 10pt; color: #1b3a5c; margin-top: 9pt; margin-bottom: 3pt}
p {margin-top: 2pt; margin-bottom: 3pt; text-align: left}
p.pp {margin-left: 40pt; text-indent: -40pt}
p.it {margin-left: 58pt; text-indent: -16pt}
p.caption {font-weight: bold; font-size: 10pt; margin-bottom: 6pt}
p.n {font-size: 8.5pt; margin-top: 1pt; margin-bottom: 1pt}
table.lim {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 10pt}
table.lim th {background-color: #1b3a5c; color: #ffffff; border: 0.5pt solid #1b3a5c; padding: 3pt; text-align: left; vertical-align: top}
table.lim td {border: 0.5pt solid #7f8fa0; padding: 3pt; vertical-align: top}
table.rev {border-collapse: collapse; width: 100%; font-size: 8.5pt}
table.rev th {background-color: #dfe7ef; border: 0.5pt solid #7f8fa0; padding: 2pt; text-align: left}
table.rev td {border: 0.5pt solid #7f8fa0; padding: 2pt; vertical-align: top}
"""


def uas_markup(text: str) -> str:
    """'## 3.2 Title' heads, '3.2.1 text' paragraphs, '(a) ...' items."""
    out = []
    for line in text.strip().splitlines():
        line = line.strip()
        if line.startswith("## "):
            out.append(f"<h3>{esc(line[3:])}</h3>")
        elif m := re.match(r"^(\d+\.\d+\.\d+)\s+(.*)$", line):
            out.append(f'<p class="pp">{m.group(1)}&nbsp;&nbsp;&nbsp;&nbsp;{esc(m.group(2))}</p>')
        elif re.match(r"^\([a-h]\)\s", line):
            out.append(f'<p class="it">{esc(line)}</p>')
        else:
            out.append(f"<p>{esc(line)}</p>")
    return "\n".join(out)


def build_uas() -> None:
    """The drone operations manual (PDF): chapters on new pages, chapter-page numbers, a landscape table page."""
    frame = pymupdf.Rect(60, 78, A4.width - 60, A4.height - 70)
    rev = """<table class="rev"><tr><th>Rev</th><th>Date</th><th>Description</th><th>Approved</th></tr>
    <tr><td>1</td><td>2 February 2021</td><td>First issue</td><td>Accountable Manager</td></tr>
    <tr><td>2</td><td>11 January 2022</td><td>FW-2 Swift fixed-wing added to Table 3-1</td><td>Accountable Manager</td></tr>
    <tr><td>3</td><td>30 October 2023</td><td>Night operations procedures added (4.5); night endorsement introduced</td><td>Accountable Manager</td></tr>
    <tr><td>4</td><td>14 March 2025</td><td>T-1 Mast tethered system added; battery reserves revised (3.2); currency raised from 2 to 3 flights in 90 days (2.2.1)</td><td>Accountable Manager</td></tr></table>"""
    contents = "".join(
        f'<tr><td>Chapter {k} – {esc(t)}</td><td style="text-align:right">{k}-1</td></tr>'
        for k, (t, _) in enumerate(UAS_CHAPTERS, 1)
    )
    cover = one_page(
        f"""<p style="font-size:11pt; color:#1b3a5c"><b>SKYLARK AERIAL SURVEYS LTD</b></p>
        <p style="font-size:24pt; color:#1b3a5c; margin-top:40pt"><b>UAS Operations Manual</b></p>
        <p style="font-size:14pt">Part A – General and Operating Procedures</p>
        <p style="font-size:10pt; margin-top:8pt">Document SAS-OM-A · Revision 4 · effective 14 March 2025</p>
        <p style="font-size:11pt; margin-top:40pt"><b>Record of revisions</b></p>{rev}
        <p style="font-size:11pt; margin-top:24pt"><b>Contents</b></p>
        <table style="width:100%; font-size:9.5pt">{contents}</table>
        <p style="font-size:8.5pt; margin-top:24pt">Distribution: Accountable Manager; Head of Flight Operations; Chief Remote Pilot; Safety and Compliance Manager; all remote pilots (electronic copy). Holders of printed copies are responsible for inserting revisions.</p>""",
        UAS_CSS,
        A4,
        pymupdf.Rect(60, 60, A4.width - 60, A4.height - 60),
    )
    parts: list[tuple[pymupdf.Document, int, str]] = [(cover, 0, "")]
    for k, (title, text) in enumerate(UAS_CHAPTERS, 1):
        html = f"<h1>Chapter {k} – {esc(title)}</h1>" + uas_markup(text)
        parts.append((flow(html, UAS_CSS, A4, lambda _n: frame), k, title))
        if k == 3:
            W, H = A4L.width, A4L.height
            land = one_page(UAS_T31, UAS_CSS, A4L, pymupdf.Rect(50, 70, W - 50, H - 60))
            parts.append((land, k, title))
    doc = pymupdf.open()
    labels: list[tuple[int, str, str]] = []
    counters: dict[int, int] = {}
    for part, k, title in parts:
        for _ in range(part.page_count):
            counters[k] = counters.get(k, 0) + 1
            labels.append((k, title, f"{k}-{counters[k]}" if k else "i"))
        doc.insert_pdf(part)
    for page, (k, title, label) in zip(doc, labels, strict=True):
        W, H = page.rect.width, page.rect.height
        head = f"Chapter {k} – {title}" if k else "Front matter"
        stamp(
            page,
            pymupdf.Rect(50 if W > H else 60, 30, W - (50 if W > H else 60), 44),
            f'<table style="width:100%"><tr><td><b>SAS-OM-A</b> · Part A</td><td style="text-align:right">{esc(head)}</td></tr></table>',
            "* {color: #1b3a5c}",
        )
        page.draw_line((50 if W > H else 60, 48), (W - (50 if W > H else 60), 48), color=(0.1, 0.23, 0.36), width=0.7)
        stamp(
            page,
            pymupdf.Rect(50 if W > H else 60, H - 42, W - (50 if W > H else 60), H - 30),
            '<table style="width:100%"><tr><td>Revision 4 · 14 March 2025</td><td style="text-align:center">Uncontrolled when printed</td>'
            f'<td style="text-align:right">Page {label}</td></tr></table>',
        )
    save(doc, "skylark_uas_operations_manual.pdf")


# == 3. Water company customer code and charges (HTML) ==========================================================
WATER_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Customer Code of Practice and Charges Scheme 2025–26 | Brackwater Water</title>
</head>
<body>
<header>
<p>Brackwater Water Services plc</p>
<nav><a href="#bills">Bills</a> | <a href="#charges">Charges</a> | <a href="#meters">Meters</a> | <a href="#standards">Guaranteed standards</a> | <a href="#help">Help paying</a> | <a href="#complaints">Complaints</a></nav>
</header>
<main>
<h1>Customer Code of Practice and Charges Scheme 2025–26</h1>
<p>This code explains the services we provide to household customers, what we charge for them from 1 April 2025 to 31 March 2026, and what we will pay you if we do not meet our service standards. It replaces the code for 2024–25.</p>

<h2 id="about">1. About this code</h2>
<p>1.1 This code applies to household customers who receive water supply, sewerage services or both from Brackwater Water in our supply area.</p>
<p>1.2 Business customers buy their water and sewerage services from a water retailer of their choice, and this code does not apply to them.</p>
<p>1.3 Where this code says "we", it means Brackwater Water Services plc. "You" means the person who is liable to pay for the services at the property.</p>

<h2 id="bills">2. Your bills</h2>
<h3>2.1 When we bill you</h3>
<p>If you are not metered, we send you one bill a year, in March, for the year from 1 April. If you are metered, we read your meter and bill you every six months, in April and October.</p>
<p>If we cannot read your meter, we estimate your bill from your past use. You can give us your own reading online or by phone within 7 days of a missed reading, and we will use it instead.</p>
<h3>2.2 How to pay</h3>
<p>Your bill is due for payment within 28 days of the date on the bill. Instead of paying it in full you may pay by instalments:</p>
<ul>
<li>monthly, in 10 or 12 instalments, by Direct Debit;</li>
<li>fortnightly or weekly, by Direct Debit or with a payment card at any Post Office;</li>
<li>on the day you are paid, if you receive benefits, through the Water Direct scheme.</li>
</ul>
<h3>2.3 If you do not pay</h3>
<p>If you do not pay by the due date, we send you a reminder 14 days after the due date. If you still do not pay or contact us, we send a final notice 7 days after the reminder. After that we may pass your account to a debt collection agency or apply to the county court, and the costs of court action may be added to your account.</p>
<p>We will never disconnect the water supply to your home because you have not paid your bill. It is against the law to disconnect a household for non-payment.</p>

<h2 id="charges">3. Our charges for 2025–26</h2>
<h3>3.1 Household charges</h3>
<p>Sewerage charges for metered customers are based on 95% of the water you use, because some water does not return to the sewer.</p>
<table>
<caption>Table 1: Household charges 2025–26</caption>
<thead><tr><th>Charge</th><th>Water supply</th><th>Sewerage</th></tr></thead>
<tbody>
<tr><td>Standing charge, metered (per year)</td><td>£38.50</td><td>£44.20</td></tr>
<tr><td>Volumetric charge, metered (per cubic metre)</td><td>£1.6421</td><td>£2.1045</td></tr>
<tr><td>Assessed household charge, single occupier (per year)</td><td>£218.00</td><td>£261.00</td></tr>
<tr><td>Assessed household charge, all other households (per year)</td><td>£392.00</td><td>£458.00</td></tr>
<tr><td>Unmetered charge (per £1 of rateable value)</td><td>£1.9210</td><td>£2.3350</td></tr>
</tbody>
</table>
<p>If your surface water does not drain to a public sewer (for example it drains to a soakaway), you can apply for a surface water rebate of £41.00 a year off your sewerage charge.</p>
<h3>3.2 Other charges</h3>
<table>
<caption>Table 2: Other charges 2025–26</caption>
<thead><tr><th>Service</th><th>Charge</th></tr></thead>
<tbody>
<tr><td>Fitting a meter at your request</td><td>free</td></tr>
<tr><td>Moving a meter at your request</td><td>£245.00</td></tr>
<tr><td>Meter accuracy test at your request</td><td>£85.00 (refunded if the meter is found to over-record by more than 5%)</td></tr>
<tr><td>Special meter reading at your request</td><td>£25.00</td></tr>
<tr><td>Returned Direct Debit or cheque</td><td>£12.00</td></tr>
<tr><td>Copy of a bill more than 2 years old</td><td>£10.00</td></tr>
<tr><td>Standpipe hire (per week), for community events</td><td>£30.00, plus water used at the metered rate</td></tr>
</tbody>
</table>
<p>Charges for new connections and for the diversion of water mains are set out in our separate New Connections Charging Arrangements.</p>

<h2 id="meters">4. Water meters</h2>
<h3>4.1 Asking for a meter</h3>
<p>You can ask us to fit a meter free of charge. We will fit it within 90 days of your request, or tell you within that time why we cannot.</p>
<h3>4.2 Changing your mind</h3>
<p>If you ask for a meter and later decide you were better off without it, you can switch back to unmetered charges within 24 months of the meter being fitted, as long as you still live at the property. A new occupier cannot switch back.</p>
<h3>4.3 If we cannot fit a meter</h3>
<p>If we cannot fit a meter, or it would cost too much to fit one, we will offer you an assessed household charge instead (see Table 1).</p>
<h3>4.4 Compulsory metering</h3>
<p>We may fit a meter without your request when a property changes occupier, when you use a sprinkler or fill a swimming pool or pond of more than 10,000 litres with a hosepipe, or when the property is in an area we have declared to be under serious water stress.</p>

<h2 id="leaks">5. Leaks</h2>
<p>5.1 You are responsible for the supply pipe that runs from the boundary of your property to your home, and for the pipes and fittings inside your home. We are responsible for the communication pipe and the water main in the street.</p>
<p>5.2 If you find a leak on your supply pipe, you must repair it, or arrange for it to be repaired, within 30 days of finding it. If you do, we will reduce your metered bill to your normal use for the period of the leak. This is the leak allowance.</p>
<p>5.3 We give one leak allowance for each property in any 3-year period. Leaks from taps, toilets and other fittings inside the home are not covered.</p>
<p>5.4 Under our Supply Pipe Repair Scheme we repair the first leak on a household supply pipe free of charge, if the pipe is no more than 15 metres long and runs under your own land only.</p>

<h2 id="standards">6. Guaranteed Standards Scheme</h2>
<p>6.1 If we fail to meet one of the standards below, we will pay you the amount shown. We make most payments automatically within 10 working days of the failure. For the others, you must claim within 3 months of the failure.</p>
<table>
<caption>Table 3: Guaranteed standards and payments</caption>
<thead><tr><th>Service</th><th>Our standard</th><th>Payment if we fail</th></tr></thead>
<tbody>
<tr><td>Appointments</td><td>We offer a morning (8am to 1pm) or afternoon (12pm to 6pm) appointment, or a 2-hour slot if you ask, and we keep it</td><td>£40</td></tr>
<tr><td>Written complaints</td><td>We send a full reply within 10 working days</td><td>£30</td></tr>
<tr><td>Account queries and requests to change payment arrangements</td><td>We reply within 10 working days</td><td>£30</td></tr>
<tr><td>Notice of planned interruptions</td><td>We give at least 48 hours' notice of a planned interruption of more than 4 hours</td><td>£30</td></tr>
<tr><td>Restoring supply after a planned interruption</td><td>We restore the supply by the time we said in the notice</td><td>£40, plus £20 for each further 24 hours</td></tr>
<tr><td>Restoring supply after a burst or unplanned interruption</td><td>We restore the supply within 12 hours (48 hours for a burst on a strategic main)</td><td>£40, plus £20 for each further 24 hours</td></tr>
<tr><td>Low pressure</td><td>Pressure does not fall below 7 metres head for 1 hour or more on two occasions in 28 days</td><td>£25</td></tr>
<tr><td>Sewer flooding inside your home</td><td>Sewage does not enter your home from our sewers</td><td>a refund of your annual sewerage charges, up to £1,000 for each incident</td></tr>
</tbody>
</table>
<p>6.2 The standards do not apply when the failure was caused by severe weather, industrial action by people who are not our employees, or your own actions.</p>

<h2 id="help">7. Help with paying</h2>
<h3>7.1 WaterAssist social tariff</h3>
<p>If your total household income is below £21,000 a year, you may qualify for WaterAssist, which reduces your bill by up to 50%. You need to reapply every 2 years.</p>
<h3>7.2 WaterSure Plus</h3>
<p>If you are metered and receive a means-tested benefit, and you have three or more children under 19 living with you or someone in your home has a medical condition that needs a lot of water, we cap your bill at the average household bill. For 2025–26 the cap is £436.</p>
<h3>7.3 Payment breaks</h3>
<p>If you have a sudden drop in income, for example through losing your job, we can agree a payment break of up to 6 months. You pay nothing during the break and we then agree a plan for the arrears.</p>
<h3>7.4 Priority Services Register</h3>
<p>The Priority Services Register is free to join. If you or someone in your home needs extra help, for example because of age, disability or illness, we will:</p>
<ul>
<li>deliver bottled water to your door during an interruption to your supply;</li>
<li>send bills in large print, braille or audio;</li>
<li>set up a password scheme so that you know our callers are genuine; and</li>
<li>let a nominated person receive your bills.</li>
</ul>

<h2 id="complaints">8. Complaints</h2>
<p>8.1 Stage 1: contact our Customer Relations team by phone, by email or in writing. We aim to put things right straight away.</p>
<p>8.2 Stage 2: if you are not happy with our Stage 1 reply, ask for your complaint to be reviewed by our Customer Relations Manager, who will reply within 10 working days.</p>
<p>8.3 If you are still not satisfied, you can ask the Water Customer Council to look into your complaint, free of charge. If the Council cannot resolve it, you can refer it to the Independent Water Adjudicator within 6 months of our final reply. The Adjudicator's decision is binding on us if you accept it.</p>

<h2 id="contact">9. Contact us</h2>
<p>Customer services: 0800 555 0190, Monday to Friday 8am to 8pm, Saturday 8am to 2pm.</p>
<p>Leaks and emergencies: 0800 555 0199, 24 hours a day.</p>
<p>Write to: Customer Relations, Brackwater Water, Quarry Lane, Brackwater BW4 7QT.</p>
</main>
<footer>
<p>Brackwater Water Services plc. Registered office: Quarry Lane, Brackwater BW4 7QT. Customer Code of Practice, version 2025–26, published February 2025.</p>
</footer>
</body>
</html>
"""


def build_water() -> None:
    """The water company's customer code (HTML)."""
    (DOCS / "brackwater_water_customer_code.html").write_text(WATER_HTML, encoding="utf-8")
    print("brackwater_water_customer_code.html: HTML")


# == 4. Rowing club bye-laws (footnotes) ========================================================================
ROW_TEXT = """
BL 1|Name, colours and objects
(1)|The Club is called Tanners Reach Rowing Club. Its colours are maroon and silver.
(2)|The objects of the Club are to promote rowing and sculling on the River Tanner, for racing and recreation, and to provide safe access to the sport for people of all ages and abilities.
(3)|The Club is affiliated to the national governing body and follows its safety code, which these bye-laws supplement.
BL 2|Categories of membership
(1)|The Club has the following categories of membership:
(a)|Senior members, aged 18 or over;
(b)|Student members, aged 18 or over and in full-time education;
(c)|Junior members, aged 11 to 17 on 1 April of the membership year;
(d)|Social members, who may use the clubhouse but may not row or cox in Club boats;
(e)|Honorary Life members, on whom the Annual General Meeting confers membership for outstanding service to the Club.
(2)|Applications for membership are made to the Membership Secretary. The Committee may refuse an application and need not give its reasons.
(3)|The membership year runs from 1 April to 31 March.
BL 3|Subscriptions and fees
(1)|The annual subscriptions and fees are as set out in the following table.[[fn]]Table amended at the Annual General Meeting of 14 March 2023, which raised the Senior subscription from £380 to £420 and introduced the Family category.[[/fn]]
TABLE
(2)|Subscriptions are due on 1 April. They may be paid in full or by 12 monthly Direct Debit instalments.
(3)|A member whose subscription is more than 60 days in arrears is suspended from rowing and from the use of Club equipment until the arrears are paid. A membership whose subscription is more than 120 days in arrears lapses.
(4)|The Committee may reduce or waive the subscription of a member in financial hardship. Any such decision is confidential to the Treasurer and the President.
BL 4|General meetings
(1)|The Annual General Meeting (AGM) is held in March. The Secretary gives at least 21 days' notice of the AGM to all members, with the agenda and any proposed amendments to these bye-laws.
(2)|The quorum of a general meeting is 20 voting members.[[fn]]Reduced from 30 voting members at the Annual General Meeting of 12 March 2024.[[/fn]]
(3)|An Extraordinary General Meeting (EGM) is called by the Committee, or by the Secretary on receiving a written requisition signed by at least 15 voting members. An EGM requisitioned by members must be held within 28 days of the requisition.
(4)|Members of all categories aged 18 or over may vote, except Social members. Each voting member has one vote. Proxy votes are not allowed.
BL 5|The Committee
(1)|The Club is managed by a Committee made up of the President, the Captain, the Vice-Captain, the Secretary, the Treasurer, the Membership Secretary, the Welfare Officer, the Boatman and the Junior Captain.
(2)|The officers are elected each year at the AGM and may stand again. The Junior Captain is elected by the Junior members.
(3)|The Committee meets at least 6 times a year. Its quorum is 4 members, one of whom must be the President or the Captain.
(4)|The Committee may co-opt up to 2 further members, who may not vote.
BL 6|Safety on the water
(1)|The Club's river flag shows the state of the river, and is set each day by the Captain or the Club Safety Adviser:
(a)|green: all crews may boat;
(b)|amber: only crews classified as Intermediate or Senior may boat; Junior crews may boat only when accompanied by a coach in a launch, and Novices may not boat in single sculls;
(c)|red: no boat may go on the water.
(2)|Every rowing member must pass the Club swim test before their first outing. The test is to swim 50 metres in light clothing and then tread water for 2 minutes. A member who cannot pass the test must wear a lifejacket on every outing.
(3)|Every member who sculls in a single must also complete a capsize drill, supervised by a coach, before sculling a single alone.
(4)|No outing may start before sunrise or finish after sunset, unless the boat shows a white light at bow and stern and the outing has been approved by the Captain.
(5)|Crews keep to the right-hand side of the river, and do not turn in the marked no-turning zone below Tanner Bridge.
(6)|Every incident or near miss on the water is recorded in the Incident Book and reported to the Club Safety Adviser.
BL 7|Classification of rowers
(1)|Each rowing member is classified by the Captain as a Novice, an Intermediate or a Senior rower, and the classification is shown on the boat booking board.
(2)|Novices may row only in coxed boats, and only with a coach present on the bank or in a launch.
BL 8|Launches
(1)|A launch may be driven only by a member who holds the Powerboat Level 2 certificate, or by a trainee under the direct supervision of such a member.
(2)|No more than 4 persons may be carried in a launch. Everyone in a launch wears a lifejacket.
(3)|The driver wears the kill cord at all times while the engine is running.[[fn]]Added at the Annual General Meeting of 9 March 2022.[[/fn]]
(4)|Launches must not exceed 8 km/h on the Club's stretch of the river, except in an emergency.
BL 9|Junior members
(1)|A parent or guardian of each Junior member signs the consent form before the member's first outing.
(2)|On the water there must be at least 1 coach for every 8 Junior members.
(3)|Junior members under 14 may boat only in the presence of a coach who holds a current safeguarding certificate.
(4)|The Welfare Officer is the first contact for any concern about the welfare of a Junior member.
BL 10|Boats and equipment
(1)|Club boats are booked on the boat booking board. A boat may not be booked for more than 2 hours at a time when others are waiting.
(2)|Any damage to a boat, oar or launch must be entered in the Damage Book, and reported to the Boatman, within 24 hours.
(3)|Where a boat is damaged through the negligence of a member, the Committee may require that member to pay the cost of repair, up to £500.
(4)|Club boats may be taken to a regatta or away from the Club's stretch of the river only with the permission of the Captain.
BL 11|Private boats
(1)|A member may keep a private boat at the Club if a rack is available, on payment of the annual rack rent: £190 for a single scull, and £260 for a double scull or a pair.
(2)|The owner of a private boat must hold third-party liability insurance of at least £2 million for the boat and must show the certificate to the Boatman each year.
(3)|Private boats may be used by other members only with the owner's written consent.
BL 12|Guests
(1)|A member may bring a guest to row in a Club boat. A guest may row no more than 3 times in a membership year.
(2)|Each guest pays a fee of £10 for each outing[[fn]]The guest fee was introduced at the Annual General Meeting of 11 March 2025; until then guests rowed free of charge.[[/fn]] and signs the safety declaration before going on the water.
(3)|Visiting crews from other clubs may use the Club's landing stage with the agreement of the Captain.
BL 13|The boathouse
(1)|Members enter the boathouse with their personal key fob. Fobs may not be lent to anyone else.
(2)|No alcohol may be brought into the boat bays or the gym. Alcohol may be consumed only in the bar, during its licensed hours.
(3)|No dogs are allowed in the boathouse, except assistance dogs.
(4)|The last member to leave the boathouse checks that all doors are locked and the alarm is set.
BL 14|Discipline
(1)|The Committee may suspend a member for up to 3 months for a breach of these bye-laws or for conduct that harms the Club.
(2)|A member may be expelled only by a resolution of a general meeting passed by a two-thirds majority of the votes cast.
(3)|A member who is suspended may appeal, within 14 days of being told of the decision, to an Appeals Panel of 3 members who are not on the Committee.
BL 15|Amendment of the bye-laws
(1)|These bye-laws may be amended by a general meeting, by a two-thirds majority of the votes cast.
(2)|A proposal to amend the bye-laws must reach the Secretary at least 35 days before the meeting, signed by a proposer and a seconder.
"""

ROW_TABLE = booktabs(
    ["Category", "Annual subscription", "Entrance fee"],
    [
        ["Senior", "£420", "£50"],
        ["Student", "£180", "£50"],
        ["Junior", "£150", "none"],
        ["Family (two adults and their Junior children)", "£790", "£50"],
        ["Social", "£60", "none"],
    ],
    widths=[50, 25, 25],
)

ROW_CSS = (
    """
body {font-family: serif; font-size: 11.5pt; line-height: 1.4}
h2 {font-size: 12pt; margin-top: 12pt; margin-bottom: 4pt}
p {margin-top: 2pt; margin-bottom: 3pt; text-align: justify}
p.par {margin-left: 26pt; text-indent: -26pt}
p.it {margin-left: 46pt; text-indent: -20pt}
table.bk {font-size: 10pt; width: 80%}
"""
    + BOOKTABS_CSS
)
ROW_NOTE_CSS = "* {font-family: serif; font-size: 8pt; margin: 0 0 1pt 0}"


def row_blocks(text: str) -> list[tuple[str, list[str]]]:
    """The bye-laws as blocks (a heading kept with the paragraph after it), each with the footnotes it calls."""
    blocks: list[tuple[str, list[str]]] = []
    pending = ""
    for line in text.strip().splitlines():
        line = line.strip()
        if line == "TABLE":
            blocks.append((ROW_TABLE, []))
            continue
        key, _, rest = line.partition("|")
        notes = re.findall(r"\[\[fn\]\](.*?)\[\[/fn\]\]", rest)
        body = re.sub(r"\[\[fn\]\].*?\[\[/fn\]\]", "\x00", esc(rest))
        if key.startswith("BL "):
            pending += f"<h2>Bye-law {key[3:]}. {esc(rest)}</h2>"
            continue
        if re.match(r"^\(\d+\)$", key):
            html = f'<p class="par">{key}&nbsp;&nbsp;&nbsp;{body}</p>'
        else:
            html = f'<p class="it">{key}&nbsp;&nbsp;{body}</p>'
        blocks.append((pending + html, [esc(n) for n in notes]))
        pending = ""
    return blocks


def build_rowing() -> None:
    """The rowing club's bye-laws (PDF): footnotes at the page foot."""
    W, H = A4.width, A4.height
    left, right, top, bottom = 80, W - 80, 72, H - 64
    title = """<p style="text-align:center; font-size:16pt; letter-spacing:1pt"><b>TANNERS REACH ROWING CLUB</b></p>
    <p style="text-align:center; font-size:12pt; margin-top:4pt">Bye-laws</p>
    <p style="text-align:center; font-size:9.5pt; font-style:italic; margin-top:2pt; margin-bottom:10pt">As amended at the Annual General Meeting held on 11 March 2025. These bye-laws are made under Rule 9 of the Club's Constitution and bind all members.</p>"""
    title_h = height(title, "* {font-family: serif}", right - left)
    pages = paginate_with_notes(
        row_blocks(ROW_TEXT),
        ROW_CSS,
        ROW_NOTE_CSS,
        right - left,
        lambda n: bottom - top - (title_h if n == 0 else 0) - 6,
    )
    doc = pymupdf.open()
    for i, (body, notes) in enumerate(pages):
        page = doc.new_page(width=W, height=H)
        y0 = top
        if i == 0:
            page.insert_htmlbox(pymupdf.Rect(left, top, right, top + title_h + 2), title, css="* {font-family: serif}")
            y0 = top + title_h
        limit = notes_top(notes, ROW_NOTE_CSS, left, right, bottom)
        spare, _ = page.insert_htmlbox(pymupdf.Rect(left, y0, right, limit - 4), body, css=ROW_CSS, scale_low=1)
        if spare < 0:
            raise ValueError(f"bye-laws page {i + 1} overflows")
        draw_notes(page, notes, ROW_NOTE_CSS, left, right, bottom)
        if i > 0:
            stamp(
                page,
                pymupdf.Rect(left, 38, right, 50),
                '<p style="text-align:center; font-style:italic">Tanners Reach Rowing Club – Bye-laws (March 2025)</p>',
                "* {font-family: serif; font-size: 8.5pt}",
            )
        stamp(
            page,
            pymupdf.Rect(left, H - 44, right, H - 32),
            f'<p style="text-align:center">{i + 1}</p>',
            "* {font-family: serif; font-size: 9pt}",
        )
    save(doc, "tanners_reach_rc_byelaws.pdf")


# == 5. Laboratory biosafety standard (ISO style) ===============================================================
LBS_FOREWORD = """
<h1>Foreword</h1>
<p>The Norvale Standards Board (NSB) is the national standards body. The work of preparing standards is carried out through technical committees, on which manufacturers, users, regulators and research organisations are represented.</p>
<p>LBS 204 was prepared by Technical Committee NSB/TC 31, <i>Biosafety and biosecurity</i>.</p>
<p>This second edition cancels and replaces the first edition (LBS 204:2017), which has been technically revised. The main changes are as follows:</p>
<p class="li">— the minimum pressure differential of containment level 3 laboratories has been raised (5.3);</p>
<p class="li">— Annex A, on the validation of inactivation methods, has been made normative;</p>
<p class="li">— requirements for training and health surveillance have been added (Clause 9);</p>
<p class="li">— Table B.2 now gives the maximum intervals between periodic tests.</p>
<p>In this document the following verbal forms are used: "shall" indicates a requirement; "should" indicates a recommendation; "may" indicates a permission; "can" indicates a possibility or a capability.</p>
<p>Any feedback or questions on this document should be directed to the secretariat of NSB/TC 31.</p>
<h1>Introduction</h1>
<p>Work with biological agents in laboratories can expose workers, and through them the community, to infection. This document specifies the facility features and working practices that together provide containment at levels 2 and 3. It is intended to be used with a documented biological risk assessment: the risk assessment determines the containment level, and this document specifies what that level requires.</p>
"""

LBS_TEXT = """
# 1|Scope
This document specifies requirements for the design, operation and management of laboratories that work with biological agents of risk groups 2 and 3 at containment level 2 (CL2) and containment level 3 (CL3).
This document does not apply to:
a)|containment level 4 laboratories;
b)|large-scale production in which the volume of a single culture exceeds 10 litres;
c)|facilities that house infected animals, which are covered by LBS 206.
# 2|Normative references
The following documents are referred to in the text in such a way that some or all of their content constitutes requirements of this document. For dated references, only the edition cited applies.
LBS 112:2021, <i>Microbiological safety cabinets — Performance and testing</i>
LBS 310:2019, <i>Steam sterilizers for laboratory use — Requirements and testing</i>
# 3|Terms and definitions
For the purposes of this document, the following terms and definitions apply.
TERM|3.1|biological agent|micro-organism, cell culture or human endoparasite, including one that has been genetically modified, that may cause an infection, an allergy or toxicity in humans|
TERM|3.2|risk group|category into which a biological agent is placed according to the severity of the disease it causes and the likelihood that it spreads to the community|Note 1 to entry: There are four risk groups. Risk group 4 agents are outside the scope of this document.
TERM|3.3|containment level|CL|set of facility features, safety equipment and working practices that together reduce the exposure of workers and the environment to a biological agent|
TERM|3.4|microbiological safety cabinet|MSC|ventilated enclosure that protects the operator, the work, the environment or a combination of these from aerosols, by means of air that passes through high-efficiency particulate air (HEPA) filters|Note 1 to entry: A Class II cabinet protects both the operator and the work.
TERM|3.5|aerosol-generating procedure|procedure that can release airborne particles or droplets containing a biological agent, such as vortexing, sonication, centrifugation in open rotors, and pipetting that expels the last drop|
TERM|3.6|inactivation|process that removes the ability of a biological agent to replicate, without necessarily destroying it|
TERM|3.7|validated method|method that documented tests, carried out as specified in Annex A, have shown to achieve its stated effect|
TERM|3.8|biosafety officer|BSO|person appointed by the laboratory management, with the competence to advise on biosafety and to monitor the arrangements made under this document|
TERM|3.9|laboratory-acquired infection|LAI|infection of a person that results from exposure to a biological agent in the course of laboratory work|
# 4|Management
## 4.1|Biosafety officer
The laboratory management shall appoint a biosafety officer. For a CL3 laboratory, the biosafety officer shall not be the manager of that laboratory.
## 4.2|Biological risk assessment
A documented biological risk assessment shall be made before any new work with a biological agent begins. The risk assessment shall be reviewed at least every 12 months, and whenever the work, the agent or the facility changes.
## 4.3|Register of agents
The laboratory shall keep a register of the biological agents held, with their risk group, location and the name of the person responsible for them.
## 4.4|Biosafety committee
An institutional biosafety committee shall oversee the work at CL3. It shall meet at least twice a year and shall approve each new CL3 project before it starts.
# 5|Facility
## 5.1|General
The facility features required at each containment level are given in Table 1.
TABLE1
## 5.2|Access
Access to a CL3 laboratory shall be controlled electronically and limited to persons authorized by the laboratory manager. The biohazard sign, the containment level and the name and telephone number of the laboratory manager shall be displayed at the entrance.
## 5.3|Pressure differential at CL3
The CL3 laboratory shall be kept at a pressure at least 30 Pa lower than its anteroom, and the anteroom at a pressure lower than the corridor. An audible and visual alarm shall operate when the pressure differential between the laboratory and the anteroom falls below 15 Pa for more than 60 s.
NOTE|The pressure differential is read and logged before each entry (see Table B.2).
## 5.4|Ventilation at CL3
The CL3 laboratory shall have at least 10 air changes per hour. Exhaust air shall pass through a HEPA filter before it is discharged to the outside, and shall not be recirculated to any other part of the building.
## 5.5|HEPA filters
HEPA filters on the exhaust of a CL3 laboratory shall be tested in situ at installation, after every filter change and at least every 12 months.
# 6|Microbiological safety cabinets
## 6.1|Use
All aerosol-generating procedures with risk group 3 agents shall be carried out in a Class II or a Class III microbiological safety cabinet.
## 6.2|Performance
The mean inflow velocity of a Class II cabinet shall be at least 0,40 m/s, and its mean downflow velocity shall be between 0,25 m/s and 0,50 m/s. The inflow velocity of a Class I cabinet shall be at least 0,7 m/s.
## 6.3|Siting
A cabinet shall be sited away from doors, opening windows and walkways, and not less than 1,5 m from a door.
## 6.4|Testing
Each cabinet shall be tested to LBS 112 at installation, after it has been moved, after a filter change and at least every 12 months.
## 6.5|Ultraviolet lamps
Ultraviolet lamps in a cabinet shall not be used as a substitute for the disinfection of the work surface.
# 7|Working practices
## 7.1|Personal protective equipment
At CL2, laboratory coats and gloves shall be worn. At CL3, rear-fastening gowns and two pairs of gloves shall be worn, and respiratory protective equipment of class FFP3 or better where the risk assessment requires it.
## 7.2|General rules
Mouth pipetting is prohibited. Food and drink shall not be brought into the laboratory, and cosmetics shall not be applied in it.
## 7.3|Sharps
The use of needles and other sharps shall be avoided where possible. Needles shall not be recapped. Sharps containers shall be closed and replaced when they are three-quarters full.
## 7.4|Lone working
Lone working in a CL3 laboratory is not permitted outside normal working hours unless the worker wears a lone-worker alarm and a named person checks on the worker at least every 60 minutes.
## 7.5|Transport of samples
Samples shall be moved between laboratories in a sealed primary container, placed inside a leak-proof secondary container with enough absorbent material to take up the whole contents of the primary container.
# 8|Waste and decontamination
## 8.1|Solid waste from CL3
All solid waste from a CL3 laboratory shall be autoclaved inside the laboratory suite before it is removed. The autoclave cycle shall hold the load at a temperature of at least 121 °C for at least 15 min, or at least 134 °C for at least 3 min, or shall be another cycle that has been validated as specified in Annex A.
## 8.2|Monitoring of autoclave cycles
A chemical indicator shall be used in every load. A biological indicator shall be used at least once a month.
## 8.3|Liquid waste
Liquid waste from a CL3 laboratory shall be inactivated by a validated chemical or heat treatment before it is discharged to the drain.
## 8.4|Waste bags
Waste bags shall not be filled to more than three-quarters of their capacity and shall be closed before they are moved.
## 8.5|Decontamination of the laboratory
A CL3 laboratory shall be decontaminated by fumigation before maintenance work that requires the containment to be broken, and after a major spill. Guidance on fumigation is given in B.3.
# 9|Training and health
## 9.1|Training
Before working unsupervised at CL3, a worker shall have completed documented training and at least 20 hours of supervised practical work at CL3, and their competence shall be signed off by the laboratory manager and the biosafety officer. Refresher training shall be completed every 12 months.
## 9.2|Health surveillance
Each worker shall have a pre-employment health assessment before starting work at CL3. Vaccination shall be offered free of charge where an effective vaccine against the agents handled is available. A baseline serum sample may be taken with the worker's consent and stored.
## 9.3|Exposure incidents
Every exposure, or suspected exposure, to a biological agent shall be reported to the biosafety officer immediately and recorded.
# 10|Spills and incidents
## 10.1|Spill inside a cabinet
A spill inside a microbiological safety cabinet shall be covered with absorbent material and flooded with a suitable disinfectant, which is left for at least 10 min before it is cleaned up. The cabinet shall be left running throughout.
## 10.2|Spill of a risk group 3 agent outside a cabinet
All persons shall leave the laboratory at once, and the door shall be closed and a warning notice displayed. No one shall enter the laboratory for at least 30 min, to allow aerosols to be removed by the ventilation. Re-entry to clean up the spill shall be made wearing respiratory protective equipment.
## 10.3|Reporting
Every spill outside a cabinet and every suspected laboratory-acquired infection shall be reported to the biosafety officer, who shall decide whether it is to be notified to the competent authority.
# 11|Records
The following records shall be kept:
a)|training records of each worker, for at least 10 years after the worker leaves;
b)|records of exposures to risk group 3 agents, for at least 40 years;
c)|reports of tests on cabinets and HEPA filters, and records of autoclave validation, for at least 5 years.
"""

LBS_ANNEX_A = """
ANNEX|A|normative|Validation of inactivation methods
## A.1|General
Each inactivation method shall be validated before it is first used, for each biological agent or for a representative agent that is at least as resistant.
## A.2|Acceptance criteria
A method is validated when the tests show a reduction of at least 6 log10 in the number of viable organisms, or no growth after three blind passages in a culture system able to detect the agent.
## A.3|Revalidation
Each method shall be revalidated at least every 24 months, and after any change in the method, the equipment or the agent.
## A.4|Autoclaves
The cycles of each autoclave shall be validated at commissioning by thermometric tests, with temperature sensors placed at the points of the load that are slowest to heat. The thermometric tests shall be repeated at least every 12 months.
"""

LBS_ANNEX_B = """
ANNEX|B|informative|Commissioning and periodic testing
## B.1|Commissioning
Before a CL3 laboratory is first used, the following should be tested and the results recorded: the seals of the room, with smoke, at all penetrations; the pressure differentials and the alarm (5.3); the air change rate (5.4); the HEPA filters (5.5); the cabinets (6.4); and the autoclave (A.4).
## B.2|Periodic tests
The maximum intervals between periodic tests are given in Table B.2. The risk assessment may call for shorter intervals.
TABLEB2
## B.3|Fumigation
Fumigation with hydrogen peroxide vapour should be validated on each occasion with biological indicators carrying at least one million spores of <i>Geobacillus stearothermophilus</i>, placed at no fewer than 10 locations in the room. The room should be sealed and its ventilation isolated during the fumigation.
ANNEX|C|informative|Bibliography
[1]|LBS 206:2020, <i>Animal containment facilities — Requirements</i>
[2]|NSB Guide 14, <i>Biological risk assessment for laboratories</i>
[3]|NSB Guide 22, <i>Selection and use of respiratory protective equipment</i>
"""

LBS_T1 = """<p class="caption">Table 1 — Facility features by containment level</p>
<table class="g"><tr><th>Feature</th><th>CL2</th><th>CL3</th></tr>
<tr><td>Laboratory separated from other areas by a door</td><td>required</td><td>required</td></tr>
<tr><td>Access restricted to authorized persons</td><td>required</td><td>required, with electronic access control (5.2)</td></tr>
<tr><td>Anteroom</td><td>not required</td><td>required</td></tr>
<tr><td>Laboratory at negative pressure</td><td>not required</td><td>required (5.3)</td></tr>
<tr><td>HEPA filtration of exhaust air</td><td>not required</td><td>required (5.4, 5.5)</td></tr>
<tr><td>Room sealable for fumigation</td><td>not required</td><td>required</td></tr>
<tr><td>Autoclave</td><td>in the building</td><td>inside the laboratory suite</td></tr>
<tr><td>Observation window or camera</td><td>recommended</td><td>required</td></tr>
<tr><td>Hand-wash basin near the exit</td><td>required</td><td>required, with hands-free taps</td></tr></table>"""

LBS_TB2 = """<p class="caption">Table B.2 — Maximum intervals between periodic tests</p>
<table class="g"><tr><th>Item</th><th>Test</th><th>Maximum interval</th></tr>
<tr><td>Microbiological safety cabinet</td><td>inflow and downflow velocities, filter integrity</td><td>12 months</td></tr>
<tr><td>HEPA filter on room exhaust</td><td>in situ integrity test</td><td>12 months</td></tr>
<tr><td>Room pressure alarm</td><td>function check</td><td>6 months</td></tr>
<tr><td>Room pressure differential</td><td>reading and log</td><td>before each entry</td></tr>
<tr><td>Autoclave</td><td>biological indicator</td><td>1 month</td></tr>
<tr><td>Autoclave</td><td>thermometric test (A.4)</td><td>12 months</td></tr>
<tr><td>Emergency eyewash</td><td>flow check</td><td>1 week</td></tr>
<tr><td>Respiratory protective equipment</td><td>fit test of each wearer</td><td>24 months</td></tr></table>"""

LBS_CSS = """
body {font-family: sans-serif; font-size: 10pt; line-height: 1.35}
h1 {font-size: 13pt; margin-top: 0pt; margin-bottom: 8pt}
h2 {font-size: 11pt; margin-top: 12pt; margin-bottom: 5pt}
h3 {font-size: 10pt; margin-top: 8pt; margin-bottom: 3pt}
h2.annex {text-align: center; font-size: 11pt; margin-top: 0pt; margin-bottom: 12pt}
p {margin-top: 2pt; margin-bottom: 5pt; text-align: justify}
p.li {margin-left: 18pt; text-indent: -14pt}
p.tn {font-weight: bold; margin-top: 8pt; margin-bottom: 0pt}
p.tt {font-weight: bold; margin-top: 0pt; margin-bottom: 1pt}
p.td {margin-top: 0pt}
p.note {font-size: 9pt}
p.caption {font-weight: bold; text-align: center; margin-top: 8pt}
table.g {border-collapse: collapse; width: 100%; font-size: 9pt; margin-bottom: 8pt}
table.g th {border: 0.6pt solid #000000; padding: 2pt; text-align: left; vertical-align: top}
table.g td {border: 0.6pt solid #000000; padding: 2pt; vertical-align: top}
"""


def lbs_markup(text: str) -> str:
    """'# 5|Title' clauses, '## 5.3|Title' subclauses, 'TERM|3.4|term|[abbr|]definition|note' entries, 'a)|item', 'NOTE|text', 'ANNEX|B|informative|Title'."""
    out = []
    for line in text.strip().splitlines():
        line = line.strip()
        key, _, rest = line.partition("|")
        if key == "#":
            continue
        if key.startswith("# "):
            out.append(f"<h2>{key[2:]}&nbsp;&nbsp;&nbsp;&nbsp;{rest}</h2>")
        elif key.startswith("## "):
            out.append(f"<h3>{key[3:]}&nbsp;&nbsp;&nbsp;&nbsp;{rest}</h3>")
        elif key == "TERM":
            fields = rest.split("|")
            num, term = fields[0], fields[1]
            if len(fields) == 5:
                abbr, definition, note = fields[2], fields[3], fields[4]
            else:
                abbr, definition, note = "", fields[2], fields[3]
            out.append(f'<p class="tn">{num}</p><p class="tt">{term}</p>')
            if abbr:
                out.append(f'<p class="tt">{abbr}</p>')
            out.append(f'<p class="td">{definition}</p>')
            if note:
                out.append(f'<p class="note">{note}</p>')
        elif key == "NOTE":
            out.append(f'<p class="note">NOTE&nbsp;&nbsp;&nbsp;{rest}</p>')
        elif key == "ANNEX":
            letter, kind, title = rest.split("|")
            out.append(f'<h2 class="annex">Annex {letter}<br/>({kind})<br/><br/>{title}</h2>')
        elif key in ("TABLE1", "TABLEB2"):
            out.append(LBS_T1 if key == "TABLE1" else LBS_TB2)
        elif rest and re.match(r"^([a-h]\)|\[\d+\])$", key):
            out.append(f'<p class="li">{key}&nbsp;&nbsp;{rest}</p>')
        else:
            out.append(f"<p>{line}</p>")
    return "\n".join(out)


def build_lbs() -> None:
    """The laboratory biosafety standard (PDF): ISO-style terms, annexes A to C, alternating headers."""
    frame = pymupdf.Rect(62, 76, A4.width - 62, A4.height - 66)
    cover = one_page(
        """<p style="text-align:right; font-size:22pt"><b>LBS 204</b></p>
        <p style="text-align:right; font-size:10pt">Second edition<br/>2024-05</p>
        <p style="font-size:17pt; margin-top:110pt"><b>Laboratory biosafety — Containment level 2 and containment level 3 laboratories — Requirements for facilities and practice</b></p>
        <p style="font-size:10pt; margin-top:30pt">Reference number<br/>LBS 204:2024(E)</p>
        <p style="font-size:9pt; margin-top:200pt">Published by the Norvale Standards Board. This edition cancels and replaces LBS 204:2017.</p>
        <p style="font-size:9pt; margin-top:6pt">© NSB 2024</p>""",
        LBS_CSS,
        A4,
        pymupdf.Rect(62, 70, A4.width - 62, A4.height - 60),
    )
    front = flow(LBS_FOREWORD, LBS_CSS, A4, lambda _n: frame)
    title = '<h1 style="font-size:14pt; margin-bottom:14pt">Laboratory biosafety — Containment level 2 and containment level 3 laboratories — Requirements for facilities and practice</h1>'
    main = flow(title + lbs_markup(LBS_TEXT), LBS_CSS, A4, lambda _n: frame)
    annex_a = flow(lbs_markup(LBS_ANNEX_A), LBS_CSS, A4, lambda _n: frame)
    annex_b = flow(lbs_markup(LBS_ANNEX_B), LBS_CSS, A4, lambda _n: frame)
    doc = join(cover, front, main, annex_a, annex_b)
    W, H = A4.width, A4.height
    for i, page in enumerate(doc):
        if i == 0:
            continue
        n = i + 1
        align = "right" if n % 2 else "left"
        stamp(
            page,
            pymupdf.Rect(62, 36, W - 62, 50),
            f'<p style="text-align:{align}"><b>LBS 204:2024(E)</b></p>',
            "* {font-size: 9pt}",
        )
        cells = (
            f'<td>© NSB 2024 – All rights reserved</td><td style="text-align:right"><b>{n}</b></td>'
            if n % 2
            else f'<td><b>{n}</b></td><td style="text-align:right">© NSB 2024 – All rights reserved</td>'
        )
        stamp(page, pymupdf.Rect(62, H - 46, W - 62, H - 34), f'<table style="width:100%"><tr>{cells}</tr></table>')
    save(doc, "lbs_204_2024_lab_biosafety.pdf")


# == 6. Municipal code chapter on parking (§ sections, footnotes) ===============================================
PARK_TEXT = """
CHAPTER|12|PARKING[[fn]]Editor's note—Ord. No. 2022-11, § 1, adopted September 12, 2022, repealed former Ch. 12, §§ 12-1—12-40, relating to parking and traffic, and enacted a new Ch. 12 as set out herein. Former Ch. 12 derived from the Code of 1987 and Ord. No. 2009-04. Cross references—Snow removal from sidewalks, § 18-31; traffic regulations generally, Ch. 27. State law reference—Municipal regulation of parking, State Code § 66-301 et seq.[[/fn]]
ART|I|IN GENERAL
SEC|12-1|Definitions.
|For the purposes of this chapter, the following words and phrases have the meanings given in this section, unless the context clearly requires otherwise:
DEF|Block face|means one side of a street between two consecutive intersecting streets.
DEF|Central Business District (CBD)|means the area bounded by Mill Street, River Road, Grant Avenue and Fourth Street, including both sides of each of those streets.
DEF|Commercial vehicle|means any motor vehicle with a gross vehicle weight rating of more than 10,000 pounds, any bus, and any trailer used in the course of a business.
DEF|Holiday|means New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving Day and Christmas Day.
DEF|Parking Enforcement Officer|means a person employed by the Police Department to enforce this chapter, who is not a sworn police officer.
DEF|Recreational vehicle|means a motor home, camper, travel trailer, boat or boat trailer.
DEF|Residential permit zone|means a street or part of a street designated under section 12-11.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-2|Administration and enforcement.
(a)|The Chief of Police administers and enforces this chapter. Parking Enforcement Officers and police officers may issue citations for violations of this chapter.
(b)|The Town Manager may, by regulation, set time limits on any street or in any municipal lot, and shall cause signs to be erected giving notice of them. No time limit set under this subsection is enforceable until the signs are in place.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-3|Parking prohibited in specified places.
|No person shall park a vehicle, except when necessary to avoid conflict with other traffic or in compliance with the directions of a police officer or traffic-control device:
(1)|On a sidewalk;
(2)|Within an intersection;
(3)|Within 15 feet of a fire hydrant;
(4)|Within 20 feet of a crosswalk at an intersection;
(5)|Within 30 feet of a stop sign, yield sign or traffic signal;
(6)|In front of a public or private driveway;
(7)|On the roadway side of a vehicle stopped or parked at the curb (double parking);
(8)|Within 50 feet of the nearest rail of a railroad crossing;
(9)|In a fire lane marked by signs or by red curb paint.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-4|Time limits in the Central Business District.
(a)|No vehicle shall be parked on any street in the Central Business District for longer than 2 hours between 8:00 a.m. and 6:00 p.m., Monday through Saturday, except holidays.
(b)|A vehicle that has been parked on a block face for the time allowed shall not be parked again on the same block face within 1 hour after it is moved.
(c)|Spaces on Mill Street in front of the Post Office that are signed for short-term parking are limited to 15 minutes at all times.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-5|Winter overnight parking ban; snow emergencies.
(a)|From November 15 through April 1, no person shall park a vehicle on any street in the Town between 2:00 a.m. and 6:00 a.m.
(b)|The Director of Public Works may declare a snow emergency when snow or ice makes it necessary. During a snow emergency no person shall park a vehicle on a street signed as a snow emergency route, and any vehicle parked in violation may be towed at the owner's expense.
(c)|During the winter overnight parking ban, residents may park overnight in the Depot Street municipal lot without charge.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022; Ord. No. 2023-08, § 1, 10-9-2023)
SEC|12-6|Commercial and recreational vehicles.
(a)|No commercial vehicle shall be parked on a street in a residential district for longer than 2 hours, except while it is being loaded or unloaded, or while services are being performed at an adjacent property.
(b)|No recreational vehicle shall be parked on any street for longer than 48 hours, and then only for loading and unloading.
(c)|Loading zones are reserved for commercial vehicles between 7:00 a.m. and 6:00 p.m., Monday through Saturday, and no commercial vehicle shall stand in a loading zone for more than 30 minutes.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
ART|II|PARKING METERS AND MUNICIPAL LOTS
SEC|12-7|Meter rates.
(a)|The rates for parking at meters are as follows:[[fn]]Editor's note—Ord. No. 2024-19, § 2, adopted June 10, 2024, raised the on-street meter rate from $1.25 to $1.50 per hour, effective July 1, 2024.[[/fn]]
(1)|On-street meters: $1.50 per hour;
(2)|Municipal lots: $1.00 per hour;
(3)|Mill Street Garage: $0.75 per hour, up to a maximum of $8.00 per day.
(b)|Meters are in operation from 8:00 a.m. to 6:00 p.m., Monday through Saturday, except holidays.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022; Ord. No. 2024-19, § 2, 6-10-2024)
SEC|12-8|Payment at meters.
|Payment may be made in coins, by credit or debit card at pay stations, or through the ParkMillbrook mobile application. The vendor of the mobile application may charge a convenience fee, which is not part of the parking fee.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-9|Meter time limits.
(a)|The maximum time for which a vehicle may be parked at a meter is 2 hours at on-street meters and 4 hours in municipal lots. There is no time limit in the Mill Street Garage, but no vehicle shall remain in the garage for more than 72 hours.
(b)|No person shall deposit additional payment to extend the time of parking beyond the maximum time allowed at that meter.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-10|Inoperable meters.
|If a meter is broken or does not accept payment, a vehicle may be parked at that meter for the maximum time allowed at that meter. The driver should report the meter to the Police Department.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
ART|III|RESIDENTIAL PERMIT PARKING
SEC|12-11|Designation of residential permit zones.
(a)|The Select Board may designate a street, or part of a street, as a residential permit zone on receiving a petition signed by the residents of at least 60 percent of the households on that street or part.
(b)|In a residential permit zone, no vehicle without a permit shall be parked for longer than 1 hour between 7:00 a.m. and 7:00 p.m., Monday through Friday.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-12|Resident permits; eligibility and fees.
(a)|Resident permits are issued by the Town Clerk to a resident of the zone who shows proof of residency and a vehicle registration at an address in the zone.
(b)|The annual fee is $25 for the first vehicle of a household and $40 for each additional vehicle. No household may hold more than 3 resident permits. There is no fee for the first vehicle of a resident aged 65 or over.
(c)|Resident permits are valid for the calendar year and expire on December 31.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-13|Visitor and contractor permits.
(a)|Each household in a residential permit zone may obtain up to 2 visitor permits each calendar year.
(b)|The Town Clerk may issue a temporary permit to a contractor working at a property in the zone, for up to 14 days.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-14|Misuse of permits.
|No person shall sell, lend or copy a permit, or display a permit on a vehicle for which it was not issued. The Town Clerk may revoke the permits of a household that misuses a permit, and no new permit shall be issued to that household for 1 year.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-15|Reserved.
ART|IV|ENFORCEMENT
SEC|12-16|Schedule of fines.
|The fines for violations of this chapter are as follows:
TABLE
HIST|(Ord. No. 2022-11, § 1, 9-12-2022; Ord. No. 2024-19, § 3, 6-10-2024)
SEC|12-17|Accessible parking spaces.
|Spaces signed as accessible parking are reserved for vehicles that display a valid accessible parking placard or plate. A vehicle displaying a placard or plate may park at an on-street meter without payment for up to twice the posted time limit.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-18|Payment of fines; late penalty.
(a)|A fine shall be paid within 21 days of the date of the citation.
(b)|A fine that is neither paid nor contested within 21 days is increased by a late penalty of $20.
(c)|If a fine remains unpaid 60 days after the date of the citation, the Town may notify the Registry of Motor Vehicles, which may refuse to renew the registration of the vehicle until the fine is paid.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-19|Contesting a citation.
(a)|A person who wishes to contest a citation shall request a hearing, in writing or online, within 21 days of the date of the citation.
(b)|Hearings are held before a hearing officer appointed by the Town Manager, who shall give a written decision within 10 business days after the hearing.
(c)|A person aggrieved by the decision of the hearing officer may appeal to the District Court within 30 days of the decision.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-20|Immobilization.
(a)|A vehicle for which 3 or more citations remain unpaid for more than 60 days may be immobilized by a wheel boot wherever it is found on a street or in a municipal lot.
(b)|The boot is removed on payment of all unpaid fines and penalties and a release fee of $75. A vehicle that remains immobilized for more than 48 hours may be towed.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-21|Towing and storage.
|A vehicle towed under this chapter is stored at the facility of the Town's contracted towing company. The owner shall pay a towing fee of $125 and a storage fee of $35 for each day after the first 24 hours before the vehicle is released.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
SEC|12-22|Abandoned vehicles.
|A vehicle that has not been moved for 72 hours on a street or in a municipal lot is presumed to be abandoned. A Parking Enforcement Officer shall attach a notice to the vehicle, and the vehicle may be towed if it has not been moved 48 hours after the notice was attached.
HIST|(Ord. No. 2022-11, § 1, 9-12-2022)
RES|Secs. 12-23—12-29. Reserved.
"""

PARK_TABLE = booktabs(
    ["Violation", "Section", "Fine"],
    [
        ["Expired meter", "12-7", "$30"],
        ["Overtime parking", "12-4, 12-9, 12-11", "$35"],
        ["Within 15 feet of a fire hydrant", "12-3(3)", "$100"],
        ["Crosswalk, stop sign or driveway", "12-3(4)–(6)", "$50"],
        ["Double parking", "12-3(7)", "$50"],
        ["Fire lane", "12-3(9)", "$150"],
        ["Winter overnight parking ban", "12-5(a)", "$50"],
        ["Snow emergency route", "12-5(b)", "$100, plus towing"],
        ["Residential permit zone without a permit", "12-11(b)", "$40"],
        ["Commercial vehicle in a residential district", "12-6(a)", "$75"],
        ["Accessible space without a placard or plate", "12-17", "$250"],
        ["Any other violation of this chapter", "—", "$25"],
    ],
    widths=[58, 24, 18],
)

PARK_CSS = (
    """
body {font-family: serif; font-size: 10.5pt; line-height: 1.3}
h1 {text-align: center; font-size: 12pt; margin-top: 0pt; margin-bottom: 10pt}
h2 {text-align: center; font-size: 10.5pt; margin-top: 12pt; margin-bottom: 6pt}
h3 {font-size: 10.5pt; margin-top: 9pt; margin-bottom: 3pt}
p {margin-top: 2pt; margin-bottom: 3pt; text-align: justify}
p.sub {text-indent: 18pt}
p.num {margin-left: 18pt; text-indent: 0pt}
p.df {text-indent: 18pt}
p.hist {font-size: 9pt; margin-top: 2pt; margin-bottom: 6pt}
table.bk {font-size: 9.5pt}
"""
    + BOOKTABS_CSS
)
PARK_NOTE_CSS = "* {font-family: serif; font-size: 8pt; margin: 0 0 2pt 0}"


def park_blocks(text: str) -> list[tuple[str, list[str]]]:
    """The chapter as blocks (a heading kept with the paragraph after it), each with the footnotes it calls."""
    blocks: list[tuple[str, list[str]]] = []
    pending = ""
    for line in text.strip().splitlines():
        line = line.strip()
        if line == "TABLE":
            blocks.append((PARK_TABLE, []))
            continue
        key, _, rest = line.partition("|")
        notes = re.findall(r"\[\[fn\]\](.*?)\[\[/fn\]\]", rest)
        body = re.sub(r"\[\[fn\]\].*?\[\[/fn\]\]", "\x00", esc(rest))
        notes = [esc(n) for n in notes]
        if key == "CHAPTER":
            num, title = body.split("|", 1)
            pending += f"<h1>Chapter {num}<br/><br/>{title}</h1>"
            blocks.append((pending, notes))
            pending = ""
            continue
        if key == "ART":
            num, title = body.split("|", 1)
            pending += f"<h2>ARTICLE {num}. {title}</h2>"
            continue
        if key == "SEC":
            num, title = body.split("|", 1)
            if title == "Reserved.":
                blocks.append((pending + f"<h3>§ {num}. Reserved.</h3>", notes))
                pending = ""
            else:
                pending += f"<h3>§ {num}. {title}</h3>"
            continue
        if key == "RES":
            html = f"<h3>{body}</h3>"
        elif key == "DEF":
            term, text_ = body.split("|", 1)
            html = f'<p class="df"><i>{term}</i> {text_}</p>'
        elif key == "HIST":
            html = f'<p class="hist">{body}</p>'
        elif re.match(r"^\([a-z]\)$", key):
            html = f'<p class="sub">{key} {body}</p>'
        elif re.match(r"^\(\d+\)$", key):
            html = f'<p class="num">{key} {body}</p>'
        else:
            html = f'<p class="sub">{body}</p>'
        blocks.append((pending + html, notes))
        pending = ""
    return blocks


def build_parking() -> None:
    """The municipal code chapter (PDF): '§ 12-4.' heads, footnotes, headers naming the sections on each page."""
    W, H = LETTER.width, LETTER.height
    left, right, top, bottom = 72, W - 72, 74, H - 66
    pages = paginate_with_notes(
        park_blocks(PARK_TEXT), PARK_CSS, PARK_NOTE_CSS, right - left, lambda _n: bottom - top - 6
    )
    doc = pymupdf.open()
    last = "12-1"
    for i, (body, notes) in enumerate(pages):
        page = doc.new_page(width=W, height=H)
        limit = notes_top(notes, PARK_NOTE_CSS, left, right, bottom)
        spare, _ = page.insert_htmlbox(pymupdf.Rect(left, top, right, limit - 4), body, css=PARK_CSS, scale_low=1)
        if spare < 0:
            raise ValueError(f"parking page {i + 1} overflows")
        draw_notes(page, notes, PARK_NOTE_CSS, left, right, bottom)
        secs = re.findall(r"<h3>§ (12-\d+)\.", body)
        first = secs[0] if secs and body.lstrip().startswith("<h3>") else last
        if secs:
            last = secs[-1]
        n = i + 1
        mid = "MILLBROOK CODE" if n % 2 == 0 else "PARKING"
        if i > 0:
            stamp(
                page,
                pymupdf.Rect(left, 40, right, 54),
                f'<table style="width:100%"><tr><td>§ {first}</td><td style="text-align:center">{mid}</td>'
                f'<td style="text-align:right">§ {last}</td></tr></table>',
                "* {font-family: serif; font-size: 9pt}",
            )
        stamp(
            page,
            pymupdf.Rect(left, H - 44, right, H - 32),
            f'<table style="width:100%"><tr><td style="width:33%">Supp. No. 9</td><td style="width:34%; text-align:center">CD12:{n}</td>'
            '<td style="width:33%"></td></tr></table>',
            "* {font-family: serif; font-size: 8.5pt}",
        )
    save(doc, "millbrook_code_ch12_parking.pdf")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_exam()
    build_uas()
    build_water()
    build_rowing()
    build_lbs()
    build_parking()
