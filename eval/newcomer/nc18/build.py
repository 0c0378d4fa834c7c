# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc18 newcomer documents: six invented documents in genres and layouts not used by nc5-nc17. Run from
anywhere:

    python eval/newcomer/nc18/build.py

writes into eval/newcomer/nc18/docs/:

- tallowmere_leisure_centre_membership_leaflet.pdf  a leisure centre's membership terms and price list as a tri-fold
                                                    leaflet (two landscape A4 pages, three panels each, fold marks),
                                                    price lists with dot leaders
- brackwater_ferries_conditions_of_carriage.pdf     a ferry company's conditions of carriage (A4): a boxed summary on
                                                    page 1, numbered conditions, fare schedules with categories as rows
                                                    and seasons / ticket types as columns, footnote markers * † ‡ §
- kestle_heath_golf_local_rules_2026.pdf            a golf club's local rules and competition conditions (A5): a
                                                    scorecard grid, rules each closed by a boxed penalty statement, an
                                                    eligibility table by player category
- dunmere_animal_boarding_licence_conditions.md     a council's boarding kennel and cattery licence conditions
                                                    (Markdown): bold condition numbers, guidance blockquotes, space
                                                    tables by dog size and by number of cats
- carrow_vale_residences_licence_2026_27.pdf        a university's student accommodation licence agreement (A4): a
                                                    boxed key-facts page, then the clauses side by side with a "What
                                                    this means" column, a rent table with footnote markers
- fenwick_commercial_waste_service_standard.html    a council's commercial waste collection service standard (HTML): a
                                                    charges table by container size and waste stream with footnote
                                                    markers, service levels, a definition list

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import height, save_pdf, stamp  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A4L = pymupdf.paper_rect("a4-l")
A5 = pymupdf.paper_rect("a5")

HELV = pymupdf.Font("helv")
HELVB = pymupdf.Font("hebo")


def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc18 build.py", "D:20251115000000Z")


def box(page: pymupdf.Page, rect: pymupdf.Rect, html: str, css: str) -> None:
    """Print `html` into `rect`; raise if it does not fit."""
    spare, _ = page.insert_htmlbox(rect, html, css=css, scale_low=1)
    if spare < 0:
        raise ValueError(f"does not fit: {html[:80]}")


# == 1. A leisure centre's membership leaflet (tri-fold: two landscape pages of three panels, dot-leader price lists) ==
LEAF_CSS = """* {font-family: sans-serif; font-size: 8.6pt; margin: 0; line-height: 1.25}
h1 {font-size: 19pt; color: #0b6e4f; margin-bottom: 6pt}
h2 {font-size: 11pt; color: #ffffff; background-color: #0b6e4f; padding: 2pt 4pt; margin: 6pt 0 4pt 0}
h3 {font-size: 9.2pt; color: #0b6e4f; margin: 5pt 0 2pt 0}
p {margin-bottom: 3.5pt}
li {margin-bottom: 2.5pt}
.small {font-size: 7.4pt}
.note {font-size: 7.4pt; color: #333333}
"""

# outside of the leaflet: inside flap (terms), back panel (rules and contact), front cover
LEAF_P1 = [
    """<h2>Membership terms</h2>
<ol>
<li><b>Minimum term.</b> Monthly memberships paid by Direct Debit have a minimum term of 3 months. After that they run from month to month until cancelled.</li>
<li><b>Payment.</b> Direct Debits are collected on the 1st of each month. If a payment fails we collect it again 7 days later; if the second attempt fails the membership is suspended until the arrears are paid, and an administration charge of £8.00 is added.</li>
<li><b>Cancelling.</b> Give one full calendar month’s notice in writing to the Membership Office, after the minimum term. Cancelling your Direct Debit with your bank does not cancel your membership.</li>
<li><b>Freezing.</b> A membership may be frozen for 1 to 3 months in any 12 months for medical reasons (with a doctor’s note) or for pregnancy, at £4.50 a month while frozen. Ask at reception at least 10 days before the next collection date.</li>
<li><b>Annual memberships</b> are paid in full and are not refunded, except on medical grounds, when the unused full months are refunded less £20.</li>
<li><b>Price changes.</b> We give at least 30 days’ notice of any change to membership prices. Prices are reviewed once a year, in November.</li>
<li><b>Cards.</b> Membership cards may not be lent or transferred. A lost card is replaced for £5.00.</li>
<li><b>Joining fee.</b> A joining fee of £15.00 applies to all monthly memberships. It is waived for anyone who joins in January.</li>
</ol>""",
    """<h2>Ages and supervision</h2>
<p><b>Pool.</b> Children under 8 must be accompanied in the water by a person aged 16 or over. One accompanying person may look after no more than two children under 8.</p>
<p><b>Gym.</b> From age 11 juniors may use the gym after a junior gym induction (£6.00), but those aged 11 to 13 only with a parent or guardian in the gym. Juniors aged 14 to 17 may train on their own once inducted. Free weights are for those aged 16 and over.</p>
<p><b>Fitness classes.</b> Classes are open from age 14; juniors aged 14 and 15 must attend with an adult member.</p>
<p><b>Climbing wall.</b> Climbers must complete a wall induction. Under-16s climb only in supervised sessions.</p>
<h2>Guests</h2>
<p>Adult, Joint and Family members may bring a guest up to 6 times in a membership year, at £4.00 a visit. Guests must be 16 or over and sign in at reception.</p>
<h2>Contact</h2>
<p>Membership Office, Tallowmere Leisure Centre, Brennock Road, Tallowmere TM4 2QJ<br>Telephone 01632 884 210<br>Membership enquiries: Hollis Varga, Membership Manager</p>""",
    """<p style="font-size:8pt; color:#0b6e4f; margin-bottom:40pt">Tallowmere Community Leisure Trust</p>
<h1>Tallowmere Leisure Centre</h1>
<p style="font-size:14pt; margin-bottom:14pt">Membership terms &amp; price list 2026</p>
<p style="font-size:10pt">Swim · Gym · Classes · Sports hall · Climbing wall</p>
<p style="font-size:9pt; margin-top:30pt">Prices in this leaflet apply from 1 January 2026 to 31 December 2026.</p>
<p style="font-size:9pt; margin-top:6pt">Please read the membership terms inside before you join. By joining you accept them.</p>
<p class="small" style="margin-top:110pt">Leaflet ref. TLC/M/26 · Issued November 2025</p>""",
]

# dot-leader price lists for the inside panels: (name, price, small note or "")
LEAF_MEMBERS = [
    ("Adult (18–65)", "£36.50", ""),
    ("Adult off-peak¹", "£27.00", ""),
    ("Joint", "£64.00", "two adults living at the same address"),
    ("Family", "£79.00", "two adults and up to three children aged 4 to 17"),
    ("Junior (11–17)", "£18.00", ""),
    ("Concession (66 and over)", "£24.50", "also holders of a Tallowmere Leisure Card"),
    ("Swim-only adult", "£22.00", ""),
    ("Annual adult (paid in full)", "£385.00", ""),
]
LEAF_PAYG = [
    ("Swim, adult", "£5.40", ""),
    ("Swim, junior (4–17)", "£3.10", ""),
    ("Swim, concession", "£3.60", ""),
    ("Swim, under 4", "free", "with a paying adult; at most two under-4s per adult"),
    ("Gym visit (inducted users)", "£8.50", ""),
    ("Fitness class", "£7.20", ""),
    ("Badminton court, 55 min, peak", "£12.80", ""),
    ("Badminton court, 55 min, off-peak¹", "£9.60", ""),
    ("Sports hall, whole hall, per hour", "£58.00", ""),
    ("Climbing wall session", "£9.90", ""),
    ("Climbing wall induction", "£14.00", ""),
]


def dot_list(page: pymupdf.Page, x0: float, x1: float, y: float, rows: list[tuple[str, str, str]]) -> float:
    """Print `rows` as a price list with dot leaders between name and price; returns the next baseline."""
    tw = pymupdf.TextWriter(page.rect)
    size, dot = 9.0, HELV.text_length(" .", fontsize=9.0)
    for name, price, note in rows:
        wn = HELV.text_length(name + " ", fontsize=size)
        wp = HELVB.text_length(" " + price, fontsize=size)
        n = int((x1 - x0 - wn - wp) / dot)
        tw.append((x0, y), name + " " + " ." * n, font=HELV, fontsize=size)
        tw.append((x1 - HELVB.text_length(price, fontsize=size), y), price, font=HELVB, fontsize=size)
        y += 13
        if note:
            tw.append((x0 + 8, y - 2), note, font=HELV, fontsize=7.2)
            y += 10
    tw.write_text(page, color=(0.1, 0.1, 0.1))
    return y


def build_leaflet() -> None:
    """The leisure centre leaflet: page 1 the outside (terms flap, back, cover), page 2 the inside (prices, hours)."""
    doc = pymupdf.open()
    w, h = A4L.width, A4L.height
    pw = w / 3
    panels = [pymupdf.Rect(i * pw + 22, 26, (i + 1) * pw - 22, h - 26) for i in range(3)]

    def folds(page: pymupdf.Page) -> None:
        for i in (1, 2):
            page.draw_line((i * pw, 8), (i * pw, h - 8), color=(0.6, 0.6, 0.6), width=0.4, dashes="[3 3] 0")

    p = doc.new_page(width=w, height=h)
    folds(p)
    for r, html in zip(panels, LEAF_P1, strict=True):
        box(p, r, html, LEAF_CSS)
    p.draw_rect(pymupdf.Rect(2 * pw, 0, w, 18), color=None, fill=(0.043, 0.431, 0.31))

    p = doc.new_page(width=w, height=h)
    folds(p)
    r = panels[0]
    box(
        p,
        pymupdf.Rect(r.x0, r.y0, r.x1, r.y0 + 60),
        "<h2>Membership prices 2026</h2><p class='note'>Monthly, by Direct Debit</p>",
        LEAF_CSS,
    )
    y = dot_list(p, r.x0, r.x1, r.y0 + 62, LEAF_MEMBERS)
    box(
        p,
        pymupdf.Rect(r.x0, y + 4, r.x1, r.y1),
        """<p class="note">¹ Off-peak means before 16:00 Monday to Friday, and after 14:00 on Saturday and Sunday.</p>
<p class="note">A joining fee of £15.00 applies to monthly memberships (see the terms). All memberships include swimming, the gym (after induction) and fitness classes, except Swim-only, which includes swimming and the pool sauna only.</p>
<p class="note">Family memberships cover up to three children; each further child aged 4 to 17 is added for £6.00 a month.</p>""",
        LEAF_CSS,
    )
    r = panels[1]
    box(
        p,
        pymupdf.Rect(r.x0, r.y0, r.x1, r.y0 + 60),
        "<h2>Pay as you go</h2><p class='note'>Per visit, no membership needed</p>",
        LEAF_CSS,
    )
    y = dot_list(p, r.x0, r.x1, r.y0 + 62, LEAF_PAYG)
    box(
        p,
        pymupdf.Rect(r.x0, y + 4, r.x1, r.y1),
        """<p class="note">Courts and the sports hall may be booked up to 7 days ahead (members: 10 days ahead). A booking cancelled less than 24 hours before it starts is charged in full.</p>
<p class="note">Concession prices apply to those aged 66 and over and to holders of a Tallowmere Leisure Card; show proof at reception.</p>""",
        LEAF_CSS,
    )
    box(
        p,
        panels[2],
        """<h2>Opening hours</h2>
<table style="width:100%">
<tr><td>Monday to Friday</td><td style="text-align:right">06:30 – 22:00</td></tr>
<tr><td>Saturday</td><td style="text-align:right">08:00 – 18:00</td></tr>
<tr><td>Sunday</td><td style="text-align:right">08:00 – 20:00</td></tr>
<tr><td>Public holidays</td><td style="text-align:right">09:00 – 17:00</td></tr>
</table>
<p class="note" style="margin-top:3pt">Closed on 25 and 26 December and on 1 January. Last entry to the pool and gym is 45 minutes before closing.</p>
<h2>Swimming sessions</h2>
<p><b>Lane swimming</b> Monday to Friday 06:30 – 09:00 and 19:00 – 21:30.</p>
<p><b>Family fun session</b> Saturday and Sunday 13:00 – 15:00 (inflatable on Sundays).</p>
<p><b>Adults only</b> Wednesday 20:00 – 21:30.</p>
<h2>Good to know</h2>
<ul>
<li>Lockers take a £1 coin, which is returned.</li>
<li>Towels are hired at reception for £2.50.</li>
<li>Parking is free for 3 hours for centre users.</li>
<li>The café is open 08:00 – 19:00 every day.</li>
</ul>""",
        LEAF_CSS,
    )
    save(doc, "tallowmere_leisure_centre_membership_leaflet.pdf")


# == 2. A ferry company's conditions of carriage (A4: boxed summary, numbered conditions, fare matrices with markers) =
FERRY_CSS = """* {font-family: serif; font-size: 9.6pt; margin: 0; line-height: 1.28}
h1 {font-size: 17pt; font-family: sans-serif; color: #123c69}
h2 {font-size: 11pt; font-family: sans-serif; color: #123c69; margin: 8pt 0 3pt 0; border-bottom: 0.6pt solid #123c69}
p {margin-bottom: 4pt; text-align: justify}
.c {margin-left: 22pt}
.sum {border: 1.2pt solid #123c69; background-color: #eef3f8; padding: 6pt 9pt; margin: 8pt 0}
.sum p {margin-bottom: 2.5pt}
table.f {border-collapse: collapse; width: 100%; margin: 4pt 0}
table.f th {font-family: sans-serif; font-size: 8.4pt; background-color: #123c69; color: #ffffff; border: 0.5pt solid #123c69; padding: 3pt}
table.f td {font-size: 9pt; border: 0.5pt solid #8aa0b8; padding: 3pt; text-align: right}
table.f td.k {text-align: left}
.fn {font-size: 8.2pt; margin-bottom: 2pt}
"""

FERRY_PAGES = [
    """<p style="font-family:sans-serif; font-size:8.5pt; color:#123c69">BRACKWATER ISLAND FERRIES LTD</p>
<h1>Conditions of Carriage of Passengers, Vehicles and Animals</h1>
<p style="font-family:sans-serif; font-size:9pt">In force from 1 March 2026 · Routes: Port Halloran – Skerrinish and Port Halloran – Inchgarve</p>
<div class="sum">
<p><b>IN SHORT — please read before you travel</b></p>
<p>• Check in at least 30 minutes before departure with a vehicle, and 15 minutes before on foot.</p>
<p>• Vehicles must be booked. Foot passengers may buy tickets at the port.</p>
<p>• Tickets may be changed up to 2 hours before departure for £8.00 per change.</p>
<p>• Animals travel in your vehicle or in the pet lounge on Deck 4 — never in the passenger lounges, except assistance dogs.</p>
<p>• Full details are in the conditions below. The fares are in Schedule 1 and other charges in Schedule 2.</p>
</div>
<h2>1. Definitions</h2>
<p class="c">1.1 “Carrier” means Brackwater Island Ferries Ltd. “Passenger” means any person carried under a ticket, including the driver of a vehicle.</p>
<p class="c">1.2 “Vehicle” means any motor vehicle, trailer, caravan or bicycle presented for carriage. “Overall length” means the length of a vehicle including any tow bar, trailer, bicycle rack or roof box that sticks out.</p>
<p class="c">1.3 “High season” means 1 June to 15 September inclusive, together with all public holidays. All other dates are “low season”.</p>
<p class="c">1.4 “Island resident” means a person whose main home is on Skerrinish or Inchgarve and who holds a valid Island Resident Card issued by the Carrier.</p>
<h2>2. Tickets and booking</h2>
<p class="c">2.1 A ticket is valid only for the sailing, route and vehicle named on it. A Day return is valid for the return on the same day; a Period return is valid for return within 1 month of the outward date.</p>
<p class="c">2.2 Children under 16 must travel with a passenger aged 18 or over. One adult may take no more than four children under 16.</p>
<p class="c">2.3 Tickets bought on board cost £2.00 more than the fares in Schedule 1 where a ticket office is open at the port of departure.</p>
<h2>3. Check-in</h2>
<p class="c">3.1 Vehicles must be in the marshalling lanes at least 30 minutes before the scheduled departure; foot passengers must check in at least 15 minutes before. A vehicle that arrives later may be refused and treated as a no-show.</p>
<p class="c">3.2 The Carrier may put a later-arriving vehicle on the next sailing with space at no extra charge, but does not have to.</p>""",
    """<h2>4. Vehicles</h2>
<p class="c">4.1 The driver must declare the vehicle’s category and overall length at booking. A vehicle found longer than declared is charged the difference, plus a £15.00 re-measurement fee.</p>
<p class="c">4.2 Vehicles over 3.5 tonnes gross weight, and any vehicle over 2.5 m wide, must be booked with the Freight Desk at least 24 hours before sailing.</p>
<p class="c">4.3 Drivers must leave the vehicle deck once parked and may not return to it during the crossing unless a crew member goes with them.</p>
<p class="c">4.4 Vehicles carrying liquefied petroleum gas (LPG) must declare it. Gas cylinders must be turned off at the valve, and no more than three cylinders of up to 15 kg each may be carried in any one vehicle.</p>
<p class="c">4.5 Fuel may not be carried in a container other than the vehicle’s own tank, except one approved can of up to 10 litres.</p>
<h2>5. Animals</h2>
<p class="c">5.1 Dogs may travel in the owner’s vehicle or, if travelling on foot, in the pet lounge on Deck 4 on a lead and muzzled where the crew asks. The fare for a dog is in Schedule 2.</p>
<p class="c">5.2 Assistance dogs travel free and may stay with their owner in all passenger areas.</p>
<p class="c">5.3 Livestock is carried only in a livestock trailer booked with the Freight Desk, and the trailer is charged at the goods vehicle rate.</p>
<h2>6. Baggage</h2>
<p class="c">6.1 Each foot passenger may take up to two pieces of hand baggage, each no heavier than 20 kg, free of charge. Further pieces are charged under Schedule 2.</p>
<h2>7. Changes, cancellations and refunds</h2>
<p class="c">7.1 A passenger who cancels a booking is refunded as follows: cancelled more than 7 days before departure, the fare less a £10.00 cancellation fee; 2 to 7 days before, 50 per cent of the fare; less than 48 hours before, or a no-show, nothing.</p>
<p class="c">7.2 Island resident fares are refunded in full whenever cancelled before departure.</p>
<h2>8. Delays and cancellations by the Carrier</h2>
<p class="c">8.1 Sailings may be cancelled or delayed for weather, tides or technical reasons. Where the Carrier cancels a sailing, passengers may travel on the next available sailing or have a full refund.</p>
<p class="c">8.2 Where a sailing leaves more than 90 minutes late for a reason in the Carrier’s control, passengers may claim 25 per cent of the single fare paid; 120 minutes or more, 50 per cent. Claims are made to Customer Relations within 3 months of the sailing.</p>
<h2>9. Liability</h2>
<p class="c">9.1 The Carrier is not liable for loss of or damage to a vehicle or its contents unless caused by the fault of the Carrier or its crew, and then to no more than £2,500 per vehicle for contents.</p>
<p class="c">9.2 Complaints are made in writing to the Customer Relations Manager, Brackwater Island Ferries Ltd, Harbour Office, Port Halloran PH2 7LN.</p>""",
    """<h2>Schedule 1 — Fares (each way unless stated)</h2>
<p><b>Table A — Passengers</b></p>
<table class="f">
<tr><th style="text-align:left">Passenger</th><th>Single</th><th>Day return</th><th>Period return</th><th>Island resident single</th></tr>
<tr><td class="k">Adult (16 and over)</td><td>£9.80</td><td>£15.60</td><td>£18.40</td><td>£4.20</td></tr>
<tr><td class="k">Child (4 to 15)</td><td>£4.90</td><td>£7.80</td><td>£9.20</td><td>£2.10</td></tr>
<tr><td class="k">Infant (under 4)</td><td>free</td><td>free</td><td>free</td><td>free</td></tr>
<tr><td class="k">Senior (60 and over)*</td><td>£7.40</td><td>£11.70</td><td>£13.80</td><td>£3.20</td></tr>
<tr><td class="k">Passenger with a disability, and one companion†</td><td>£4.90</td><td>£7.80</td><td>£9.20</td><td>£2.10</td></tr>
</table>
<p class="fn">* Proof of age may be asked for at check-in. Senior fares are not available on sailings before 09:00 on weekdays.</p>
<p class="fn">† On showing a concessionary travel pass; the companion travels at the same fare.</p>
<p style="margin-top:8pt"><b>Table B — Vehicles</b> (driver not included; each passenger pays the Table A fare)</p>
<table class="f">
<tr><th style="text-align:left">Vehicle</th><th>Low season single</th><th>High season single</th><th>Low season period return</th><th>High season period return</th></tr>
<tr><td class="k">Car or 4x4, overall length up to 5.0 m</td><td>£38.00</td><td>£52.00</td><td>£66.00</td><td>£92.00</td></tr>
<tr><td class="k">Car or 4x4, over 5.0 m and up to 6.5 m</td><td>£54.00</td><td>£71.00</td><td>£95.00</td><td>£126.00</td></tr>
<tr><td class="k">Van up to 3.5 tonnes gross weight</td><td>£61.00</td><td>£78.00</td><td>£108.00</td><td>£139.00</td></tr>
<tr><td class="k">Motorhome up to 8.0 m‡</td><td>£88.00</td><td>£119.00</td><td>£157.00</td><td>£212.00</td></tr>
<tr><td class="k">Motorcycle (solo)</td><td>£16.50</td><td>£21.00</td><td>£29.00</td><td>£37.00</td></tr>
<tr><td class="k">Bicycle</td><td>£3.00</td><td>£3.00</td><td>£5.00</td><td>£5.00</td></tr>
<tr><td class="k">Trailer or caravan towed, per metre of its own length</td><td>£9.50</td><td>£12.50</td><td>£17.00</td><td>£22.50</td></tr>
<tr><td class="k">Goods vehicle over 3.5 tonnes, per metre of overall length§</td><td>£14.20</td><td>£14.20</td><td>£25.60</td><td>£25.60</td></tr>
<tr><td class="k">Coach or minibus over 9 seats</td><td>£96.00</td><td>£124.00</td><td>£170.00</td><td>£221.00</td></tr>
</table>
<p class="fn">‡ Motorhomes over 8.0 m are charged per metre of overall length at the goods vehicle rate.</p>
<p class="fn">§ Minimum charge 8 metres. The driver and one crew member travel free with a goods vehicle.</p>
<p class="fn">Island residents pay 50 per cent of the Table B fares for one car, van or motorcycle registered to their island address.</p>""",
    """<h2>Schedule 2 — Other charges</h2>
<table class="f">
<tr><th style="text-align:left">Item</th><th>Charge</th></tr>
<tr><td class="k">Change of ticket (up to 2 hours before departure)</td><td>£8.00 per change</td></tr>
<tr><td class="k">Dog (each way; assistance dogs free)</td><td>£6.00</td></tr>
<tr><td class="k">Extra hand baggage, per piece after the first two</td><td>£4.00</td></tr>
<tr><td class="k">Ticket bought on board where the port ticket office was open</td><td>£2.00 added</td></tr>
<tr><td class="k">Re-measurement of a vehicle longer than declared</td><td>£15.00 plus the difference</td></tr>
<tr><td class="k">Replacement Island Resident Card</td><td>£12.00</td></tr>
<tr><td class="k">Cancellation more than 7 days before departure</td><td>£10.00</td></tr>
</table>
<h2>Island Resident Cards</h2>
<p class="c">A card is issued free to a resident who shows a council tax bill or tenancy agreement for an address on Skerrinish or Inchgarve. It is valid for 3 years and is not transferable.</p>
<h2>Timetable notes</h2>
<p class="c">The summer timetable runs from the last Sunday in March to the last Saturday in October; the winter timetable for the rest of the year. No sailings run on 25 December. On 26 December and 1 January the Sunday timetable is run.</p>
<p class="c">Crossing times are about 55 minutes to Skerrinish and 35 minutes to Inchgarve.</p>
<p style="margin-top:16pt; font-size:8.5pt; font-family:sans-serif">Brackwater Island Ferries Ltd · Registered office: Harbour Office, Port Halloran PH2 7LN · Conditions of Carriage, edition 2026/1</p>""",
]


def build_ferry() -> None:
    """The ferry conditions of carriage: four A4 pages with a header and a page footer."""
    doc = pymupdf.open()
    for i, html in enumerate(FERRY_PAGES):
        p = doc.new_page(width=A4.width, height=A4.height)
        box(p, pymupdf.Rect(56, 56, A4.width - 56, A4.height - 60), html, FERRY_CSS)
        stamp(
            p,
            pymupdf.Rect(56, 28, A4.width - 56, 40),
            "<p style='text-align:right'>Brackwater Island Ferries · Conditions of Carriage 2026/1</p>",
        )
        stamp(
            p,
            pymupdf.Rect(56, A4.height - 40, A4.width - 56, A4.height - 28),
            f"<p style='text-align:center'>{i + 1}</p>",
        )
    save(doc, "brackwater_ferries_conditions_of_carriage.pdf")


# == 3. A golf club's local rules and competition conditions (A5: scorecard grid, rules with boxed penalties) ======
GOLF_CSS = """* {font-family: sans-serif; font-size: 8.2pt; margin: 0; line-height: 1.25}
h1 {font-size: 13pt; color: #1d4d2b; text-align: center}
h2 {font-size: 9.6pt; color: #1d4d2b; margin: 6pt 0 2pt 0}
p {margin-bottom: 3pt}
.pen {border: 1pt solid #1d4d2b; padding: 2pt 5pt; margin: 2pt 0 6pt 0; font-size: 7.8pt}
table.sc {border-collapse: collapse; width: 100%; margin-bottom: 6pt}
table.sc td, table.sc th {border: 0.5pt solid #1d4d2b; text-align: center; font-size: 7.4pt; padding: 1.5pt 1pt}
table.sc th {background-color: #1d4d2b; color: #ffffff}
table.sc td.k {text-align: left; font-weight: bold}
table.e {border-collapse: collapse; width: 100%; margin: 3pt 0 4pt 0}
table.e td, table.e th {border: 0.5pt solid #777777; font-size: 7.8pt; padding: 2pt 3pt}
table.e th {background-color: #e3eee6}
.n {font-size: 7.2pt}
"""

HOLES = [
    # hole, white, yellow, red, par, stroke index
    (1, 384, 366, 331, 4, 9),
    (2, 176, 158, 139, 3, 15),
    (3, 512, 494, 441, 5, 3),
    (4, 402, 381, 345, 4, 1),
    (5, 338, 320, 288, 4, 13),
    (6, 427, 409, 372, 4, 5),
    (7, 164, 149, 127, 3, 17),
    (8, 531, 508, 455, 5, 7),
    (9, 395, 372, 330, 4, 11),
    (10, 361, 347, 309, 4, 12),
    (11, 418, 399, 361, 4, 2),
    (12, 197, 181, 152, 3, 16),
    (13, 489, 470, 423, 5, 8),
    (14, 371, 352, 318, 4, 6),
    (15, 142, 131, 112, 3, 18),
    (16, 436, 412, 377, 4, 4),
    (17, 325, 309, 280, 4, 14),
    (18, 503, 486, 432, 5, 10),
]


def scorecard(holes: list[tuple[int, int, int, int, int, int]], label: str) -> str:
    """One half of the scorecard: holes across, tees / par / stroke index down."""
    tot = [sum(h[k] for h in holes) for k in (1, 2, 3, 4)]
    head = "<th>Hole</th>" + "".join(f"<th>{h[0]}</th>" for h in holes) + f"<th>{label}</th>"
    rows = [
        ("White yds", 1, tot[0]),
        ("Yellow yds", 2, tot[1]),
        ("Red yds", 3, tot[2]),
        ("Par", 4, tot[3]),
        ("Stroke index", 5, ""),
    ]
    body = "".join(
        f"<tr><td class='k'>{name}</td>" + "".join(f"<td>{h[k]}</td>" for h in holes) + f"<td>{t}</td></tr>"
        for name, k, t in rows
    )
    return f"<table class='sc'><tr>{head}</tr>{body}</table>"


GOLF_PAGES = [
    f"""<h1>Kestle Heath Golf Club</h1>
<p style="text-align:center; font-size:9pt">Local Rules and Conditions of Competition 2026 · approved by the Competitions Committee, 12 January 2026</p>
<h2>The course</h2>
{scorecard(HOLES[:9], "Out")}
{scorecard(HOLES[9:], "In")}
<p class="n">Total yards: White 6,571 · Yellow 6,244 · Red 5,592. Par 72 from the White and Yellow tees; 74 from the Red tees, where the 7th and 15th play as par 4. Course rating and slope are shown on the handicap board in the clubhouse.</p>
<h2>Using these pages</h2>
<p>Part A contains the Local Rules, which apply to all play on the course, casual rounds included. Each Local Rule ends with a box giving the penalty for breach of it. Part B contains the Conditions of Competition, which apply to club competitions only. Where the Rules of Golf and a Local Rule differ, the Local Rule applies on this course.</p>
<p>In these pages “the Committee” means the Competitions Committee of Kestle Heath Golf Club. Its secretary is Mrs Anwen Tregarthen, who receives entries, withdrawals and score disputes.</p>""",
    """<h1 style="font-size:11pt; text-align:left">Part A — Local Rules</h1>
<h2>A1 Out of bounds</h2>
<p>Out of bounds is defined by white stakes and by the inside edge of the boundary wall along the 1st, 9th and 18th holes. The practice ground to the left of the 9th hole is out of bounds when playing the 9th hole only.</p>
<div class="pen">Penalty for breach: stroke and distance (one penalty stroke).</div>
<h2>A2 Penalty areas and dropping zone</h2>
<p>All penalty areas are red. The ditch crossing the 4th and 11th fairways is a penalty area even where it is not staked. For a ball in the pond at the 15th, a player may, as an extra option, drop in the dropping zone marked to the right of the green, with one penalty stroke.</p>
<div class="pen">Penalty for playing from a wrong place: the general penalty (two strokes in stroke play; loss of hole in match play).</div>
<h2>A3 No play zones</h2>
<p>Areas marked by blue stakes with green tops are ground under repair from which play is prohibited, including the young tree plantation left of the 6th. Relief must be taken as for ground under repair.</p>
<div class="pen">Penalty for breach: the general penalty.</div>
<h2>A4 Distance-measuring devices</h2>
<p>A player may use a device that measures distance only. A device with a slope, wind or club-advice function may be used only with that function switched off. Sharing a device within a group is allowed.</p>
<div class="pen">Penalty for breach: the general penalty for the first breach; disqualification for a second breach.</div>
<h2>A5 Preferred lies</h2>
<p>From 1 November to 31 March, when the Committee posts a notice in the clubhouse, a ball lying in a closely mown area through the green may be lifted, cleaned and placed once within one scorecard length of where it lay, not nearer the hole. Preferred lies never apply in bunkers or penalty areas.</p>
<div class="pen">Penalty for breach: the general penalty.</div>
<h2>A6 Temporary greens and mats</h2>
<p>When temporary greens are in play, a ball holed on a temporary green counts as holed. When the sign at the 1st tee says “mats”, a ball on a fairway must be played from a fairway mat carried by the player, placed within 15 cm of where the ball lay.</p>
<div class="pen">Penalty for breach: the general penalty.</div>""",
    """<h1 style="font-size:11pt; text-align:left">Part B — Conditions of Competition</h1>
<h2>B1 Eligibility, tees and entry fees</h2>
<table class="e">
<tr><th>Player category</th><th>Tees</th><th>Maximum handicap index allowed in competitions</th><th>Entry fee per competition</th></tr>
<tr><td>Gentlemen</td><td>White (medals), Yellow (other)</td><td>28.0</td><td>£4.00</td></tr>
<tr><td>Ladies</td><td>Red</td><td>36.0</td><td>£4.00</td></tr>
<tr><td>Seniors (aged 60 or over on 1 January)</td><td>Yellow</td><td>36.0</td><td>£3.00</td></tr>
<tr><td>Juniors (under 18 on 1 January)</td><td>Yellow or Red</td><td>36.0 (54.0 in junior-only events)</td><td>£1.00</td></tr>
<tr><td>Guests of members</td><td>as their category</td><td>28.0</td><td>£10.00</td></tr>
</table>
<p class="n">A player with a handicap index above the maximum may enter but plays off the maximum. Guests may play only in the open Stableford on the first Sunday of each month.</p>
<h2>B2 Handicap allowances</h2>
<p>Individual stroke play (medal) 95%; individual Stableford 95%; four-ball better ball 85%; foursomes 50% of the pair’s combined course handicap; match play singles, the difference between the course handicaps.</p>
<h2>B3 Entries and starting times</h2>
<p>Enter on the sheet in the clubhouse or the club app by 18:00 on the Thursday before a weekend competition. The draw is published by 12:00 on Friday. A player who is not ready to start at the starting time is penalised two strokes if ready within 5 minutes; later than 5 minutes, disqualified.</p>
<h2>B4 Ties</h2>
<p>Ties in stroke play are decided by the better score over the last 9, 6, 3 and final hole (using half, a third, a sixth of handicaps), then by lot. Ties in the Club Championship are decided by a hole-by-hole play-off starting at the 1st.</p>
""",
    """<h2>B5 Pace of play</h2>
<p>Groups of three should complete 18 holes in 4 hours 5 minutes and groups of four in 4 hours 20 minutes. A group that is out of position may be timed; a player who takes more than 50 seconds for a stroke is penalised one stroke, and two strokes for a second breach.</p>
<h2>B6 Buggies and caddies</h2>
<p>Buggies may be used in competitions only by players who hold a medical exemption card from the Committee. Buggy hire is £28.00 a round. Caddies are allowed, except in junior-only events, where no caddie may be used.</p>
<h2>B7 Returning scores</h2>
<p>Scores must be entered on the clubhouse computer within 30 minutes of finishing. The competition closes when the result is posted on the board. Score disputes must reach the Committee within 24 hours of the result being posted.</p>
<h2>B8 Club Championship</h2>
<p>The Club Championship is 36 holes of scratch stroke play over one day in July, from the White tees, open to Gentlemen members with a handicap index of 12.0 or lower. The Ladies’ Championship is 36 holes from the Red tees for Ladies members with a handicap index of 20.0 or lower.</p>
<h2>B9 Prizes</h2>
<p>Prizes are vouchers credited to the winner’s clubhouse account. A prize not used within 6 months of the competition lapses. No player may win more than one prize in the same competition, except a two (nearest-the-pin) prize.</p>""",
]


def build_golf() -> None:
    """The golf club's local rules and competition conditions: three A5 pages with a footer."""
    doc = pymupdf.open()
    for i, html in enumerate(GOLF_PAGES):
        p = doc.new_page(width=A5.width, height=A5.height)
        box(p, pymupdf.Rect(30, 30, A5.width - 30, A5.height - 36), html, GOLF_CSS)
        stamp(
            p,
            pymupdf.Rect(30, A5.height - 26, A5.width - 30, A5.height - 16),
            f"<p style='text-align:center'>Kestle Heath GC · Local Rules 2026 · {i + 1}/{len(GOLF_PAGES)}</p>",
            "* {font-size:7pt}",
        )
    save(doc, "kestle_heath_golf_local_rules_2026.pdf")


# == 4. A council's boarding kennel and cattery licence conditions (Markdown) ======================================
KENNEL_MD = """# Dunmere District Council

## Animal Boarding Establishment Licence — Conditions for Boarding Kennels and Catteries

**Document:** LIC-AB/2026 · **Issued by:** Dunmere District Council, Licensing and Public Protection Team · **In force:** 1 April 2026

These conditions are attached to every licence the Council grants to keep a boarding establishment for dogs or cats in the district. A breach of any condition may lead to the licence being suspended, varied or revoked. Text in a quoted block headed *Guidance* explains a condition and is not itself a condition.

---

### Part 1 — The licence

**1.1** The licence is granted for 1 year, 2 years or 3 years, depending on the establishment's star rating at inspection (1 or 2 stars: 1 year; 3 stars: 2 years; 4 or 5 stars: 3 years).

**1.2** The licence must be displayed in the reception area where clients can see it.

**1.3** The licence states the largest number of dogs and the largest number of cats that may be boarded at any one time. These numbers must not be exceeded.

**1.4** The licence holder must tell the Council in writing within 14 days of any change of manager, of any building work that affects the animals' accommodation, or of any change to the licence holder's address.

**1.5** Licence fees are set out in the Council's schedule of fees for animal activity licences, which is published separately and reviewed every April.

> *Guidance:* Applications for renewal should reach the Council at least 10 weeks before the current licence expires, so that the inspection can take place in time.

### Part 2 — Definitions

**2.1** In these conditions:

- **"boarding"** means keeping a dog or cat for reward while its owner is away, for any period that includes at least one night;
- **"designated manager"** means the person named on the licence as responsible for the day-to-day running of the establishment;
- **"kennel unit"** means a sleeping area together with the exercise run attached to it, for the sole use of one dog or of dogs from the same household;
- **"cattery unit"** means a sleeping area together with the covered run attached to it, for the sole use of one cat or of cats from the same household;
- **"isolation unit"** means a kennel or cattery unit at least 3 metres from any other unit, or separated by a solid wall, used for an animal that is or may be infectious;
- **"same household"** means animals that normally live together at the same address with the same owner.

### Part 3 — Staffing and supervision

**3.1** There must be at least one member of staff on the premises for every 20 dogs boarded, and one for every 40 cats.

**3.2** A designated manager, or a person aged 18 or over who has been trained to act in their place, must be on the premises whenever animals are boarded, or able to arrive within 10 minutes at night.

**3.3** No person under 16 may be left in charge of the animals.

**3.4** A key holder who lives within 15 minutes' travel must be named to the Council for emergencies.

> *Guidance:* Staff should be able to show that they have had training in handling, feeding, cleaning and the signs of illness. Records of training should be kept for each member of staff.

### Part 4 — Kennel accommodation for dogs

**4.1** Each dog must be housed in its own kennel unit, except that dogs from the same household may share one unit where the owner agrees in writing.

**4.2** Each kennel unit must provide at least the areas in Table 1 for the size of dog.

**Table 1 — Minimum kennel unit sizes**

| Size of dog (adult weight) | Sleeping area | Sleeping area + exercise run | Minimum height of run |
|---|---|---|---|
| Small (under 10 kg) | 1.5 m² | 4.0 m² | 1.8 m |
| Medium (10 kg to 25 kg) | 1.9 m² | 5.5 m² | 1.8 m |
| Large (over 25 kg) | 2.5 m² | 7.0 m² | 2.0 m |

**4.3** Where two dogs from the same household share a unit, the sleeping area must be at least 50% larger than Table 1 gives for the larger dog. No more than three dogs may share a unit.

**4.4** The sleeping area must be kept between 10 °C and 26 °C. Each dog must have a raised bed and clean bedding.

**4.5** Every dog must be exercised outside its kennel unit at least twice a day, for at least 20 minutes each time, unless a vet advises otherwise.

> *Guidance:* Dogs should not be walked off the lead outside a secure area. Exercise outside the establishment's grounds needs the owner's written consent.

### Part 5 — Cattery accommodation

**5.1** Each cat must be housed in its own cattery unit, except that cats from the same household may share.

**5.2** Each cattery unit must provide at least the areas in Table 2.

**Table 2 — Minimum cattery unit sizes**

| Number of cats in the unit | Sleeping area | Sleeping area + covered run | Minimum height |
|---|---|---|---|
| 1 cat | 0.85 m² | 2.55 m² | 1.8 m |
| 2 cats | 1.0 m² | 3.2 m² | 1.8 m |
| 3 or 4 cats | 1.5 m² | 4.4 m² | 1.8 m |

**5.3** No more than four cats may share a cattery unit.

**5.4** There must be a gap of at least 0.6 m, or a solid sneeze barrier at least 1.2 m high, between the runs of neighbouring cattery units.

**5.5** Each cat must have a shelf at a height it can use, a litter tray cleaned at least once a day, and a scratching post.

**5.6** The sleeping area must be kept between 15 °C and 26 °C.

### Part 6 — Food, water and health

**6.1** Fresh drinking water must be available at all times. Adult animals must be fed at least once a day, and puppies and kittens under 6 months old at least three times a day, unless the owner's written feeding instructions say otherwise.

**6.2** No dog or cat may be admitted unless the owner shows a current vaccination certificate. Dogs must be vaccinated against distemper, hepatitis, parvovirus and leptospirosis; cats against feline enteritis and cat flu. Vaccination must have been given at least 14 days before admission.

**6.3** The establishment must be registered with a veterinary practice that can attend within 1 hour, at any time of day or night. The practice's name and telephone number must be displayed in the kitchen.

**6.4** An animal that shows signs of illness must be moved to an isolation unit and a vet consulted within 24 hours. The owner must be told without delay.

**6.5** There must be at least one isolation unit for dogs and one for cats.

### Part 7 — Records

**7.1** A register must be kept of every animal boarded: its name, description, microchip number where it has one, dates of arrival and departure, and the owner's name, address and emergency contact.

**7.2** Records must be kept for at least 3 years and shown to an authorised officer on request.

### Part 8 — Fire and emergencies

**8.1** A written emergency plan must be kept, including how the animals will be moved out and where they will be taken.

**8.2** Fire extinguishers must be serviced every 12 months. Smoke alarms must be tested every week and the test recorded.

**8.3** Smoking is not permitted in any area to which animals have access.

---

*Dunmere District Council, Licensing and Public Protection Team, Civic Offices, Dunmere DN7 3AB. Licensing Team Leader: Oskar Pemberton.*
"""


def build_kennel() -> None:
    """The boarding licence conditions (Markdown)."""
    (DOCS / "dunmere_animal_boarding_licence_conditions.md").write_text(KENNEL_MD, encoding="utf-8")
    print("dunmere_animal_boarding_licence_conditions.md")


# == 5. A university's student accommodation licence agreement (A4: key-facts box, clauses beside plain English) ==
UNI_CSS = """* {font-family: sans-serif; font-size: 8.8pt; margin: 0; line-height: 1.27}
h1 {font-size: 15pt; color: #5a1846}
h2 {font-size: 10.5pt; color: #5a1846; margin: 7pt 0 3pt 0}
p {margin-bottom: 3.5pt}
.kf {border: 1.6pt solid #5a1846; padding: 6pt 9pt; margin: 8pt 0}
.kf td {font-size: 9pt; padding: 2pt 4pt; vertical-align: top}
table.r {border-collapse: collapse; width: 100%; margin: 4pt 0}
table.r th {background-color: #5a1846; color: #ffffff; font-size: 8.3pt; padding: 3pt; border: 0.5pt solid #5a1846}
table.r td {border: 0.5pt solid #b9a0b2; padding: 3pt; font-size: 8.6pt}
table.s {border-collapse: collapse; width: 100%}
table.s th {font-size: 8.6pt; text-align: left; border-bottom: 1.2pt solid #5a1846; padding: 2pt 4pt}
table.s td {vertical-align: top; padding: 3pt 5pt; border-bottom: 0.4pt solid #cccccc}
table.s td.plain {background-color: #f4edf2; font-size: 8.4pt; width: 38%}
.fn {font-size: 7.6pt; margin-bottom: 1.5pt}
"""

UNI_P1 = """<p style="font-size:8pt; color:#5a1846">CARROW VALE UNIVERSITY · RESIDENCES</p>
<h1>Residences Licence Agreement 2026/27</h1>
<p>This agreement is made between Carrow Vale University (“the University”) and the student named in the offer of accommodation (“you”). It is a licence to occupy a room, not a tenancy. It covers rooms in Morrow Court, Finch House and Larkspur Quay.</p>
<div class="kf">
<p style="font-size:10pt"><b>KEY FACTS</b> — a summary only; the clauses that follow are the agreement</p>
<p><b>Licence periods:</b> First-year undergraduates: 40 weeks from Saturday 19 September 2026. Continuing undergraduates: 44 weeks from Saturday 29 August 2026. Postgraduates: 51 weeks from Saturday 12 September 2026.</p>
<p><b>Deposit:</b> £300, paid when you accept your offer, held in the University’s deposit account.</p>
<p><b>Rent instalments:</b> Three instalments, due on 1 October, 8 January and 22 April (or monthly by Direct Debit on the 1st of each month).</p>
<p><b>Ending early:</b> Only if a replacement student takes your room; £75 administration fee.</p>
<p><b>Emergencies:</b> Residences Security, 24 hours a day: 01632 960 444</p>
</div>
<h2>Schedule — Rooms and rent</h2>
<table class="r">
<tr><th style="text-align:left">Room type</th><th>Weekly rent*</th><th>40 weeks</th><th>44 weeks</th><th>51 weeks</th><th>Halls</th></tr>
<tr><td>Standard single (shared bathroom, 1 per 4 rooms)</td><td>£128.45</td><td>£5,138.00</td><td>£5,651.80</td><td>£6,550.95</td><td>Morrow Court</td></tr>
<tr><td>En-suite single</td><td>£162.40</td><td>£6,496.00</td><td>£7,145.60</td><td>£8,282.40</td><td>Finch House, Larkspur Quay</td></tr>
<tr><td>Premium en-suite (double bed)†</td><td>£179.90</td><td>£7,196.00</td><td>£7,915.60</td><td>£9,174.90</td><td>Larkspur Quay</td></tr>
<tr><td>Studio (own kitchenette and shower room)</td><td>£214.75</td><td>£8,590.00</td><td>£9,449.00</td><td>£10,952.25</td><td>Larkspur Quay</td></tr>
<tr><td>Accessible en-suite‡</td><td>£162.40</td><td>£6,496.00</td><td>£7,145.60</td><td>£8,282.40</td><td>Finch House</td></tr>
</table>
<p class="fn">* Rent includes heating, water, electricity, Wi-Fi and contents insurance up to £5,000 per room.</p>
<p class="fn">† Premium en-suite rooms are let to one person only; a second person may not live in the room.</p>
<p class="fn">‡ Accessible rooms are for students with a disability whose needs have been assessed by the Disability Advice Team, and are charged at the en-suite single rate. A room next door is kept for a live-in carer on request, free of rent.</p>"""

# (clause, "what this means")
UNI_CLAUSES = [
    ("<b>1. Occupation</b>", ""),
    (
        "1.1 The University grants you the right to occupy the room named in your offer, together with the use of the shared kitchen, bathroom and common areas of your flat, for the licence period.",
        "You may live in your room and share the flat’s kitchen and common areas. The University may move you to another room of the same type if it needs to (clause 1.3).",
    ),
    (
        "1.2 You must occupy the room yourself as your only term-time residence and must not sublet it or let anyone else live in it.",
        "No subletting, and nobody else may move in with you.",
    ),
    (
        "1.3 The University may, on giving at least 7 days’ written notice, require you to move to another room of the same type and rent, for repairs, for health and safety reasons, or to resolve a dispute between residents.",
        "You can be moved, but to a room of the same type at the same rent, with a week’s notice.",
    ),
    ("<b>2. Rent and deposit</b>", ""),
    (
        "2.1 You must pay the rent in the Schedule by the instalment dates in the Key Facts, or by monthly Direct Debit. Rent not paid within 14 days of its due date is a debt to the University and may lead to your being refused re-enrolment until it is paid.",
        "Pay on time. Unpaid rent can hold up your enrolment for the next year.",
    ),
    (
        "2.2 The deposit of £300 is held as security against unpaid rent, damage beyond fair wear and tear, missing items, cleaning and unreturned keys. It is returned, less any deductions, within 28 days of the end of the licence period. An itemised statement of any deductions is sent with it.",
        "You get your £300 back within 28 days of leaving, minus anything you owe. You are told what was taken off and why.",
    ),
    (
        "2.3 A replacement key or key card costs £25. A lock changed because a key was lost and not reported within 24 hours costs £95.",
        "Report lost keys within a day, or the lock change is charged to you.",
    ),
    (
        "2.4 Damage to a shared area that cannot be traced to one person is divided equally between all the residents of the flat.",
        "If no one owns up to damage in the kitchen or hallway, the flat shares the cost.",
    ),
    ("<b>3. Conduct</b>", ""),
    (
        "3.1 You must not cause noise that can be heard outside your flat between 23:00 and 07:00 from Sunday to Thursday, or between 00:00 and 08:00 on Friday and Saturday nights. During the examination periods in January and May, quiet hours apply at all times.",
        "Keep it down late at night — all day in exam periods.",
    ),
    (
        "3.2 You may have overnight guests for no more than 3 nights in any 7 nights, with the agreement of your flatmates. Guests must be 18 or over, must be signed in at Reception and remain your responsibility. No more than one overnight guest may stay at a time.",
        "Friends can stay over up to 3 nights a week, one at a time, signed in, and only if they are 18 or over.",
    ),
    ("3.3 Parties of more than 10 people in a flat are not allowed.", "Small gatherings only."),
    (
        "3.4 You must not keep any animal in the residences, except an assistance dog, or fish in a tank of no more than 20 litres.",
        "No pets, apart from assistance dogs or a small fish tank.",
    ),
    (
        "3.5 Smoking and vaping are not allowed anywhere inside the residences or within 5 metres of an entrance.",
        "Smoke and vape outside only, away from doors.",
    ),
    ("<b>4. Safety</b>", ""),
    (
        "4.1 You must not bring into the residences candles, incense, oil burners, fairy lights that are not battery powered, portable heaters, deep-fat fryers, or halogen lamps.",
        "Leave the candles and heaters at home. Battery fairy lights are fine.",
    ),
    (
        "4.2 Tampering with fire safety equipment, or propping open a fire door, carries a charge of £150 for each occasion, and may lead to the end of this licence.",
        "Fire doors stay shut. Interfering with alarms or extinguishers costs £150.",
    ),
    (
        "4.3 Bicycles must be kept in the cycle stores and not in rooms, corridors or stairwells. Electric scooters may not be stored or charged anywhere in the residences.",
        "Bikes go in the bike store. E-scooters are banned.",
    ),
    ("<b>5. Access and inspections</b>", ""),
    (
        "5.1 University staff and contractors may enter your room on giving at least 24 hours’ notice, to inspect it, carry out repairs or show it to a future resident. In an emergency they may enter without notice.",
        "Staff give you a day’s notice before coming in, except in emergencies.",
    ),
    (
        "5.2 Rooms are inspected once a term. Cleaning needed because a room or shared area has been left in an unhygienic state is charged at £30 an hour.",
        "Keep the place clean or pay for cleaning.",
    ),
    ("<b>6. Ending the licence</b>", ""),
    (
        "6.1 You may end this licence early only if a replacement student who is not already living in University accommodation takes over your room and the University agrees. You pay rent until the replacement moves in, and an administration fee of £75.",
        "You can only leave early if someone new takes your room. You pay rent until then, plus £75.",
    ),
    (
        "6.2 If you withdraw from your course, or suspend your studies, you must give 4 weeks’ written notice, and your rent ends when the notice ends or on the day you hand in your keys, whichever is later.",
        "Leaving your course? Give 4 weeks’ notice.",
    ),
    (
        "6.3 The University may end this licence by giving 28 days’ written notice if you seriously or repeatedly breach it, or at once if you present a serious risk to the safety of others.",
        "Serious breaches can lose you your room.",
    ),
    (
        "6.4 At the end of the licence you must leave the room by 10:00 on the last day, return all keys to Reception, and remove all your belongings. Belongings left behind are kept for 14 days and then disposed of.",
        "Out by 10 am on the last day, keys back to Reception.",
    ),
    ("<b>7. Complaints</b>", ""),
    (
        "7.1 A complaint about your accommodation should be made first to your Residence Life Manager. If it is not resolved within 10 working days, you may refer it to the Head of Residential Services, whose decision ends the University’s internal process.",
        "Start with your Residence Life Manager; then the Head of Residential Services.",
    ),
]


def build_uni() -> None:
    """The licence agreement: a key-facts and rent page, then the clauses beside a plain-English column."""
    frame = pymupdf.Rect(50, 54, A4.width - 50, A4.height - 56)
    split = frame.x0 + 300  # the agreement on the left, "What this means" on the right
    doc = pymupdf.open()
    page = doc.new_page(width=A4.width, height=A4.height)
    box(page, frame, UNI_P1, UNI_CSS)
    pages = [page]

    def new_page() -> tuple[pymupdf.Page, float]:
        pg = doc.new_page(width=A4.width, height=A4.height)
        pages.append(pg)
        box(pg, pymupdf.Rect(frame.x0, frame.y0, split - 8, frame.y0 + 22), "<p><b>The agreement</b></p>", UNI_CSS)
        box(pg, pymupdf.Rect(split + 4, frame.y0, frame.x1, frame.y0 + 22), "<p><b>What this means</b></p>", UNI_CSS)
        pg.draw_line((frame.x0, frame.y0 + 20), (frame.x1, frame.y0 + 20), color=(0.353, 0.094, 0.275), width=1.2)
        return pg, frame.y0 + 26

    page, y = new_page()
    for clause, plain in UNI_CLAUSES:
        if not plain:
            html = f"<p style='color:#5a1846; font-size:9.6pt'>{clause}</p>"
            need = height(html, UNI_CSS, frame.width) + 4
            if y + need + 40 > frame.y1:
                page, y = new_page()
            box(page, pymupdf.Rect(frame.x0, y, frame.x1, y + need + 2), html, UNI_CSS)
            y += need
            continue
        left, right = f"<p>{clause}</p>", f"<p style='font-size:8.4pt'>{plain}</p>"
        need = max(height(left, UNI_CSS, split - 8 - frame.x0), height(right, UNI_CSS, frame.x1 - split - 10)) + 6
        if y + need > frame.y1:
            page, y = new_page()
        page.draw_rect(pymupdf.Rect(split, y - 2, frame.x1, y + need - 4), color=None, fill=(0.957, 0.929, 0.949))
        box(page, pymupdf.Rect(frame.x0, y, split - 8, y + need + 2), left, UNI_CSS)
        box(page, pymupdf.Rect(split + 5, y, frame.x1 - 5, y + need + 2), right, UNI_CSS)
        page.draw_line((frame.x0, y + need - 2), (frame.x1, y + need - 2), color=(0.8, 0.8, 0.8), width=0.4)
        y += need
    for i, pg in enumerate(doc):
        stamp(
            pg,
            pymupdf.Rect(50, A4.height - 38, A4.width - 50, A4.height - 26),
            f"<table style='width:100%'><tr><td>Carrow Vale University · Residences Licence Agreement 2026/27</td><td style='text-align:right'>Page {i + 1} of {doc.page_count}</td></tr></table>",
        )
    save(doc, "carrow_vale_residences_licence_2026_27.pdf")


# == 6. A council's commercial waste collection service standard (HTML) ============================================
WASTE_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Commercial Waste Collection Service Standard CWS-2 (2026/27) | Fenwick Borough Council</title>
<style>
body {font-family: Arial, sans-serif; max-width: 60em; margin: 1em auto}
table {border-collapse: collapse}
th, td {border: 1px solid #999; padding: 0.3em 0.6em}
td.num {text-align: right}
.fn {font-size: 0.85em}
</style>
</head>
<body>
<header>
<p>Fenwick Borough Council &rsaquo; Business &rsaquo; Commercial waste</p>
<h1>Commercial Waste Collection Service Standard</h1>
<p>Standard CWS-2 &middot; Prices for 1 April 2026 to 31 March 2027 &middot; Approved by the Environment Committee on 4 February 2026</p>
</header>

<main>
<section id="s1">
<h2>1. About this standard</h2>
<p>1.1 This standard sets out what businesses, charities and other organisations in Fenwick can expect from the Council&rsquo;s commercial waste collection service, what they must do in return, and what the service costs.</p>
<p>1.2 The service is available to any organisation whose premises are in the borough. It is not available for waste produced by households, which is collected under the Council&rsquo;s household service.</p>
<p>1.3 Every customer signs a service agreement for a minimum of 12 months. After the first 12 months the agreement continues until either side gives 3 months&rsquo; written notice.</p>
</section>

<section id="s2">
<h2>2. Words used in this standard</h2>
<dl>
<dt>Lift</dt><dd>The emptying of one container into a collection vehicle on one occasion.</dd>
<dt>Mixed dry recycling</dt><dd>Clean paper, card, food and drink cans, plastic bottles, pots, tubs and trays, placed loose in the container (not in bags).</dd>
<dt>Contaminated</dt><dd>A recycling container holding items that are not accepted in it, to the extent that the crew judges it cannot be recycled.</dd>
<dt>Working day</dt><dd>Monday to Friday, other than a public holiday.</dd>
<dt>Waste transfer note</dt><dd>The document describing the waste that the customer hands over to the Council, which both sides must keep.</dd>
</dl>
</section>

<section id="s3">
<h2>3. Containers and charges</h2>
<p>3.1 Charges are made for each lift, plus an annual rental for each container the Council supplies.</p>
<table>
<caption>Table 1 &ndash; Charges per lift and container rental, 2026/27&Dagger;</caption>
<thead>
<tr><th>Container</th><th>General waste, per lift</th><th>Mixed dry recycling, per lift&sect;</th><th>Glass, per lift</th><th>Annual rental</th><th>Maximum load</th></tr>
</thead>
<tbody>
<tr><td>240 litre wheeled container</td><td class="num">&pound;7.85</td><td class="num">&pound;4.60</td><td class="num">&pound;5.10</td><td class="num">&pound;38.00</td><td class="num">90 kg</td></tr>
<tr><td>360 litre wheeled container</td><td class="num">&pound;10.40</td><td class="num">&pound;6.15</td><td class="num">not offered&dagger;</td><td class="num">&pound;46.00</td><td class="num">130 kg</td></tr>
<tr><td>660 litre wheeled container</td><td class="num">&pound;16.90</td><td class="num">&pound;9.80</td><td class="num">not offered&dagger;</td><td class="num">&pound;72.00</td><td class="num">240 kg</td></tr>
<tr><td>1,100 litre wheeled container</td><td class="num">&pound;24.75</td><td class="num">&pound;14.30</td><td class="num">not offered&dagger;</td><td class="num">&pound;95.00</td><td class="num">400 kg</td></tr>
<tr><td>Pre-paid sack, 90 litre (roll of 50)*</td><td class="num">&pound;112.50 per roll</td><td class="num">&pound;61.00 per roll</td><td class="num">not offered&dagger;</td><td class="num">none</td><td class="num">15 kg a sack</td></tr>
</tbody>
<tfoot>
<tr><td colspan="6" class="fn">* Sacks are sold only to premises that the Council agrees have no room to store a wheeled container. Sacks are collected only when they carry the Council&rsquo;s printed band for the current year.<br>
&dagger; Glass is collected in 240 litre containers only, at most once a week.<br>
&Dagger; All charges in this table are shown before VAT, which is added at the standard rate to rental only.<br>
&sect; Customers who have both general waste and recycling collected receive a discount of 10% on the recycling lift charges.</td></tr>
</tfoot>
</table>
<p>3.2 Food waste is collected from 140 litre wheeled containers at &pound;3.95 per lift, with no rental charge. Food waste must be placed in the container in compostable liners and must not contain packaging.</p>
<p>3.3 A customer may have collections once a fortnight, once a week, or up to six times a week. Collections of general waste once a fortnight are available only for 240 litre and 360 litre containers.</p>
<p>3.4 A one-off extra collection, booked at least 2 working days ahead, is charged at the lift charge plus &pound;18.00.</p>
<p>3.5 A container that is damaged or lost through the customer&rsquo;s fault is replaced at the following cost: 240 or 360 litre, &pound;45.00; 660 or 1,100 litre, &pound;260.00.</p>
</section>

<section id="s4">
<h2>4. What we promise</h2>
<ol>
<li>We will collect on the agreed day, between 06:00 and 18:00.</li>
<li>We collect on public holidays, except Christmas Day, Boxing Day and New Year&rsquo;s Day. A collection due on one of those three days is made on the next working day.</li>
<li>If we miss a collection that you report by 12:00 on the next working day, we will return to collect within 2 working days, at no charge.</li>
<li>We will deliver a new or replacement container within 10 working days of the order.</li>
<li>We will return containers to where we found them, with the lids closed.</li>
<li>We will send a waste transfer note at the start of each agreement and again every 12 months.</li>
<li>We will give at least 28 days&rsquo; notice of any change to collection days, and at least 2 months&rsquo; notice of any change to charges.</li>
</ol>
</section>

<section id="s5">
<h2>5. What we ask of you</h2>
<ol>
<li>Put containers out by 06:00 on the collection day, on your own premises at a point the crew can reach without steps, and take them back in the same day.</li>
<li>Keep lids closed. Waste left on top of a container or beside it is not collected, unless you book an extra collection.</li>
<li>Do not overload containers beyond the maximum load in Table 1. An overloaded container is left unemptied, and the lift is still charged.</li>
<li>Do not put in any container: hazardous waste, batteries, electrical items, hot ashes, liquids, building rubble, or tyres.</li>
<li>If a recycling container is contaminated, it will be emptied as general waste at the general waste lift charge, and a contamination charge of &pound;20.00 is added. After three contaminated lifts in 12 months the recycling service may be withdrawn.</li>
</ol>
</section>

<section id="s6">
<h2>6. Payment</h2>
<p>6.1 Charges are invoiced quarterly in advance, on 1 April, 1 July, 1 October and 1 January, and are payable within 30 days of the invoice date.</p>
<p>6.2 If an invoice is unpaid 14 days after it falls due, the Council may suspend collections after giving 7 days&rsquo; notice. Collections restart within 3 working days after payment in full.</p>
<p>6.3 No refund is made for collections missed because containers were not put out or could not be reached.</p>
</section>

<section id="s7">
<h2>7. Complaints and contact</h2>
<p>7.1 Complaints about the service are answered by the Commercial Waste Team within 10 working days. If you are not satisfied you may ask for a review by the Head of Waste and Street Services, who replies within 20 working days.</p>
<p>7.2 Commercial Waste Team, Fenwick Borough Council, Depot Road, Fenwick FW3 8TN &middot; 01632 770 150.</p>
</section>
</main>

<footer>
<p>&copy; Fenwick Borough Council &middot; Standard CWS-2 (2026/27) &middot; Page last reviewed 10 February 2026</p>
</footer>
</body>
</html>
"""


def build_waste() -> None:
    """The commercial waste service standard (HTML)."""
    (DOCS / "fenwick_commercial_waste_service_standard.html").write_text(WASTE_HTML, encoding="utf-8")
    print("fenwick_commercial_waste_service_standard.html")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_leaflet()
    build_ferry()
    build_golf()
    build_kennel()
    build_uni()
    build_waste()
