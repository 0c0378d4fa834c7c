# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc9 newcomer documents: six invented regulation-style documents in genres and layouts that nc5-nc8 do not
use. Run from anywhere:

    python eval/newcomer/nc9/build.py

writes into eval/newcomer/nc9/docs/:

- ashcombe_pool_safety_code.pdf        a leisure trust's swimming-pool operating code of practice; "para 5.12" labels in
                                       a left margin beside each paragraph, a water-quality limits table whose cells
                                       hold ranges ("7.2–7.6"), a "Table notes" block under it, lifeguard ratio table
- corvane_gom_c3_ground_handling.pdf   an airline ground operations manual chapter; a single-column first page, then
                                       two-column pages, then single-column pages; "GH-3.4.2" ids, shaded NOTE: and
                                       bordered CAUTION: boxes, a "Rev 7" footer with "3–5" chapter page numbers
- estmere_weightlifting_eligibility_ad_rules.pdf
                                       a sports federation's eligibility and anti-doping rules; "Rule 5(b)(ii)" in
                                       Part A, "Article 12a" (an inserted article) in Part B, cross references,
                                       italic defined terms and the definitions in an appendix at the END
- halden_pike_leave_working_time.md    an employer's leave and working-time policy as Markdown; nested lists, tables of
                                       leave and sick pay by years-of-service bands ("0–2 years")
- lenmark_playground_inspection_regs.pdf
                                       playground-equipment inspection regulations; section titles as marginal notes in
                                       a left column, "(2)(a)" subregulations, schedules: inspection intervals, a
                                       checklist form with empty result boxes, fees
- kelderwick_rod_licence_regs_2025.pdf inland fisheries rod-licence regulations on A5 pages; a boxed summary on the
                                       first page, seasons as date ranges, bag limits per species in a table, a
                                       fixed-penalty table, running header with the Part's name

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import re
import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import esc, flow, join, one_page, save_pdf, stamp, table  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
A5 = pymupdf.paper_rect("a5")


# -- helpers -----------------------------------------------------------------------------------------------------
def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc9 build.py", "D:20250101000000Z")


LETTER_ITEM = re.compile(r"^\(([a-h])\)\s")
ROMAN_ITEM = re.compile(r"^\((i|ii|iii|iv|v|vi)\)\s")


# == 1. Swimming-pool operating code of practice ================================================================
POOL_TEXT = """
# 1|Status and scope
1.1|This Code of Practice sets out how the Ashcombe Leisure Trust ("the Trust") operates its swimming pools safely. It forms part of each site's Pool Safety Operating Procedures, together with the site's Normal Operating Plan and Emergency Action Plan.
1.2|This Code applies to every pool the Trust operates: the 25 m main pools at Ashcombe, Fenwick and Holloway Lane; the learner pools at Ashcombe and Fenwick; the leisure pool with wave machine at Holloway Lane; and the hydrotherapy pool at Fenwick.
1.3|Issue 5 of this Code takes effect on 6 January 2025 and replaces Issue 4, dated March 2022.
1.4|The Aquatics Operations Manager owns this Code and reviews it at least every 12 months and after any serious incident. The Duty Manager on shift is responsible for applying it at a site.
# 2|Lifeguard cover
2.1|No pool may be open to bathers unless the number of lifeguards on poolside is at least the number given in Table 2.1 for the pool and the number of bathers in the water.
|TABLE21
2.2|During lane swimming in a 25 m main pool with no more than 20 bathers in the water, one lifeguard may supervise the pool, provided that the lifeguard is seated in an elevated chair and a second lifeguard is on call within the building.
2.3|Every lifeguard must hold a current Pool Lifeguard Award, which is valid for 2 years, and must complete at least 20 hours of in-service training in each 12-month period, of which at least 2 hours are completed in each calendar month.
2.4|A lifeguard must be at least 16 years old. A lifeguard under 18 may not be the only lifeguard on poolside.
2.5|No lifeguard may stay at one supervision position for more than 20 minutes, or spend more than 90 minutes on poolside supervision without a break of at least 15 minutes away from poolside.
2.6|Swimming teachers and club coaches teaching from the poolside are not lifeguards for the purposes of Table 2.1, unless they hold a current Pool Lifeguard Award and are rostered as lifeguards.
# 3|Admission and supervision of children
3.1|A child under 8 years of age must be accompanied in the water by a responsible person aged 16 or over, who must stay within arm's reach of the child.
3.2|One responsible person may accompany no more than 2 children under 8, of whom no more than 1 may be under 4.
3.3|Children aged 8 and over may swim without an adult in the water. Children aged 8, 9 and 10 must have a responsible person aged 16 or over in the building, watching from the spectator area.
3.4|Armbands and other personal buoyancy aids may be worn in the learner pools and the leisure pool. They may not be worn in a main pool during lane swimming.
3.5|Pool party bookings are for up to 20 children, and the booking party must provide at least 1 adult for every 5 children, in addition to the lifeguards required by Table 2.1.
# 4|Pool features, depths and temperatures
4.1|Diving from the poolside is permitted only where the water is at least 1.5 m deep, and only in sessions for which the Duty Manager has authorised diving and placed the "Diving permitted" board.
4.2|Starting blocks may be used only by members of an affiliated swimming club, under the direct supervision of the club's coach, and only where the water in front of the block is at least 1.35 m deep.
4.3|The wave machine at Holloway Lane is run in cycles of no more than 5 minutes of waves followed by at least 10 minutes of calm water. The klaxon is sounded 30 seconds before each wave cycle starts.
4.4|The floating inflatable course may be used only by bathers who can swim 25 m unaided. No more than 12 bathers may be on the inflatable at one time, and two lifeguards are added to the Table 2.1 numbers while it is in the water.
4.5|Pool water temperature is kept at 27.5–28.5 °C in the main pools, 29.5–30.5 °C in the learner pools and 34.0–35.5 °C in the hydrotherapy pool. The air temperature in the pool hall is kept 1 °C to 2 °C above the water temperature.
4.6|A hydrotherapy session lasts no more than 30 minutes, and a bather may not take part in more than one session on the same day.
# 5|Pool water treatment and testing
5.1|Pool water is disinfected with sodium hypochlorite and its pH controlled by dosing carbon dioxide. Water is tested by poolside staff trained under the Trust's pool plant course.
5.2|Free chlorine, combined chlorine and pH are tested with a photometer using DPD and phenol red reagents. Test kits are calibrated against the supplier's check standards every 3 months.
5.3|Samples for routine tests are taken at a depth of about 10 cm, at the shallow end and at the point furthest from the water inlets.
5.4|Routine tests are made before the pool opens, at least every 2 hours while it is open, and when it closes. Total alkalinity, calcium hardness and total dissolved solids are tested once a week.
5.5|The results of every test must be within the ranges in Table 5.1. The table notes form part of the table.
|TABLE51
5.6|Samples for microbiological testing are taken from every pool once a month by an accredited laboratory. The target values are: total viable count at 37 °C, no more than 10 colony-forming units per ml; coliform bacteria, none in 100 ml; Escherichia coli, none in 100 ml; Pseudomonas aeruginosa, none in 100 ml.
5.7|The hydrotherapy pool is also sampled for Legionella every 3 months.
5.8|The turnover period (the time taken for the volume of water in the pool to pass once through the filters) must not exceed 3 hours for a main pool, 1 hour for a learner pool and 30 minutes for the hydrotherapy pool.
5.9|Filters are backwashed at least once a week, and at any time when the pressure difference across a filter exceeds 0.5 bar.
5.10|At least 30 litres of fresh mains water per bather per day are added to each pool to dilute pollutants.
5.11|After a solid faecal release, bathers are cleared from the pool, the stool is removed with a scoop, and the pool may reopen once free chlorine and pH are confirmed within the Table 5.1 ranges.
5.12|After a diarrhoeal faecal release, the pool is closed, free chlorine is raised to 2.0–3.0 mg/l with the pH held at 7.2–7.4, and the water is filtered for at least 6 turnover periods. The filters are then backwashed before the pool reopens.
5.13|Small amounts of blood or vomit need no closure: the matter is removed and the free chlorine level checked.
5.14|Pool test records, plant logs and laboratory reports are kept for at least 3 years.
# 6|Emergencies
6.1|Each site's Emergency Action Plan covers at least: a casualty in the water; a suspected spinal injury; a lost child; a serious injury or illness on poolside; fire and evacuation; a release of chlorine gas or another chemical; a power failure; and a faecal release.
6.2|A full evacuation drill with bathers in the water is held at each site at least every 6 months. Each lifeguard must take part in a spinal injury drill at least once a month as part of in-service training.
6.3|A defibrillator and a first-aid kit are kept on every poolside. The Duty Manager checks the defibrillator's status indicator at the start of each day.
6.4|In a power failure the pool is cleared at once if the emergency lighting does not come on, or if the underwater view of the pool floor is lost.
6.5|Chlorine gas detectors in the plant room alarm at 0.5 ppm. On an alarm the plant room is evacuated and the fire and rescue service is called.
# 7|Records and reporting
7.1|Every accident or near miss is recorded on an incident form before the end of the shift. The Duty Manager sends it to the Trust's Health and Safety Adviser within 24 hours.
7.2|Every closure of a pool for water quality reasons is entered in the site's pool closure log, with the time of closure, the test results and the time of reopening.
"""

POOL_T21 = table(
    ["Pool", "Bathers in the water", "Minimum lifeguards on poolside"],
    [
        ["25 m main pool (6 lanes)", "1–60", "2"],
        ["", "61–120", "3"],
        ["", "121–180 (maximum bather load)", "4"],
        ["Learner pool", "1–30", "1"],
        ["", "31–45 (maximum bather load)", "2"],
        ["Leisure pool, wave machine off", "1–80", "3"],
        ["", "81–150 (maximum bather load)", "4"],
        ["Leisure pool, wave machine on", "1–80", "4"],
        ["", "81–150 (maximum bather load)", "5"],
        ["Hydrotherapy pool", "1–8 (maximum bather load)", "1 (or a qualified hydrotherapist)"],
    ],
    caption="Table 2.1 – Minimum lifeguard numbers for public sessions",
)

POOL_T51 = table(
    ["Parameter", "25 m main pools and leisure pool", "Learner pools", "Hydrotherapy pool"],
    [
        ["pH value", "7.2–7.6", "7.2–7.6", "7.2–7.4"],
        ["Free chlorine (mg/l)", "1.0–1.5", "1.0–2.0", "1.5–3.0"],
        ["Combined chlorine (mg/l)", "0.0–0.5 (a)", "0.0–0.5 (a)", "0.0–1.0 (a)"],
        ["Total alkalinity (mg/l as CaCO3)", "80–160", "80–160", "80–120"],
        ["Calcium hardness (mg/l as CaCO3)", "75–1000", "75–1000", "100–300"],
        [
            "Total dissolved solids (b)",
            "no more than 1000 mg/l above mains water",
            "no more than 1000 mg/l above mains water",
            "no more than 1000 mg/l above mains water",
        ],
    ],
    caption="Table 5.1 – Water quality limits",
)

POOL_NOTES = """<table class="notes"><tr><td><b>Table notes</b><br/>
(a) Combined chlorine must also be no more than one third of the free chlorine value.<br/>
(b) Compare with a sample of the incoming mains water taken on the same day.<br/>
(c) A result outside its range is re-tested within 15 minutes. If the repeat test is also outside the range, the Duty Manager decides whether the pool stays open, and records the decision.<br/>
(d) The pool must be cleared of bathers at once if free chlorine is above 5.0 mg/l or pH is below 6.8 or above 8.0, whatever the pool type.<br/>
(e) For the hydrotherapy pool, a free chlorine result below 1.5 mg/l always closes the pool until the level is restored.</td></tr></table>"""

POOL_CSS = """
body {font-family: sans-serif; font-size: 9.5pt; line-height: 1.35}
h2 {font-size: 11pt; color: #00507a; margin-top: 12pt; margin-bottom: 4pt; border-bottom: 0.6pt solid #00507a}
table.p {width: 100%; margin-top: 2pt; margin-bottom: 3pt}
table.p td.m {width: 14%; vertical-align: top; font-size: 7.5pt; color: #6a6a6a; font-style: italic; text-align: right; padding-right: 8pt}
table.p td.x {vertical-align: top; text-align: left}
p.caption {font-weight: bold; font-size: 9pt; margin-top: 6pt; margin-bottom: 2pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 4pt}
table.t th {text-align: left; border: 0.5pt solid #4a4a4a; border-bottom: 1.2pt solid #00507a; padding: 2pt}
table.t td {border: 0.5pt solid #4a4a4a; padding: 2pt; vertical-align: top}
table.notes {width: 100%; font-size: 8pt; border-collapse: collapse; margin-bottom: 6pt}
table.notes td {padding: 4pt; border-left: 2pt solid #00507a}
"""


def pool_markup(text: str) -> str:
    """'# 5|Title' section heads, '5.12|text' paragraphs with 'para 5.12' in the left margin, '|html'."""
    out = []
    for line in text.strip().splitlines():
        key, _, rest = line.strip().partition("|")
        if key == "":
            out.append(rest)
        elif key.startswith("# "):
            out.append(f"<h2>Section {key[2:]}&nbsp;&nbsp;{esc(rest)}</h2>")
        else:
            out.append(
                f'<table class="p"><tr><td class="m" style="width:58pt">para {key}</td><td class="x">{esc(rest)}</td></tr></table>'
            )
    return "\n".join(out)


def build_pool() -> None:
    """The swimming-pool code of practice (PDF)."""
    body = pool_markup(POOL_TEXT).replace("TABLE21", POOL_T21).replace("TABLE51", POOL_T51 + POOL_NOTES)
    frame = pymupdf.Rect(46, 74, A4.width - 56, A4.height - 60)
    main = flow(body, POOL_CSS, A4, lambda _n: [frame])
    cover = one_page(
        """<p style="font-size:11pt; color:#00507a"><b>ASHCOMBE LEISURE TRUST</b></p>
        <p style="font-size:9pt">Ashcombe · Fenwick · Holloway Lane</p>
        <p style="font-size:24pt; color:#00507a; margin-top:110pt"><b>Pool Safety Code of Practice</b></p>
        <p style="font-size:13pt">for pool operators, Duty Managers and lifeguards</p>
        <p style="font-size:11pt; margin-top:14pt">Issue 5 · effective 6 January 2025</p>
        <table style="width:100%; font-size:9pt; margin-top:170pt; border-collapse:collapse">
        <tr><td style="border-top:0.5pt solid #00507a; padding:3pt">Document owner</td><td style="border-top:0.5pt solid #00507a; padding:3pt">Aquatics Operations Manager</td></tr>
        <tr><td style="padding:3pt">Approved by</td><td style="padding:3pt">Operations Board, 9 December 2024</td></tr>
        <tr><td style="padding:3pt">Replaces</td><td style="padding:3pt">Issue 4, March 2022</td></tr>
        <tr><td style="border-bottom:0.5pt solid #00507a; padding:3pt">Reference</td><td style="border-bottom:0.5pt solid #00507a; padding:3pt">ALT-AQ-CoP-01</td></tr></table>""",
        "body {font-family: sans-serif}",
        A4,
        pymupdf.Rect(56, 70, A4.width - 56, A4.height - 56),
    )
    doc = join(cover, main)
    for i, page in enumerate(doc):
        if i == 0:
            continue
        page.draw_rect(pymupdf.Rect(0, 0, A4.width, 10), color=None, fill=(0.0, 0.31, 0.48))
        stamp(
            page,
            pymupdf.Rect(56, 34, A4.width - 56, 48),
            '<table style="width:100%"><tr><td>Ashcombe Leisure Trust · Pool Safety Code of Practice</td>'
            '<td style="text-align:right">Issue 5</td></tr></table>',
        )
        stamp(
            page,
            pymupdf.Rect(56, A4.height - 40, A4.width - 56, A4.height - 28),
            f'<table style="width:100%"><tr><td>ALT-AQ-CoP-01</td><td style="text-align:right">{i + 1} / {doc.page_count}</td></tr></table>',
        )
    save(doc, "ashcombe_pool_safety_code.pdf")


# == 2. Airline ground operations manual chapter ================================================================
GH_FIRST = """
H|GH-3.1|General
P|GH-3.1.1|This chapter sets out the ramp procedures for the turnaround of Corvane Airways aircraft. It applies to Corvane ramp staff and to the staff of every ground handling agent (GHA) that handles Corvane flights under a ground handling agreement.
P|GH-3.1.2|Where this chapter and a GHA's own procedures differ, the stricter requirement applies. Differences must be reported to the Ground Operations Standards Manager.
P|GH-3.1.3|The aircraft types covered, and the minimum scheduled ground times that turnaround planning must allow, are given in Table GH-3.1.
|TABLE31
NOTE|The minimum ground times assume no de-icing, no crew change and no more than 60 kg of catering uplift per trolley position. Station control adds time for each of these.
H|GH-3.1.4|Turnaround coordinator
P||A turnaround coordinator is named for every turnaround. The turnaround coordinator is the single point of contact for the flight crew and signs the ramp checklist before the aircraft doors are closed.
H|GH-3.1.5|Responsibilities
P||The Station Manager ensures that the GHA at the station has the staff, equipment and training needed to apply this chapter, and audits each GHA at least once a year. The loading supervisor is responsible for loading to the LIR. The refuelling supervisor is responsible for the aircraft side of refuelling. The headset operator is responsible for communication with the flight deck during pushback and engine start.
H|GH-3.1.6|Abbreviations
|ABBR
"""

GH_TWO = """
H|GH-3.2|Arrival of the aircraft
P|GH-3.2.1|The stand must be checked for foreign object debris (FOD), equipment and vehicles no later than 10 minutes before the planned on-block time. Ground equipment must be parked behind the equipment restraint line.
P|GH-3.2.2|The aircraft is guided onto stand by the visual docking guidance system or by a marshaller. Wing walkers are required where the clearance between a wingtip and an obstacle is less than 3 m.
P|GH-3.2.3|No person or vehicle may approach the aircraft until the engines are shut down, the anti-collision beacon is switched off and the chocks are in place.
CAUTION|The ATR 72-600 may arrive with the right-hand engine running in hotel mode, with the propeller brake engaged. Do not approach the right-hand side of the aircraft, or the area forward of the wing on either side, until the flight crew gives the all-clear signal.
P|GH-3.2.4|Chocks are placed fore and aft of the nose wheel. On the ATR 72-600, chocks are also placed at both main gear legs.
P|GH-3.2.5|Safety cones are placed at each wingtip, at each engine and at the tail: 6 cones for the A320 and A321neo, and 4 cones for the ATR 72-600.
H|GH-3.3|Ground support equipment
P|GH-3.3.1|Speed limits on the apron are 25 km/h on service roads, 10 km/h within the stand area and walking pace within 3 m of the aircraft.
P|GH-3.3.2|Every vehicle approaching the aircraft must stop once, about 5 m before the aircraft, to test its brakes, and then approach at walking pace.
P|GH-3.3.3|No equipment may be driven under the wings or the fuselage, except the aircraft tug and the fuel hydrant dispenser when positioning.
NOTE|Equipment with a lifting platform, such as catering trucks and ambulifts, must have its stabilisers deployed before the platform is raised.
P|GH-3.3.4|A ground power unit is connected within 2 minutes of on-block on the A320 and A321neo. Where a ground power unit is available, the auxiliary power unit may run for no more than 10 minutes after on-block and may be started no earlier than 15 minutes before off-block.
P|GH-3.3.5|Pre-conditioned air is connected when the outside air temperature is above 25 °C or below 5 °C, where the stand has it.
H|GH-3.4|Refuelling
P|GH-3.4.1|Refuelling is carried out by the fuel supplier. The GHA provides the refuelling supervisor for the aircraft side, who stays within sight of the fuel vehicle throughout.
P|GH-3.4.2|A fuelling safety zone with a radius of 3 m is kept around the fuel vents, the filling point and the fuel vehicle. Within the fuelling safety zone, no ground power unit may be connected or disconnected, and no mobile phone may be used.
P|GH-3.4.3|Refuelling with passengers on board, embarking or disembarking is permitted on the A320 and A321neo only if: (a) the flight crew has been told and has agreed; (b) a cabin crew member is at each main door and the exits on the fuel side are clear; (c) the passenger stairs or air bridge stay in place at the front left door; and (d) the "no smoking" and "fasten seat belt off" signs are lit.
CAUTION|Refuelling with passengers on board, embarking or disembarking is not permitted on the ATR 72-600.
P|GH-3.4.4|A fuel spill larger than 2 m in any direction, or one that is spreading, stops all fuelling and all turnaround activity near the aircraft; the refuelling supervisor calls the airport fire service. Smaller spills are covered with absorbent and reported to the turnaround coordinator.
H|GH-3.5|Baggage and cargo loading
P|GH-3.5.1|Loading follows the loading instruction report (LIR) issued by load control. The loading supervisor signs the LIR and reports any deviation to load control before the doors are closed.
P|GH-3.5.2|No single item of checked baggage may weigh more than 32 kg. Bags over 23 kg carry a "heavy" tag and are handled by two people.
P|GH-3.5.3|The maximum load in each hold compartment is given in Table GH-3.5. Loads above 150 kg per metre of running length must be spread on boards.
|TABLE35
NOTE|Pets in the hold are loaded last and unloaded first, in compartment 4 on the A320 and A321neo. The loading supervisor confirms the pet's position to the flight crew.
P|GH-3.5.4|Wheelchairs and mobility aids are loaded last and delivered to the aircraft door on arrival. Wet-cell batteries are disconnected and their terminals protected before loading.
P|GH-3.5.5|Hold doors are closed by the loading supervisor after a final check of the compartment for loose items, and the closure is reported to the turnaround coordinator.
"""

GH_LAST = """
H|GH-3.6|Dangerous goods
P|GH-3.6.1|Dangerous goods are accepted only by the cargo acceptance staff of the GHA. Ramp staff load them only as stated on the notification to the captain (NOTOC).
P|GH-3.6.2|A package that is damaged or leaking must not be loaded. The loading supervisor isolates it at least 25 m from the aircraft and informs the duty officer.
CAUTION|Checked bags found to contain spare lithium batteries are removed from the hold and returned to the check-in desk. Do not open the bag on the ramp.
H|GH-3.7|Weather limits
P|GH-3.7.1|Ramp activity stops when lightning is detected within 5 km of the airport (red alert). Staff shelter in vehicles or buildings. Activity may resume 15 minutes after the last strike within 5 km. At an amber alert (lightning within 10 km) staff prepare to stop work.
P|GH-3.7.2|Passenger stairs may not be moved onto or away from the aircraft when wind gusts exceed 50 kt.
P|GH-3.7.3|Cargo doors may not be opened or closed when the wind exceeds 40 kt on the A320 and A321neo, or 45 kt on the ATR 72-600.
P|GH-3.7.4|De-icing and anti-icing are carried out by the airport's de-icing provider. Holdover times are taken from the holdover time tables issued by the Ground Operations Standards Manager before each winter season.
H|GH-3.8|Departure and pushback
P|GH-3.8.1|Before pushback, the turnaround coordinator confirms that all doors and panels are closed, all equipment is clear, and the chocks and cones have been removed, except the nose wheel chocks.
P|GH-3.8.2|The pushback crew consists of the tug driver and a headset operator in contact with the flight deck. At night, or in visibility below 800 m, a wing walker is added.
P|GH-3.8.3|The steering bypass pin is inserted before the tow bar is connected and removed only after the tow bar is disconnected. The headset operator shows the pin to the flight crew.
P|GH-3.8.4|Engines may be started during pushback only when the headset operator has confirmed that the area is clear.
H|GH-3.9|Staff qualifications
P|GH-3.9.1|Every person working on the ramp must hold an airside pass and wear a high-visibility garment. Hearing protection is worn within 50 m of an aircraft with engines running.
P|GH-3.9.2|Drivers must hold an airside driving permit, which is renewed every 3 years.
P|GH-3.9.3|GHA staff must complete Corvane aircraft type familiarisation before they first handle a Corvane aircraft, and refresh it every 24 months. Headset operators also complete a practical pushback assessment every 12 months.
P|GH-3.9.4|Refuelling supervisors must hold the fuel supplier's into-plane supervisor certificate.
H|GH-3.10|Aircraft servicing
P|GH-3.10.1|Potable water is serviced before toilet servicing. Where both are done on the same turnaround, different staff or different vehicles are used, and the toilet service vehicle is never parked in front of the potable water panel.
P|GH-3.10.2|Potable water tanks are filled to 50% on sectors shorter than 2 hours and to 100% on all other sectors, unless the flight crew asks otherwise.
P|GH-3.10.3|Potable water hoses and water service vehicles are disinfected at least every 30 days, and the date is marked on the vehicle.
NOTE|Toilet servicing is not carried out on the ATR 72-600 at outstations where the turnaround is shorter than 40 minutes, unless the cabin crew requests it.
H|GH-3.11|Cabin cleaning
P|GH-3.11.1|Cleaners board only after the last passenger has left the aircraft and the cabin crew has given permission.
P|GH-3.11.2|A transit clean on the A320 takes 10 minutes with a team of 4 cleaners; on the A321neo it takes 12 minutes with a team of 5.
P|GH-3.11.3|Items found on board are handed to the cabin crew, or after the crew has left, to the GHA's lost property office, with a found-item form.
"""

GH_T31 = table(
    ["Aircraft type", "Seats", "Minimum ground time"],
    [["Airbus A320", "180", "35 min"], ["Airbus A321neo", "220", "45 min"], ["ATR 72-600", "70", "25 min"]],
    caption="Table GH-3.1 – Aircraft types and minimum ground times",
)
GH_T35 = table(
    ["Type", "Compartment", "Max load"],
    [
        ["A320", "1 (forward)", "3 402 kg"],
        ["A320", "3 and 4 (aft)", "2 426 kg"],
        ["A320", "5 (bulk)", "1 497 kg"],
        ["A321neo", "1 and 2 (forward)", "5 670 kg"],
        ["A321neo", "3 and 4 (aft)", "4 400 kg"],
        ["A321neo", "5 (bulk)", "1 497 kg"],
        ["ATR 72-600", "forward cargo", "880 kg"],
        ["ATR 72-600", "rear cargo", "620 kg"],
    ],
    caption="Table GH-3.5 – Hold compartment limits",
)

GH_ABBR = table(
    ["Abbreviation", "Meaning"],
    [
        ["FOD", "foreign object debris"],
        ["GHA", "ground handling agent"],
        ["LIR", "loading instruction report"],
        ["NOTOC", "notification to the captain (of dangerous goods and special loads)"],
        ["ULD", "unit load device"],
    ],
)

GH_CSS = """
body {font-family: sans-serif; font-size: 9.5pt; line-height: 1.35}
h3 {font-size: 10.5pt; color: #7a1020; margin-top: 8pt; margin-bottom: 3pt}
p {margin-top: 2pt; margin-bottom: 4pt; text-align: left}
span.id {font-weight: bold}
p.caption {font-weight: bold; font-size: 8.5pt; margin-top: 5pt; margin-bottom: 2pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 5pt}
table.t th {border-bottom: 0.8pt solid #7a1020; text-align: left; padding: 2pt}
table.t td {border-bottom: 0.3pt solid #aaaaaa; padding: 2pt}
table.note {width: 100%; border-collapse: collapse; margin-top: 3pt; margin-bottom: 5pt}
table.note td {padding: 4pt; font-size: 8.5pt; border-top: 0.8pt solid #2a5a8a; border-bottom: 0.8pt solid #2a5a8a}
table.caution {width: 100%; border-collapse: collapse; margin-top: 3pt; margin-bottom: 5pt}
table.caution td {border: 1.5pt solid #b06000; padding: 4pt; font-size: 8.5pt}
"""


def gh_markup(text: str) -> str:
    """'H|id|title' heads, 'P|id|text' paragraphs, 'NOTE|text' and 'CAUTION|text' boxes, '|html'."""
    out = []
    for line in text.strip().splitlines():
        kind, _, rest = line.strip().partition("|")
        if kind == "":
            out.append(rest)
        elif kind == "H":
            ident, title = rest.split("|")
            out.append(f"<h3>{ident}&nbsp;&nbsp;{esc(title)}</h3>")
        elif kind == "P":
            ident, body = rest.split("|")
            lead = f'<span class="id">{ident}</span>&nbsp;&nbsp;' if ident else ""
            out.append(f"<p>{lead}{esc(body)}</p>")
        elif kind == "NOTE":
            out.append(f'<table class="note"><tr><td><b>NOTE:</b> {esc(rest)}</td></tr></table>')
        elif kind == "CAUTION":
            out.append(f'<table class="caution"><tr><td><b>CAUTION:</b> {esc(rest)}</td></tr></table>')
    return "\n".join(out)


def build_gh() -> None:
    """The ground operations manual chapter (PDF): one column, then two columns, then one column."""
    left, right, top, bottom, gap = 54, A4.width - 54, 78, A4.height - 66, 16
    mid = (left + right) / 2
    head = """<p style="font-size:8.5pt; color:#7a1020"><b>CORVANE AIRWAYS</b> · Ground Operations Manual (GOM)</p>
    <p style="font-size:20pt; margin-top:6pt"><b>Part C – Chapter 3</b></p>
    <p style="font-size:14pt">Aircraft Turnaround and Ramp Safety</p>
    <table style="width:100%; font-size:8.5pt; margin-top:8pt; margin-bottom:10pt; border-collapse:collapse">
    <tr><td style="border-top:0.8pt solid #7a1020; padding:2pt">Revision</td><td style="border-top:0.8pt solid #7a1020; padding:2pt">Rev 7</td>
    <td style="border-top:0.8pt solid #7a1020; padding:2pt">Effective</td><td style="border-top:0.8pt solid #7a1020; padding:2pt">01 FEB 2025</td></tr>
    <tr><td style="border-bottom:0.8pt solid #7a1020; padding:2pt">Chapter owner</td><td style="border-bottom:0.8pt solid #7a1020; padding:2pt">Ground Operations Standards Manager</td>
    <td style="border-bottom:0.8pt solid #7a1020; padding:2pt">Changes in Rev 7</td><td style="border-bottom:0.8pt solid #7a1020; padding:2pt">GH-3.4.3 and GH-3.7.3 revised; Table GH-3.5 updated for the A321neo</td></tr></table>"""
    first = flow(
        head + gh_markup(GH_FIRST).replace("TABLE31", GH_T31).replace("ABBR", GH_ABBR),
        GH_CSS,
        A4,
        lambda _n: [pymupdf.Rect(left, top, right, bottom)],
    )
    two = flow(
        gh_markup(GH_TWO).replace("TABLE35", GH_T35),
        GH_CSS,
        A4,
        lambda _n: [pymupdf.Rect(left, top, mid - gap / 2, bottom), pymupdf.Rect(mid + gap / 2, top, right, bottom)],
    )
    last = flow(gh_markup(GH_LAST), GH_CSS, A4, lambda _n: [pymupdf.Rect(left, top, right, bottom)])
    doc = join(first, two, last)
    for k in range(first.page_count, first.page_count + two.page_count):
        doc[k].draw_line((mid, top), (mid, bottom), width=0.3, color=(0.6, 0.6, 0.6))
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(left, 36, right, 50),
            '<table style="width:100%"><tr><td>GOM Part C</td><td style="text-align:right">Chapter 3 – Aircraft Turnaround and Ramp Safety</td></tr></table>',
        )
        page.draw_line((left, 54), (right, 54), color=(0.48, 0.06, 0.13), width=0.8)
        page.draw_line((left, A4.height - 50), (right, A4.height - 50), color=(0.48, 0.06, 0.13), width=0.5)
        stamp(
            page,
            pymupdf.Rect(left, A4.height - 46, right, A4.height - 34),
            '<table style="width:100%"><tr><td>Rev 7</td><td style="text-align:center">01 FEB 2025</td>'
            f'<td style="text-align:right">3–{i + 1}</td></tr></table>',
        )
    save(doc, "corvane_gom_c3_ground_handling.pdf")


# == 3. Sports federation eligibility and anti-doping rules =====================================================
FED_TEXT = """
PART|PART A – ELIGIBILITY
RULE|Rule 1|Scope
P|1.|These Rules apply to every <i>Athlete</i>, coach and club official licensed by the Estmere Weightlifting Federation ("the Federation") and to every competition held under the Federation's sanction.
P|2.|Part A sets the conditions an <i>Athlete</i> must meet to take part in Federation competitions. Part B contains the Federation's anti-doping rules. Terms in italics are defined in Appendix 1.
RULE|Rule 2|Licences
P|(a)|No <i>Athlete</i> may compete in a sanctioned competition without a current Federation licence. The licence year runs from 1 January to 31 December.
P|(b)|An application for a licence must reach the Federation office at least 14 days before the first competition in which the <i>Athlete</i> wishes to take part.
P|(c)|The annual licence fees are: senior, €45; junior (under 20 on 31 December of the licence year), €25; youth (under 17 on 31 December of the licence year), €15; masters (35 or over on 31 December of the licence year), €35.
P|(d)|A licence lapses automatically when a period of <i>Ineligibility</i> of more than 12 months begins.
RULE|Rule 3|Age groups
P|(a)|An <i>Athlete</i>'s age group is decided by the year of birth: the age the <i>Athlete</i> reaches on 31 December of the competition year counts for the whole year.
P|(b)|The age groups are: youth, 13 to 17; junior, 15 to 20; senior, 15 and over; masters, 35 and over.
P|(c)|No <i>Athlete</i> may compete before the year in which the <i>Athlete</i> reaches 13. An <i>Athlete</i> aged 13 or 14 may compete only in youth events.
RULE|Rule 4|Representation
P|(a)|To compete in the National Championships an <i>Athlete</i> must be a citizen of Estmere, or have been resident in Estmere for at least the 3 years before the Championships.
P|(b)|Only citizens of Estmere may be selected for the national team.
P|(c)|An <i>Athlete</i> who has represented another country in an international competition may represent Estmere only after 2 years have passed since that competition.
RULE|Rule 5|Transfers between clubs
P|(a)|An <i>Athlete</i> may transfer from one <i>Club of Record</i> to another during the transfer window, which runs from 1 November to 31 December.
P|(b)|Outside the transfer window a transfer is allowed only:
S|(i)|with the written consent of both clubs; or
S|(ii)|where the <i>Athlete</i> has moved home by more than 100 km, in which case no consent is needed.
P|(c)|The Federation charges an administration fee of €30 for each transfer, except a transfer under Rule 5(b)(ii), which is free.
P|(d)|A transferred <i>Athlete</i> may not lift for the new club in the Club League until 60 days after the transfer is registered, except after a transfer under Rule 5(b)(ii).
P|(e)|A club may not refuse consent under Rule 5(b)(i) because of unpaid club subscriptions of less than €100.
RULE|Rule 6|Bodyweight categories and weigh-in
P|(a)|The men's bodyweight categories are 58, 64, 70, 77, 85, 95 and 108 kg and over 108 kg. The women's categories are 47, 52, 57, 63, 70, 78 and 88 kg and over 88 kg.
P|(b)|The weigh-in starts 2 hours before the start of the <i>Athlete</i>'s session and lasts 1 hour. An <i>Athlete</i> may be weighed as many times as needed within that hour.
P|(c)|An <i>Athlete</i> must show the licence and photographic identification at the weigh-in.
P|(d)|An <i>Athlete</i> who is above the limit of the entered category at the end of the weigh-in may not compete in the session.
RULE|Rule 7|National Championships
P|(a)|Entries for the National Championships close 21 days before the first day of the Championships.
P|(b)|An <i>Athlete</i> must have achieved the qualifying total for the category, as published by the Technical Committee by 31 January each year, at a sanctioned competition in the 12 months before the entry deadline.
P|(c)|The Technical Committee may give a wild card to no more than 2 <i>Athletes</i> in each category who have not achieved the qualifying total.
RULE|Rule 8|Status during Ineligibility
P|(a)|An <i>Athlete</i> or coach serving a period of <i>Ineligibility</i> may not take part in any capacity in a competition or activity sanctioned by the Federation or by any club.
P|(b)|An <i>Athlete</i> may return to train with a club, or to use club facilities, during the last 2 months of the period of <i>Ineligibility</i>, or during the last quarter of it, whichever is shorter.
PART|PART B – ANTI-DOPING
ART|Article 9|Application
P|(1)|The Federation accepts the Prohibited List in force for the time being under the World Anti-Doping Code. Part B applies to every <i>Athlete</i> holding a Federation licence and to every <i>Athlete Support Person</i>.
P|(2)|The Estmere Anti-Doping Agency ("the Agency") carries out testing, results management and hearings on behalf of the Federation.
ART|Article 10|Testing
P|(1)|Any licensed <i>Athlete</i> may be tested <i>In-Competition</i> or <i>Out-of-Competition</i>, at any time and place, with no advance notice.
P|(2)|An <i>Athlete</i> notified for testing <i>In-Competition</i> must report to the doping control station within 60 minutes of notification and stay under observation until the <i>Sample</i> has been provided.
P|(3)|A <i>Minor</i> must be accompanied throughout the sample collection by a representative of the <i>Minor</i>'s choice, who is aged 18 or over.
ART|Article 11|Therapeutic Use Exemptions
P|(1)|An <i>Athlete</i> in the <i>National Testing Pool</i> who needs a prohibited substance or method for a medical condition must apply to the Agency for a <i>TUE</i> at least 30 days before the next competition, except in an emergency.
P|(2)|Any other <i>Athlete</i> may apply for a <i>TUE</i> retroactively, after a <i>Sample</i> has been collected.
P|(3)|The Agency decides an application within 21 days of receiving a complete file.
ART|Article 12|Sanctions on individuals
P|(1)|For the presence, use or possession of a prohibited substance, the period of <i>Ineligibility</i> is 4 years where the violation was intentional, and 2 years in any other case.
P|(2)|The period may be reduced by up to one half where the <i>Athlete</i> establishes no significant fault or negligence, and may be reduced to a reprimand where the <i>Athlete</i> is a <i>Protected Person</i> or a <i>Recreational Athlete</i>.
P|(3)|For evading, refusing or failing to submit to sample collection, the period of <i>Ineligibility</i> is 4 years.
P|(4)|For 3 <i>Whereabouts Failures</i> within 12 months, as set out in Article 12a, the period of <i>Ineligibility</i> is 2 years, which may be reduced to no less than 1 year depending on the <i>Athlete</i>'s degree of fault.
P|(5)|A second violation leads to a period of <i>Ineligibility</i> of twice the period for the first violation.
ART|Article 12a|Whereabouts for the National Testing Pool
NOTE|Article 12a was inserted by the General Assembly on 23 March 2024 and applies from 1 July 2024.
P|(1)|The Agency decides which <i>Athletes</i> are included in the <i>National Testing Pool</i> and tells each of them in writing.
P|(2)|An <i>Athlete</i> in the <i>National Testing Pool</i> must file whereabouts information for each quarter by the 15th day of the month before the quarter begins, and keep it up to date.
P|(3)|The whereabouts information must include one 60-minute time slot each day, between 05:00 and 23:00, during which the <i>Athlete</i> is available for testing at a stated place.
P|(4)|A filing failure or a missed test is a <i>Whereabouts Failure</i>. Three <i>Whereabouts Failures</i> within 12 months are a violation sanctioned under Article 12(4).
ART|Article 13|Provisional Suspension
P|(1)|A <i>Provisional Suspension</i> is imposed as soon as an adverse analytical finding for a non-specified substance is notified to the <i>Athlete</i>. For a specified substance a <i>Provisional Suspension</i> is optional.
P|(2)|An <i>Athlete</i> under <i>Provisional Suspension</i> is entitled to a provisional hearing within 14 days of the request.
ART|Article 14|Hearings and appeals
P|(1)|Hearings are held by the Anti-Doping Panel, which sits as a panel of 3: a lawyer as chair, a medical practitioner and a former <i>Athlete</i>.
P|(2)|A decision of the Anti-Doping Panel may be appealed to the Appeal Tribunal of the Federation within 21 days of receipt of the reasoned decision.
ART|Article 15|Consequences for clubs
P|(1)|Where 2 members of the same club commit anti-doping rule violations within 12 months, the Federation may fine the club up to €2,000.
P|(2)|Where 3 or more members of the same club commit anti-doping rule violations within 12 months, the club may be excluded from the Club League for up to 2 seasons.
ART|Article 16|Education
P|(1)|Every <i>Athlete</i> in the <i>National Testing Pool</i> must complete the Agency's anti-doping e-learning course once in each calendar year.
P|(2)|Every club must appoint an anti-doping education contact, who completes the Agency's course for club officials.
"""

FED_DEFS = [
    (
        "Athlete",
        "a person who holds a Federation licence to compete, or who takes part in a competition sanctioned by the Federation.",
    ),
    (
        "Athlete Support Person",
        "a coach, trainer, manager, team official, medical or para-medical person, parent or other person working with or treating an Athlete.",
    ),
    ("Club of Record", "the club for which an Athlete is registered with the Federation at a given time."),
    (
        "In-Competition",
        "the period from 23:59 on the day before a competition in which the Athlete is entered until the end of that competition and of the sample collection related to it.",
    ),
    (
        "Ineligibility",
        "the consequence of an anti-doping rule violation or of a disciplinary decision by which a person is barred for a period from taking part in competitions and activities.",
    ),
    ("Minor", "a person under 18 years of age."),
    (
        "National Testing Pool",
        "the group of Athletes chosen by the Agency who must provide whereabouts information under Article 12a.",
    ),
    ("Out-of-Competition", "any period that is not In-Competition."),
    (
        "Protected Person",
        "an Athlete who is under 16, or who is under 18 and not in the National Testing Pool and has never competed in an international open-category event.",
    ),
    (
        "Provisional Suspension",
        "a temporary bar from taking part in any competition or activity before a final decision at a hearing.",
    ),
    ("Sample", "any biological material collected for doping control."),
    (
        "TUE",
        "Therapeutic Use Exemption: a permission from the Agency to use a prohibited substance or method for a medical condition.",
    ),
    ("Whereabouts Failure", "a filing failure or a missed test, as declared by the Agency under Article 12a."),
]

FED_CSS = """
body {font-family: serif; font-size: 10.5pt; line-height: 1.35}
h1 {font-size: 14pt; text-align: center; margin-top: 16pt; margin-bottom: 6pt; letter-spacing: 1pt}
h2 {font-size: 11.5pt; margin-top: 12pt; margin-bottom: 4pt}
p {margin-top: 2pt; margin-bottom: 4pt; text-align: justify}
p.k {margin-left: 28pt; text-indent: -28pt}
p.s {margin-left: 56pt; text-indent: -28pt}
p.note {font-size: 9pt; font-style: italic; margin-left: 28pt}
p.d {margin-left: 20pt; text-indent: -20pt; margin-bottom: 5pt}
"""


def fed_markup(text: str) -> str:
    """'PART|title', 'RULE|Rule 5|title' and 'ART|Article 12a|title' heads, 'P|(a)|text' paragraphs, 'S|(i)|text' sub-items, 'NOTE|text'."""
    out = []
    for line in text.strip().splitlines():
        kind, _, rest = line.strip().partition("|")
        if kind == "PART":
            out.append(f"<h1>{rest}</h1>")
        elif kind in {"RULE", "ART"}:
            num, title = rest.split("|")
            out.append(f"<h2>{num} – {title}</h2>")
        elif kind == "P":
            num, body = rest.split("|", 1)
            out.append(f'<p class="k">{num}&nbsp;&nbsp;&nbsp;&nbsp;{body}</p>')
        elif kind == "S":
            num, body = rest.split("|", 1)
            out.append(f'<p class="s">{num}&nbsp;&nbsp;&nbsp;&nbsp;{body}</p>')
        elif kind == "NOTE":
            out.append(f'<p class="note">[{rest}]</p>')
    return "\n".join(out)


def build_fed() -> None:
    """The federation's eligibility and anti-doping rules (PDF), definitions at the end."""
    defs = "".join(f'<p class="d"><b>{t}</b>: {d}</p>' for t, d in FED_DEFS)
    body = (
        """<p style="text-align:center; font-size:10pt">ESTMERE WEIGHTLIFTING FEDERATION</p>
        <p style="text-align:center; font-size:18pt; margin-top:8pt"><b>Eligibility and Anti-Doping Rules</b></p>
        <p style="text-align:center; font-size:10pt">as adopted by the General Assembly on 23 March 2024, in force from 1 July 2024</p>"""
        + fed_markup(FED_TEXT)
        + "<h1>APPENDIX 1 – DEFINITIONS</h1><p>In these Rules the following terms have the meanings given below. A defined term is printed in italics where it is used.</p>"
        + defs
    )
    frame = pymupdf.Rect(64, 70, A4.width - 64, A4.height - 64)
    doc = flow(body, FED_CSS, A4, lambda _n: [frame])
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(64, A4.height - 44, A4.width - 64, A4.height - 32),
            f'<table style="width:100%"><tr><td>EWF Eligibility and Anti-Doping Rules 2024</td><td style="text-align:right">{i + 1}</td></tr></table>',
            "* {font-family: serif; font-size: 8.5pt}",
        )
    save(doc, "estmere_weightlifting_eligibility_ad_rules.pdf")


# == 4. Leave and working-time policy (Markdown) ================================================================
LEAVE_MD = """# Leave and Working Time Policy

**Halden & Pike Engineering Ltd** · People Team · Policy HP-HR-04

- Version: 3.2
- Applies from: 1 January 2025
- Owner: Head of People
- Review: every 2 years, or sooner if the law changes

## 1. Who this policy covers

1. This policy applies to all employees of Halden & Pike Engineering Ltd ("the Company"), at the Stockwell head office
   and at the Marsh Lane and Dunmore workshops.
2. It does not apply to:
   - agency workers, whose hours and leave are set by their agency;
   - contractors and consultants;
   - apprentices, for the parts of this policy that their apprenticeship agreement covers (their leave is set by
     that agreement; working time is not).

## 2. Working time

### 2.1 Normal hours

- Office staff work 37.5 hours a week, Monday to Friday, on flexitime (section 2.3).
- Workshop staff work 39 hours a week on the shift pattern set by their workshop manager.
- Part-time employees work the hours in their contract.

### 2.2 Maximum weekly hours

1. No employee may work more than an average of 48 hours a week, counted over a rolling 17-week reference period,
   unless they have signed an opt-out agreement.
2. An opt-out:
   - is voluntary, and nobody is treated less favourably for refusing to sign one;
   - may be cancelled by the employee with 4 weeks' written notice;
   - is not available to employees under 18.
3. Night workers may not work more than an average of 8 hours in each 24 hours, counted over the same 17-week period.

### 2.3 Flexitime (office staff)

- Core hours, when everyone must be at work, are 10:00 to 15:00 Monday to Thursday and 10:00 to 13:00 on Friday.
- The flexible bands are 07:30 to 10:00 and 15:00 to 19:00.
- Up to 15 hours of credit may be carried from one 4-week accounting period to the next; a debit of up to 7.5 hours
  may be carried.
- Up to 2 flexi days may be taken in each accounting period, with the line manager's approval.

### 2.4 Rest breaks and rest periods

| Who | Rest break during the day | Daily rest | Weekly rest |
|---|---|---|---|
| Employees aged 18 or over | 20 minutes if the working day is longer than 6 hours | 11 consecutive hours | 24 hours each week, or 48 hours each fortnight |
| Employees under 18 | 30 minutes if the working day is longer than 4.5 hours | 12 consecutive hours | 48 hours each week |

Rest breaks are unpaid, except for workshop staff on a 12-hour shift, who have a paid break of 30 minutes.

### 2.5 Overtime

1. Overtime must be approved in advance by the line manager. Unapproved hours are not paid.
2. Overtime is paid to employees in pay grades 1 to 5 at these rates:
   - Monday to Saturday: time and a half;
   - Sundays and bank holidays: double time.
3. Employees in grades 6 and above do not receive overtime pay; they may take time off in lieu, hour for hour, within
   3 months of working the extra hours.

## 3. Annual leave

### 3.1 Entitlement

The leave year runs from 1 January to 31 December. Full-time employees are entitled to the annual leave below, plus
the 8 bank holidays. Service is counted in complete years on 1 January.

| Length of service on 1 January | Annual leave (days) |
|---|---|
| 0–2 years | 25 |
| 3–5 years | 26 |
| 6–10 years | 28 |
| More than 10 years | 30 |

Part-time employees receive the same entitlement pro rata to their contracted hours, including bank holidays.

### 3.2 Booking leave

1. Leave is booked through the HR portal and must be approved by the line manager before travel or other
   arrangements are made.
2. Notice must be at least twice the length of the leave requested (for example, 2 weeks' notice for 1 week's leave).
3. No more than 10 consecutive working days may be taken at once without the approval of a director.
4. Workshop staff take 5 days of their leave during the summer shutdown, in the last week of July.
5. A request is treated as approved if the line manager does not answer it within 5 working days.

### 3.3 Carrying over and buying leave

- Up to 5 days of unused leave may be carried into the next leave year. Carried-over days must be taken by 31 March
  and are lost after that date.
- Leave that could not be taken because of sickness or family leave is carried over in full, and must be taken
  within 18 months of the end of the leave year in which it arose.
- Employees may buy up to 5 extra days of leave each year through the salary sacrifice scheme. Requests are made in
  the November window for the following leave year.

### 3.4 Leaving the Company

- Leave accrued but not taken is paid in the final salary.
- Leave taken beyond the accrued entitlement is deducted from the final salary.

## 4. Sickness absence

### 4.1 Reporting

1. Call your line manager (not a text or email) by 09:30 on the first day of absence, or at least 1 hour before the
   start of your shift.
2. For absences of up to 7 calendar days, complete a self-certification form on the HR portal on your return.
3. From the 8th calendar day a fit note from a doctor is needed.

### 4.2 Company sick pay

Company sick pay is paid in a rolling 12-month period, according to service:

| Service | Full pay | Half pay |
|---|---|---|
| Under 1 year | statutory sick pay only | – |
| 1–3 years | 4 weeks | 4 weeks |
| 4–7 years | 8 weeks | 8 weeks |
| 8 years or more | 13 weeks | 13 weeks |

A return-to-work meeting is held after every absence. Three separate absences in 6 months trigger an attendance
review with the HR Business Partner.

## 5. Family leave

### 5.1 Maternity and adoption leave

- Up to 52 weeks' leave, whatever the length of service.
- Employees with at least 1 year's service on the expected week of childbirth or placement receive 16 weeks at full
  pay, then 10 weeks at half pay, then statutory pay for the rest of the paid period.
- Keeping-in-touch days: up to 10, paid at the normal daily rate.

### 5.2 Paternity and partner leave

- 2 weeks at full pay, to be taken within 12 weeks of the birth or placement.

### 5.3 Shared parental leave

- Paid at the statutory rate only. At least 8 weeks' notice of each block of leave is needed.

## 6. Other leave

| Type of leave | Paid | Amount |
|---|---|---|
| Bereavement: partner, child or parent | yes | 10 working days |
| Bereavement: sibling, grandparent or grandchild | yes | 3 working days |
| Funeral of another relative or friend | yes | 1 day |
| Time off for dependants (emergencies) | yes, up to 2 days a year; unpaid after that | reasonable time |
| Jury service | yes, full pay less any loss-of-earnings allowance claimed | as summoned |
| Volunteering | yes | 2 days a year |
| Reserve forces training | no | up to 15 days a year |
| Sabbatical (after 5 years' service) | no | up to 3 months |

Requests for a sabbatical are made to the Head of People at least 3 months before the sabbatical begins.

## 7. Who to ask

- Line managers: day-to-day questions, booking leave, approving overtime and flexi days.
- HR Business Partner: sickness reviews, family leave, sabbaticals.
- Head of People: owner of this policy; appeals against a refusal of leave, which must be made within 10 working days.
"""


def build_leave() -> None:
    """The leave and working-time policy (Markdown)."""
    (DOCS / "halden_pike_leave_working_time.md").write_text(LEAVE_MD, encoding="utf-8")
    print("halden_pike_leave_working_time.md: Markdown")


# == 5. Playground-equipment inspection regulations =============================================================
PLAY_TEXT = """
Citation and commencement|1.|(1) These Regulations may be cited as the Playground Safety (Equipment Inspection) Regulations 2024.
||(2) These Regulations come into force on 1 March 2025, except regulation 9, which comes into force on 1 September 2025.
Interpretation|2.|In these Regulations—
||“annual main inspection” means an inspection that establishes the overall level of safety of the equipment, foundations and surfaces, including the effects of weather, rot and corrosion;
||“critical fall height” means the greatest free fall height for which a surface gives an acceptable level of impact attenuation, as shown by a test;
||“free fall height” means the greatest vertical distance from the part of the equipment that supports the body of a user to the impact area below;
||“impact area” means the area that can be hit by a user after falling from the equipment;
||“operational inspection” means a more detailed inspection than a routine visual inspection, to check the operation and stability of the equipment and any wear;
||“operator” means the owner of a playground, or the person in control of it under a lease or management agreement;
||“registered inspector” means a person registered under regulation 9;
||“routine visual inspection” means an inspection to find obvious hazards from vandalism, use or weather, such as broken parts or broken glass;
||“the Unit” means the Playground Safety Unit of the Department of Community Safety.
Application|3.|(1) These Regulations apply to every playground to which the public has access, with or without payment, including playgrounds in public parks, schools, childcare centres, holiday parks, restaurants and shopping centres.
||(2) These Regulations do not apply to—
||(a) equipment in a private garden used only by the household and its guests;
||(b) outdoor fitness equipment designed for users aged 14 and over;
||(c) equipment hired out for a single event for no more than 3 days.
Duty to inspect|4.|(1) The operator must ensure that the equipment in a playground is inspected at intervals no longer than those given in Schedule 1, by the persons stated there.
||(2) The annual main inspection must be carried out by a registered inspector, and no more than 13 months may pass between two annual main inspections.
||(3) New or relocated equipment must be inspected by a registered inspector after installation and before it is opened to the public.
||(4) The operator of a playground must carry out routine visual inspections daily, instead of weekly, where—
||(a) the playground has been vandalised twice or more in the previous 12 months; or
||(b) the playground is estimated to receive more than 2,000 visits a week.
Action on defects|5.|(1) Where an inspection finds a defect, the inspector classifies it as high, medium or low risk, using the criteria in Schedule 2.
||(2) Equipment with a high-risk defect must be taken out of use immediately and made secure against use within 24 hours, by removal, fencing or locking.
||(3) A medium-risk defect must be repaired within 30 days, and a low-risk defect within 90 days, of the inspection.
||(4) Where a defect cannot be repaired within the time required, the equipment must be taken out of use until it is repaired.
Surfacing|6.|(1) Impact-attenuating surfacing must be provided in the impact area of any equipment with a free fall height of more than 600 mm.
||(2) The critical fall height of the surfacing must be at least equal to the free fall height of the equipment.
||(3) Loose-fill bark or woodchip must be laid to a depth of at least 300 mm for free fall heights up to 3.0 m; sand must be laid to a depth of at least 300 mm for free fall heights up to 2.0 m. Loose fill must be raked and topped up to that depth at each operational inspection.
||(4) Synthetic surfacing, including wet-pour rubber and rubber tiles, must be tested on site by a registered inspector at the annual main inspection where the free fall height exceeds 1.5 m.
Records|7.|(1) The operator must keep a log book for each playground, on paper or electronically, recording every inspection, defect, repair and accident.
||(2) Records must be kept for at least 5 years after the date of the entry, and must be produced to an officer of the Unit on request within 7 days.
Signs|8.|Every playground must display at each entrance a sign stating—
||(a) the name of the operator;
||(b) a telephone number for reporting damage, answered or monitored at least daily;
||(c) the age range for which the equipment is designed; and
||(d) that dogs are not allowed in the playground.
Registration of inspectors|9.|(1) A person may carry out an annual main inspection or a post-installation inspection only if registered by the Unit.
||(2) An applicant for registration must—
||(a) hold a Level 3 Playground Inspector certificate, or a qualification that the Unit recognises as equivalent; and
||(b) have carried out at least 20 annual main inspections under the supervision of a registered inspector.
||(3) Registration lasts 3 years. A registered inspector must complete at least 12 hours of continuing professional development in each year of registration.
||(4) The fees for registration are set out in Schedule 3.
Serious injuries|10.|(1) The operator must notify the Unit within 48 hours of any accident on playground equipment in which a person is admitted to hospital.
||(2) The equipment involved must be kept out of use, and left unaltered, for 7 days after the notification, unless the Unit allows otherwise.
Offences|11.|(1) An operator who fails to comply with regulation 4, 5 or 10 commits an offence and is liable on conviction to a fine not exceeding 100 penalty units.
||(2) An authorised officer may issue an infringement notice for an offence under regulation 4 or 7. The infringement penalty is $750 for a body corporate and $300 for an individual.
Transitional|12.|Playgrounds that were open to the public before 1 March 2025 must have their first annual main inspection under these Regulations by 31 August 2025.
"""

PLAY_S1 = table(
    ["Inspection", "By whom", "Maximum interval", "Recorded in the log book"],
    [
        [
            "Routine visual inspection",
            "operator's staff trained by the operator",
            "7 days (daily where regulation 4(4) applies)",
            "date, name, hazards found and action taken",
        ],
        [
            "Operational inspection",
            "operator's staff who hold a Level 2 Playground Operational Inspection certificate",
            "3 months",
            "the Schedule 2 checklist, completed and signed",
        ],
        [
            "Annual main inspection",
            "registered inspector",
            "12 months (never more than 13 months)",
            "the inspector's report, with the risk class of each defect",
        ],
        [
            "Post-installation inspection",
            "registered inspector",
            "before first use by the public",
            "the inspector's report",
        ],
    ],
)

PLAY_S2_ROWS = [
    [
        "1",
        "Surfacing",
        "depth of loose fill; gaps and lifting edges in synthetic surfaces",
        "loose fill below the depth in reg. 6(3): high",
    ],
    ["2", "Foundations", "footings exposed or loose", "footing exposed by more than 50 mm: medium"],
    [
        "3",
        "Fixings and bolts",
        "missing, loose or protruding more than half the bolt diameter",
        "any missing fixing on a load-bearing part: high",
    ],
    [
        "4",
        "Chains and shackles",
        "wear at the links and at the shackles",
        "wear of more than 10% of the original diameter: high",
    ],
    ["5", "Swing seats", "clearance under the seat at rest; seat damage", "less than 350 mm above the surface: medium"],
    ["6", "Entrapment gaps", "openings that could trap a head or neck", "any opening between 89 mm and 230 mm: high"],
    ["7", "Slides", "height of the exit above the surface; sharp edges", "exit higher than 350 mm: medium"],
    [
        "8",
        "Guardrails and barriers",
        "height on platforms",
        "barrier lower than 700 mm on a platform more than 1.0 m high: high",
    ],
    ["9", "Timber", "rot, splits and splinters", "rot reducing the section of a post by more than one quarter: high"],
    [
        "10",
        "General",
        "sharp edges, litter, broken glass, graffiti",
        "broken glass or sharp edge within reach of users: high",
    ],
]


def play_schedule2() -> str:
    """The Schedule 2 checklist form: items with empty Pass / Fail / N/A boxes."""
    box = '<td style="width:24pt"></td>'
    rows = "".join(
        f"<tr><td>{n}</td><td><b>{item}</b></td><td>{check}</td><td>{risk}</td>{box}{box}{box}</tr>"
        for n, item, check, risk in PLAY_S2_ROWS
    )
    return (
        '<table class="form"><tr><td>Playground: ____________________</td><td>Operator: ____________________</td></tr>'
        "<tr><td>Inspected by: ____________________</td><td>Date: ______________</td></tr></table>"
        '<table class="t"><tr><th>No.</th><th>Item</th><th>What to check</th><th>Fail criterion and risk class</th><th style="width:24pt">Pass</th><th style="width:24pt">Fail</th><th style="width:24pt">N/A</th></tr>'
        + rows
        + "</table>"
    )


PLAY_S3 = table(
    ["Item", "Fee"],
    [
        ["Application for registration as an inspector", "$180"],
        ["Renewal of registration (every 3 years)", "$120"],
        ["Late renewal (applied for after registration has lapsed)", "$60, in addition to the renewal fee"],
        ["Replacement registration card", "$25"],
        ["Inspection of a playground by the Unit at the operator's request", "$410 per playground"],
    ],
)

PLAY_CSS = """
body {font-family: serif; font-size: 10pt; line-height: 1.35}
table.r {width: 100%; margin: 0}
table.r td.mn {width: 20%; vertical-align: top; font-size: 7.5pt; font-style: italic; padding-right: 8pt; padding-top: 3pt}
table.r td.no {width: 5%; vertical-align: top; font-weight: bold; padding-top: 2pt}
table.r td.x {vertical-align: top; text-align: justify; padding-top: 2pt}
h2 {font-size: 11pt; text-align: center; margin-top: 14pt; margin-bottom: 2pt}
p.sub {text-align: center; font-style: italic; font-size: 9pt; margin-top: 0pt; margin-bottom: 6pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 6pt}
table.t th {border: 0.5pt solid #000000; text-align: left; padding: 2pt}
table.t td {border: 0.5pt solid #000000; padding: 2pt; vertical-align: top}
table.form {width: 100%; font-size: 9pt; margin-bottom: 6pt}
"""


def play_markup(text: str) -> str:
    """'margin note|number|text' lines: the section title as a marginal note, the number and the text; '||text' continues."""
    out = []
    for line in text.strip().splitlines():
        note, num, body = line.strip().split("|", 2)
        out.append(
            f'<table class="r"><tr><td class="mn" style="width:84pt">{note}</td><td class="no" style="width:24pt">{num}</td><td class="x">{esc(body)}</td></tr></table>'
        )
    return "\n".join(out)


def build_play() -> None:
    """The playground-equipment inspection regulations (PDF)."""
    body = (
        """<p style="text-align:center; font-size:9pt">COMMONWEALTH OF LENMARK</p>
        <p style="text-align:center; font-size:9pt">Playground Safety Act 2019</p>
        <p style="text-align:center; font-size:15pt; margin-top:10pt"><b>Playground Safety (Equipment Inspection) Regulations 2024</b></p>
        <p style="text-align:center; font-size:9pt; margin-bottom:6pt">L.R. 2024 No. 118 · made 2 December 2024</p>
        <p style="font-size:9.5pt; margin-bottom:10pt">The Minister for Community Safety makes the following Regulations under section 31 of the Playground Safety Act 2019.</p>"""
        + play_markup(PLAY_TEXT)
        + '<h2>SCHEDULE 1</h2><p class="sub">Regulation 4 – Inspection intervals</p>'
        + PLAY_S1
        + '<h2>SCHEDULE 2</h2><p class="sub">Regulation 5 – Operational inspection checklist and risk classes</p>'
        + play_schedule2()
        + '<h2>SCHEDULE 3</h2><p class="sub">Regulation 9(4) – Fees</p>'
        + PLAY_S3
    )
    frame = pymupdf.Rect(50, 66, A4.width - 60, A4.height - 60)
    doc = flow(body, PLAY_CSS, A4, lambda _n: [frame])
    for i, page in enumerate(doc):
        if i > 0:
            stamp(
                page,
                pymupdf.Rect(50, 34, A4.width - 60, 48),
                '<p style="text-align:center">Playground Safety (Equipment Inspection) Regulations 2024</p>',
                "* {font-family: serif; font-size: 8.5pt; font-style: italic}",
            )
        stamp(
            page,
            pymupdf.Rect(50, A4.height - 42, A4.width - 60, A4.height - 30),
            f'<p style="text-align:center">{i + 1}</p>',
            "* {font-family: serif; font-size: 9pt}",
        )
    save(doc, "lenmark_playground_inspection_regs.pdf")


# == 6. Rod licence regulations (A5) ============================================================================
ROD_PARTS = [
    (
        "Part 1 – Preliminary",
        """
R|1|Citation and commencement
P|These Regulations may be cited as the Inland Fisheries (Rod Licence and Catch) Regulations 2025 and come into force on 1 March 2025.
R|2|Interpretation
P|In these Regulations:
D|“bag limit” means the greatest number of fish of a species that an angler may kill and keep in one day;
D|“close season” means the period in which fishing for a species is not permitted;
D|“coarse fish” means any freshwater fish other than salmon, trout, sea trout, grayling and eels;
D|“day” means the period from midnight to midnight;
D|“game endorsement” means an endorsement on a rod licence that permits fishing for salmon and sea trout;
D|“Zone A waters” means the rivers Kelder, Aske and Brinn and their tributaries above the tidal limit;
D|“Zone B waters” means all other inland waters in the Board's district, including lakes, reservoirs and canals.
""",
    ),
    (
        "Part 2 – Rod licences",
        """
R|3|Licence required
P|(1) No person aged 13 or over may fish with a rod and line in inland waters without a rod licence issued by the Kelderwick Fisheries Board.
P|(2) A child under 13 may fish without a licence, but only under the supervision of a person aged 18 or over.
P|(3) A licence does not give a right to fish in any water: the permission of the owner of the fishing rights is also needed.
R|4|Licence types and fees
P|(1) The rod licences, and their fees, are set out in Table 1.
TABLE1
P|(2) A concession licence is available to a person aged 65 or over, or who receives a disability benefit named in the Board's concession list.
P|(3) An annual licence is valid for 365 days from the start date chosen by the holder. A 1-day or 8-day licence starts at the time chosen by the holder.
P|(4) A junior licence is free but must be applied for; it is valid until the holder's 17th birthday.
R|5|Carrying and producing the licence
P|(1) An angler must carry the licence, or the licence number, while fishing, and produce it on request to a water bailiff.
P|(2) An angler who cannot produce it must produce it at a Board office within 7 days.
""",
    ),
    (
        "Part 3 – Seasons and methods",
        """
R|6|Close seasons
P|(1) Fishing for a species is permitted only in the open season given in Table 2; at any other time of year it is the close season for that species.
TABLE2
P|(2) There is no close season for coarse fish in Zone B waters other than canals.
R|7|Number of rods
P|(1) An angler may fish with no more than 2 rods at a time for coarse fish, and with 1 rod for salmon, sea trout, trout or grayling.
P|(2) Rods must be within 3 m of the angler at all times.
R|8|Methods
P|(1) Live fish may not be used as bait.
P|(2) Only barbless hooks, or hooks with the barb flattened, may be used when fishing for salmon or sea trout.
P|(3) Fishing for salmon is not permitted from 2 hours after sunset until 1 hour before sunrise. Fishing for sea trout is permitted at night.
P|(4) Coarse fishing is permitted at night in Zone B waters only.
""",
    ),
    (
        "Part 4 – Bag limits and sizes",
        """
R|9|Bag limits and minimum sizes
P|(1) An angler may kill and keep no more than the bag limit in Table 3 for each species, and no fish smaller than the minimum size. Fish are measured from the tip of the snout to the fork of the tail.
TABLE3
P|(2) An angler may not kill more than 10 trout of all kinds, including sea trout, in any period of 7 days.
P|(3) Fish that are returned must be released at once, in the water where possible.
R|10|Catch returns
P|(1) Every holder of a game endorsement must send the Board a return of the salmon and sea trout caught, including those released, by 15 November each year.
P|(2) A return must be sent even if no fish were caught.
""",
    ),
    (
        "Part 5 – Enforcement",
        """
R|11|Water bailiffs
P|(1) A water bailiff may examine any fish, bait, tackle or container, and may seize any fish taken, or tackle used, in breach of these Regulations.
P|(2) A water bailiff must show the bailiff's warrant card when asked.
R|12|Fixed penalties
P|(1) A water bailiff may offer a fixed penalty notice for an offence in Table 4 instead of prosecution.
TABLE4
P|(2) A fixed penalty is reduced by one third if it is paid within 14 days of the notice.
P|(3) A person convicted of an offence under these Regulations is liable to a fine not exceeding $5,000.
""",
    ),
]

ROD_T1 = table(
    ["Licence", "Adult", "Concession"],
    [
        ["Annual, coarse and trout", "$72", "$48"],
        ["Annual, with game endorsement", "$112", "$75"],
        ["8-day, coarse and trout", "$24", "$24"],
        ["1-day, coarse and trout", "$9", "$9"],
        ["Junior (13 to 16)", "free", "—"],
    ],
    caption="Table 1 – Rod licence fees",
)
ROD_T2 = table(
    ["Species", "Waters", "Open season"],
    [
        ["Brown trout", "Zone A", "15 March – 30 September"],
        ["Brown trout", "Zone B", "1 March – 31 October"],
        ["Rainbow trout", "all waters", "all year"],
        ["Salmon", "Zone A", "1 April – 15 October"],
        ["Sea trout", "Zone A", "1 May – 15 October"],
        ["Grayling", "Zone A", "16 June – 14 March"],
        ["Coarse fish", "Zone A and canals", "16 June – 14 March"],
    ],
    caption="Table 2 – Open seasons",
)
ROD_T3 = table(
    ["Species", "Minimum size", "Bag limit"],
    [
        ["Brown trout", "25 cm", "3"],
        ["Rainbow trout", "none", "5"],
        ["Sea trout", "35 cm", "2"],
        ["Salmon, 1 April – 30 June", "50 cm", "1"],
        ["Salmon, 1 July – 15 October", "—", "0: all salmon released"],
        ["Pike", "40 cm, and none over 65 cm", "1"],
        ["Perch", "22 cm", "4"],
        ["Eel", "—", "0: all eels released"],
    ],
    caption="Table 3 – Bag limits and minimum sizes",
)
ROD_T4 = table(
    ["Offence", "Reg.", "Fixed penalty"],
    [
        ["Fishing without a licence", "3", "$150"],
        ["Failing to produce a licence within 7 days", "5", "$50"],
        ["Fishing in the close season", "6", "$250"],
        ["Fishing with more rods than permitted", "7", "$80"],
        ["Keeping a fish over the bag limit", "9", "$100 per fish"],
        ["Keeping an undersized fish", "9", "$80 per fish"],
        ["Failing to send a catch return", "10", "$40"],
    ],
    caption="Table 4 – Fixed penalties",
)

ROD_CSS = """
body {font-family: serif; font-size: 9pt; line-height: 1.3}
h1 {font-family: sans-serif; font-size: 10.5pt; margin-top: 8pt; margin-bottom: 4pt; color: #1d4d2b}
h2 {font-family: sans-serif; font-size: 9pt; margin-top: 6pt; margin-bottom: 2pt}
p {margin-top: 1pt; margin-bottom: 3pt; text-align: justify}
p.d {margin-left: 12pt}
p.caption {font-family: sans-serif; font-size: 8pt; font-weight: bold; margin-top: 4pt; margin-bottom: 1pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8pt; margin-bottom: 5pt}
table.t th {font-family: sans-serif; border-top: 1pt solid #1d4d2b; border-bottom: 1pt solid #1d4d2b; color: #1d4d2b; text-align: left; padding: 2pt}
table.t td {border-bottom: 0.4pt solid #1d4d2b; padding: 2pt}
table.box {width: 100%; border-collapse: collapse; margin-top: 6pt; margin-bottom: 6pt}
table.box td {border: 1pt solid #1d4d2b; padding: 5pt; font-family: sans-serif; font-size: 8pt}
"""


def rod_markup(text: str) -> str:
    """'R|9|title' regulation heads, 'P|text' paragraphs, 'D|text' definitions, 'TABLEn' tables."""
    tables = {"TABLE1": ROD_T1, "TABLE2": ROD_T2, "TABLE3": ROD_T3, "TABLE4": ROD_T4}
    out = []
    for line in text.strip().splitlines():
        line = line.strip()
        if line in tables:
            out.append(tables[line])
            continue
        kind, _, rest = line.partition("|")
        if kind == "R":
            num, title = rest.split("|")
            out.append(f"<h2>{num}.&nbsp;&nbsp;{esc(title)}</h2>")
        elif kind == "P":
            out.append(f"<p>{esc(rest)}</p>")
        elif kind == "D":
            out.append(f'<p class="d">{esc(rest)}</p>')
    return "\n".join(out)


def build_rod() -> None:
    """The rod licence regulations on A5 pages (PDF), with the Part's name in the running header."""
    intro = """<p style="font-family:sans-serif; font-size:8pt; color:#1d4d2b"><b>KELDERWICK FISHERIES BOARD</b></p>
    <p style="font-size:14pt; margin-top:4pt"><b>Inland Fisheries (Rod Licence and Catch) Regulations 2025</b></p>
    <table class="box"><tr><td><b>At a glance</b><br/>You need a rod licence from the age of 13. Salmon and sea trout need a game endorsement.
    Check the open season (Table 2) and the bag limit (Table 3) before you fish. Fixed penalties are in Table 4.</td></tr></table>"""
    html = intro
    for k, (title, text) in enumerate(ROD_PARTS):
        html += f'<h1 id="part{k}">{esc(title)}</h1>' + rod_markup(text)
    frame = pymupdf.Rect(40, 52, A5.width - 40, A5.height - 44)
    doc = flow(html, ROD_CSS, A5, lambda _n: [frame])
    current = ROD_PARTS[0][0]
    for i, page in enumerate(doc):
        text = page.get_text()
        heads = [t for t, _ in ROD_PARTS if t in text]
        label = heads[0] if heads and text.find(heads[0]) < 80 else current
        if heads:
            current = heads[-1]
        stamp(
            page,
            pymupdf.Rect(40, 24, A5.width - 40, 36),
            f'<table style="width:100%"><tr><td>Rod Licence and Catch Regulations 2025</td><td style="text-align:right">{esc(label)}</td></tr></table>',
            "* {font-size: 7pt; color: #1d4d2b}",
        )
        stamp(
            page,
            pymupdf.Rect(40, A5.height - 32, A5.width - 40, A5.height - 22),
            f'<p style="text-align:center">– {i + 1} –</p>',
            "* {font-size: 7.5pt}",
        )
    save(doc, "kelderwick_rod_licence_regs_2025.pdf")


if __name__ == "__main__":
    DOCS.mkdir(parents=True, exist_ok=True)
    build_pool()
    build_gh()
    build_fed()
    build_leave()
    build_play()
    build_rod()
