# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc19 newcomer documents: six invented documents in genres and layouts not used by nc5-nc18. Run from
anywhere:

    python eval/newcomer/nc19/build.py

writes into eval/newcomer/nc19/docs/:

- kestrel_vale_libraries_lending_leaflet.pdf   a public library's lending regulations and charges as a folded
                                               (tri-fold) leaflet: two landscape A4 sheets of three panels each, fold
                                               marks, a borrower-card grid, a price list with dot leaders and
                                               footnote markers * † ‡ §
- harrowmere_brackenfold_site_licence.pdf      a district council's caravan and camping site licence (A4): a ruled
                                               particulars box, a grid of unit types (rows) against conditions
                                               (columns), numbered conditions, a schedule of charges with footnote
                                               markers and the holder's lodged tariff
- fernley_road_allotment_rules.md              an allotment society's rules (Markdown): a quoted at-a-glance block,
                                               a plot-type grid, numbered rules with lettered items
- corrie_dubh_lift_tickets_slope_code.pdf      a ski area's lift-ticket terms and slope code (A4): a price grid of age
                                               bands against ticket lengths with footnote markers, then ticket terms
                                               and the slope code side by side in two separate columns, a boxed
                                               summary and a lift table
- wyndmoor_fields_trader_volunteer_code.html   a music festival's trader and volunteer code (HTML): an <aside> boxed
                                               summary, trader-type and volunteer-role tables, numbered sections
- oakhythe_taxi_private_hire_policy.pdf        a borough council's taxi and private-hire licensing policy (A4): a
                                               boxed summary on the first page, decimal-numbered paragraphs, a
                                               vehicle-type grid of age limits, a fee schedule with footnote markers

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import join, one_page, save_pdf, stamp  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A4L = pymupdf.paper_rect("a4-l")
HELV = pymupdf.Font("helv")
HELB = pymupdf.Font("hebo")


def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc19 build.py", "D:20260301000000Z")


def page_of(html: str, css: str, size: pymupdf.Rect = A4, rect: pymupdf.Rect | None = None) -> pymupdf.Document:
    """One page of `html` in `rect` (by default the page less 56 pt margins, 70 pt at top and bottom)."""
    return one_page(html, css, size, rect or pymupdf.Rect(56, 70, size.width - 56, size.height - 64))


# == 1. A public library's lending leaflet (tri-fold: two landscape sheets of three panels, dot-leader price list) ==
LIB_CSS = """
body {font-family: sans-serif; font-size: 8.2pt; line-height: 1.25}
h1 {font-size: 17pt; margin: 0 0 6pt 0; color: #1f4e79}
h2 {font-size: 10pt; margin: 6pt 0 3pt 0; color: #1f4e79}
p {margin: 0 0 4pt 0}
ol {margin: 0 0 4pt 0; padding-left: 12pt}
li {margin-bottom: 3pt}
table {border-collapse: collapse; width: 100%; font-size: 7.4pt}
th {background-color: #1f4e79; color: #ffffff; padding: 2pt; text-align: left}
td {border-bottom: 0.4pt solid #7f7f7f; padding: 2pt; vertical-align: top}
p.small {font-size: 7pt}
"""

LIB_P1 = [
    # inside flap
    """<h2>Joining the library</h2>
<p>Anyone who lives, works or attends a school or college in the Borough of Kestrel Vale may join free of charge. Bring one document showing your name and one showing your current address. Visitors to the borough may join as temporary members (see the card grid inside).</p>
<p>Children under 14 join on a form signed by a parent or guardian, who accepts responsibility for the items borrowed on the card and for any charges.</p>
<p>Your card stays the property of Kestrel Vale Libraries. Tell us at once if it is lost or stolen: until you do, you are responsible for items borrowed on it. A replacement card is charged (see Charges).</p>
<h2>Your account online</h2>
<p>Use your card number and four-digit PIN at kestrelvale-libraries.example to renew, reserve and see what you have on loan. Your first PIN is the day and month of your birth; change it at your first log-in.</p>
<h2>Your information</h2>
<p>We keep your borrowing history for 18 months after an item is returned, unless you ask us to keep a full reading history. Accounts with no borrowing for 3 years are closed and the personal details deleted.</p>""",
    # back panel
    """<h2>Libraries and opening hours</h2>
<p><b>Central Library</b>, 14 Wrenfield Street, Kestrel Vale KV3 2LN<br>Monday to Friday 9.00 am – 7.00 pm, Saturday 9.00 am – 5.00 pm, Sunday 11.00 am – 3.00 pm</p>
<p><b>Mossgate Library</b>, The Parade, Mossgate KV7 4RD<br>Tuesday, Thursday and Saturday 10.00 am – 4.00 pm</p>
<p><b>Abbot's Lea Library</b>, Church Lane, Abbot's Lea KV9 1TF<br>Monday, Wednesday and Friday 1.00 pm – 6.00 pm</p>
<p>The <b>mobile library</b> visits villages every second week; timetables are on the website and in every library.</p>
<h2>Comments and complaints</h2>
<p>Speak to the duty librarian first. Written complaints go to the Library Services Manager, Odile Brannagh, who replies within 10 working days.</p>
<p class="small">These lending regulations were approved by the Communities Committee of Kestrel Vale Borough Council on 3 February 2026 and apply from 1 April 2026. They replace the regulations of April 2023. Charges are reviewed each year.</p>""",
    # cover
    """<p style="font-size:9pt; color:#1f4e79; margin-top:40pt"><b>KESTREL VALE LIBRARIES</b></p>
<h1>Borrowing from your library</h1>
<p style="font-size:11pt">Lending regulations and charges<br>2026/27</p>
<p style="margin-top:120pt; font-size:8pt">Central · Mossgate · Abbot's Lea · Mobile library</p>
<p style="font-size:8pt">Kestrel Vale Borough Council</p>""",
]

LIB_P2_A = """<h2>Your card and what you can borrow</h2>
<table>
<tr><th>Card</th><th>Items at once</th><th>Loan period</th><th>Renewals</th></tr>
<tr><td>Adult (18 to 59)</td><td>20</td><td>3 weeks</td><td>3</td></tr>
<tr><td>Young adult (14 to 17)</td><td>12</td><td>3 weeks</td><td>3</td></tr>
<tr><td>Junior (under 14)</td><td>10</td><td>3 weeks</td><td>3</td></tr>
<tr><td>Concession (60 and over, or receiving a disability benefit)</td><td>20</td><td>3 weeks</td><td>5</td></tr>
<tr><td>Home Library Service (readers who cannot visit a library because of illness, disability or caring duties)</td><td>30</td><td>6 weeks</td><td>no limit</td></tr>
<tr><td>Educator (teachers and registered nursery staff, for use with a class or group)</td><td>40</td><td>8 weeks</td><td>1</td></tr>
<tr><td>Temporary member (staying in the borough for less than 3 months)</td><td>4</td><td>2 weeks</td><td>none</td></tr>
</table>
<p class="small" style="margin-top:3pt">A temporary member pays a returnable deposit of £20.00 when joining. Of the items on any card, no more than 4 may be DVDs or Blu-ray discs and no more than 2 may be language courses.</p>
<h2>Items you cannot borrow</h2>
<p>Reference books, the Local Studies Collection, newspapers and the current issue of any magazine are for use in the library only. Back issues of magazines may be borrowed for 1 week.</p>"""

LIB_P2_B = """<h2>Lending regulations</h2>
<ol start="1">
<li><b>Renewals.</b> Items may be renewed online, by telephone or in person, up to the number of renewals for your card. An item reserved by another reader cannot be renewed.</li>
<li><b>Reservations.</b> You may have up to 10 reservations at a time. We tell you by email or text when an item is ready; it is kept for you for 7 days, then passed to the next reader.</li>
<li><b>Overdue items.</b> We send a first reminder 7 days after the due date and a second reminder after 21 days. After 42 days we send a bill for the replacement cost of the item.</li>
<li><b>Blocked cards.</b> You cannot borrow or renew while you owe £8.00 or more, or while any item is more than 42 days overdue.</li>
<li><b>Lost and damaged items.</b> You pay the replacement cost shown on our catalogue and an administration fee of £3.50 for each item. If a lost item is found and returned in good condition within 3 months, the replacement cost is refunded but the fee is not.</li>
<li><b>Items from other libraries.</b> Books we do not hold may be requested from other library authorities (see Charges). The lending library sets the loan period, and these items cannot be renewed.</li>
<li><b>Book drop.</b> Items left in the book drop outside opening hours are treated as returned on the next day the library opens.</li>
<li><b>Waiving charges.</b> The duty librarian may waive overdue charges of up to £5.00 where a reader was in hospital or bereaved; larger sums need the Library Services Manager's agreement.</li>
</ol>"""


def leader(label: str, price: str, width: float, size: float) -> str:
    """`label`, a row of dots and `price`, about `width` points wide."""
    used = HELV.text_length(f"{label}  {price}", fontsize=size)
    dot = HELV.text_length(".", fontsize=size)
    return f"{label} {'.' * max(3, int((width - used) / dot))} {price}"


LIB_PRICES = [
    ("h", "Overdue charges (per item, per day open)"),
    ("r", "Books and audiobooks", "25p*"),
    ("r", "DVDs and Blu-ray discs", "50p*"),
    ("r", "Music CDs", "20p*"),
    ("r", "Most charged for one item", "£6.00"),
    ("h", "Hire charges"),
    ("r", "Film DVD or Blu-ray, 1 week", "£1.80†"),
    ("r", "TV box set, 2 weeks", "£3.00†"),
    ("r", "Language course, 3 weeks", "£2.50†"),
    ("h", "Services"),
    ("r", "Reservation of an item in our stock", "free"),
    ("r", "Request from another library authority", "£4.50‡"),
    ("r", "Replacement library card", "£2.00§"),
    ("r", "Printing, A4 black and white, per side", "15p"),
    ("r", "Printing, A4 colour, per side", "60p"),
    ("r", "Scanning to email", "free"),
    ("r", "Meeting room hire, per hour", "£14.00"),
    ("r", "Meeting room, registered charities, per hour", "£7.00"),
]

LIB_NOTES = [
    "* Young adult cards pay half these rates. Junior, Concession, Home Library Service and Educator cards pay no overdue charges.",
    "† Hire charges are paid when the item is borrowed and are the same for every card.",
    "‡ Paid when the request is placed; not refunded if the item is not collected.",
    "§ The first replacement of a Junior card is free.",
]


def build_library() -> None:
    """The library leaflet: two landscape A4 sheets of three panels each, with fold marks."""
    doc = pymupdf.open()
    panel_w = A4L.width / 3
    for sheet in range(2):
        page = doc.new_page(width=A4L.width, height=A4L.height)
        for k in (1, 2):
            page.draw_line((panel_w * k, 12), (panel_w * k, 40), width=0.4, dashes="[2 2] 0")
            page.draw_line((panel_w * k, A4L.height - 40), (panel_w * k, A4L.height - 12), width=0.4, dashes="[2 2] 0")
        rects = [pymupdf.Rect(panel_w * k + 20, 36, panel_w * (k + 1) - 20, A4L.height - 36) for k in range(3)]
        if sheet == 0:
            for r, html in zip(rects, LIB_P1, strict=True):
                spare, _ = page.insert_htmlbox(r, html, css=LIB_CSS, scale_low=1)
                if spare < 0:
                    raise ValueError("library panel overflows")
            page.draw_rect(
                pymupdf.Rect(panel_w * 2 + 12, 24, A4L.width - 12, A4L.height - 24), color=(0.12, 0.31, 0.47), width=1.2
            )
        else:
            for r, html in zip(rects[:2], [LIB_P2_A, LIB_P2_B], strict=True):
                spare, _ = page.insert_htmlbox(r, html, css=LIB_CSS, scale_low=1)
                if spare < 0:
                    raise ValueError("library panel overflows")
            r = rects[2]
            spare, _ = page.insert_htmlbox(
                pymupdf.Rect(r.x0, r.y0, r.x1, r.y0 + 20), "<h2>Charges from 1 April 2026</h2>", css=LIB_CSS
            )
            tw = pymupdf.TextWriter(page.rect)
            y = r.y0 + 34
            for row in LIB_PRICES:
                if row[0] == "h":
                    y += 5
                    tw.append((r.x0, y), row[1], font=HELB, fontsize=8)
                else:
                    tw.append((r.x0, y), leader(row[1], row[2], r.width, 7.8), font=HELV, fontsize=7.8)
                y += 12.5
            tw.write_text(page)
            notes = "".join(f'<p class="small">{n}</p>' for n in LIB_NOTES)
            spare, _ = page.insert_htmlbox(pymupdf.Rect(r.x0, y + 4, r.x1, r.y1), notes, css=LIB_CSS)
            if spare < 0:
                raise ValueError("library notes overflow")
        stamp(
            page,
            pymupdf.Rect(panel_w + 20, A4L.height - 30, panel_w * 2 - 20, A4L.height - 18),
            "<p style='text-align:center'>KVL/LEND/2026 · www.kestrelvale-libraries.example</p>",
        )
    save(doc, "kestrel_vale_libraries_lending_leaflet.pdf")


# == 2. A caravan and camping site licence (A4: particulars box, unit-type grid, conditions, charges with markers) ==
SITE_CSS = """
body {font-family: serif; font-size: 9.2pt; line-height: 1.25}
h1 {font-size: 14pt; text-align: center; margin: 0 0 2pt 0}
h2 {font-size: 10.5pt; margin: 8pt 0 4pt 0; font-variant: small-caps}
p {margin: 0 0 4pt 0; text-align: justify}
p.c {text-align: center}
p.n {margin-left: 22pt; text-indent: -22pt}
p.note {font-size: 7.8pt; margin-left: 10pt; text-indent: -10pt; margin-bottom: 2pt}
table.box {border-collapse: collapse; width: 100%; border: 1pt solid #000000; font-size: 8.8pt}
table.box td {border: 0.4pt solid #000000; padding: 3pt; vertical-align: top}
table.g {border-collapse: collapse; width: 100%; font-size: 7.9pt}
table.g th {border: 0.6pt solid #000000; background-color: #d9d9d9; padding: 2pt; text-align: center}
table.g td {border: 0.6pt solid #000000; padding: 2pt; text-align: center}
table.g td.l {text-align: left; font-weight: bold}
table.p {border-collapse: collapse; width: 100%; font-size: 8.6pt}
table.p td {padding: 2pt; border-bottom: 0.3pt dotted #000000}
table.p td.v {text-align: right; width: 22%}
"""

SITE_P1 = """<p class="c" style="font-size:9pt"><b>HARROWMERE DISTRICT COUNCIL</b> · Environmental Health and Licensing</p>
<h1>SITE LICENCE FOR A CARAVAN AND CAMPING SITE</h1>
<p class="c">Licence No. HDC/CS/0419</p>
<table class="box">
<tr><td style="width:30%"><b>Site</b></td><td>Brackenfold Farm Touring and Camping Park, Lower Brackenfold, Harrowmere HM4 6QE, as edged red on the plan attached (plan ref. BF/2025/03)</td></tr>
<tr><td><b>Licence holder</b></td><td>Tamsin Corrigal, trading as Brackenfold Farm Holidays</td></tr>
<tr><td><b>Site manager named by the holder</b></td><td>Ewan Threlkeld</td></tr>
<tr><td><b>Licence period</b></td><td>1 March 2026 to 28 February 2029 (renewable on application made at least 3 months before expiry)</td></tr>
<tr><td><b>Total units on the site at any one time</b></td><td>not more than 60, of which not more than 48 may be caravans and motorhomes</td></tr>
<tr><td><b>Issued</b></td><td>16 February 2026, by Nadia Ferrand, Principal Licensing Officer, for the Council</td></tr>
</table>
<p style="margin-top:6pt">The Council grants this licence to the licence holder for the use of the site above as a caravan and camping site, on the conditions set out below and in the Schedules. In this licence a <b>unit</b> means any caravan, motorhome, trailer tent, tent or glamping unit placed on a pitch, and a <b>pitch</b> means the area marked out for one unit and its car.</p>
<h2>Schedule 1 – Units permitted and the conditions for each</h2>
<table class="g">
<tr><th>Type of unit</th><th>Most on site</th><th>Least distance from any other unit</th><th>Most people per unit</th><th>When it may be on site</th><th>Pitch surface</th></tr>
<tr><td class="l">Touring caravan</td><td>28</td><td>6 m</td><td>6</td><td>1 March – 31 October</td><td>hardstanding</td></tr>
<tr><td class="l">Motorhome</td><td>20</td><td>6 m</td><td>6</td><td>all year</td><td>hardstanding</td></tr>
<tr><td class="l">Trailer tent or folding camper</td><td>8</td><td>6 m</td><td>6</td><td>1 March – 31 October</td><td>grass</td></tr>
<tr><td class="l">Family tent (3 or more berths)</td><td>10</td><td>3 m</td><td>8</td><td>1 April – 30 September</td><td>grass</td></tr>
<tr><td class="l">Backpacker tent (1 or 2 berths)</td><td>6</td><td>3 m</td><td>2</td><td>1 April – 30 September</td><td>grass (walkers' field only)</td></tr>
<tr><td class="l">Glamping unit (timber pod or shepherd's hut)</td><td>4</td><td>5 m</td><td>4</td><td>all year</td><td>fixed base</td></tr>
<tr><td class="l">Warden's caravan</td><td>1</td><td>6 m</td><td>–</td><td>all year</td><td>hardstanding</td></tr>
</table>
<p class="note" style="margin-top:3pt">Static holiday caravans are not permitted on this site under this licence. An awning or porch forms part of the unit for the distances in Schedule 1, but a car parked on the pitch does not.</p>"""

SITE_P2 = """<h2>Conditions</h2>
<p><b>Layout and spacing</b></p>
<p class="n">1.&nbsp;&nbsp;&nbsp;No unit shall be placed nearer to another unit than the distance given for it in Schedule 1, nor within 3 m of a site road or within 5 m of the site boundary.</p>
<p class="n">2.&nbsp;&nbsp;&nbsp;Site roads shall be at least 3.7 m wide, or 3 m where they serve one way only, and kept clear of parked cars. No road shall end more than 45 m from a turning space suitable for a fire appliance.</p>
<p class="n">3.&nbsp;&nbsp;&nbsp;Every pitch shall be marked out and numbered, and a plan showing the pitch numbers shall be displayed at the reception building.</p>
<p><b>Fire safety</b></p>
<p class="n">4.&nbsp;&nbsp;&nbsp;No unit shall be more than 30 m from a fire point. Each fire point shall hold a 9-litre water extinguisher and a means of raising the alarm, and shall be kept in a weatherproof cabinet marked “FIRE POINT”.</p>
<p class="n">5.&nbsp;&nbsp;&nbsp;Barbecues may be used only on a stand at least 300 mm above the ground and at least 3 m from any unit. Open fires are allowed only in the fire pits provided in the field next to the reception building, and only between 10.00 am and 10.30 pm.</p>
<p class="n">6.&nbsp;&nbsp;&nbsp;Liquefied petroleum gas cylinders shall stand upright outside the unit, and not more than two cylinders of 15 kg or less shall be kept with any one unit.</p>
<p><b>Water, sanitation and waste</b></p>
<p class="n">7.&nbsp;&nbsp;&nbsp;Every unit shall be within 90 m of a drinking-water tap. Taps shall be marked “drinking water” and kept separate from the chemical toilet disposal point.</p>
<p class="n">8.&nbsp;&nbsp;&nbsp;The toilet blocks shall provide, for every 15 units or part of 15, at least one WC and one wash basin for men and one WC and one wash basin for women, and one shower for every 20 units. One accessible WC and shower room shall be provided for the whole site.</p>
<p class="n">9.&nbsp;&nbsp;&nbsp;A chemical toilet disposal point shall be provided within 50 m of the touring area, with a water supply for cleaning that is not drinking water.</p>
<p class="n">10.&nbsp;&nbsp;Refuse shall be collected from the site bins at least twice a week between 1 April and 30 September and at least once a week at other times.</p>
<p><b>Electricity</b></p>
<p class="n">11.&nbsp;&nbsp;Electric hook-up points shall be rated at 16 A, shall have residual current protection, and shall be inspected and tested by a qualified electrician at least once every 12 months. The latest test certificate shall be kept at reception.</p>
<p><b>Use of the site</b></p>
<p class="n">12.&nbsp;&nbsp;The site is for holiday use only. No unit shall be used as a person's only or main residence, and no touring caravan, motorhome or tent shall stay on the site for more than 28 nights in a row.</p>
<p class="n">13.&nbsp;&nbsp;The licence holder shall keep a register of the name and home address of the person in charge of each unit and the dates of arrival and departure, keep each entry for 12 months, and show the register to an officer of the Council on request.</p>
<p class="n">14.&nbsp;&nbsp;Vehicles on the site shall not exceed 5 mph. No engine shall be run on a pitch, and no vehicle moved except in an emergency, between 11.00 pm and 7.00 am.</p>
<p class="n">15.&nbsp;&nbsp;Dogs shall be kept on a lead of not more than 2 m at all times and exercised only in the dog walk shown on the plan. No more than 2 dogs may stay with any one unit.</p>"""

SITE_P3 = """<p class="n">16.&nbsp;&nbsp;The site manager, or a deputy named in writing, shall be on the site or able to reach it within 15 minutes at all times when any unit is occupied, and a notice at the entrance shall give a telephone number on which they can be reached.</p>
<p class="n">17.&nbsp;&nbsp;A copy of this licence, the site rules and the emergency procedure shall be displayed at the reception building and in each toilet block.</p>
<p class="n">18.&nbsp;&nbsp;The licence holder shall tell the Council in writing within 14 days of any change of site manager, and shall apply to the Council before making any change to the layout shown on the plan.</p>
<p class="n">19.&nbsp;&nbsp;Flood warnings: the touring field lies in a flood warning area. The licence holder shall register for flood warnings and, when a flood warning is issued, move all units off the lower touring field within 6 hours.</p>
<h2>Schedule 2 – Council charges</h2>
<table class="p">
<tr><td>New site licence (application)</td><td class="v">£425.00*</td></tr>
<tr><td>Renewal of site licence</td><td class="v">£260.00*</td></tr>
<tr><td>Transfer of licence to a new holder</td><td class="v">£180.00</td></tr>
<tr><td>Alteration of licence conditions at the holder's request</td><td class="v">£210.00†</td></tr>
<tr><td>Annual compliance inspection, per pitch</td><td class="v">£4.20‡</td></tr>
<tr><td>Certified copy of the licence</td><td class="v">£15.00</td></tr>
</table>
<p class="note" style="margin-top:3pt">* Includes one inspection visit; each further visit needed before the licence is issued is charged at £95.00.</p>
<p class="note">† No charge where the Council itself proposes the alteration.</p>
<p class="note">‡ At least £120.00 for any site. Glamping units are counted as pitches.</p>
<h2>Schedule 3 – Pitch charges lodged by the licence holder for 2026</h2>
<table class="p">
<tr><td>Touring caravan or motorhome, per night, 2 adults, hardstanding</td><td class="v">£27.00</td></tr>
<tr><td>Trailer tent or folding camper, per night, 2 adults</td><td class="v">£23.00</td></tr>
<tr><td>Family tent, per night, 2 adults</td><td class="v">£21.00</td></tr>
<tr><td>Backpacker tent, per night, per person</td><td class="v">£11.00</td></tr>
<tr><td>Glamping unit, per night, up to 4 people</td><td class="v">£68.00</td></tr>
<tr><td>Extra adult (16 years and over)</td><td class="v">£6.00</td></tr>
<tr><td>Child (5 to 15 years); under 5 free</td><td class="v">£3.50</td></tr>
<tr><td>Electric hook-up, per night</td><td class="v">£5.00</td></tr>
<tr><td>Dog, per night</td><td class="v">£2.00</td></tr>
</table>
<p class="note" style="margin-top:3pt">The tariff in Schedule 3 is the licence holder's and is displayed for information; the Council does not set or approve it.</p>"""


def build_site() -> None:
    """The site licence: three A4 pages with a running head and a page count."""
    doc = join(*(page_of(h, SITE_CSS) for h in (SITE_P1, SITE_P2, SITE_P3)))
    for i, page in enumerate(doc):
        if i:
            stamp(
                page,
                pymupdf.Rect(56, 36, A4.width - 56, 50),
                "<p>Site Licence HDC/CS/0419 · Brackenfold Farm Touring and Camping Park</p>",
                "* {font-family: serif; font-size: 8pt}",
            )
        stamp(
            page,
            pymupdf.Rect(56, A4.height - 44, A4.width - 56, A4.height - 30),
            f"<p style='text-align:center'>{i + 1} of {doc.page_count}</p>",
            "* {font-family: serif; font-size: 8pt}",
        )
    save(doc, "harrowmere_brackenfold_site_licence.pdf")


# == 3. An allotment society's rules (Markdown: at-a-glance quote block, plot-type grid, numbered rules) ============
ALLOT_MD = """# Fernley Road Allotment Society

## Rules and Conditions of Tenancy

*Adopted at the Annual General Meeting on 14 November 2025. These rules apply to every plot at the Fernley Road and Quarry Bank sites from 1 January 2026 and replace the rules of 2019.*

> **At a glance**
>
> - Rent year: 1 October to 30 September; rent is due on 1 October.
> - Membership of the Society: £6 a year for each tenant, payable with the rent.
> - Gate key: £25 deposit, returned when the key is handed back.
> - Committee inspections: in March, June and September.
> - Bonfires: 1 November to 28 February only, and never at weekends.

### 1. Membership and tenancy

1.1 Every plot holder must be a member of the Society. The tenancy runs from year to year and continues until ended under Rule 9.

1.2 Plots are let from the waiting list in the order that names were added, except that applicants living in the parish of Fernley are offered a plot before applicants living elsewhere.

1.3 A tenant may hold no more than one full plot, or two smaller plots adding up to no more than 250 m².

1.4 A tenant may name one co-worker, who may work the plot with them. A co-worker does not pay rent and has no right to take over the plot, except that a co-worker of at least 2 years' standing may be offered the plot ahead of the waiting list when the tenant gives it up.

### 2. Plots and rents

| Plot type | Size | Annual rent | Water charge | Sheds allowed | Hens allowed |
|---|---|---|---|---|---|
| Full plot | 250 m² | £96 | £14 | 1 | yes, up to 6 |
| Half plot | 125 m² | £52 | £8 | 1 | yes, up to 4 |
| Starter plot | 50 m² | £24 | £4 | none (a store box only) | no |
| Raised bed (wheelchair height, paved surround) | 8 m² | £15 | included | none | no |
| Orchard plot (fruit trees and bushes only) | 200 m² | £70 | £10 | 1 | no |

2.1 Tenants aged 66 or over, and tenants who receive a means-tested benefit, pay half the annual rent. The water charge and the membership fee are not reduced.

2.2 Rent not paid within 40 days of 1 October counts as unpaid for Rule 9.2.

2.3 A new tenant who takes a plot after 1 April pays half of that year's rent.

### 3. Cultivation

3.1 At least three-quarters of a plot must be kept in cultivation, and the whole plot kept free of weeds that spread to neighbouring plots.

3.2 A new tenant must have at least one-quarter of the plot in cultivation within 3 months of the start of the tenancy.

3.3 Paths between plots must be at least 0.6 m wide and kept mown by the tenants on each side.

3.4 Trees other than fruit trees on dwarfing rootstocks may not be planted, except on an orchard plot. No fruit tree on a full, half or starter plot may be allowed to grow higher than 2.5 m.

### 4. Buildings and structures

4.1 A shed may be no bigger than 2.4 m by 1.8 m and no higher than 2.2 m.

4.2 A greenhouse may be no bigger than 3.0 m by 2.4 m. A polytunnel needs the committee's written consent and may be no longer than 6 m.

4.3 No structure may be built of asbestos, or on a concrete base, and glass may not be used in a structure on a plot let to a tenant with children under 5 unless it is safety glass.

### 5. Animals

5.1 Hens may be kept only on the plots shown in the table in Rule 2, in a secure run, and no cockerels may be kept.

5.2 Rabbits for meat or as pets may not be kept on any plot.

5.3 Bees may be kept only in the Society's apiary at the Quarry Bank site, by members who have completed a beekeeping course and who hold third-party liability insurance. No more than 2 hives per member.

5.4 Dogs brought onto the site must be on a lead and must not be left on a plot unattended.

### 6. Water

6.1 Hoses may be used only to fill water butts and tanks, and never left running. Sprinklers are not allowed.

6.2 The water supply is turned off from 1 November to 31 March.

### 7. Bonfires and chemicals

7.1 Bonfires are allowed only between 1 November and 28 February, not at weekends, and only of dry plant material from the plot. A bonfire must be attended at all times and put out before the tenant leaves.

7.2 Weedkillers and pesticides must be approved for amateur garden use and stored in a locked container. Carpet may not be used to cover ground.

### 8. Inspections and notices

8.1 The committee inspects every plot in March, June and September. A plot found to be badly kept receives a first notice giving the tenant 28 days to put it right.

8.2 A plot still badly kept at the end of the 28 days receives a second notice giving a further 14 days.

### 9. Ending a tenancy

9.1 A tenant may give up the plot at any time by telling the Secretary in writing; rent already paid is not refunded.

9.2 The committee may end a tenancy by one month's written notice where rent is unpaid, where a second notice under Rule 8.2 has not been complied with, or where the tenant has been abusive to another member.

9.3 A tenant whose tenancy ends must remove any shed, greenhouse or polytunnel within 1 month. Anything left after that belongs to the Society.

### 10. Committee and appeals

10.1 The committee is the Chair, Secretary, Treasurer and up to six other members elected at the AGM. For 2025–26 the Chair is Winifred Osei, the Secretary is Gareth Pennock and the Treasurer is Lin Harcastle.

10.2 A tenant given notice under Rule 9.2 may appeal in writing to the Chair within 14 days. The appeal is heard by three committee members who took no part in the notice.

10.3 These rules may be changed only by a vote of two-thirds of the members present at a general meeting.
"""


def build_allotments() -> None:
    """The allotment rules (Markdown)."""
    (DOCS / "fernley_road_allotment_rules.md").write_text(ALLOT_MD, encoding="utf-8")
    print("fernley_road_allotment_rules.md")


# == 4. A ski area's lift-ticket terms and slope code (A4: price grid, two side-by-side columns, boxed summary) =====
SKI_CSS = """
body {font-family: sans-serif; font-size: 8.6pt; line-height: 1.25}
h1 {font-size: 16pt; margin: 0 0 2pt 0; color: #0b3d6b}
h2 {font-size: 10pt; margin: 7pt 0 3pt 0; color: #0b3d6b}
p {margin: 0 0 4pt 0}
p.t {margin-left: 20pt; text-indent: -20pt; text-align: justify}
p.note {font-size: 7.4pt; margin-bottom: 2pt}
table.pr {border-collapse: collapse; width: 100%; font-size: 8.4pt}
table.pr th {background-color: #0b3d6b; color: #ffffff; padding: 3pt; text-align: center}
table.pr td {border-bottom: 0.5pt solid #0b3d6b; padding: 3pt; text-align: center}
table.pr td.l {text-align: left}
table.lf {border-collapse: collapse; width: 100%; font-size: 8pt}
table.lf th {border-bottom: 0.8pt solid #000000; padding: 2pt; text-align: left}
table.lf td {border-bottom: 0.3pt solid #999999; padding: 2pt}
"""

SKI_P1 = """<p style="color:#0b3d6b; font-size:9pt"><b>CORRIE DUBH SNOWSPORTS LTD</b> · Glen Aulder, Strathmorven</p>
<h1>Lift tickets and slope code</h1>
<p>Season 2026/27. The season is planned to run from 12 December 2026 to 11 April 2027, snow permitting. These terms apply to every lift ticket and keycard sold by Corrie Dubh Snowsports Ltd (“we”), at the ticket office, at the Base Station machines or online.</p>
<h2>Lift ticket prices</h2>
<table class="pr">
<tr><th style="text-align:left">Ticket</th><th>Afternoon<sup>1</sup></th><th>1 day</th><th>3 days<sup>2</sup></th><th>6 days<sup>2</sup></th><th>Season</th></tr>
<tr><td class="l"><b>Mini</b> (under 6)</td><td>free</td><td>free</td><td>free</td><td>free</td><td>free<sup>3</sup></td></tr>
<tr><td class="l"><b>Junior</b> (6–15)</td><td>£22</td><td>£31</td><td>£84</td><td>£150</td><td>£265</td></tr>
<tr><td class="l"><b>Youth</b> (16–24)</td><td>£28</td><td>£39</td><td>£106</td><td>£190</td><td>£340</td></tr>
<tr><td class="l"><b>Adult</b> (25–64)</td><td>£33</td><td>£46</td><td>£125</td><td>£225</td><td>£420</td></tr>
<tr><td class="l"><b>Senior</b> (65–79)</td><td>£26</td><td>£36</td><td>£98</td><td>£175</td><td>£310</td></tr>
<tr><td class="l"><b>Veteran</b> (80 and over)</td><td>free</td><td>free</td><td>free</td><td>free</td><td>free<sup>3</sup></td></tr>
<tr><td class="l"><b>Family day</b> (2 adults and 2 juniors)</td><td>–</td><td>£135</td><td>–</td><td>–</td><td>–</td></tr>
<tr><td class="l"><b>Beginner area</b> (conveyor and rope tow only)</td><td>£12</td><td>£17</td><td>–</td><td>–</td><td>–</td></tr>
<tr><td class="l"><b>Foot passenger</b> (Aulder gondola return, no skis or boards)</td><td>£14</td><td>£14</td><td>–</td><td>–</td><td>–</td></tr>
</table>
<p class="note" style="margin-top:4pt"><sup>1</sup> Valid from 12.30 pm on the day of use.</p>
<p class="note"><sup>2</sup> Valid on consecutive days only. Multi-day tickets bought online at least 3 days before the first day of use are 10% cheaper.</p>
<p class="note"><sup>3</sup> A free season ticket must be collected in person at the ticket office with proof of age and a photograph.</p>
<p class="note">Age is the age on the first day of use. Proof of age may be asked for at any lift; a ticket used by someone of another age band is withdrawn without refund.</p>
<h2>Keycards</h2>
<p>Every ticket except the foot passenger ticket is loaded on a reusable keycard. A keycard costs £5, which is refunded when the card is returned undamaged to a Base Station machine or the ticket office on the day of purchase or within the same season. Keycards can be reloaded online.</p>"""

SKI_TERMS = """<h2>A. Ticket terms</h2>
<p class="t">A1&nbsp;&nbsp;A ticket is personal to the holder and may not be transferred, lent or resold. The holder's photograph is taken at the first lift for season tickets and for tickets of 3 days or more.</p>
<p class="t">A2&nbsp;&nbsp;A ticket must be carried where the gate can read it, at every lift. The holder must show it to any member of staff who asks.</p>
<p class="t">A3&nbsp;&nbsp;A ticket used by someone other than the holder is withdrawn, and the person using it may be asked to pay the price of a 1-day Adult ticket as a penalty.</p>
<p class="t">A4&nbsp;&nbsp;Lost keycards: a season ticket or a ticket bought online in the holder's name can be replaced for £10 at the ticket office. Other lost tickets are not replaced.</p>
<p class="t">A5&nbsp;&nbsp;We do not refund tickets for bad weather, for lifts closed because of wind or lack of snow, or for the holder's illness or injury, except as stated in A6.</p>
<p class="t">A6&nbsp;&nbsp;If fewer than 3 of our 9 lifts open on a day, holders of a 1-day or afternoon ticket for that day are given a voucher for the same ticket on another day of the same season. If the whole area stays closed on a day, holders of multi-day tickets get one extra day added to the ticket.</p>
<p class="t">A7&nbsp;&nbsp;Season tickets are refunded in part only when the holder produces a doctor's certificate of an injury before 1 February 2027 that prevents skiing for the rest of the season. The refund is 50% of the price, less £30 for administration.</p>
<p class="t">A8&nbsp;&nbsp;Lift times are set each day by the Mountain Operations Manager and shown on the boards at the Base Station. We may close any lift or run at any time for safety.</p>
<p class="t">A9&nbsp;&nbsp;Children under 8 must ride the chairlifts with a person aged 16 or over. Children under 1.25 m tall must be lifted onto the Quoich chairlift seat by an accompanying adult.</p>
<p class="t">A10&nbsp;Dogs are carried on the Aulder gondola only, at the owner's risk, on a short lead and muzzled if staff ask. No dogs are carried on other lifts.</p>
<p class="t">A11&nbsp;Uphill travel on skis (ski touring) on the pistes is allowed only before 8.00 am or after the lifts have closed, and only on the Allt Beag piste.</p>
<p class="t">A12&nbsp;Complaints about tickets go to the ticket office first, then in writing to the Guest Services Manager, Morag Ketteridge, within 28 days of the day of use.</p>"""

SKI_CODE = """<h2>B. Slope code</h2>
<p class="t">B1&nbsp;&nbsp;Stay in control. Ski or ride at a speed and in a way that lets you stop or avoid any person or object.</p>
<p class="t">B2&nbsp;&nbsp;The person below you has priority. Choose a route that does not put people ahead of you at risk.</p>
<p class="t">B3&nbsp;&nbsp;Overtake with a wide margin, above or below, left or right, leaving room for the person you pass to turn.</p>
<p class="t">B4&nbsp;&nbsp;Look uphill before you start off, join a piste or turn across it.</p>
<p class="t">B5&nbsp;&nbsp;Do not stop where you cannot be seen from above, such as below a ridge or on a narrow section, except in an emergency. Move to the side of the piste as soon as you can after a fall.</p>
<p class="t">B6&nbsp;&nbsp;Keep to the side when walking up or down a piste, and walk only at its edge.</p>
<p class="t">B7&nbsp;&nbsp;Obey all signs and markings. Closed pistes are closed: entering a closed piste is a breach of this code.</p>
<p class="t">B8&nbsp;&nbsp;At an accident, stay, warn others above, and call the Ski Patrol on 01479 555 019 or tell the nearest lift attendant.</p>
<p class="t">B9&nbsp;&nbsp;Everyone involved in or seeing an accident must give their name and address to the Ski Patrol.</p>
<p class="t">B10&nbsp;Helmets are strongly advised for everyone and are required for all skiers and riders under 16 in the Snowpark.</p>
<p class="t">B11&nbsp;Leashes or ski brakes must be fitted to all skis and snowboards used on our lifts.</p>
<p class="t">B12&nbsp;Anyone who breaks this code may have their ticket withdrawn by the Ski Patrol without refund. A second withdrawal in the same season bars the holder from buying tickets for the rest of that season.</p>"""

SKI_P3 = """<table style="width:100%; border:1.5pt solid #0b3d6b; border-collapse:collapse"><tr><td style="padding:6pt; background-color:#e8f0f8">
<p style="font-size:10.5pt; color:#0b3d6b"><b>Your ticket at a glance</b></p>
<p>• Buy online by 6.00 pm the day before for the best prices. • Keep your keycard in a left pocket, away from phones. • Afternoon tickets start at 12.30 pm. • Under 6 and 80 and over ride free with proof of age. • Not sure if lifts are running? Check the lift boards or the morning report, published by 7.30 am.</p>
</td></tr></table>
<h2>Lifts and normal operating times</h2>
<table class="lf">
<tr><th>Lift</th><th>Type</th><th>First ascent</th><th>Last ascent</th></tr>
<tr><td>Aulder gondola</td><td>8-seat gondola</td><td>8.30 am</td><td>4.15 pm</td></tr>
<tr><td>Quoich chairlift</td><td>4-seat chair</td><td>9.00 am</td><td>4.00 pm</td></tr>
<tr><td>Coire Bhan chairlift</td><td>2-seat chair</td><td>9.15 am</td><td>3.45 pm</td></tr>
<tr><td>Summit T-bar</td><td>T-bar</td><td>9.30 am</td><td>3.30 pm</td></tr>
<tr><td>Allt Beag and Snowpark button tows</td><td>button tows (2)</td><td>9.00 am</td><td>4.00 pm</td></tr>
<tr><td>Beginner area</td><td>conveyor and rope tows (3)</td><td>9.00 am</td><td>4.15 pm</td></tr>
</table>
<p class="note" style="margin-top:3pt">Lifts close when the wind at the top station gusts above 45 mph (chairlifts and gondola) or 55 mph (T-bar and button tows).</p>
<h2>Lessons and hire</h2>
<p>Ski and snowboard hire, lessons and the Snowsports School are run by Glen Aulder Snowsports School Ltd, not by us; their own terms apply. Group lesson prices do not include a lift ticket, except for the beginner area ticket included in the first-day lesson package.</p>
<h2>Groups</h2>
<p>Groups of 15 or more people buying 1-day tickets together get 15% off, if booked at least 7 days in advance. One free adult ticket is given with every 10 junior tickets bought for a school group.</p>
<p class="note" style="margin-top:10pt">Corrie Dubh Snowsports Ltd, Base Station, Glen Aulder, Strathmorven PH27 4XY. These terms were issued on 1 October 2026 and replace all earlier terms.</p>"""


def build_ski() -> None:
    """The ski area's terms: a price page, a page of two separate side-by-side columns, a boxed summary page."""
    p1 = page_of(SKI_P1, SKI_CSS)
    p2 = pymupdf.open()
    page = p2.new_page(width=A4.width, height=A4.height)
    mid = A4.width / 2
    for rect, html in (
        (pymupdf.Rect(48, 64, mid - 12, A4.height - 60), SKI_TERMS),
        (pymupdf.Rect(mid + 12, 64, A4.width - 48, A4.height - 60), SKI_CODE),
    ):
        spare, _ = page.insert_htmlbox(rect, html, css=SKI_CSS, scale_low=1)
        if spare < 0:
            raise ValueError("ski column overflows")
    page.draw_line((mid, 70), (mid, A4.height - 70), width=0.6, color=(0.04, 0.24, 0.42))
    p3 = page_of(SKI_P3, SKI_CSS)
    doc = join(p1, p2, p3)
    for i, pg in enumerate(doc):
        pg.draw_rect(pymupdf.Rect(0, 0, A4.width, 22), color=None, fill=(0.04, 0.24, 0.42))
        stamp(
            pg,
            pymupdf.Rect(48, A4.height - 40, A4.width - 48, A4.height - 28),
            f"<p style='text-align:right'>Corrie Dubh · Lift tickets and slope code 2026/27 · {i + 1}</p>",
        )
    save(doc, "corrie_dubh_lift_tickets_slope_code.pdf")


# == 5. A music festival's trader and volunteer code (HTML: aside summary box, trader and role tables) =============
FEST_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Wyndmoor Fields Festival 2026 – Trader and Volunteer Code</title>
<style>
body {font-family: Georgia, serif; max-width: 52em; margin: 2em auto; line-height: 1.45}
aside.summary {border: 3px solid #6a1b9a; background: #f6eefa; padding: 0.8em 1.2em; margin: 1em 0}
table {border-collapse: collapse; margin: 0.6em 0}
th, td {border: 1px solid #888; padding: 0.3em 0.6em; text-align: left}
th {background: #ede0f3}
</style>
</head>
<body>
<header>
<p>Wyndmoor Fields Festival · Wyndmoor Estate, Ashcombe Vale</p>
<h1>Trader and Volunteer Code 2026</h1>
<p>Festival dates: Thursday 23 July to Sunday 26 July 2026. Code version 2, published 12 January 2026 by Wyndmoor Fields Events CIC.</p>
</header>

<aside class="summary">
<h2>In short</h2>
<ul>
<li>Traders: 25% of the pitch fee on booking, the rest by 1 June 2026.</li>
<li>Traders build on Wednesday 22 July, 9 am to 8 pm.</li>
<li>No glass, no single-use plastic cups, no generators.</li>
<li>Volunteers: pay a £150 deposit, work your shifts, get your deposit back.</li>
<li>Questions: traders to Declan Fitzwater (Trader Manager), volunteers to Priya Lascelles (Volunteer Coordinator).</li>
</ul>
</aside>

<main>
<h2>Part 1 – Traders</h2>

<h3>1. Pitch fees</h3>
<p>The fee covers a pitch for the whole festival, the wristbands shown, and access to the traders' campsite. All fees are plus VAT.</p>
<table>
<caption>Table 1 – Trader pitch fees 2026</caption>
<tr><th>Trader type</th><th>Standard frontage</th><th>Pitch fee</th><th>Trader wristbands included</th></tr>
<tr><td>Hot food</td><td>6 m</td><td>£1,450</td><td>4</td></tr>
<tr><td>Hot drinks and coffee</td><td>3 m</td><td>£780</td><td>2</td></tr>
<tr><td>Sweets, cakes and desserts</td><td>3 m</td><td>£690</td><td>2</td></tr>
<tr><td>Clothing and accessories</td><td>4 m</td><td>£560</td><td>2</td></tr>
<tr><td>Crafts and gifts (made by the trader)</td><td>3 m</td><td>£420</td><td>2</td></tr>
<tr><td>Charity and community stall (registered charities and not-for-profit groups)</td><td>3 m</td><td>£75</td><td>2</td></tr>
</table>
<p>Each extra metre of frontage costs £120. Extra trader wristbands cost £65 each, up to 4 per pitch. Bars are run by the festival and no trader may sell alcohol.</p>

<h3>2. Booking and payment</h3>
<ol>
<li>Pitches are offered after the Trader Manager has seen the trader's menu or product list, photographs of the stall, and the insurance and safety documents in section 4.</li>
<li>A deposit of 25% of the pitch fee is paid within 14 days of the offer, and the balance by 1 June 2026. A pitch not paid for by then may be offered to another trader.</li>
<li>Cancellation by the trader: before 1 May 2026 the deposit is kept and anything else paid is refunded; on or after 1 May 2026 nothing is refunded.</li>
<li>If the festival is cancelled, pitch fees are refunded in full within 30 days, but not any other costs of the trader.</li>
</ol>

<h3>3. On site</h3>
<ol>
<li>Traders build on Wednesday 22 July between 9 am and 8 pm. Stalls must be ready to trade by 11 am on Thursday 23 July.</li>
<li>Trading hours are 10 am to 1 am on Thursday, 10 am to 2 am on Friday and Saturday, and 10 am to 10 pm on Sunday. Hot food pitches must stay open until at least 11 pm on Friday and Saturday.</li>
<li>Vehicles may drive in the arena only before 10 am, at walking pace, with hazard lights on. One vehicle per pitch may park behind the stall.</li>
<li>Generators are not allowed. Power is supplied by the festival at £95 for a 16 A supply and £160 for a 32 A supply for the whole festival.</li>
<li>No glass may be sold or given out. Cold drinks are sold in cans or cartons; hot and cold drinks in cups only in compostable cups. Single-use plastic cups, straws and cutlery are not allowed.</li>
<li>Traders clear their pitch by 12 noon on Monday 27 July. Waste must go in the trader waste area; a £200 cleaning charge is made for a pitch left dirty.</li>
</ol>

<h3>4. Documents and safety</h3>
<ol>
<li>Every trader holds public liability insurance of at least £5 million.</li>
<li>Food traders hold a food hygiene rating of 3 or above from their home council, and send their allergen information with the menu.</li>
<li>Traders using gas send a gas safety certificate issued within the last 12 months. No more than 2 spare gas cylinders may be kept on a pitch.</li>
<li>Every pitch has a fire extinguisher suitable for its use; hot food pitches also have a fire blanket.</li>
</ol>

<h2>Part 2 – Volunteers</h2>

<h3>5. Roles and shifts</h3>
<table>
<caption>Table 2 – Volunteer roles</caption>
<tr><th>Role</th><th>Shift length</th><th>Shifts to work</th><th>Minimum age</th></tr>
<tr><td>Steward (gates, arena and car parks)</td><td>8 hours</td><td>3</td><td>18</td></tr>
<tr><td>Recycling and litter team</td><td>6 hours</td><td>4</td><td>16</td></tr>
<tr><td>Information point</td><td>6 hours</td><td>3</td><td>18</td></tr>
<tr><td>Campsite crew</td><td>8 hours</td><td>3</td><td>18</td></tr>
<tr><td>Artist liaison</td><td>10 hours</td><td>2</td><td>21</td></tr>
</table>
<p>Volunteers aged 16 or 17 must bring the written consent of a parent or guardian and may not work after 11 pm.</p>

<h3>6. What volunteers get</h3>
<ol>
<li>A festival ticket for all four days, a place in the volunteers' campsite with hot showers, and a meal voucher for each shift worked.</li>
<li>A break of at least 30 minutes in every shift of 6 hours or more.</li>
</ol>

<h3>7. The deposit</h3>
<ol>
<li>Every volunteer pays a deposit of £150 when their place is confirmed.</li>
<li>The deposit is refunded within 28 days after the festival if all shifts were worked. One missed shift loses half the deposit; two or more lose all of it.</li>
<li>A volunteer who cancels at least 6 weeks before the festival gets the deposit back in full.</li>
</ol>

<h3>8. Conduct</h3>
<ol>
<li>No alcohol or drugs before or during a shift. A volunteer found unfit for work is sent off shift, and the shift counts as missed.</li>
<li>Volunteers wear the festival tabard while on shift and do not give away wristbands.</li>
<li>A volunteer who leaves a shift early without the supervisor's agreement loses the whole deposit and may be asked to leave the festival.</li>
</ol>
</main>

<footer>
<p>Wyndmoor Fields Events CIC, Estate Office, Wyndmoor, Ashcombe Vale AV2 8PL. Trader Manager: Declan Fitzwater. Volunteer Coordinator: Priya Lascelles.</p>
</footer>
</body>
</html>
"""


def build_festival() -> None:
    """The festival code (HTML)."""
    (DOCS / "wyndmoor_fields_trader_volunteer_code.html").write_text(FEST_HTML, encoding="utf-8")
    print("wyndmoor_fields_trader_volunteer_code.html")


# == 6. A council's taxi and private-hire licensing policy (A4: boxed summary, numbered paragraphs, grids) ==========
TAXI_CSS = """
body {font-family: sans-serif; font-size: 8.8pt; line-height: 1.27}
h1 {font-size: 15pt; margin: 0 0 3pt 0}
h2 {font-size: 10.5pt; margin: 8pt 0 4pt 0; border-bottom: 0.8pt solid #000000}
p {margin: 0 0 4pt 0; text-align: justify}
p.p {margin-left: 28pt; text-indent: -28pt}
p.note {font-size: 7.6pt; margin-left: 10pt; text-indent: -10pt; margin-bottom: 2pt}
table.g {border-collapse: collapse; width: 100%; font-size: 8pt}
table.g th {border: 0.6pt solid #000000; background-color: #fff2cc; padding: 2.5pt; text-align: center}
table.g td {border: 0.6pt solid #000000; padding: 2.5pt; text-align: center}
table.g td.l {text-align: left}
"""

TAXI_P1 = """<p style="font-size:9pt"><b>OAKHYTHE BOROUGH COUNCIL</b> · Licensing Service</p>
<h1>Hackney Carriage and Private Hire Licensing Policy 2026–2031</h1>
<p>Adopted by the Licensing Committee on 9 December 2025. In force from 1 April 2026 until 31 March 2031, unless revised sooner.</p>
<table style="width:100%; border:1.4pt solid #000000; border-collapse:collapse; margin-top:6pt"><tr><td style="padding:6pt">
<p style="font-size:10pt"><b>SUMMARY OF KEY REQUIREMENTS</b></p>
<p>• Drivers: aged 21 or over, a full driving licence held for at least 3 years, an enhanced criminal record check, a medical, the knowledge test and safeguarding training.</p>
<p>• Vehicles: within the age limits in Table 1, tested twice a year at the Council's depot, insured for hire and reward.</p>
<p>• Operators: a base in the borough, records of every booking kept for 12 months.</p>
<p>• Fees: Appendix A. Fares for hackney carriages: Appendix B.</p>
</td></tr></table>
<h2>1. Introduction</h2>
<p class="p">1.1&nbsp;&nbsp;&nbsp;This policy sets out how Oakhythe Borough Council licenses hackney carriages (vehicles that may ply for hire on the street and wait at taxi ranks), private hire vehicles (vehicles that may carry passengers only when booked in advance through a licensed operator), their drivers, and private hire operators.</p>
<p class="p">1.2&nbsp;&nbsp;&nbsp;The Council's aim is that passengers, and children and vulnerable adults above all, are safe. Each application is decided on its merits; the Council may depart from this policy where there are good reasons and will give them in writing.</p>
<p class="p">1.3&nbsp;&nbsp;&nbsp;Decisions on applications are made by the Licensing Manager, Rhiannon Apsley, or an officer she authorises. Where an officer proposes to refuse, suspend or revoke a licence, the matter is decided by the Licensing Sub-Committee.</p>
<p class="p">1.4&nbsp;&nbsp;&nbsp;In this policy, a <b>dual licence</b> means a single driver's licence that allows the holder to drive both hackney carriages and private hire vehicles.</p>"""

TAXI_P2 = """<h2>2. Drivers</h2>
<p class="p">2.1&nbsp;&nbsp;&nbsp;An applicant for a driver's licence must be at least 21 years old and have held a full driving licence for at least 3 years, or for at least 12 months if they hold an advanced driving qualification.</p>
<p class="p">2.2&nbsp;&nbsp;&nbsp;Criminal records: every applicant provides an enhanced criminal record certificate with a barred-list check, and joins the online update service so that the Council can check it every 6 months.</p>
<p class="p">2.3&nbsp;&nbsp;&nbsp;Medical fitness: drivers meet the medical standard for lorry and bus drivers. A medical report by a registered doctor is needed with the first application, then at the age of 45, then every 5 years until the age of 65, and then every year.</p>
<p class="p">2.4&nbsp;&nbsp;&nbsp;Knowledge test: applicants pass a written test of the borough's streets and places, this policy and the law on hire of vehicles. The pass mark is 80%. An applicant who fails three times must wait 6 months before another attempt.</p>
<p class="p">2.5&nbsp;&nbsp;&nbsp;Safeguarding: applicants complete the Council's safeguarding and disability awareness course before a licence is first granted, and a refresher course every 3 years.</p>
<p class="p">2.6&nbsp;&nbsp;&nbsp;A driver's licence is granted for 3 years. A driver shall tell the Council in writing within 48 hours of any arrest, charge, conviction or caution, and of any change of address within 7 days.</p>
<p class="p">2.7&nbsp;&nbsp;&nbsp;Drivers shall not smoke or use an electronic cigarette in a licensed vehicle at any time, whether or not passengers are carried, and shall wear their driver's badge where passengers can see it.</p>
<p class="p">2.8&nbsp;&nbsp;&nbsp;Assistance dogs: drivers shall carry an assistance dog with its owner at no extra charge, unless the Council has given the driver a medical exemption certificate, which must then be displayed in the vehicle.</p>
<h2>3. Penalty points</h2>
<p class="p">3.1&nbsp;&nbsp;&nbsp;Breaches of licence conditions are dealt with by penalty points, listed in the conditions of licence. Points stay on a licence for 24 months.</p>
<p class="p">3.2&nbsp;&nbsp;&nbsp;A driver, vehicle proprietor or operator who reaches 12 points within 24 months is referred to the Licensing Sub-Committee, which may suspend or revoke the licence.</p>
<p class="p">3.3&nbsp;&nbsp;&nbsp;A person aggrieved by the refusal, suspension or revocation of a licence may appeal to the magistrates' court within 21 days of being told of the decision.</p>
<h2>4. Private hire operators</h2>
<p class="p">4.1&nbsp;&nbsp;&nbsp;An operator's licence is granted for 5 years. The operator keeps a record of every booking (the passenger's name, pick-up and destination, the time, the vehicle and the driver) for at least 12 months.</p>
<p class="p">4.2&nbsp;&nbsp;&nbsp;An operator may take bookings only for vehicles and drivers licensed by this Council, and shall give the passenger, when the booking is made, the fare or the way it is worked out.</p>"""

TAXI_P3 = """<h2>5. Vehicles</h2>
<p class="p">5.1&nbsp;&nbsp;&nbsp;A vehicle licence is granted for 1 year. A vehicle is first licensed only if it is younger than the age in the second column of Table 1, and is not licensed again once it is older than the age in the third column. Age runs from the date of first registration.</p>
<table class="g">
<caption style="font-weight:bold; text-align:left">Table 1 – Vehicle types and conditions</caption>
<tr><th>Vehicle type</th><th>Oldest when first licensed</th><th>Oldest that may be licensed</th><th>Passenger seats</th><th>Tests a year</th></tr>
<tr><td class="l">Saloon or estate car</td><td>5 years</td><td>10 years</td><td>4</td><td>2</td></tr>
<tr><td class="l">Multi-purpose vehicle (MPV)</td><td>5 years</td><td>12 years</td><td>5 to 8</td><td>2</td></tr>
<tr><td class="l">Wheelchair-accessible vehicle</td><td>7 years</td><td>15 years</td><td>up to 8, with 1 wheelchair space</td><td>2</td></tr>
<tr><td class="l">Zero-emission (fully electric) vehicle</td><td>6 years</td><td>14 years</td><td>4 to 8</td><td>1</td></tr>
<tr><td class="l">Executive car (private hire only)</td><td>3 years</td><td>8 years</td><td>4</td><td>2</td></tr>
<tr><td class="l">Stretched vehicle (private hire only)</td><td>10 years</td><td>15 years</td><td>up to 8</td><td>2</td></tr>
</table>
<p class="note" style="margin-top:3pt">A vehicle in exceptional condition may be licensed beyond the third column for one year at a time, for not more than 2 further years, after an inspection by the Licensing Manager.</p>
<p class="p">5.2&nbsp;&nbsp;&nbsp;Hackney carriages shall be white, carry an illuminated roof sign reading TAXI, and display the Council's plate on the rear. Every new hackney carriage licensed after 1 April 2027 shall be a wheelchair-accessible vehicle.</p>
<p class="p">5.3&nbsp;&nbsp;&nbsp;Private hire vehicles shall not have a roof sign, and shall not display the words taxi or cab anywhere. They carry the Council's door signs on both front doors and the plate on the rear.</p>
<p class="p">5.4&nbsp;&nbsp;&nbsp;Window tint: the windscreen shall let through at least 75% of light and the front side windows at least 70%. Rear windows may be darker.</p>
<p class="p">5.5&nbsp;&nbsp;&nbsp;CCTV is not required, but a system fitted in a licensed vehicle must be of a type approved by the Council, and must record sound only when the driver or a passenger presses a button.</p>
<p class="p">5.6&nbsp;&nbsp;&nbsp;A proprietor shall report an accident that damages a licensed vehicle to the Council within 72 hours, and shall not use the vehicle for hire until it has been repaired and inspected.</p>
<p class="p">5.7&nbsp;&nbsp;&nbsp;A licensed vehicle that fails a test is suspended until it passes a re-test; a re-test within 10 working days is free, and a later one is charged as a full test.</p>
<h2>6. Fares</h2>
<p class="p">6.1&nbsp;&nbsp;&nbsp;The Council sets the most a hackney carriage may charge (Appendix B), and reviews the table of fares every year in February. Private hire fares are not set by the Council.</p>
<p class="p">6.2&nbsp;&nbsp;&nbsp;A driver may charge a soiling charge of not more than £80 where a passenger fouls the vehicle so that it cannot be used until cleaned.</p>"""

TAXI_P4 = """<h2>Appendix A – Licence fees from 1 April 2026</h2>
<table class="g">
<tr><th>Licence</th><th>Term</th><th>New</th><th>Renewal</th></tr>
<tr><td class="l">Hackney carriage driver</td><td>3 years</td><td>£245</td><td>£215</td></tr>
<tr><td class="l">Private hire driver</td><td>3 years</td><td>£235</td><td>£205</td></tr>
<tr><td class="l">Dual driver's licence</td><td>3 years</td><td>£290</td><td>£255</td></tr>
<tr><td class="l">Hackney carriage vehicle</td><td>1 year</td><td>£310*</td><td>£285*</td></tr>
<tr><td class="l">Private hire vehicle</td><td>1 year</td><td>£240*</td><td>£220*</td></tr>
<tr><td class="l">Private hire operator, 1 or 2 vehicles</td><td>5 years</td><td>£420</td><td>£400</td></tr>
<tr><td class="l">Private hire operator, 3 to 20 vehicles</td><td>5 years</td><td>£780</td><td>£740</td></tr>
<tr><td class="l">Private hire operator, 21 or more vehicles</td><td>5 years</td><td>£1,250</td><td>£1,190</td></tr>
</table>
<p class="note" style="margin-top:3pt">* A zero-emission vehicle pays half this fee for licences granted before 1 April 2028.</p>
<h2>Other charges</h2>
<table class="g">
<tr><th>Item</th><th>Charge</th></tr>
<tr><td class="l">Knowledge test (each attempt)</td><td>£55†</td></tr>
<tr><td class="l">Vehicle test at the Council's depot</td><td>£62</td></tr>
<tr><td class="l">Transfer of a vehicle licence to a new proprietor</td><td>£60</td></tr>
<tr><td class="l">Replacement driver's badge</td><td>£18</td></tr>
<tr><td class="l">Replacement vehicle plate</td><td>£35‡</td></tr>
</table>
<p class="note" style="margin-top:3pt">† Includes one free re-sit within 3 months of a first failed attempt.</p>
<p class="note">‡ No charge where the plate was stolen and the theft has been reported to the police.</p>
<p class="note">The cost of the criminal record certificate, the update service and the medical report is paid by the applicant directly and is not included in these fees.</p>
<h2>Appendix B – Hackney carriage fares (maximum)</h2>
<table class="g">
<tr><th>Tariff</th><th>When</th><th>Start (first 440 yards)</th><th>Each further 176 yards</th></tr>
<tr><td class="l">Tariff 1</td><td>6 am to 10 pm, Monday to Saturday</td><td>£3.20</td><td>20p</td></tr>
<tr><td class="l">Tariff 2</td><td>10 pm to 6 am, and all day on Sundays and bank holidays</td><td>£4.40</td><td>30p</td></tr>
<tr><td class="l">Tariff 3</td><td>6 pm on 24 December to 6 am on 27 December, and 6 pm on 31 December to 6 am on 2 January</td><td>£6.40</td><td>40p</td></tr>
</table>
<p class="note" style="margin-top:3pt">Waiting time: 20p for each 40 seconds. Each passenger after the first four: 50p. No charge for luggage, pushchairs, wheelchairs or assistance dogs.</p>"""


def build_taxi() -> None:
    """The taxi policy: four A4 pages, a running head after the first, a footer with the page number."""
    doc = join(*(page_of(h, TAXI_CSS) for h in (TAXI_P1, TAXI_P2, TAXI_P3, TAXI_P4)))
    for i, page in enumerate(doc):
        if i:
            stamp(
                page,
                pymupdf.Rect(56, 38, A4.width - 56, 50),
                "<p style='text-align:right'>Oakhythe BC · Hackney Carriage and Private Hire Licensing Policy 2026–2031</p>",
            )
        stamp(
            page,
            pymupdf.Rect(56, A4.height - 44, A4.width - 56, A4.height - 32),
            f"<p style='text-align:center'>Page {i + 1}</p>",
        )
    save(doc, "oakhythe_taxi_private_hire_policy.pdf")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_library()
    build_site()
    build_allotments()
    build_ski()
    build_festival()
    build_taxi()
