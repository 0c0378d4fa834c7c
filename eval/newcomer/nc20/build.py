# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc20 newcomer documents: six invented documents in genres and layouts not used by nc5-nc19. Run from
anywhere:

    python eval/newcomer/nc20/build.py

writes into eval/newcomer/nc20/docs/:

- harrowfell_stages_rally_2026_supplementary_regulations.pdf
      a club rally's supplementary regulations (A4, sans): officials list, an event timetable run over a page break
      under a repeated head, a class table, an entry-fee grid with merged (rowspan / colspan) cells, a stage table
- pennock_express_dangerous_goods_acceptance_guide.pdf
      a parcel courier's dangerous-goods acceptance guide for counter staff (A4): numbered acceptance steps in two
      columns, an accepted-classes table, a landscape page with a triangular segregation matrix of X / S marks
- aldermoor_ferries_seafarer_medical_fitness_form.pdf
      a ferry operator's seafarer medical fitness standard printed as the examiner's checklist form (US Letter,
      monospace): numbered boxes, ruled grids with [ ] tick boxes, a vision table with department rows spanning
- merrowdown_caa_enforcement_guidance_ftl.pdf
      an aviation authority's enforcement guidance on flight and duty time breaches (B5, serif): paragraphs 4.7,
      shaded worked-example boxes, an outcome matrix (culpability x consequence), penalty bands, page-foot footnotes
- kilnworth_bakery_privacy_faq.txt
      a bakery chain's customer privacy notice written as a web FAQ, saved as plain text (Q1..Q16, an ASCII
      retention table)
- ashgrove_credit_union_information_security_policy.md
      a small credit union's information security policy (Markdown) with a RACI table of activities against roles

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import box, paginate, save_pdf, split_notes, stamp  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A4L = pymupdf.paper_rect("a4-l")
LETTER = pymupdf.paper_rect("letter")
B5 = pymupdf.paper_rect("b5")


def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc20 build.py", "D:20260301000000Z")


# == 1. A club rally's supplementary regulations (A4: timetable over a page break, merged-cell entry-fee grid) ======
RALLY_CSS = """* {font-family: sans-serif; font-size: 8.9pt; margin: 0; line-height: 1.26}
h1 {font-size: 17pt; color: #8b1a1a; margin-bottom: 2pt}
h2 {font-size: 10.4pt; color: #8b1a1a; margin: 8pt 0 3pt 0; border-bottom: 1pt solid #8b1a1a}
p {margin-bottom: 3.5pt}
.a {margin-left: 26pt; text-indent: -26pt}
table.o td {padding: 1.5pt 6pt 1.5pt 0; font-size: 8.9pt}
table.g {border-collapse: collapse; width: 100%; margin: 4pt 0 5pt 0}
table.g th {background-color: #f1dada; border: 0.6pt solid #8b1a1a; font-size: 8.3pt; padding: 2.5pt}
table.g td {border: 0.6pt solid #8b1a1a; padding: 2.5pt; font-size: 8.6pt; vertical-align: top}
.tn {font-size: 7.8pt}
"""

RALLY_TT_HEAD = "<tr><th>Date</th><th>Time</th><th>Event</th><th>Place</th></tr>"
RALLY_TT_1 = [
    ("Monday 2 March 2026", "09:00", "Entries open", "online, via the club’s entry system"),
    ("Friday 27 March 2026", "23:59", "Early-entry fee period ends", "—"),
    ("Friday 3 April 2026", "23:59", "Entries close", "—"),
    ("Wednesday 8 April 2026", "18:00", "Final Instructions and seeded entry list published", "club website"),
    ("Friday 17 April 2026", "08:00 – 15:30", "Reconnaissance of the stages (Art. 6)", "Harrowfell Forest"),
]
RALLY_TT_2 = [
    ("Friday 17 April 2026", "16:00 – 20:30", "Documentation and scrutineering", "Glenmoss Village Hall and car park"),
    ("Friday 17 April 2026", "21:15", "First list of starters", "official notice board, Glenmoss Village Hall"),
    ("Saturday 18 April 2026", "06:30", "Service park opens", "Drumcaird Quarry"),
    ("Saturday 18 April 2026", "08:01", "Car 1 starts from the Start Control (MTC 0)", "Glenmoss Village Hall"),
    ("Saturday 18 April 2026", "12:05 – 12:50", "Midday service (45 minutes)", "Drumcaird Quarry"),
    ("Saturday 18 April 2026", "17:12", "Car 1 due at the Finish Control", "Glenmoss Village Hall"),
    ("Saturday 18 April 2026", "18:00", "Provisional results", "official notice board"),
    ("Saturday 18 April 2026", "19:30", "Prize-giving", "Glenmoss Village Hall"),
]


def rally_rows(rows: list[tuple[str, str, str, str]]) -> str:
    """Timetable rows."""
    return "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td></tr>" for a, b, c, d in rows)


RALLY_PAGES = [
    f"""<p style="font-size:8pt; color:#8b1a1a">CALDERBROOK &amp; DISTRICT MOTOR CLUB LTD</p>
<h1>Harrowfell Stages Rally 2026</h1>
<p style="font-size:10.5pt">Supplementary Regulations · Saturday 18 April 2026</p>
<p>A National B single-venue forest rally on gravel, held under the General Rallying Code of the National Rallying Association (NRA), these Supplementary Regulations and any Final Instructions. Permit number NRA 26/0417.</p>
<h2>Art. 1 Organisation and officials</h2>
<p class="a">1.1&nbsp;&nbsp;&nbsp;The event is organised by Calderbrook &amp; District Motor Club Ltd, The Old Forge, Mill Street, Calderbrook CB9 4HE.</p>
<p class="a">1.2&nbsp;&nbsp;&nbsp;The officials of the meeting are:</p>
<table class="o">
<tr><td>Clerk of the Course</td><td>Idris Penhallow</td></tr>
<tr><td>Deputy Clerk of the Course</td><td>Ruth Achterberg</td></tr>
<tr><td>Secretary of the Meeting (entries)</td><td>Mairead Costigan</td></tr>
<tr><td>Chief Scrutineer</td><td>Tomasz Wren</td></tr>
<tr><td>Chief Medical Officer</td><td>Dr Lena Okonjo-Blythe</td></tr>
<tr><td>Competitors’ Relations Officer</td><td>Bethan Ollerenshaw</td></tr>
<tr><td>Safety Officer</td><td>to be named in the Final Instructions</td></tr>
<tr><td>NRA Stewards</td><td>Colm Fairweather (chair), Priya Lindqvist</td></tr>
</table>
<p class="a">1.3&nbsp;&nbsp;&nbsp;Entries and all enquiries go to the Secretary of the Meeting. The Competitors’ Relations Officer will be at the service park from 06:30 and at the Finish Control from 16:30.</p>
<h2>Art. 2 Timetable</h2>
<table class="g">{RALLY_TT_HEAD}{rally_rows(RALLY_TT_1)}</table>
<p class="tn" style="text-align:right"><i>Timetable continued overleaf</i></p>""",
    f"""<p style="font-size:9pt; color:#8b1a1a"><b>Art. 2 Timetable (continued)</b></p>
<table class="g">{RALLY_TT_HEAD}{rally_rows(RALLY_TT_2)}</table>
<p class="tn">Times on Saturday 18 April are for car 1; later cars are due at one-minute intervals. Protests must be lodged within 30 minutes of the provisional results being posted.</p>
<h2>Art. 3 Eligible cars and classes</h2>
<p class="a">3.1&nbsp;&nbsp;&nbsp;The rally is open to cars complying with the NRA technical regulations for forest rally cars. Cars will be divided into the following classes:</p>
<table class="g">
<tr><th style="width:60pt">Class</th><th>Cars eligible</th></tr>
<tr><td>1</td><td>Two-wheel-drive cars up to 1,400 cc</td></tr>
<tr><td>2</td><td>Two-wheel-drive cars from 1,401 cc to 2,000 cc</td></tr>
<tr><td>3</td><td>Two-wheel-drive cars over 2,000 cc</td></tr>
<tr><td>4</td><td>Four-wheel-drive cars of any capacity</td></tr>
<tr><td>H1</td><td>Historic cars of a model first registered before 1 January 1975</td></tr>
<tr><td>H2</td><td>Historic cars of a model first registered from 1 January 1975 to 31 December 1981</td></tr>
<tr><td>H3</td><td>Historic cars of a model first registered from 1 January 1982 to 31 December 1993</td></tr>
<tr><td>J</td><td>Junior: two-wheel-drive cars up to 1,600 cc, driven by drivers aged 17 to 21 on the day of the event</td></tr>
</table>
<p class="a">3.2&nbsp;&nbsp;&nbsp;Turbocharged engines are treated as 1.7 times their actual capacity for the purposes of classes 1 to 3 and J.</p>
<p class="a">3.3&nbsp;&nbsp;&nbsp;A class with fewer than three starters may be joined to the next class up, at the Clerk of the Course’s decision.</p>
<p class="a">3.4&nbsp;&nbsp;&nbsp;Drivers must hold an NRA competition licence of at least National B grade. Co-drivers must be at least 14 years old; co-drivers aged 14 and 15 must also hand in a parent’s or guardian’s signed consent at documentation.</p>
""",
    """<h2>Art. 4 Entries and fees</h2>
<p class="a">4.1&nbsp;&nbsp;&nbsp;The maximum number of entries is 85. Entries will be selected in order of receipt; after that, a reserve list will be kept in order of receipt and the first 10 reserves will be told by Wednesday 8 April whether they have a place.</p>
<p class="a">4.2&nbsp;&nbsp;&nbsp;The entry fees are:</p>
<table class="g">
<tr><th rowspan="2">Class</th><th colspan="2">Entry fee per crew</th><th rowspan="2">Included</th></tr>
<tr><th>Early (received by 27 March)</th><th>Standard (28 March to 3 April)</th></tr>
<tr><td>1, 2 and 3</td><td>£595</td><td>£645</td><td rowspan="3">Two service crew passes, one service vehicle pass, road book and two rally plates</td></tr>
<tr><td>4</td><td>£695</td><td>£745</td></tr>
<tr><td>H1, H2 and H3</td><td colspan="2">£545 (one fee, early or standard)</td></tr>
<tr><td>J (Junior)</td><td>£395</td><td>£445</td><td>As above, and one night’s parking for a camper at the service park</td></tr>
</table>
<p class="tn">Members of Calderbrook &amp; District Motor Club may deduct £25 from any fee above. An extra service vehicle pass costs £30, bought at documentation. Entries received after 3 April are not accepted.</p>
<p class="a">4.3&nbsp;&nbsp;&nbsp;Refunds. An entry withdrawn in writing before entries close is refunded in full less £50. An entry withdrawn after entries close, but by 12:00 on Thursday 16 April, is refunded at 50 per cent. After that no refund is made. Reserves who are not given a place are refunded in full. If the event is cancelled, fees are refunded less a £20 administration charge per entry.</p>
<h2>Art. 5 The route</h2>
<p class="a">5.1&nbsp;&nbsp;&nbsp;The route is about 212.4 km long and includes eight special stages, a loop of four stages run twice, totalling 68.60 km. Stages are on forest gravel roads in Harrowfell Forest by permission of the landowner.</p>
<table class="g">
<tr><th>Stages</th><th>Name</th><th>Length</th></tr>
<tr><td>SS1 and SS5</td><td>Corrie Mhor</td><td>9.84 km</td></tr>
<tr><td>SS2 and SS6</td><td>Blackshaw</td><td>7.12 km</td></tr>
<tr><td>SS3 and SS7</td><td>Greystane</td><td>11.36 km</td></tr>
<tr><td>SS4 and SS8</td><td>Drumcaird</td><td>5.98 km</td></tr>
</table>
<p class="a">5.2&nbsp;&nbsp;&nbsp;A road book will be issued at documentation. Crews may use their own pace notes.</p>
<p class="a">5.3&nbsp;&nbsp;&nbsp;Refuelling is allowed only in the Refuel Zone at Blackshaw Farm, after SS2 and after SS6. Engines must be switched off and both crew members must be out of the car during refuelling.</p>
<h2>Art. 6 Reconnaissance</h2>
<p class="a">6.1&nbsp;&nbsp;&nbsp;Reconnaissance is allowed only at the times in Article 2, in a road-legal car that is not the competing car. Each stage may be driven at most three times.</p>
<p class="a">6.2&nbsp;&nbsp;&nbsp;The speed limit on the stage roads during reconnaissance is 40 km/h. Marshals will record speeds. A crew reported for exceeding the limit, or for driving a stage a fourth time, will be reported to the Stewards, who may refuse the start.</p>
""",
    """<h2>Art. 7 Service</h2>
<p class="a">7.1&nbsp;&nbsp;&nbsp;Service is allowed only in the service park at Drumcaird Quarry. Each crew is given a service area of 10 m by 8 m and must lay an impermeable ground sheet under the car while it is worked on.</p>
<p class="a">7.2&nbsp;&nbsp;&nbsp;Each service area must have a fire extinguisher of at least 6 kg, ready to use.</p>
<p class="a">7.3&nbsp;&nbsp;&nbsp;The speed limit in the service park is 15 km/h. A first breach is fined £100; a second breach is reported to the Stewards.</p>
<h2>Art. 8 Tyres</h2>
<p class="a">8.1&nbsp;&nbsp;&nbsp;Cars in classes 1 to 4 and J may use no more than 10 tyres during the event, marked at scrutineering. There is no limit for cars in the historic classes, but each tyre used must be of a type listed in the NRA historic tyre list.</p>
<h2>Art. 9 Controls and penalties</h2>
<p class="a">9.1&nbsp;&nbsp;&nbsp;A crew arriving early at a time control is penalised 1 minute for each minute or part of a minute early. A crew arriving late is penalised 10 seconds for each minute or part of a minute late.</p>
<p class="a">9.2&nbsp;&nbsp;&nbsp;The maximum permitted lateness is 15 minutes between any two time controls and 30 minutes over each section. A crew that goes over either limit is excluded from that section.</p>
<p class="a">9.3&nbsp;&nbsp;&nbsp;Restart after retirement. A crew excluded from or retiring on the first section may restart the second section if the car passes a re-inspection by the scrutineers at the midday service. For each stage it did not complete, the crew is given the slowest time of its class on that stage plus 5 minutes. A restarting crew is not eligible for the overall awards.</p>
<p class="a">9.4&nbsp;&nbsp;&nbsp;A false start at a stage start is penalised 10 seconds the first time, 1 minute the second time, and a third false start is reported to the Stewards.</p>
<p class="a">9.5&nbsp;&nbsp;&nbsp;Stage times are taken to the nearest tenth of a second.</p>
<h2>Art. 10 Safety</h2>
<p class="a">10.1&nbsp;&nbsp;&nbsp;Crews must wear helmets and frontal head restraints whenever the car is on a special stage. Each car must carry a red warning triangle, an OK / SOS board and a first-aid kit.</p>
<p class="a">10.2&nbsp;&nbsp;&nbsp;A crew that stops on a stage must place the warning triangle at least 50 m before the car, on the same side of the road, within one minute of stopping.</p>
<h2>Art. 11 Awards</h2>
<p class="a">11.1&nbsp;&nbsp;&nbsp;Awards will be presented to the drivers and co-drivers of the first three crews overall; the first crew in each class; the second crew in each class with at least six starters; the best Junior crew; and the best crew in which neither driver nor co-driver has finished a National B rally before (best all-novice crew).</p>
<p class="a">11.2&nbsp;&nbsp;&nbsp;Awards not collected at the prize-giving are posted only if the crew asks within 14 days.</p>
<h2>Art. 12 Protests</h2>
<p class="a">12.1&nbsp;&nbsp;&nbsp;A protest must be made in writing to the Clerk of the Course with a fee of £150, which is returned if the protest is upheld.</p>
<p style="margin-top:20pt" class="tn">Issued by authority of the Clerk of the Course. These Supplementary Regulations may be amended only by numbered bulletins, signed by the Clerk of the Course and posted on the official notice board.</p>""",
]


def build_rally() -> None:
    """The rally's supplementary regulations: four A4 pages, a running header and a page footer."""
    doc = pymupdf.open()
    for i, html in enumerate(RALLY_PAGES):
        p = doc.new_page(width=A4.width, height=A4.height)
        box(p, pymupdf.Rect(58, 60, A4.width - 58, A4.height - 56), html, RALLY_CSS)
        p.draw_line((58, 48), (A4.width - 58, 48), color=(0.55, 0.1, 0.1), width=0.8)
        stamp(
            p,
            pymupdf.Rect(58, 34, A4.width - 58, 46),
            "<p>Harrowfell Stages Rally 2026 · Supplementary Regulations <span style='float:right'>Permit NRA 26/0417</span></p>",
        )
        stamp(
            p,
            pymupdf.Rect(58, A4.height - 40, A4.width - 58, A4.height - 28),
            f"<p style='text-align:right'>SR page {i + 1} of {len(RALLY_PAGES)}</p>",
        )
    save(doc, "harrowfell_stages_rally_2026_supplementary_regulations.pdf")


# == 2. A courier's dangerous-goods acceptance guide (A4 two columns; a landscape segregation matrix of X / S marks) =
DG_CSS = """* {font-family: sans-serif; font-size: 8.6pt; margin: 0; line-height: 1.24}
h1 {font-size: 16pt; color: #1f3f6e}
h2 {font-size: 10pt; color: #ffffff; background-color: #e07b00; padding: 2pt 4pt; margin: 7pt 0 3pt 0}
h3 {font-size: 9pt; color: #1f3f6e; margin: 5pt 0 2pt 0}
p {margin-bottom: 3.2pt}
li {margin-bottom: 2pt}
table.d {border-collapse: collapse; width: 100%; margin: 3pt 0 4pt 0}
table.d th {background-color: #1f3f6e; color: #ffffff; font-size: 7.9pt; padding: 2pt; border: 0.5pt solid #1f3f6e; text-align: left}
table.d td {border: 0.5pt solid #9aa9c0; padding: 1.5pt 2pt; font-size: 7.5pt; vertical-align: top}
.warn {border: 1.4pt solid #e07b00; padding: 4pt 6pt; margin: 4pt 0}
.sm {font-size: 7.6pt}
"""

DG_TITLE = """<p style="font-size:8pt; color:#e07b00"><b>PENNOCK EXPRESS PARCELS LTD · NETWORK OPERATIONS</b></p>
<h1>Dangerous Goods Acceptance Guide</h1>
<p style="font-size:10pt">for service-counter staff, drivers and account customers · Edition 6 · in use from 1 February 2026</p>"""

DG_P1_L = """<h2>1 Why this guide matters</h2>
<p>Pennock Express carries parcels by road only. We do not fly any parcel, so nothing in this guide allows goods to go by air. A parcel containing dangerous goods that is accepted wrongly can start a fire in a van or a hub, injure a colleague or a customer, and expose the company to prosecution.</p>
<p>This guide applies at every Pennock service counter and Parcel Point, and to collections from account customers. Where this guide is stricter than the law, follow this guide.</p>
<h2>2 Who may accept</h2>
<p>Only staff holding a current <b>DG Acceptance Level 1</b> certificate may accept a parcel declared to contain dangerous goods. The Level 1 course takes half a day and must be refreshed every 24 months.</p>
<p>Consignments of fully regulated dangerous goods (more than limited quantities) may be accepted only from account customers, and only by a supervisor holding <b>DG Acceptance Level 2</b>.</p>
<p>Parcel Points run by partner shops (newsagents, petrol stations) may not accept any dangerous goods. Send the customer to a Pennock service counter.</p>"""

DG_P1_R = """<h2>3 The six acceptance steps</h2>
<p><b>Step 1 — Ask.</b> Ask every customer: “Does your parcel contain anything that could be dangerous, such as aerosols, perfume, batteries, paint, chemicals or gas?” Ask even if the customer is a regular.</p>
<p><b>Step 2 — Check the class.</b> Find the hazard class in Table 1. If the class is marked <i>Not accepted</i>, refuse the parcel politely and give the customer leaflet PX-4.</p>
<p><b>Step 3 — Check the marks.</b> A limited-quantity parcel must show the limited-quantity mark (a black-and-white diamond) on one side, at least 100 mm by 100 mm, or 50 mm by 50 mm on a parcel too small for that. Remove or cover any old hazard labels that no longer apply.</p>
<p><b>Step 4 — Check the quantities</b> against Table 2. If any inner packaging is larger than the limit, the parcel is not a limited-quantity parcel and can only be sent by an account customer as fully regulated goods.</p>
<p><b>Step 5 — Complete form PX-17.</b> The customer signs the dangerous goods declaration on form PX-17. Give the customer the top copy and keep the counter copy for 3 years.</p>
<p><b>Step 6 — Put it in the DG cage.</b> Place the parcel in the orange DG cage, never in a general cage or roll container. When a driver loads DG cages, check Table 3 before putting two cages in the same vehicle compartment.</p>
<div class="warn"><b>Never accept</b> a parcel that is leaking, damaged, smells of chemicals or fuel, or that the customer will not describe. You do not have to open a parcel to refuse it.</div>"""

DG_T1 = """<h2>4 Table 1 — Hazard classes we accept</h2>
<table class="d">
<tr><th style="width:45pt">Class</th><th style="width:140pt">Description</th><th style="width:130pt">Accepted?</th><th>Typical items customers bring</th></tr>
<tr><td>1.4S</td><td>Explosives, division 1.4 compatibility group S only</td><td>Account customers only, never at counters</td><td>small-arms cartridges, some signal cartridges</td></tr>
<tr><td>other class 1</td><td>All other explosives</td><td>Not accepted</td><td>—</td></tr>
<tr><td>2.1</td><td>Flammable gases</td><td>Limited quantities only</td><td>aerosol deodorant, spray paint, gas lighter refills, camping gas cartridges</td></tr>
<tr><td>2.2</td><td>Non-flammable, non-toxic gases</td><td>Accepted</td><td>fire extinguishers, soda-siphon bulbs, diving cylinders (empty, valve open)</td></tr>
<tr><td>2.3</td><td>Toxic gases</td><td>Not accepted</td><td>—</td></tr>
<tr><td>3</td><td>Flammable liquids</td><td>Accepted</td><td>perfume, aftershave, nail varnish, paint thinners, lighter fluid, alcohol-based hand gel</td></tr>
<tr><td>4.1</td><td>Flammable solids</td><td>Accepted</td><td>matches (safety), firelighters</td></tr>
<tr><td>4.2</td><td>Substances liable to spontaneous combustion</td><td>Account customers only</td><td>oily rags and cloths</td></tr>
<tr><td>4.3</td><td>Substances which give off flammable gas in contact with water</td><td>Account customers only</td><td>some metal powders</td></tr>
<tr><td>5.1</td><td>Oxidising substances</td><td>Accepted</td><td>pool chlorine tablets, hair-colour developer</td></tr>
<tr><td>5.2</td><td>Organic peroxides</td><td>Not accepted</td><td>—</td></tr>
<tr><td>6.1</td><td>Toxic substances</td><td>Account customers only</td><td>pesticides, some laboratory reagents</td></tr>
<tr><td>6.2</td><td>Infectious substances</td><td>Not accepted, except UN3373 (Category B) from account customers with a Pennock Medical contract</td><td>diagnostic specimens</td></tr>
<tr><td>7</td><td>Radioactive material</td><td>Not accepted</td><td>—</td></tr>
<tr><td>8</td><td>Corrosive substances</td><td>Accepted</td><td>drain cleaner, descaler, battery acid, bleach</td></tr>
<tr><td>9</td><td>Miscellaneous dangerous goods</td><td>Accepted, with the conditions in section 6</td><td>lithium batteries, dry ice, magnetised material</td></tr>
</table>
<p class="sm">If a customer cannot tell you the class, ask for the product’s safety data sheet (section 14). If they have none, refuse the parcel.</p>"""

DG_T2_HEAD = "<tr><th>Class and packing group</th><th>Largest inner packaging</th><th>Largest parcel (gross)</th></tr>"
DG_T2_A = [
    ("2.1 aerosols", "1 litre", "30 kg"),
    ("2.2 gas cartridges", "120 ml", "30 kg"),
    ("3, packing group II", "1 litre", "30 kg"),
]
DG_T2_B = [
    ("3, packing group III", "5 litres", "30 kg"),
    ("5.1, packing group II", "1 kg", "30 kg"),
    ("5.1, packing group III", "5 kg", "30 kg"),
    ("8, packing group II", "1 litre", "30 kg"),
    ("8, packing group III", "5 litres", "30 kg"),
    ("Any class, on a shrink-wrapped tray", "as above", "20 kg"),
]


def dg_rows(rows: list[tuple[str, str, str]]) -> str:
    """Table 2 rows."""
    return "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows)


DG_P2_BOTTOM = f"""<h2>5 Table 2 — Limited-quantity limits per parcel</h2>
<table class="d">{DG_T2_HEAD}{dg_rows(DG_T2_A)}</table>"""

DG_P3_L = f"""<p class="sm"><b>Table 2 (continued)</b></p>
<table class="d">{DG_T2_HEAD}{dg_rows(DG_T2_B)}</table>
<p class="sm">Packing group is shown in section 14 of the safety data sheet. Where none is shown for class 3, treat it as packing group II.</p>
<p><b>Vehicle limits.</b> No collection van may carry more than 250 kg gross of dangerous goods at one time, and no trunk trailer more than 1,000 kg. Hub supervisors keep the running total on the load sheet.</p>
<h2>6 Class 9: lithium batteries and dry ice</h2>
<h3>6.1 Lithium batteries</h3>
<p>(a) Lithium-ion batteries packed with or fitted in equipment (phones, laptops, power tools) are accepted at counters if the equipment is switched off and protected from being switched on.</p>
<p>(b) Loose lithium-ion batteries (UN3480) are accepted only from account customers, in strong outer packaging showing the lithium battery mark, and no more than 100 Wh per battery.</p>
<p>(c) Loose lithium metal batteries are not accepted.</p>"""

DG_P3_R = """<p>(d) Damaged, defective or recalled batteries of any kind are never accepted, even from account customers.</p>
<p>(e) Batteries for e-bikes and e-scooters, whether loose or fitted, are carried only by Pennock Freight on pallets, not by the parcel network.</p>
<h3>6.2 Dry ice (UN1845)</h3>
<p>Dry ice used to keep goods cold is accepted from account customers only, at most 2.5 kg per parcel. The packaging must let carbon dioxide gas escape; never tape a parcel containing dry ice airtight. The outer packaging must be marked “UN1845 Dry ice” with the net weight of dry ice in kg.</p>
<h3>6.3 Magnetised material</h3>
<p>Magnetised material is accepted without conditions on the road network.</p>
<div class="warn"><b>Lithium battery fire?</b> Do not use water on a battery that is on fire unless it has stopped flaming. Use the fire-resistant bag kept at every hub, or move away and call the fire service.</div>"""

DG_MATRIX_CLASSES = ["1.4S", "2.1", "2.2", "3", "4.1", "4.2", "4.3", "5.1", "6.1", "8", "9"]
DG_MATRIX = {
    ("1.4S", "2.1"): "S",
    ("1.4S", "3"): "S",
    ("1.4S", "4.1"): "S",
    ("1.4S", "4.2"): "X",
    ("1.4S", "4.3"): "S",
    ("1.4S", "5.1"): "X",
    ("1.4S", "6.1"): "S",
    ("1.4S", "8"): "S",
    ("2.1", "4.2"): "S",
    ("2.1", "5.1"): "X",
    ("2.1", "8"): "S",
    ("3", "4.2"): "S",
    ("3", "5.1"): "X",
    ("3", "8"): "S",
    ("3", "9"): "S<sup>a</sup>",
    ("4.1", "4.2"): "S",
    ("4.1", "5.1"): "X",
    ("4.2", "4.3"): "S",
    ("4.2", "5.1"): "X",
    ("4.2", "8"): "S",
    ("4.3", "5.1"): "S",
    ("4.3", "8"): "X",
    ("5.1", "6.1"): "S",
    ("5.1", "8"): "S",
    ("8", "8"): "S<sup>b</sup>",
}


def dg_matrix() -> str:
    """The triangular segregation matrix: lower triangle filled, upper triangle shaded."""
    cls = DG_MATRIX_CLASSES
    head = "<tr><th class='c0'>Class</th>" + "".join(f"<th>{c}</th>" for c in cls) + "</tr>"
    rows = []
    for i, r in enumerate(cls):
        cells = []
        for j, c in enumerate(cls):
            if j > i:
                cells.append("<td class='up'></td>")
            else:
                cells.append(f"<td>{DG_MATRIX.get((c, r), DG_MATRIX.get((r, c), ''))}</td>")
        rows.append(f"<tr><th class='c0'>{r}</th>{''.join(cells)}</tr>")
    return f"<table class='m'>{head}{''.join(rows)}</table>"


DG_MATRIX_CSS = (
    DG_CSS
    + """
table.m {border-collapse: collapse; margin: 6pt 0 6pt 0}
table.m th {background-color: #1f3f6e; color: #ffffff; border: 0.6pt solid #1f3f6e; font-size: 9pt; width: 36pt; padding: 3pt; text-align: center}
table.m th.c0 {width: 44pt}
table.m td {border: 0.6pt solid #1f3f6e; font-size: 11pt; font-weight: bold; text-align: center; padding: 3pt; height: 17pt}
table.m td.up {background-color: #d9d9d9}
"""
)

DG_P4 = f"""<h2>7 Table 3 — Segregation of DG cages in a vehicle</h2>
<p>Read across from the class of one cage and down from the class of the other. The shaded half repeats the other half and is left blank.</p>
{dg_matrix()}"""

DG_P4_KEY = """<p><b>Key</b></p>
<p><b>X</b> = must not be loaded in the same vehicle compartment, even in separate cages.</p>
<p><b>S</b> = may be loaded in the same compartment only in separate cages at least 1.5 m apart, or with a full-height partition between them.</p>
<p><b>blank</b> = may be loaded together, in the same cage if there is room.</p>
<p style="margin-top:8pt"><b>Notes</b></p>
<p><sup>a</sup> Applies only to lithium batteries (UN3480 and UN3481). Other class 9 goods may be loaded with class 3 without separation.</p>
<p><sup>b</sup> Acids and alkalis (marked ACID or ALKALI on form PX-17) must be in separate cages.</p>
<p>Classes we never accept (other class 1, 2.3, 5.2, 7) are not shown.</p>"""

DG_P5_L = """<h2>8 Charges</h2>
<table class="d">
<tr><th>Charge</th><th>Amount</th></tr>
<tr><td>Limited-quantity handling charge, per consignment</td><td>£14.50</td></tr>
<tr><td>Fully regulated handling charge, per consignment (account customers)</td><td>£32.00</td></tr>
<tr><td>Lithium battery charge, per parcel under 6.1(b)</td><td>£6.00</td></tr>
<tr><td>Return of a refused parcel found in the network</td><td>£25.00 plus carriage</td></tr>
</table>
<p class="sm">Charges are added to the carriage price and are not subject to account discounts.</p>
<h2>9 Undeclared dangerous goods</h2>
<p>A parcel found in the network to contain undeclared dangerous goods is taken out of the network and held at the hub. The sender is contacted within 2 working days. A second undeclared parcel from the same account within 12 months leads to the account being suspended from sending dangerous goods for 6 months.</p>"""

DG_P5_R = """<h2>10 Leaks, spills and incidents</h2>
<p>If a DG parcel leaks or is damaged: stop handling it, keep people at least 5 m away, open doors for air, and do not touch the contents. Use the spill kit only for small leaks you can deal with safely.</p>
<p>Report every DG incident to the hub supervisor at once and to the company’s Dangerous Goods Safety Adviser within 1 hour, on form PX-22. The Dangerous Goods Safety Adviser for the Pennock network is Graham Oyelaran-Pike.</p>
<h2>11 Records</h2>
<p>Counter copies of form PX-17 are kept for 3 years (Step 5). Training records for Level 1 and Level 2 certificates are kept for 5 years after the member of staff leaves.</p>
<p style="margin-top:10pt" class="sm">Questions about this guide: DG Compliance Team, Pennock Express Parcels Ltd, Unit 7 Sallowfield Park, Wexcombe WX2 9PD.</p>"""


def build_dg() -> None:
    """The courier's DG acceptance guide: portrait pages in two columns and a landscape matrix page."""
    doc = pymupdf.open()
    w, h = A4.width, A4.height
    m, gap = 46, 18
    col = (w - 2 * m - gap) / 2
    left = lambda y0: pymupdf.Rect(m, y0, m + col, h - 50)  # noqa: E731
    right = lambda y0: pymupdf.Rect(m + col + gap, y0, w - m, h - 50)  # noqa: E731

    def furniture(p: pymupdf.Page, n: int, landscape: bool = False) -> None:  # noqa: ARG001
        pw = p.rect.width
        ph = p.rect.height
        stamp(
            p, pymupdf.Rect(m, 24, pw - m, 36), "<p>Pennock Express · Dangerous Goods Acceptance Guide · Edition 6</p>"
        )
        stamp(p, pymupdf.Rect(m, ph - 36, pw - m, ph - 24), f"<p style='text-align:center'>DG-{n}</p>")

    p = doc.new_page(width=w, height=h)
    box(p, pymupdf.Rect(m, 46, w - m, 120), DG_TITLE, DG_CSS)
    box(p, left(126), DG_P1_L, DG_CSS)
    box(p, right(126), DG_P1_R, DG_CSS)
    furniture(p, 1)

    p = doc.new_page(width=w, height=h)
    box(p, pymupdf.Rect(m, 46, w - m, h - 50), DG_T1 + DG_P2_BOTTOM, DG_CSS)
    furniture(p, 2)

    p = doc.new_page(width=w, height=h)
    box(p, left(46), DG_P3_L, DG_CSS)
    box(p, right(46), DG_P3_R, DG_CSS)
    furniture(p, 3)

    p = doc.new_page(width=A4L.width, height=A4L.height)
    box(p, pymupdf.Rect(m, 46, 620, A4L.height - 50), DG_P4, DG_MATRIX_CSS)
    box(p, pymupdf.Rect(636, 110, A4L.width - m, A4L.height - 50), DG_P4_KEY, DG_CSS)
    furniture(p, 4, True)

    p = doc.new_page(width=w, height=h)
    box(p, left(46), DG_P5_L, DG_CSS)
    box(p, right(46), DG_P5_R, DG_CSS)
    furniture(p, 5)
    save(doc, "pennock_express_dangerous_goods_acceptance_guide.pdf")


# == 3. A ferry operator's seafarer medical fitness standard as the examiner's checklist form (US Letter, monospace) =
SEA_CSS = """* {font-family: monospace; font-size: 8.1pt; margin: 0; line-height: 1.22}
h1 {font-family: sans-serif; font-size: 13pt}
p {margin-bottom: 3pt}
.bx {font-family: sans-serif; font-size: 9pt; font-weight: bold; background-color: #000000; color: #ffffff; padding: 2pt 4pt; margin: 6pt 0 0 0}
table.f {border-collapse: collapse; width: 100%; margin: 0 0 4pt 0}
table.f th {font-family: sans-serif; font-size: 7.6pt; border: 0.8pt solid #000000; padding: 2pt; background-color: #e6e6e6; text-align: left}
table.f td {border: 0.8pt solid #000000; padding: 2.5pt; vertical-align: top}
td.tick {width: 125pt}
.sm {font-size: 7.3pt}
"""

SEA_HEAD = """<table class="f"><tr>
<td style="width:340pt"><span style="font-family:sans-serif; font-size:7.5pt">ALDERMOOR FERRY SERVICES LTD · FLEET MEDICAL</span><br><span style="font-family:sans-serif; font-size:13pt"><b>Seafarer Medical Fitness Standard and Examiner’s Checklist</b></span></td>
<td><b>Form AMF-3</b><br>Revision 4, January 2026<br>Page {n} of 4</td></tr></table>"""

SEA_P1 = """<p class="bx">BOX 1  HOW TO USE THIS FORM</p>
<table class="f"><tr><td>
<p>1.1 This form is both the company standard and the record of the examination. The examiner completes every box, ticks one result in Boxes 4, 5, 6 and 8, and signs Box 9.</p>
<p>1.2 Examinations are carried out only by an Approved Medical Examiner (AME) on the company list. The company pays the AME directly; the seafarer pays nothing.</p>
<p>1.3 The standard applies to every person employed on board an Aldermoor vessel: deck, engine, and catering and hotel departments, including trainees.</p>
<p>1.4 Where a seafarer does not meet a standard, the examiner may find the seafarer “fit with limitations” only where Box 6 or the notes allow it; otherwise the result is “unfit”.</p>
<p>1.5 The Company Medical Adviser is Dr Samira Quennell, Fleet Medical, Aldermoor Ferry Services Ltd, Pier Road, Aldermoor AL4 1TW.</p>
</td></tr></table>
<p class="bx">BOX 2  SEAFARER DETAILS</p>
<table class="f">
<tr><th style="width:170pt">Surname</th><td>______________________________</td></tr>
<tr><th>Given names</th><td>______________________________</td></tr>
<tr><th>Date of birth</th><td>____ / ____ / ________</td></tr>
<tr><th>Department</th><td>[ ] Deck   [ ] Engine   [ ] Catering and hotel</td></tr>
<tr><th>Duties</th><td>[ ] Master / officer of the watch   [ ] Lookout   [ ] Other: __________</td></tr>
<tr><th>Identity document checked</th><td>[ ] Passport   [ ] Discharge book   Number: __________</td></tr>
</table>
<p class="bx">BOX 3  TYPE OF EXAMINATION</p>
<table class="f">
<tr><td class="tick">[ ] Pre-sea</td><td class="tick">[ ] Periodic</td><td class="tick">[ ] Return to work</td><td>A return-to-work examination is needed after any absence through illness or injury of more than 28 days, and after any stay in hospital.</td></tr>
</table>
"""

SEA_P2 = """<p class="bx">BOX 4  VISION (Snellen decimal; test each eye separately)</p>
<table class="f">
<tr><th rowspan="2" style="width:110pt">Department and duties</th><th colspan="2">Distance vision, with correction if worn</th><th rowspan="2">Distance vision unaided</th><th rowspan="2">Near vision</th><th rowspan="2">Colour vision</th></tr>
<tr><th>Better eye</th><th>Other eye</th></tr>
<tr><td>Deck: master, officers of the watch, lookouts</td><td>0.6</td><td>0.4</td><td>0.1 in each eye</td><td rowspan="2">N8 at 40 cm with both eyes, with correction if worn</td><td>Normal: no errors on the 24-plate test, or a pass on the lantern test</td></tr>
<tr><td>Deck: other duties</td><td>0.5</td><td>0.3</td><td>no requirement</td><td rowspan="2">Able to tell red, green, blue and yellow apart</td></tr>
<tr><td>Engine</td><td>0.4</td><td>0.3</td><td>no requirement</td><td>N10 at 40 cm</td></tr>
<tr><td>Catering and hotel</td><td colspan="2">0.4 with both eyes open</td><td>no requirement</td><td>N10 at 40 cm</td><td>Not tested</td></tr>
</table>
<p class="sm">Notes to Box 4: (a) A seafarer who needs glasses or contact lenses to meet the standard must carry a spare pair on board. (b) Lookouts may not meet the standard with contact lenses alone unless glasses are also carried on the bridge. (c) After laser eye surgery a seafarer is unfit for deck watchkeeping for 3 months.</p>
<table class="f"><tr><td class="tick">[ ] Meets</td><td class="tick">[ ] Fit with limitations</td><td class="tick">[ ] Unfit</td><td>Examiner’s note: ______________________</td></tr></table>
<p class="bx">BOX 5  HEARING (pure-tone audiometry)</p>
<table class="f">
<tr><th style="width:110pt">Department</th><th>Average threshold at 500, 1,000, 2,000 and 3,000 Hz, better ear</th><th>Same, worse ear</th><th>Hearing aids</th></tr>
<tr><td>Deck</td><td>no worse than 30 dB</td><td>no worse than 40 dB</td><td>Not permitted for officers of the watch or lookouts</td></tr>
<tr><td>Engine</td><td>no worse than 40 dB</td><td>no worse than 50 dB</td><td>Permitted if the seafarer can hear the engine-room alarms with ear defenders on</td></tr>
</table>
<p class="sm">Where audiometry is not available, the examiner may use a whispered-voice test at 2 m with each ear.</p>
<table class="f"><tr><td class="tick">[ ] Meets</td><td class="tick">[ ] Fit with limitations</td><td class="tick">[ ] Unfit</td><td>Examiner’s note: ______________________</td></tr></table>"""

SEA_CONDITIONS = [
    (
        "Diabetes treated by diet or tablets that do not cause hypoglycaemia",
        "Fit if stable and reviewed by a doctor in the last 12 months.",
        "[ ] F  [ ] L  [ ] U",
    ),
    (
        "Diabetes treated with insulin",
        "Fit with limitations: no lone watchkeeping; service on near-coastal routes only (no more than 4 hours’ sailing from a port with a hospital); certificate for no more than 1 year. Unfit after a severe hypoglycaemic episode in the last 12 months.",
        "[ ] F  [ ] L  [ ] U",
    ),
    (
        "A single unprovoked seizure",
        "Unfit for 1 year after the seizure; then fit if no further seizure and off treatment.",
        "[ ] F  [ ] L  [ ] U",
    ),
    (
        "Epilepsy",
        "Unfit if any seizure in the last 2 years. Fit with limitations after 2 years seizure-free on stable treatment: no lone watchkeeping, near-coastal routes only.",
        "[ ] F  [ ] L  [ ] U",
    ),
    (
        "Heart attack, or a stent or bypass operation",
        "Unfit for 3 months. Then fit with limitations if a cardiologist’s report shows no chest pain on an exercise test of at least 9 minutes; certificate for no more than 1 year.",
        "[ ] F  [ ] L  [ ] U",
    ),
    (
        "Pregnancy",
        "Fit up to the end of week 28; fit with limitations from week 29 to week 32 on near-coastal routes only; unfit from week 33 until 6 weeks after the birth.",
        "[ ] F  [ ] L  [ ] U",
    ),
    (
        "Alcohol or drug dependence",
        "Unfit until abstinent for 12 months with a specialist’s report; then fit with limitations for 1 year with random testing.",
        "[ ] F  [ ] L  [ ] U",
    ),
    (
        "Body mass index of 40 or more",
        "Fit only if every task in Box 8 is completed without difficulty; otherwise unfit.",
        "[ ] F  [ ] L  [ ] U",
    ),
    (
        "Sleep apnoea",
        "Unfit for watchkeeping until treatment has been shown to work; then fit with limitations, reviewed each year.",
        "[ ] F  [ ] L  [ ] U",
    ),
]


def sea_conditions() -> str:
    """Box 6's checklist grid."""
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td><td class='tick'>{c}</td></tr>" for a, b, c in SEA_CONDITIONS)
    return f"""<p class="bx">BOX 6  MEDICAL CONDITIONS</p>
<p class="sm">Ask about each condition. Tick F (fit), L (fit with limitations, write the limitations in Box 9) or U (unfit). Conditions not listed are judged against the principle in 1.4 and referred to the Company Medical Adviser.</p>
<table class="f"><tr><th style="width:140pt">Condition</th><th>Company standard</th><th>Result</th></tr>{rows}</table>
<p class="bx">BOX 7  VALIDITY OF THE CERTIFICATE</p>
<table class="f">
<tr><th style="width:280pt">Seafarer</th><th>Longest validity the examiner may give</th></tr>
<tr><td>Aged 18 or over</td><td>2 years</td></tr>
<tr><td>Aged under 18</td><td>1 year</td></tr>
<tr><td>Colour vision part of the certificate (deck and engine)</td><td>6 years</td></tr>
<tr><td>Found fit with limitations under Box 6</td><td>as Box 6 says, and never more than 1 year</td></tr>
</table>
<p class="sm">If a certificate runs out during a voyage it stays valid until the next port where an AME is available, for no more than 3 months.</p>"""


SEA_P4 = """<p class="bx">BOX 8  PHYSICAL CAPABILITY</p>
<table class="f">
<tr><th style="width:330pt">Task (all departments)</th><th>Done?</th></tr>
<tr><td>Climb a vertical ladder of at least 3 m and step off at the top, without help</td><td>[ ] Yes [ ] No</td></tr>
<tr><td>Lift and carry a 25 kg load for 10 m (catering and hotel: 15 kg)</td><td>[ ] Yes [ ] No</td></tr>
<tr><td>Put on a lifejacket and an immersion suit without help within 2 minutes</td><td>[ ] Yes [ ] No</td></tr>
<tr><td>Step over a door sill 60 cm high, in both directions</td><td>[ ] Yes [ ] No</td></tr>
<tr><td>Crawl through an opening 60 cm by 60 cm (engine department only)</td><td>[ ] Yes [ ] No</td></tr>
</table>
<p class="bx">BOX 9  RESULT AND CERTIFICATE</p>
<table class="f">
<tr><td style="width:266pt">[ ] Fit for all duties in the department<br>[ ] Fit with limitations (state them):<br>______________________________<br>[ ] Unfit</td><td>Certificate valid until: ____ / ____ / ________<br><br>AME name: __________________<br>AME number: ________<br>Signature: __________________</td></tr>
</table>
<p class="bx">BOX 10  IF YOU ARE FOUND UNFIT OR GIVEN LIMITATIONS</p>
<table class="f"><tr><td>
<p>10.1 The AME must explain the result and give the seafarer a copy of this form before the seafarer leaves.</p>
<p>10.2 A seafarer who disagrees may ask for a review within 30 days of the examination by writing to the Company Medical Adviser. The review is made by a referee doctor who did not take part in the first examination, normally within 21 days of the request.</p>
<p>10.3 The company pays the referee doctor’s fee. The referee’s decision is final.</p>
<p>10.4 Completed forms are kept by Fleet Medical for 10 years after the seafarer leaves the company.</p>
</td></tr></table>"""


def build_sea() -> None:
    """The seafarer medical form: four US Letter pages, each inside a ruled border with the form's head grid."""
    doc = pymupdf.open()
    w, h = LETTER.width, LETTER.height
    for i, body in enumerate([SEA_P1, SEA_P2, sea_conditions(), SEA_P4]):
        p = doc.new_page(width=w, height=h)
        p.draw_rect(pymupdf.Rect(30, 30, w - 30, h - 30), color=(0, 0, 0), width=1.5)
        box(p, pymupdf.Rect(40, 40, w - 40, h - 48), SEA_HEAD.format(n=i + 1) + body, SEA_CSS)
        stamp(
            p,
            pymupdf.Rect(40, h - 44, w - 40, h - 34),
            "<p>AMF-3 rev. 4 · Keep the completed form for the period in Box 10</p>",
        )
    save(doc, "aldermoor_ferries_seafarer_medical_fitness_form.pdf")


# == 4. An aviation authority's enforcement guidance (B5 serif: worked-example boxes, outcome matrix, footnotes) =====
CAA_CSS = """* {font-family: serif; font-size: 9.2pt; margin: 0; line-height: 1.3}
h1 {font-size: 14pt; font-family: sans-serif}
h2 {font-size: 10.5pt; font-family: sans-serif; margin: 8pt 0 3pt 0}
p {margin-bottom: 4pt; text-align: justify}
.ex {background-color: #e8eef2; border-left: 3pt solid #3b6e8f; padding: 4pt 7pt; margin: 4pt 0 6pt 0}
.ex p {font-size: 8.8pt; margin-bottom: 2.5pt}
.ext {font-family: sans-serif; font-size: 8.6pt; font-weight: bold; color: #3b6e8f}
table.x {border-collapse: collapse; width: 100%; margin: 3pt 0 5pt 0}
table.x th {font-family: sans-serif; font-size: 7.8pt; border: 0.5pt solid #555555; background-color: #dde6ec; padding: 2.5pt}
table.x td {font-size: 8.3pt; border: 0.5pt solid #555555; padding: 2.5pt; vertical-align: top}
"""
CAA_FOOT_CSS = "* {font-family: serif; font-size: 7.4pt; margin: 0 0 1.5pt 0; line-height: 1.2}"

CAA_BLOCKS = [
    """<p style="font-family:sans-serif; font-size:8pt">MERROWDOWN CIVIL AVIATION AUTHORITY</p>
<h1>Enforcement Guidance Note EGN 2026/03</h1>
<p style="font-family:sans-serif; font-size:10pt; text-align:left">Breaches of flight time, duty period and rest requirements: how the Authority decides what action to take</p>
<p style="font-family:sans-serif; font-size:8pt">Issued 2 February 2026 · Replaces EGN 2022/05 · Contact: Head of Enforcement, Merrowdown CAA, Aviation House, Port Sellick</p>""",
    """<h2>1 Purpose and status</h2>
<p><b>1.1</b> This note explains how the Authority responds when an air operator or a crew member breaches the flight time limitation rules in Part FTL of the Merrowdown Air Navigation Regulations[[fn]]Air Navigation Regulations 2019, Part FTL, as last amended by the Air Navigation (Amendment No. 3) Regulations 2025.[[/fn]]. It is guidance: it does not change the law, and the Authority may depart from it where the facts call for it, giving its reasons in writing.</p>
<p><b>1.2</b> The note applies to holders of an air operator certificate and to flight and cabin crew employed by them. It does not apply to private flights.</p>""",
    """<h2>2 How the Authority finds out</h2>
<p><b>2.1</b> Most breaches come to the Authority through operators’ own reports, through audits of rostering records, or through complaints by crew members. The Authority treats a complaint by a crew member in confidence and will not name the crew member to the operator without consent.</p>
<p><b>2.2</b> An operator that finds a breach must report it to the Authority as a mandatory occurrence report within 72 hours of becoming aware of it. A report made in time is treated as a self-report (paragraph 4.4).</p>
<p><b>2.3</b> The Authority will not start enforcement action for a breach more than 2 years after the breach first came to its attention[[fn]]Proceedings for an offence must in any case begin within the period set by section 88 of the Aviation Act 2011.[[/fn]].</p>""",
    """<h2>3 Commander’s discretion</h2>
<p><b>3.1</b> The commander of an aircraft may extend a flight duty period by up to 2 hours, or by up to 3 hours where the crew is augmented, to deal with unforeseen circumstances arising after reporting for duty. Rest may be reduced by no more than 1 hour and never below 10 hours.</p>
<p><b>3.2</b> Discretion properly used is not a breach. The Authority takes no action where it was used for unforeseen circumstances and the operator sends a discretion report to the Authority within 14 days.</p>
<p><b>3.3</b> Discretion used for circumstances that were known before reporting (for example a delay already planned, or a crew member already known to be missing) is treated as a breach by the operator, not by the commander.</p>""",
    """<h2>4 Deciding the outcome</h2>
<p><b>4.1</b> The Authority first decides the <i>culpability</i> of the operator or crew member, on four levels: <i>error</i> (an honest mistake that a careful person could make); <i>negligent</i> (a failure to take the care expected); <i>reckless</i> (a risk known and taken anyway); and <i>deliberate</i>.</p>
<p><b>4.2</b> It then decides the <i>consequence</i>: <i>minor</i> where the limit was exceeded by less than 30 minutes and no fatigue was reported; <i>significant</i> where it was exceeded by 30 minutes or more, or fatigue was reported; <i>serious</i> where a crew member operated while fatigued to the point of a safety event, or rest was cut below 8 hours.</p>
<p><b>4.3</b> The starting outcome is read from the matrix below.</p>
<table class="x">
<tr><th rowspan="2">Culpability</th><th colspan="3">Consequence</th></tr>
<tr><th>Minor</th><th>Significant</th><th>Serious</th></tr>
<tr><td>Error</td><td>Advice</td><td>Advice</td><td>Warning letter</td></tr>
<tr><td>Negligent</td><td>Advice</td><td>Warning letter</td><td>Civil penalty, Band B</td></tr>
<tr><td>Reckless</td><td>Warning letter</td><td>Civil penalty, Band B</td><td>Civil penalty, Band C</td></tr>
<tr><td>Deliberate</td><td>Civil penalty, Band A</td><td>Civil penalty, Band C</td><td>Band D, or referral for prosecution</td></tr>
</table>
<p><b>4.4</b> <i>Self-reporting.</i> Where the operator self-reported under paragraph 2.2 and the breach was not deliberate, the outcome is moved one step to the left in the matrix (one level of consequence lower). Advice cannot be reduced further.</p>
<p><b>4.5</b> <i>Repeat breaches.</i> Where the same operator has had a warning letter or a civil penalty for a breach of Part FTL in the previous 3 years, the outcome is moved one step to the right.</p>
<p><b>4.6</b> An improvement notice may be served with any outcome, requiring the operator to change its rostering practice within a stated time, normally 60 days.</p>""",
    """<h2>5 Civil penalties</h2>
<p><b>5.1</b> Civil penalties against operators are set within these bands:</p>
<table class="x">
<tr><th>Band</th><th>Operator with fewer than 20 aircraft</th><th>Operator with 20 aircraft or more</th></tr>
<tr><td>A</td><td>up to £4,000</td><td>up to £10,000</td></tr>
<tr><td>B</td><td>£4,001 to £20,000</td><td>£10,001 to £60,000</td></tr>
<tr><td>C</td><td>£20,001 to £75,000</td><td>£60,001 to £200,000</td></tr>
<tr><td>D</td><td>£75,001 to £150,000</td><td>£200,001 to £500,000</td></tr>
</table>
<p><b>5.2</b> A civil penalty on an individual crew member may not exceed £3,000, whatever the band[[fn]]This limit was £2,000 under EGN 2022/05 and applies to breaches found on or after 2 February 2026.[[/fn]].</p>
<p><b>5.3</b> A penalty is reduced by 25 per cent if the operator or crew member admits the breach and pays within 21 days of the penalty notice.</p>
<p><b>5.4</b> An operator or crew member may appeal against a civil penalty to the Aviation Appeals Panel within 28 days of the penalty notice. Payment is not required while an appeal is pending.</p>""",
    """<h2>6 Worked examples</h2>
<div class="ex"><p class="ext">Worked example 1 — the late inbound flight</p>
<p>A commander extends a flight duty period by 1 hour 40 minutes because of an air traffic control delay on the last sector. The operator sends a discretion report 9 days later.</p>
<p><b>Outcome:</b> no action. The delay was unforeseen when the crew reported, the extension was within 2 hours, and the report was in time (paragraph 3.2).</p></div>
<div class="ex"><p class="ext">Worked example 2 — the roster that did not add up</p>
<p>A rostering clerk builds a pattern in which a first officer’s rest is 9 hours 15 minutes instead of the required 10 hours. The operator’s checks do not catch it. No fatigue is reported. The operator finds the error in an internal audit and reports it within 48 hours. It has 14 aircraft and no previous FTL enforcement.</p>
<p><b>Outcome:</b> culpability negligent; consequence significant (the shortfall was 45 minutes). The matrix gives a warning letter; the self-report moves it one step left, to advice.</p></div>""",
    """<div class="ex"><p class="ext">Worked example 3 — the planned delay</p>
<p>A charter operator knows before the crew reports that the return flight will leave 2 hours late, but does not change the crew. The commander uses discretion to extend by 2 hours 30 minutes with an augmented crew. A cabin crew member reports fatigue. The operator has 32 aircraft and received a warning letter for an FTL breach 18 months earlier. It does not self-report.</p>
<p><b>Outcome:</b> the discretion was used for a known delay, so the breach is the operator’s (paragraph 3.3). Culpability reckless; consequence significant (fatigue reported): Civil penalty, Band B. The earlier warning letter moves it one step right, to Band C: for an operator with 32 aircraft, £60,001 to £200,000.</p></div>
<div class="ex"><p class="ext">Worked example 4 — the crew member’s second job</p>
<p>A cabin crew member works night shifts for another employer and does not tell the operator, so the operator cannot count the hours. The crew member reports for an early duty with 6 hours’ sleep and falls asleep on the jump seat during landing.</p>
<p><b>Outcome:</b> the breach is the crew member’s. Culpability deliberate (the duty to tell the operator was known); consequence serious. The Authority refers the case for prosecution.</p></div>""",
    """<h2>7 Publication</h2>
<p><b>7.1</b> The Authority publishes on its website, each quarter, the name of each operator that has received a civil penalty and the amount, once any appeal has ended. Individual crew members are not named.</p>
<p><b>7.2</b> Warning letters and advice are not published but are taken into account under paragraph 4.5.</p>""",
]


def build_caa() -> None:
    """The enforcement guidance note: B5 pages filled greedily, footnotes at each page's foot, header and footer."""
    blocks = [split_notes(b, markup=lambda s: s) for b in CAA_BLOCKS]
    frame = pymupdf.Rect(54, 60, B5.width - 54, B5.height - 54)
    doc = paginate(blocks, CAA_CSS, CAA_FOOT_CSS, B5, frame)
    for i, p in enumerate(doc):
        stamp(
            p,
            pymupdf.Rect(54, 32, B5.width - 54, 44),
            "<p style='text-align:right; font-style:italic'>EGN 2026/03 · Flight time limitation breaches</p>",
            "* {font-family: serif}",
        )
        stamp(
            p,
            pymupdf.Rect(54, B5.height - 38, B5.width - 54, B5.height - 28),
            f"<p style='text-align:center'>— {i + 1} —</p>",
            "* {font-family: serif}",
        )
    save(doc, "merrowdown_caa_enforcement_guidance_ftl.pdf")


# == 5. A bakery chain's privacy notice as a web FAQ, saved as plain text ============================================
PRIVACY_TXT = """KILNWORTH BAKERY GROUP
Your privacy: questions and answers
====================================

Last updated: 12 January 2026 (version 4.1)
Home > Help centre > Privacy > Questions and answers

This page answers the questions our customers ask most often about how Kilnworth Bakery Group Ltd uses personal
information in our 38 bakery shops, on kilnworth.example and in the Crumb Club app. If your question is not here,
see Q16 for how to contact us.


Q1. Who is responsible for my information?
------------------------------------------
Kilnworth Bakery Group Ltd, 14 Furnace Lane, Brackley Vale BV3 8QS, is the controller. Our Data Protection Officer
is Hester Maguire-Lund. Where you order through a delivery app, the delivery company is a separate controller for
the information it collects; its own privacy notice applies.


Q2. What do you collect when I join the Crumb Club?
---------------------------------------------------
Your name, email address, date of birth (day and month only, for your birthday treat), your home shop, and a record
of what you buy with the app. We do not ask for your home address unless you order a celebration cake for delivery.


Q3. Can my children have a Crumb Club account?
----------------------------------------------
The Crumb Club is open to anyone aged 13 or over. We do not knowingly open accounts for children under 13, and we
close any account we find belongs to one. Young people aged 13 to 15 do not receive marketing emails, even if they
tick the box.


Q4. Why do you use my information, and on what basis?
-----------------------------------------------------
  - To run your Crumb Club account and give you rewards: because it is necessary for our contract with you.
  - To send you offers by email or app notification: only with your consent.
  - To keep our shops safe with CCTV and to prevent fraud: for our legitimate interests.
  - To keep tax and accounting records of orders: because the law requires it.


Q5. How long do you keep my information?
----------------------------------------
We keep each kind of information only as long as the table below says, then delete it or make it anonymous.

  +------------------------------------------+--------------------------------------------------+
  | Information                              | How long we keep it                              |
  +------------------------------------------+--------------------------------------------------+
  | Crumb Club account details               | While the account is open; deleted 24 months     |
  |                                          | after your last purchase or log-in               |
  | Purchase history in the app              | 3 years from the purchase                        |
  | Celebration cake and online orders       | 6 years from the end of the financial year       |
  | Shop CCTV recordings                     | 30 days, unless needed for an incident, then     |
  |                                          | until the incident is closed                     |
  | Customer service emails and calls        | 18 months from the last contact                  |
  | Guest Wi-Fi log-ins                      | 90 days                                          |
  | Job applications (unsuccessful)          | 6 months after the vacancy closes                |
  +------------------------------------------+--------------------------------------------------+

Card numbers are never stored by us: card payments in our shops and online are handled by our payment provider.


Q6. Do you use CCTV in the shops?
---------------------------------
Yes, in every shop, covering the counter, the tills and the entrance. There is no CCTV in customer toilets. Signs
at the entrance say so. Cameras record pictures only, not sound.


Q7. What happens when I use the free Wi-Fi?
-------------------------------------------
To log in you give an email address. We record the email address, the time of log-in and your device's identifier.
We do not record the websites you visit. We use the log-in data only to keep the service secure and will not send you
marketing because you used the Wi-Fi.


Q8. How do I stop marketing emails?
-----------------------------------
Use the "unsubscribe" link in any email, or switch off "Offers" in the app settings. We stop sending marketing within
5 working days. You will still get emails about your account, such as a password reset.


Q9. Does the website use cookies?
---------------------------------
Strictly necessary cookies (for the basket and log-in) are always set. Analytics cookies are set only if you click
"Accept" on the cookie banner. We remember your choice for 6 months and then ask again.


Q10. Who else sees my information?
----------------------------------
Only companies that work for us under contract and on our instructions: the company that hosts the Crumb Club app,
our email marketing platform, our payment provider, and the courier that delivers celebration cakes. We do not sell
your information to anyone.


Q11. Does my information leave the country?
-------------------------------------------
The Crumb Club app is hosted in data centres in Ireland and the Netherlands. Our customer service software provider
may access records from Canada. We rely on the protections that apply to those countries, and on standard contract
terms where needed.


Q12. Can I see what you hold about me?
--------------------------------------
Yes. Email privacy@kilnworth.example or write to the Data Protection Officer. We may ask for proof of identity. There
is no charge. We reply within one month of receiving your request and proof of identity; if your request is complex
or you send several, we may take up to two further months, and we will tell you within the first month if so.


Q13. Can I have my account deleted?
-----------------------------------
Yes. Use "Delete my account" in the app, or email us. We delete the account within 30 days. Unused reward points are
lost when the account is deleted and cannot be restored. Order records we must keep for tax (Q5) are kept for the
period shown.


Q14. What if there is a data breach?
------------------------------------
If a breach is likely to put your rights at risk we report it to the Information Rights Commissioner within 72 hours
of finding it. If the risk to you is high we also tell you directly, without undue delay.


Q15. Do you make automatic decisions about me?
----------------------------------------------
The app suggests offers based on what you buy. This does not have any legal or similarly significant effect on you,
and no decisions about you are made by computer alone.


Q16. How do I contact you or complain?
--------------------------------------
Email privacy@kilnworth.example, or write to the Data Protection Officer at the address in Q1. If you are not happy
with our answer you can complain to the Information Rights Commissioner, the independent regulator.

--
Kilnworth Bakery Group Ltd - registered in Brackley Vale, company no. 07741298
"""


def build_privacy() -> None:
    """The privacy FAQ (plain text)."""
    (DOCS / "kilnworth_bakery_privacy_faq.txt").write_text(PRIVACY_TXT, encoding="utf-8")
    print("kilnworth_bakery_privacy_faq.txt")


# == 6. A credit union's information security policy with a RACI table (Markdown) ====================================
SECURITY_MD = """# Ashgrove Community Credit Union

## Information Security Policy (ISP-01)

| Version | Approved by | Date approved | Next review |
|---|---|---|---|
| 3.2 | Board of Directors, on the advice of the Risk and Audit Committee | 24 November 2025 | November 2026 |

This policy applies to everyone who uses Ashgrove's information or systems: employees, volunteers, directors, and the staff of our managed IT provider, Tallis Networks Ltd. Breaking this policy may lead to disciplinary action, or to removal for volunteers and directors.

## 1. Roles

- **Board of Directors** — owns this policy and sets the credit union's appetite for information risk.
- **Risk and Audit Committee** — a committee of the Board; reviews security reports every quarter.
- **Chief Executive (CEO)** — accountable to the Board for information security day to day.
- **Operations Manager** — Ashgrove's information security lead; currently Delphine Arkwright.
- **Tallis Networks Ltd (the IT provider)** — runs our servers, laptops, firewall, email and backups under contract.
- **All staff and volunteers** — follow this policy and report anything suspicious.

## 2. Who does what (RACI)

R = Responsible (does the work) · A = Accountable (answers for it; one per activity) · C = Consulted · I = Informed

| Activity | Board | Risk and Audit Committee | CEO | Operations Manager | IT provider | All staff |
|---|---|---|---|---|---|---|
| Approve this policy | A | C | R | C | I | I |
| Set up and remove user accounts | | | I | A | R | |
| Review who has access to what (every 6 months) | | I | I | A/R | C | |
| Apply security updates (patching) | | | | A | R | |
| Approve changes to firewall rules | | | I | A | R | |
| Check backups and test restores | | I | | A | R | |
| Report a suspected security incident | | | I | I | I | R |
| Manage a security incident | I | I | A | R | R | |
| Decide whether to notify the regulator or members | I | C | A | R | C | |
| Security awareness training | | I | A | R | | I |
| Assess a new supplier's security | | | A | R | C | |

## 3. Accounts and passwords

**3.1** Each person has their own account. Accounts must never be shared.

**3.2** Passwords must be at least 14 characters long. We recommend a passphrase of three or more random words. Passwords are not changed on a schedule, only when there is a reason to think one is known to someone else.

**3.3** Multi-factor authentication (MFA) is required for email, for remote access, and for the member banking system.

**3.4** An account is locked after 8 failed log-in attempts in a row and is unlocked only by the IT provider after checking the person's identity by phone.

**3.5** Screens lock automatically after 5 minutes without use. Lock your screen whenever you leave your desk.

**3.6** When someone leaves, their accounts are disabled by the end of their last working day. For a dismissal, accounts are disabled before the person is told.

## 4. Devices

**4.1** Only laptops and phones issued by Ashgrove may be used to access member data. All laptops have full-disk encryption.

**4.2** Personal phones may be used for work email only, through the approved email app with MFA. Member data may not be saved on a personal device.

**4.3** USB storage devices are blocked on all Ashgrove laptops. The Operations Manager may allow an exception for up to 7 days, using an encrypted device issued by the IT provider.

**4.4** A lost or stolen device must be reported to the Operations Manager within 1 hour of noticing the loss, so that it can be wiped remotely.

## 5. Updates and backups

**5.1** Security updates are applied within these times after the supplier releases them:

| Severity (supplier's rating) | Laptops and servers | Firewall and internet-facing systems |
|---|---|---|
| Critical | 7 days | 72 hours |
| High | 14 days | 7 days |
| Medium and low | 30 days | 30 days |

**5.2** Servers and the member banking system are backed up every night. Nightly backups are kept for 35 days and monthly backups for 12 months. One copy is kept offline or in a separate cloud account that ordinary accounts cannot change.

**5.3** A test restore is carried out every quarter and the result reported to the Risk and Audit Committee.

## 6. Incidents

**6.1** Anyone who suspects a security incident (a phishing email that was clicked, a lost laptop, a strange payment request) must report it to the Operations Manager straight away, and in any case within 30 minutes. Outside office hours call the IT provider's 24-hour line.

**6.2** Do not try to investigate yourself, and do not delete the suspicious email.

**6.3** A personal data breach that must be reported to the regulator is reported within 72 hours of Ashgrove becoming aware of it.

## 7. Training

**7.1** New staff and volunteers complete security awareness training within their first 10 working days, before they are given access to member data. Everyone repeats it every 12 months.

**7.2** Simulated phishing emails are sent to all staff at least twice a year. Anyone who clicks is offered a short refresher session.

## 8. Suppliers

**8.1** Before a new supplier is given access to member data, the Operations Manager assesses its security using the supplier questionnaire, and the CEO approves it.

## 9. Review

**9.1** This policy is reviewed every year, and sooner after a serious incident or a major change to our systems.
"""


def build_security() -> None:
    """The information security policy (Markdown)."""
    (DOCS / "ashgrove_credit_union_information_security_policy.md").write_text(SECURITY_MD, encoding="utf-8")
    print("ashgrove_credit_union_information_security_policy.md")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_rally()
    build_dg()
    build_sea()
    build_caa()
    build_privacy()
    build_security()
