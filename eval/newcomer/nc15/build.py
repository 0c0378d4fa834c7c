# ruff: noqa: E501  (the documents' text is prose, one paragraph a line)
"""
Build the nc15 newcomer documents: six invented regulation-style documents in genres and layouts not used by nc5-nc14.
Run from anywhere:

    python eval/newcomer/nc15/build.py

writes into eval/newcomer/nc15/docs/:

- aeu_implementing_regulation_2025_1187_apiaries.pdf  an economic union's implementing regulation (A4, serif): title
                                                      block, citations, numbered recitals "(1)" to "(14)" before
                                                      "Article 1", paragraphs "1." and points "(a)", footnotes with
                                                      journal references, an Annex with a table, journal header
- port_lavalliere_airport_bylaw_2024_03.pdf           a bilingual airport by-law (A4, sans): English and French side
                                                      by side in two columns, section by section, a fixed-penalty
                                                      schedule table in both languages
- cfr_52_part_412_grain_dust_control.pdf              a US-style agency rule printed CFR-style (US Letter, serif, two
                                                      columns): "§ 412.21" sections, paragraphs "(c)(2)(ii)", source
                                                      and amendment citations, running heads naming the first
                                                      section on the page, an appendix table
- tasmere_indoor_cricket_laws_2025.pdf                a sports "Laws" book (statement-size pages, serif): "Law 21 – No
                                                      ball" heads, sub-laws "21.4.1", a running head naming the Laws
                                                      on the page, a signals appendix as a table
- caledra_gsc7_lpg_holiday_parks_code.pdf             a gas-safety code of practice (A4, sans): requirement ids
                                                      "R-4.2", shaded NOTE boxes, a separation table, an inspection
                                                      interval table run over a page break, a fee tariff
- lantern_bay_short_let_faq.html                      a regulator's FAQ guidance (HTML): "3.4 Can I ...?" question
                                                      heads followed by answers, a fee table

Content is invented. PyMuPDF (pymupdf) only; a rebuild writes the same bytes.
"""

import re
import sys
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the shared helpers, eval/newcomer/pages.py

from pages import esc, flow, paginate, save_pdf, split_notes, stamp, table  # noqa: E402

DOCS = HERE / "docs"

A4 = pymupdf.paper_rect("a4")
LETTER = pymupdf.paper_rect("letter")
STATEMENT = pymupdf.Rect(0, 0, 396, 612)  # 5.5 x 8.5 in


def save(doc: pymupdf.Document, name: str) -> None:
    """Write docs/`name` with this set's fixed metadata, so that a rebuild gives the same bytes."""
    save_pdf(doc, DOCS / name, "nc15 build.py", "D:20250701000000Z")


def page_text(page: pymupdf.Page) -> str:
    """The page's text with whitespace runs made one space."""
    return " ".join(page.get_text().replace("\xa0", " ").split())


# == 1. Implementing regulation with recitals and an Annex table (A4, serif, journal header) ======================
AEU_RECITALS = [
    "Honey bees (Apis mellifera) are kept in every Member State, both by hobby beekeepers and by commercial operators who move colonies over long distances to provide pollination services to growers.",
    "Regulation (AEU) 2021/440 requires the Commission to lay down uniform rules on the registration of establishments keeping kept animals and on their movements.[[fn]]OJ L 88, 15.3.2021, p. 1.[[/fn]] Apiaries and the movement of colonies should be covered by those rules.",
    "Each Member State should keep a single register of apiaries, in which each operator is identified by one registration number, so that apiaries can be located quickly when a disease is suspected.",
    "The small hive beetle (Aethina tumida) was first detected in the Union in September 2023, in the province of Ostravel. The beetle larvae destroy combs and stored honey, and the adults can fly several kilometres.",
    "Migratory beekeeping spreads the risk of disease over long distances within a short time. Movements of colonies within a Member State should therefore be notified in advance to the competent authority.",
    "Colonies, queens and package bees moved between Member States should be accompanied by a health certificate issued by an official veterinarian after a clinical inspection of the apiary of origin.",
    "Given the short life cycle of the small hive beetle, the period of validity of the health certificate should be short.",
    "When the small hive beetle is confirmed, protection and surveillance zones should be established around the infested apiary, and movements out of the protection zone should be prohibited.",
    "Queens are often traded by post in small cages. Rules on the number of attendant worker bees in each cage should be laid down, because attendant bees can carry beetle eggs.",
    "Official surveillance should be risk-based. The minimum frequency of inspections should depend on the size and type of the apiary, as set out in Annex I.",
    "Operators should keep records of their colonies, movements and treatments, so that the competent authority can trace contacts during an outbreak.",
    "Member States should lay down rules on penalties applicable to infringements of this Regulation and ensure that they are implemented. Those penalties should be effective, proportionate and dissuasive.",
    "Member States need time to adapt their national registers. This Regulation should therefore apply from 1 January 2026, except for the measures against the small hive beetle, which are urgent.",
    "The measures provided for in this Regulation are in accordance with the opinion of the Standing Committee on Plants, Animals and Feed.[[fn]]Opinion delivered on 17 June 2025 (written procedure SCPAF/2025/31).[[/fn]]",
]

AEU_ARTICLES = [
    (
        "1",
        "Subject matter and scope",
        [
            "1. This Regulation lays down rules for:",
            "(a) the registration of apiaries by the competent authorities of the Member States;",
            "(b) the movement of colonies, queens and package bees within a Member State and between Member States;",
            "(c) the surveillance and control of the small hive beetle (Aethina tumida).",
            "2. This Regulation shall not apply to bumble bee colonies kept for the pollination of crops grown under glass.",
        ],
    ),
    (
        "2",
        "Definitions",
        [
            "For the purposes of this Regulation, the following definitions apply:",
            "(1) ‘apiary’ means a place where one or more hives are kept at the same geographical location, identified by its coordinates;",
            "(2) ‘colony’ means a social group of honey bees consisting of a queen, worker bees and, where present, drones, living in a hive or nucleus;",
            "(3) ‘nucleus’ means a small colony kept on no more than five frames, used to raise a new colony or to replace a queen;",
            "(4) ‘package bees’ means a quantity of worker bees, with or without a queen, in a screened container without combs;",
            "(5) ‘migratory beekeeper’ means an operator who moves colonies to more than one apiary in a calendar year for pollination or for honey production;",
            "(6) ‘queen-rearing establishment’ means an apiary where queens are reared for sale or for dispatch to other operators;",
            "(7) ‘competent authority’ means the central veterinary authority of a Member State, or any authority to which it has delegated the tasks laid down in this Regulation.",
        ],
    ),
    (
        "3",
        "Registration of apiaries",
        [
            "1. Every operator keeping one or more colonies shall register each apiary with the competent authority no later than 30 days after the first colony is placed in it.",
            "2. The registration shall contain at least:",
            "(a) the name and address of the operator;",
            "(b) the coordinates of the apiary;",
            "(c) the maximum number of colonies to be kept in the apiary;",
            "(d) whether the operator is a migratory beekeeper or operates a queen-rearing establishment.",
            "3. The operator shall notify the competent authority of any change to the registered information within 15 days of the change.",
        ],
    ),
    (
        "4",
        "Registration number",
        [
            "1. The competent authority shall assign each operator a unique registration number consisting of the two-letter code of the Member State followed by eight digits.",
            "2. The operator shall display the registration number legibly on at least one hive in each apiary, in characters not less than 4 cm high.",
        ],
    ),
    (
        "5",
        "Movements within a Member State",
        [
            "1. A migratory beekeeper shall notify the competent authority, through the register, of each movement of colonies to another apiary at least 48 hours before the movement.",
            "2. Paragraph 1 shall not apply to the movement of fewer than five colonies to an apiary situated within 3 km of the apiary of origin.",
        ],
    ),
    (
        "6",
        "Movements between Member States",
        [
            "1. Colonies, queens and package bees moved between Member States shall be accompanied by a health certificate corresponding to the model set out in Annex II, issued by an official veterinarian after a clinical inspection of the apiary of origin carried out no more than 72 hours before dispatch.",
            "2. The health certificate shall be valid for 10 days from the date of its issue.",
            "3. Queens shall be dispatched in individual cages, each containing no more than 20 attendant worker bees.",
            "4. Package bees shall not be moved between Member States from 1 November to 28 February.",
            "5. Queens may be dispatched to another Member State only from a queen-rearing establishment registered in accordance with Article 3.",
        ],
    ),
    (
        "7",
        "Measures on confirmation of the small hive beetle",
        [
            "1. Where the presence of the small hive beetle is confirmed in an apiary, the competent authority shall establish a protection zone with a radius of at least 20 km around the apiary, and a surveillance zone with a radius of at least 100 km.",
            "2. In the protection zone, the competent authority shall inspect every apiary within 30 days of the confirmation, and no colonies, queens, package bees, used hive equipment or unextracted honey combs shall be moved out of the zone.",
            "3. The infested colonies shall be destroyed, and the soil within 1 metre of the hives shall be treated with an authorised soil drench.",
            "4. The protection zone shall be maintained for at least 12 months after the last confirmed detection in that zone.",
        ],
    ),
    (
        "8",
        "Official surveillance",
        [
            "1. The competent authority shall carry out official inspections of registered apiaries at no less than the frequencies set out in Annex I.",
            "2. Member States shall report the results of official surveillance to the Commission by 31 March of each year for the preceding calendar year.[[fn]]Reports are submitted through the Animal Disease Information System (ADIS-AEU) established by Implementing Regulation (AEU) 2022/96 (OJ L 19, 28.1.2022, p. 4).[[/fn]]",
        ],
    ),
    (
        "9",
        "Records",
        [
            "1. Operators shall keep records of the number of colonies in each apiary, of all movements of colonies, queens and package bees, of veterinary treatments and of overwintering losses.",
            "2. The records shall be kept for at least five years and made available to the competent authority on request.",
        ],
    ),
    (
        "10",
        "Laboratory confirmation",
        [
            "1. Suspected small hive beetles, larvae or eggs shall be sent to the national reference laboratory of the Member State concerned.",
            "2. Where the national reference laboratory cannot confirm or rule out the presence of the small hive beetle, it shall send the sample to the Union reference laboratory for bee health designated under Regulation (AEU) 2021/440, which shall report its result within 7 days of receipt.",
        ],
    ),
    (
        "11",
        "Penalties",
        [
            "Member States shall lay down the rules on penalties applicable to infringements of this Regulation and shall take all measures necessary to ensure that they are implemented. Member States shall notify the Commission of those rules by 31 December 2025."
        ],
    ),
    (
        "12",
        "Entry into force and application",
        [
            "This Regulation shall enter into force on the twentieth day following that of its publication in the Official Journal of the Aldermark Economic Union.",
            "It shall apply from 1 January 2026. However, Articles 7 and 10 shall apply from the date of entry into force.",
            "This Regulation shall be binding in its entirety and directly applicable in all Member States.",
        ],
    ),
]

AEU_ANNEX1 = table(
    [
        "Apiary category",
        "Number of colonies",
        "Minimum frequency of official inspection",
        "Hives examined at each inspection",
    ],
    [
        ["A – hobby apiary", "1 to 10", "Once every 4 years", "All hives"],
        ["B – small commercial apiary", "11 to 150", "Once every 2 years", "20 % of the hives, at least 5"],
        ["C – large commercial apiary", "More than 150", "Once every year", "10 % of the hives, at least 15"],
        [
            "M – apiary of a migratory beekeeper",
            "Any",
            "Once every year, before the first movement of the season",
            "10 % of the hives, at least 15",
        ],
        ["Any apiary in a protection zone (Article 7)", "Any", "Once every 3 months", "All hives"],
    ],
    caption="Minimum frequency of official inspections of apiaries",
)

AEU_ANNEX2 = [
    "The health certificate referred to in Article 6(1) shall contain at least the following entries:",
    "1. the registration number of the operator and the coordinates of the apiary of origin;",
    "2. the number of colonies, queens or packages dispatched, and the Member State and address of destination;",
    "3. the date of the clinical inspection and the name of the official veterinarian;",
    "4. a statement that no case of the small hive beetle has been confirmed within 100 km of the apiary of origin in the preceding 6 months;",
    "5. the date of issue and the signature and stamp of the official veterinarian.",
]

AEU_CSS = """
body {font-family: serif; font-size: 10.5pt; line-height: 1.35}
p {margin: 0 0 5pt 0; text-align: justify}
p.ctr {text-align: center}
p.art {text-align: center; font-style: italic; margin-top: 10pt; margin-bottom: 1pt}
p.artt {text-align: center; font-weight: bold; margin-bottom: 5pt}
p.pt {margin-left: 22pt}
p.rec {margin-left: 26pt; text-indent: -26pt}
p.caption {text-align: center; font-weight: bold; margin-top: 6pt; margin-bottom: 4pt}
table.t {border-collapse: collapse; width: 100%; font-size: 9.5pt}
table.t th {border: 0.6pt solid #000; padding: 3pt; text-align: center; font-weight: bold}
table.t td {border: 0.6pt solid #000; padding: 3pt; vertical-align: top}
"""
AEU_FOOT_CSS = "p {font-family: serif; font-size: 8pt; margin: 0 0 1pt 0}"


def aeu_blocks() -> list[tuple[str, list[str]]]:
    """The regulation as blocks (html, footnotes) for `paginate`."""
    blocks: list[tuple[str, list[str]]] = []
    title = """<p class="ctr" style="margin-top:4pt"><b>COMMISSION IMPLEMENTING REGULATION (AEU) 2025/1187</b></p>
    <p class="ctr">of 3 July 2025</p>
    <p class="ctr"><b>laying down rules for the registration of apiaries, the movement of honey bee colonies and the surveillance of the small hive beetle within the Union</b></p>
    <p class="ctr" style="font-size:9pt">(Text with relevance for the Aldermark Economic Area)</p>
    <p style="margin-top:8pt">THE COMMISSION OF THE ALDERMARK ECONOMIC UNION,</p>
    <p>Having regard to the Treaty establishing the Aldermark Economic Union,</p>"""
    blocks.append((title, []))
    html, notes = split_notes(
        "Having regard to Regulation (AEU) 2021/440 of the Council of 12 March 2021 on transmissible animal diseases[[fn]]OJ L 88, 15.3.2021, p. 1.[[/fn]], and in particular Articles 31(2) and 58(4) thereof,"
    )
    blocks.append((f"<p>{html}</p><p>Whereas:</p>", notes))
    for i, r in enumerate(AEU_RECITALS, 1):
        html, notes = split_notes(r)
        blocks.append((f'<p class="rec">({i})&nbsp;&nbsp;&nbsp;&nbsp;{html}</p>', notes))
    blocks.append(("<p>HAS ADOPTED THIS REGULATION:</p>", []))
    for num, head, paras in AEU_ARTICLES:
        first = True
        for para in paras:
            html, notes = split_notes(para)
            cls = ' class="pt"' if para.startswith("(") and num != "2" else ""
            block = f"<p{cls}>{html}</p>"
            if first:
                block = f'<p class="art">Article {num}</p><p class="artt">{esc(head)}</p>' + block
                first = False
            blocks.append((block, notes))
    blocks.append(
        (
            """<p style="margin-top:10pt">Done at Velmar, 3 July 2025.</p>
    <p style="margin-left:240pt">For the Commission<br/>The President<br/>Ilse VARGAN-HOLT</p>""",
            [],
        )
    )
    blocks.append(("<PAGEBREAK>", []))
    blocks.append(('<p class="ctr" style="margin-top:6pt"><i>ANNEX I</i></p>' + AEU_ANNEX1, []))
    blocks.append(
        (
            '<p style="font-size:9pt; margin-top:4pt"><i>Note:</i> the category of an apiary is determined by the maximum number of colonies entered in the register under Article 3(2)(c). Inspections in a protection zone replace the routine inspection for the year.</p>',
            [],
        )
    )
    annex2 = '<p class="ctr" style="margin-top:14pt"><i>ANNEX II</i></p><p class="artt">Model health certificate for movements of honey bees between Member States</p>'
    annex2 += "".join(f"<p>{esc(x)}</p>" for x in AEU_ANNEX2)
    blocks.append((annex2, []))
    return blocks


def build_aeu() -> None:
    """The implementing regulation (PDF)."""
    frame = pymupdf.Rect(72, 70, A4.width - 72, A4.height - 60)
    doc = paginate(aeu_blocks(), AEU_CSS, AEU_FOOT_CSS, A4, frame)
    for i, page in enumerate(doc):
        no = f"L 187/{i + 1}"
        mid = "Official Journal of the Aldermark Economic Union"
        left, right = (no, "9.7.2025") if i % 2 == 0 else ("9.7.2025", no)
        stamp(
            page,
            pymupdf.Rect(72, 40, A4.width - 72, 54),
            f'<table style="width:100%"><tr><td style="width:20%">{left}</td><td style="text-align:center">EN&nbsp;&nbsp;&nbsp;&nbsp;{mid}</td><td style="width:20%; text-align:right">{right}</td></tr></table>',
            "* {font-family: serif; font-size: 8.5pt}",
        )
        page.draw_line((72, 56), (A4.width - 72, 56), width=0.5)
    save(doc, "aeu_implementing_regulation_2025_1187_apiaries.pdf")


# == 2. Bilingual airport by-law (A4, sans, English | French side by side) =======================================
# Each entry: (English, French). "#" starts a Part head.
PLA_TEXT = [
    ("# PART 1 – INTERPRETATION", "# PARTIE 1 – DÉFINITIONS"),
    (
        "1. In this By-law: “Airport Operator” means the Port-Lavallière Airport Authority; “airside” means the area of the Airport beyond the security screening points and the perimeter fence, to which public access is restricted; “apron” means the part of the airside where aircraft are parked, loaded, unloaded, refuelled or boarded; “Airport Pass” means a photographic identification pass issued by the Airport Operator; “ground transportation vehicle” means a taxi, limousine, shuttle bus or app-dispatched vehicle carrying passengers for hire.",
        "1. Dans le présent règlement : « exploitant de l'aéroport » désigne l'Administration de l'aéroport de Port-Lavallière ; « côté piste » désigne la partie de l'aéroport située au-delà des points de contrôle de sûreté et de la clôture d'enceinte, dont l'accès au public est restreint ; « aire de trafic » désigne la partie du côté piste où les aéronefs sont stationnés, chargés, déchargés, avitaillés ou embarqués ; « laissez-passer » désigne une pièce d'identité avec photographie délivrée par l'exploitant de l'aéroport ; « véhicule de transport terrestre » désigne un taxi, une limousine, une navette ou un véhicule commandé par application transportant des passagers contre rémunération.",
    ),
    ("# PART 2 – ACCESS TO THE AIRSIDE", "# PARTIE 2 – ACCÈS AU CÔTÉ PISTE"),
    (
        "2. No person shall enter or remain on the airside unless that person holds a valid Airport Pass worn at chest height on the outer clothing, or is escorted by the holder of such a pass.",
        "2. Nul ne peut pénétrer ou demeurer du côté piste à moins d'être titulaire d'un laissez-passer valide porté à hauteur de poitrine sur le vêtement extérieur, ou d'être escorté par le titulaire d'un tel laissez-passer.",
    ),
    (
        "3. The holder of an Airport Pass may escort no more than 4 persons at one time, and every escorted person shall remain within sight of the escort.",
        "3. Le titulaire d'un laissez-passer peut escorter au plus 4 personnes à la fois, et toute personne escortée demeure à portée de vue de son escorte.",
    ),
    (
        "4. (1) An Airport Pass is issued for a term not exceeding 2 years, on payment of the issue fee set out in the Schedule. (2) The holder shall report the loss or theft of an Airport Pass to the Pass Office within 24 hours of discovering it.",
        "4. (1) Le laissez-passer est délivré pour une durée maximale de 2 ans, sur paiement des droits de délivrance prévus à l'annexe. (2) Le titulaire signale la perte ou le vol d'un laissez-passer au Bureau des laissez-passer dans les 24 heures suivant sa constatation.",
    ),
    ("# PART 3 – VEHICLES ON THE AIRSIDE", "# PARTIE 3 – VÉHICULES CÔTÉ PISTE"),
    (
        "5. (1) No person shall drive a vehicle on the airside without an Airside Driving Permit issued by the Airport Operator. (2) A permit bearing an “A” endorsement authorizes driving on the apron and the airside roads; driving on the manoeuvring area also requires an “M” endorsement.",
        "5. (1) Nul ne peut conduire un véhicule côté piste sans permis de conduire côté piste délivré par l'exploitant de l'aéroport. (2) Le permis portant la mention « A » autorise la conduite sur l'aire de trafic et les routes côté piste ; la conduite sur l'aire de manœuvre exige en outre la mention « M ».",
    ),
    (
        "6. No person shall drive a vehicle on the airside at a speed greater than (a) 25 km/h on the apron; (b) 10 km/h within 15 m of a parked aircraft; or (c) 50 km/h on the airside perimeter road.",
        "6. Nul ne peut conduire un véhicule côté piste à une vitesse supérieure à a) 25 km/h sur l'aire de trafic ; b) 10 km/h à moins de 15 m d'un aéronef en stationnement ; c) 50 km/h sur la route périphérique côté piste.",
    ),
    (
        "7. A driver on the airside shall give way to aircraft, to passengers walking to or from an aircraft, and to emergency vehicles responding to an emergency. Between sunset and sunrise every vehicle on the airside shall show a flashing amber beacon.",
        "7. Le conducteur côté piste cède le passage aux aéronefs, aux passagers se rendant à pied à un aéronef ou en revenant, et aux véhicules d'urgence en intervention. Entre le coucher et le lever du soleil, tout véhicule côté piste arbore un gyrophare orange clignotant.",
    ),
    ("# PART 4 – CONDUCT IN THE TERMINAL", "# PARTIE 4 – CONDUITE DANS L'AÉROGARE"),
    (
        "8. No person shall leave baggage unattended in the terminal. Unattended baggage may be removed and destroyed by the Airport Operator without notice.",
        "8. Nul ne peut laisser un bagage sans surveillance dans l'aérogare. Un bagage laissé sans surveillance peut être enlevé et détruit par l'exploitant de l'aéroport sans préavis.",
    ),
    (
        "9. No person shall smoke or use an electronic cigarette inside the terminal or within 9 m of any terminal entrance, except in a designated smoking shelter.",
        "9. Il est interdit de fumer ou de vapoter dans l'aérogare ou à moins de 9 m d'une entrée de l'aérogare, sauf dans un abri fumeurs désigné.",
    ),
    (
        "10. No person shall busk, solicit, distribute leaflets or hold a demonstration in the terminal without the written permission of the Airport Operator, applied for at least 10 working days in advance.",
        "10. Nul ne peut se produire comme musicien de rue, solliciter, distribuer des tracts ou tenir une manifestation dans l'aérogare sans l'autorisation écrite de l'exploitant de l'aéroport, demandée au moins 10 jours ouvrables à l'avance.",
    ),
    (
        "11. No person shall bring an animal into the terminal unless it is a service animal, or it is kept in a closed carrier or on a leash not longer than 2 m.",
        "11. Nul ne peut introduire un animal dans l'aérogare, sauf s'il s'agit d'un animal d'assistance ou s'il est gardé dans une cage fermée ou tenu en laisse d'au plus 2 m.",
    ),
    ("# PART 5 – GROUND TRANSPORTATION AND KERBS", "# PARTIE 5 – TRANSPORT TERRESTRE ET BORDURES"),
    (
        "12. No ground transportation vehicle shall pick up passengers for hire at the Airport without a Ground Transportation Permit. Taxis shall wait in the taxi holding area and proceed to the rank only when called.",
        "12. Aucun véhicule de transport terrestre ne peut prendre des passagers contre rémunération à l'aéroport sans permis de transport terrestre. Les taxis attendent dans l'aire d'attente des taxis et ne se rendent à la station que lorsqu'ils sont appelés.",
    ),
    (
        "13. A private vehicle may stop at the departures kerb for no more than 5 minutes, for the purpose of setting down passengers only. No private vehicle shall stop at the arrivals kerb; drivers collecting passengers shall use the short-term car park, where the first 20 minutes are free.",
        "13. Un véhicule privé peut s'arrêter à la bordure des départs pendant au plus 5 minutes, uniquement pour déposer des passagers. Aucun véhicule privé ne peut s'arrêter à la bordure des arrivées ; le conducteur qui vient chercher des passagers utilise le stationnement de courte durée, dont les 20 premières minutes sont gratuites.",
    ),
    (
        "14. A vehicle left unattended at a kerb may be towed away at the owner's expense.",
        "14. Un véhicule laissé sans surveillance le long d'une bordure peut être remorqué aux frais du propriétaire.",
    ),
    ("# PART 6 – DRONES AND LASERS", "# PARTIE 6 – DRONES ET LASERS"),
    (
        "15. (1) No person shall fly a remotely piloted aircraft within 5.5 km of the centre of the Airport without the authorization of air traffic services and the written consent of the Airport Operator. (2) No person shall direct a laser beam at an aircraft or at the control tower.",
        "15. (1) Nul ne peut faire voler un aéronef télépiloté à moins de 5,5 km du centre de l'aéroport sans l'autorisation des services de la circulation aérienne et le consentement écrit de l'exploitant de l'aéroport. (2) Nul ne peut diriger un faisceau laser vers un aéronef ou vers la tour de contrôle.",
    ),
    ("# PART 7 – LOST PROPERTY", "# PARTIE 7 – OBJETS TROUVÉS"),
    (
        "16. (1) Property found at the Airport shall be handed to the Lost Property Office, which keeps it for 60 days. Perishable items are disposed of after 24 hours. (2) Passports and other identity documents are passed to the police after 14 days. (3) A person reclaiming property pays a handling fee of $10 per item.",
        "16. (1) Les objets trouvés à l'aéroport sont remis au Bureau des objets trouvés, qui les conserve pendant 60 jours. Les denrées périssables sont éliminées après 24 heures. (2) Les passeports et autres pièces d'identité sont remis à la police après 14 jours. (3) La personne qui réclame un objet paie des frais de traitement de 10 $ par objet.",
    ),
    ("# PART 8 – OFFENCES AND PENALTIES", "# PARTIE 8 – INFRACTIONS ET PEINES"),
    (
        "17. (1) Every person who contravenes this By-law commits an offence and is liable on summary conviction to a fine not exceeding $5,000. (2) An officer designated by the Airport Operator may instead issue a fixed penalty notice for the amount set out in the Schedule. (3) A fixed penalty is payable within 30 days; it is reduced by half if paid within 15 days of the notice.",
        "17. (1) Quiconque contrevient au présent règlement commet une infraction et est passible, sur déclaration de culpabilité par procédure sommaire, d'une amende maximale de 5 000 $. (2) Un agent désigné par l'exploitant de l'aéroport peut plutôt remettre un avis d'amende forfaitaire du montant prévu à l'annexe. (3) L'amende forfaitaire est payable dans les 30 jours ; elle est réduite de moitié si elle est payée dans les 15 jours suivant l'avis.",
    ),
]

PLA_SCHEDULE = [
    ("2", "Entering the airside without a pass or escort", "Accès côté piste sans laissez-passer ni escorte", "$500"),
    ("6", "Speeding on the airside", "Excès de vitesse côté piste", "$300"),
    ("8", "Leaving baggage unattended", "Bagage laissé sans surveillance", "$200"),
    ("9", "Smoking or vaping in a prohibited place", "Fumer ou vapoter dans un lieu interdit", "$150"),
    ("12", "Picking up passengers without a permit", "Prise de passagers sans permis", "$750"),
    ("13", "Exceeding the kerb stopping time", "Dépassement du temps d'arrêt en bordure", "$100"),
    ("15", "Flying a drone without authorization", "Vol d'un drone sans autorisation", "$1,000"),
    ("–", "Issue of an Airport Pass (fee)", "Délivrance d'un laissez-passer (droits)", "$45"),
]

PLA_CSS = """
body {font-family: sans-serif; font-size: 9pt; line-height: 1.3}
table.bi {width: 100%; border-collapse: collapse}
table.bi td {width: 50%; vertical-align: top; padding: 2pt 8pt 5pt 0}
table.bi td.fr {padding: 2pt 0 5pt 10pt; font-style: italic; color: #333333}
table.bi td.h {font-weight: bold; font-size: 9.5pt; padding-top: 8pt; border-bottom: 0.6pt solid #1d4e89; color: #1d4e89}
table.bi td.hfr {font-weight: bold; font-size: 9.5pt; padding: 8pt 0 5pt 10pt; border-bottom: 0.6pt solid #1d4e89; color: #1d4e89}
table.sch {width: 100%; border-collapse: collapse; font-size: 8.5pt}
table.sch th {background-color: #1d4e89; color: #ffffff; padding: 3pt; text-align: left}
table.sch td {border-bottom: 0.4pt solid #888888; padding: 3pt; vertical-align: top}
"""


def pla_html() -> str:
    """The by-law: a title block, the two-column text and the Schedule."""
    out = [
        """<table class="bi"><tr><td><p style="font-size:8pt">PORT-LAVALLIÈRE AIRPORT AUTHORITY</p>
    <p style="font-size:13pt"><b>Port-Lavallière International Airport By-law No. 2024-03</b></p>
    <p>Made by the Board of Directors on 18 June 2024. In force on 1 September 2024. Replaces By-law No. 2017-01.</p></td>
    <td class="fr"><p style="font-size:8pt">ADMINISTRATION DE L'AÉROPORT DE PORT-LAVALLIÈRE</p>
    <p style="font-size:13pt"><b>Règlement no 2024-03 de l'aéroport international de Port-Lavallière</b></p>
    <p>Pris par le conseil d'administration le 18 juin 2024. En vigueur le 1er septembre 2024. Remplace le règlement no 2017-01.</p></td></tr>"""
    ]
    for en, fr in PLA_TEXT:
        if en.startswith("# "):
            out.append(f'<tr><td class="h">{esc(en[2:])}</td><td class="hfr">{esc(fr[2:])}</td></tr>')
        else:
            out.append(f'<tr><td>{esc(en)}</td><td class="fr">{esc(fr)}</td></tr>')
    out.append("</table>")
    out.append(
        '<p style="margin-top:12pt"><b>SCHEDULE – FIXED PENALTIES AND FEES</b> / <i>ANNEXE – AMENDES FORFAITAIRES ET DROITS</i></p>'
    )
    rows = "".join(
        f"<tr><td>{s}</td><td>{esc(en)}</td><td><i>{esc(fr)}</i></td><td>{esc(amt)}</td></tr>"
        for s, en, fr, amt in PLA_SCHEDULE
    )
    out.append(
        f'<table class="sch"><tr><th>Section / Article</th><th>Offence or fee</th><th><i>Infraction ou droits</i></th><th>Amount / Montant</th></tr>{rows}</table>'
    )
    out.append(
        '<p style="margin-top:6pt; font-size:8pt">Fixed penalties are reduced by half if paid within 15 days (section 17(3)). / <i>Les amendes forfaitaires sont réduites de moitié si elles sont payées dans les 15 jours (article 17(3)).</i></p>'
    )
    return "".join(out)


def build_pla() -> None:
    """The bilingual airport by-law (PDF)."""
    frame = pymupdf.Rect(50, 66, A4.width - 50, A4.height - 56)
    doc = flow(pla_html(), PLA_CSS, A4, lambda _n: [frame])
    n = doc.page_count
    mid = A4.width / 2
    for i, page in enumerate(doc):
        stamp(
            page,
            pymupdf.Rect(50, 34, A4.width - 50, 46),
            '<table style="width:100%"><tr><td>By-law No. 2024-03 – Port-Lavallière International Airport</td><td style="text-align:right"><i>Règlement no 2024-03 – Aéroport international de Port-Lavallière</i></td></tr></table>',
        )
        page.draw_line((50, 50), (A4.width - 50, 50), width=0.5, color=(0.11, 0.31, 0.54))
        hits = page.search_for("SCHEDULE – FIXED")
        bottom = hits[0].y0 - 4 if hits else A4.height - 60
        page.draw_line((mid - 2, 66), (mid - 2, bottom), width=0.3, color=(0.6, 0.6, 0.6))
        stamp(
            page,
            pymupdf.Rect(50, A4.height - 40, A4.width - 50, A4.height - 28),
            f'<p style="text-align:center">{i + 1} / {n}</p>',
        )
    save(doc, "port_lavalliere_airport_bylaw_2024_03.pdf")


# == 3. CFR-style agency rule (US Letter, serif, two columns) ====================================================
CFR_TEXT = """
S|Subpart A—General
§ 412.1|Scope and application.
(a) This part applies to grain elevators, feed mills, flour mills, rice dryers, soybean flaking and pelletizing plants, and dry corn milling facilities that receive, store, dry, clean or process grain.
(b) This part does not apply to on-farm grain storage with a total storage capacity of less than 50,000 bushels, or to retail feed stores that do not process grain.
(c) The requirements of this part are in addition to the general fire protection requirements of part 405 of this chapter.
§ 412.2|Definitions.
As used in this part:
Administrator means the Administrator of the Grain Handling Safety Administration or a person to whom the Administrator has delegated authority.
Bin means an enclosed structure, including a silo or tank, used to store grain or grain products.
Engulfment means the surrounding and capture of a person by grain, to the point where the person cannot free himself or herself.
Fugitive grain dust means combustible dust from grain or grain products that has escaped from process equipment and settled on surfaces.
Hot work means welding, cutting, brazing, grinding, or any similar operation that produces a flame, sparks or hot slag.
Observer means a trained employee stationed outside a bin who maintains communication with the employee inside and can summon rescue.
Priority housekeeping area means an area within 35 feet of an inside bucket elevator, a floor area of an enclosed grinding or pelletizing room, and the floor of an enclosed belt conveyor gallery.
Qualified person means a person who, by training and experience, has shown the ability to recognize the hazards of the work assigned and the means to control them.
S|Subpart B—Housekeeping and Dust Control
§ 412.11|Housekeeping program.
(a) The employer shall develop and implement a written housekeeping program that sets out the frequency and method used to reduce accumulations of fugitive grain dust on ledges, floors, equipment and other exposed surfaces.
(b) In priority housekeeping areas, fugitive grain dust accumulations shall not exceed 1/8 inch (3.2 mm). When the accumulation exceeds that action level, it shall be removed before the end of the shift.
(c) Housekeeping shall be carried out at no less than the frequencies set out in appendix A to this part.
(d) Compressed air may be used to blow dust from ledges, walls and other areas only when all machinery that presents an ignition source in the area is shut down, and all other known ignition sources in the area are removed or controlled.
§ 412.12|Dust collection systems.
(a) Dust collection systems shall be designed so that the air flow at each pickup point captures the dust generated at that point.
(b) Filter collectors installed after June 23, 2023 shall be located outside the facility or in an area of the facility protected by an explosion suppression system.
(c) Filter collectors shall be inspected at no less than the frequency set out in appendix A to this part.
S|Subpart C—Ignition Sources
§ 412.21|Hot work.
(a) The employer shall issue a written hot work permit before hot work begins in any area of the facility, except in a maintenance shop that is separated from the grain handling areas by a fire wall.
(b) The permit shall state the date and location of the work, the object on which the work is to be done, and the name of the employee who authorized it.
(c) Before and during hot work the employer shall ensure that—
(1) Fugitive grain dust is removed from all surfaces within 35 feet of the work; and
(2) A fire watch is maintained by a qualified person, as follows:
(i) The fire watch shall be maintained throughout the hot work and for at least 30 minutes after it is completed;
(ii) Where the hot work is done inside a bin, silo, tunnel or enclosed leg casing, the fire watch shall be maintained for at least 60 minutes after the work is completed; and
(iii) The fire watch shall have within reach at least one portable fire extinguisher rated not less than 2-A:20-B:C.
(d) The employer shall keep each hot work permit on file until the work is completed.
[88 FR 40112, June 23, 2023, as amended at 89 FR 11876, Feb. 16, 2024]
§ 412.22|Bucket elevators.
(a) Bucket elevators shall not be jogged to free a choked leg.
(b) Bucket elevators installed after March 1, 2024 shall be equipped with—
(1) Bearing temperature monitors on the head pulley and tail pulley bearings; and
(2) A belt alignment monitor that sounds an alarm and shuts the elevator down when the belt runs off center.
(c) Every bucket elevator shall be equipped with a motion detection device that shuts down the elevator when the belt speed falls 20 percent below the normal operating speed.
§ 412.23|Electrical equipment.
Electrical equipment in areas where fugitive grain dust is present in quantities sufficient to produce explosive mixtures shall be approved for Class II locations, and shall be inspected at no less than the frequency set out in appendix A to this part.
S|Subpart D—Entry Into Bins, Silos and Tanks
§ 412.31|Bin entry.
(a) The employer shall issue a written entry permit before an employee enters a bin, silo or tank, unless the employer or a representative of the employer who would otherwise authorize the permit is present during the entire entry.
(b) All mechanical, electrical, hydraulic and pneumatic equipment that presents a danger to the employee inside the bin shall be de-energized and locked out before entry.
(c) Before an employee enters a bin, the atmosphere within it shall be tested by a qualified person, and—
(1) The oxygen content shall be between 19.5 and 23.5 percent;
(2) The concentration of combustible gas shall be less than 10 percent of its lower flammable limit; and
(3) Where fumigants have been used, the atmosphere shall be tested for the fumigant before entry.
(d) Walking down grain, or any similar practice in which an employee walks on grain to make it flow, is prohibited.
(e) An employee who enters a bin from the top shall wear a full body harness with a lifeline attached to a fixed anchorage, positioned so that the employee cannot sink further than waist deep in the grain.
(f) An observer shall be stationed outside the bin for the duration of the entry, with equipment and training to perform rescue from outside the bin.
(g) No employee shall enter a bin where bridged grain or grain build-up on the walls may collapse, unless the hazard is first removed from outside the bin.
(h) The employer shall keep each entry permit on file for at least 1 year.
S|Subpart E—Training, Emergency Plans and Penalties
§ 412.41|Training.
(a) The employer shall train each employee at the time of initial assignment, and at least annually after that, in the general safety precautions of this part and in the specific procedures for the tasks the employee performs.
(b) Employees assigned to hot work, bin entry or the observer role shall receive special training in the hazards of that task before they first perform it.
(c) The employer shall certify that the training has been given. The certification shall contain the employee's name, the dates of the training and the signature or initials of the trainer.
§ 412.42|Emergency action plan.
The employer shall develop an emergency action plan covering fire, explosion and engulfment, and shall review it with each employee when the plan is developed, when the employee's responsibilities under it change, and at least every 12 months.
§ 412.43|Civil penalties.
A person who violates a requirement of this part is subject to the civil penalties set out in § 401.9 of this chapter, as adjusted annually for inflation.
"""

CFR_APPENDIX = table(
    ["Area or equipment", "Minimum frequency"],
    [
        ["Priority housekeeping areas, facilities receiving more than 1 million bushels a year", "Each shift"],
        ["Priority housekeeping areas, other facilities", "Each day of operation"],
        ["Other areas of the grain handling structures", "Weekly"],
        ["Bucket elevator head and boot sections (inspection)", "Weekly"],
        ["Filter collectors (inspection)", "Monthly"],
        ["Grain dryers: removal of accumulated fines", "At least every 2 weeks while in use"],
        ["Grain dryers: inspection of burners and controls", "Each day of operation"],
        ["Electrical equipment in Class II locations (inspection)", "Every 6 months"],
        ["Fire extinguishers (visual inspection)", "Monthly"],
    ],
)

CFR_CSS = """
body {font-family: serif; font-size: 10pt; line-height: 1.3}
p {margin: 0 0 3pt 0; text-indent: 10pt; text-align: justify}
p.sub {text-align: center; font-weight: bold; text-indent: 0; margin-top: 8pt; margin-bottom: 5pt; font-size: 9pt}
p.sec {font-weight: bold; text-indent: 0; margin-top: 6pt; margin-bottom: 3pt}
p.src {text-indent: 0; font-size: 8pt; margin-bottom: 4pt}
p.def {text-indent: 10pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8pt; margin-top: 4pt}
table.t th {border-top: 0.8pt solid #000; border-bottom: 0.5pt solid #000; padding: 2pt; text-align: left}
table.t td {border-bottom: 0.3pt solid #000; padding: 2pt; vertical-align: top}
"""


def cfr_html() -> str:
    """The part's body in CFR print style."""
    out = [
        '<p class="sub" style="font-size:10pt">PART 412—COMBUSTIBLE DUST CONTROL AT GRAIN HANDLING FACILITIES</p>',
        '<p class="src"><b>Authority:</b> 7 U.S.C. 8821–8834; 52 U.S.C. 104(a).</p>',
        '<p class="src"><b>Source:</b> 88 FR 40112, June 23, 2023, unless otherwise noted.</p>',
    ]
    defs = False
    for line in CFR_TEXT.strip().splitlines():
        if line.startswith("S|"):
            out.append(f'<p class="sub">{esc(line[2:])}</p>')
        elif line.startswith("§ "):
            num, _, title = line.partition("|")
            defs = num == "§ 412.2"
            out.append(f'<p class="sec">{esc(num)}&nbsp;&nbsp;&nbsp;{esc(title)}</p>')
        elif line.startswith("["):
            out.append(f'<p class="src" style="text-align:right">{esc(line)}</p>')
        else:
            m = re.match(r"^(\([a-z0-9]+\))+ ", line)
            if m:
                out.append(f"<p>{esc(line)}</p>")
            elif defs and line != "As used in this part:":
                term, rest = line.split(" means ", 1)
                out.append(f'<p class="def"><i>{esc(term)}</i> means {esc(rest)}</p>')
            else:
                out.append(f"<p>{esc(line)}</p>")
    out.append(
        '<p class="sub" style="margin-top:10pt">Appendix A to Part 412—Minimum Frequencies of Housekeeping and Inspection</p>'
    )
    out.append(CFR_APPENDIX)
    out.append(
        '<p class="src" style="margin-top:4pt">Note to appendix A: a facility that operates fewer than 30 days in a calendar year performs the weekly and monthly items before each period of operation instead.</p>'
    )
    return "".join(out)


def build_cfr() -> None:
    """The CFR-style part (PDF, US Letter, two columns)."""
    w, h = LETTER.width, LETTER.height
    gut = 16
    colw = (w - 108 - gut) / 2

    def rects(_n: int) -> list[pymupdf.Rect]:
        top = 72
        return [pymupdf.Rect(54, top, 54 + colw, h - 60), pymupdf.Rect(54 + colw + gut, top, w - 54, h - 60)]

    doc = flow(cfr_html(), CFR_CSS, LETTER, rects)
    first_page_no = 231
    for i, page in enumerate(doc):
        text = page.get_text()
        secs = re.findall(r"§ 412\.\d+", text.replace("\xa0", " "))
        sec = secs[0] if secs else "Pt. 412, App. A"
        pno = first_page_no + i
        if pno % 2 == 0:
            head = f'<table style="width:100%"><tr><td style="width:18%">{sec}</td><td style="text-align:center">52 CFR Ch. IV (1–1–25 Edition)</td><td style="width:18%; text-align:right">{pno}</td></tr></table>'
        else:
            head = f'<table style="width:100%"><tr><td style="width:18%">{pno}</td><td style="text-align:center">Grain Handling Safety Admin., Labor</td><td style="width:18%; text-align:right">{sec}</td></tr></table>'
        stamp(page, pymupdf.Rect(54, 40, w - 54, 54), head, "* {font-family: serif; font-size: 8.5pt}")
        page.draw_line((54, 58), (w - 54, 58), width=0.5)
        page.draw_line((54 + colw + gut / 2, 72), (54 + colw + gut / 2, h - 64), width=0.3)
    save(doc, "cfr_52_part_412_grain_dust_control.pdf")


# == 4. Indoor cricket Laws book (statement-size pages, serif, running head naming the Laws) =====================
TICC_TEXT = """
# 1|The players
1.1|A match is played between two teams of 8 players each. Each team nominates its captain before the toss.
1.2|Each team may name up to 2 substitutes, who may replace any player between innings or in the case of injury during an innings.
1.3|In junior competitions the number of players per team may be reduced by the rules of the competition.
# 2|The arena
2.1|The game is played in an arena fully enclosed by netting. The arena is between 28 m and 30 m long and between 10.5 m and 12 m wide.
2.2|The pitch is 20 m long from stumps to stumps and is a strip of synthetic turf 2.5 m wide.
2.3|The wide lines are marked on each side of the pitch at 0.9 m from the middle stump at the batting end.
# 3|The ball
3.1|The ball is a leather-covered indoor ball, yellow in colour, weighing not less than 155 g and not more than 160 g.
3.2|The umpire changes the ball only if it is lost or becomes unfit for play. The replacement ball is of similar wear.
# 4|Innings and overs
4.1|Each team bats for one innings of 16 overs. Batters bat in pairs, each pair facing 4 overs.
4.2|An over consists of 6 balls, not counting no balls and wides.
4.3|No bowler may bowl more than 2 overs in an innings. Every player of the fielding side, except the wicketkeeper, bowls at least 1 over.
# 5|Scoring runs
5.1|A run is scored when both batters have crossed and grounded their bats behind the opposite crease.
5.2|Runs are also scored when the ball strikes the nets, in addition to any runs completed by the batters: 6 runs if the ball hits the back net on the full; 4 runs if it hits the back net after bouncing; 2 runs if it hits a side net.
5.3|Byes and leg byes are scored as runs to the batting side and are not credited to the batter.
# 6|Dismissals
6.1|A batter may be out bowled, caught, stumped, run out, hit wicket, leg before wicket or for obstructing the field.
6.2|A batter who is dismissed does not leave the arena. 5 runs are deducted from the batting side's total for each dismissal, and the batter continues to bat until the pair's 4 overs are completed.
# 21|No ball
21.1|Front foot. The umpire calls and signals a no ball if the bowler's front foot, in the delivery stride, lands with no part of it behind the popping crease.
21.2|Back foot. The umpire calls and signals a no ball if the bowler's back foot, in the delivery stride, lands touching or outside the return crease.
21.3|Height. A ball that passes, or would have passed, above the waist of the batter standing upright at the crease without bouncing is a no ball.
21.4|Penalty and free hit.
21.4.1|A no ball scores a penalty of 2 runs to the batting side, in addition to any runs scored from it. The no ball does not count as one of the 6 balls of the over.
21.4.2|A no ball called under 21.1 (front foot) is followed by a free hit. The umpire signals the free hit after calling the no ball.
21.4.3|On a free hit the batter may be dismissed only by being run out or for obstructing the field. The fielders may not change positions between the no ball and the free hit unless the batters have changed ends.
21.5|Bowler removed from the attack. A bowler who delivers 2 no balls under 21.3 (height) in one innings is removed from the attack by the umpire for the rest of that innings. The captain appoints another bowler to complete the over.
21.6|A batter may not be dismissed from a no ball except by being run out, for hitting the ball twice or for obstructing the field.
# 22|Wide
22.1|The umpire calls and signals a wide if the ball passes the batter outside the wide line on either side, with the batter standing in a normal guard position.
22.2|A wide scores a penalty of 2 runs to the batting side and does not count as one of the balls of the over.
22.3|A ball is not a wide if the batter hits it with the bat or moves so that it passes outside the wide line.
# 24|Fielders
24.1|The fielding side consists of a wicketkeeper, a bowler and 6 other fielders.
24.2|At the moment the ball is delivered, no more than 3 fielders, excluding the wicketkeeper and bowler, may be in front of the line of the batter's popping crease on the off side. If this is broken the umpire calls and signals a no ball.
24.3|No fielder may stand within 3 m of the batter at the moment of delivery, except the wicketkeeper.
# 33|Conduct of players
33.1|The umpires report to the Council any player whose conduct is contrary to the spirit of the game.
33.2|A Level 1 offence (including dissent, excessive appealing and abusive language) is dealt with by a warning to the player and the captain. A second Level 1 offence by the same team in a match results in a penalty of 5 runs to the opposing side.
33.3|A Level 2 offence (including deliberately throwing the ball at a player and threatening an umpire) results in the player being sent off for the rest of the innings, and the umpire awards 10 penalty runs to the opposing side.
33.4|A Level 3 offence (including physical assault) ends the player's participation in the match. The umpires report the offence in writing to the Council's Disciplinary Committee within 48 hours of the end of the match.
"""

TICC_SIGNALS = [
    ("No ball", "One arm held out horizontally, palm down, then lowered to the side"),
    ("Free hit", "One hand raised above the head, two fingers extended, and moved in a small circle"),
    ("Wide", "Both arms held out horizontally, palms up"),
    ("Out", "Index finger raised straight above the head"),
    ("Dead ball", "Both wrists crossed in front of the chest and held there for two seconds"),
    ("Bye", "Open hand held flat above the head, palm forward"),
    ("6 runs – back net on the full", "Both arms raised above the head, fists closed"),
    ("4 runs – back net after bouncing", "One arm raised above the head, fist closed"),
    ("2 runs – side net", "One arm pointed towards the side net struck"),
    ("Penalty runs to the batting side", "Palm of one hand tapped twice on the chest"),
    ("Bowler removed from the attack", "Both hands placed on top of the head"),
]

TICC_CSS = """
body {font-family: serif; font-size: 9.5pt; line-height: 1.3}
h2 {font-size: 11pt; font-weight: bold; margin-top: 10pt; margin-bottom: 4pt; text-align: center}
p {margin: 0 0 4pt 0; text-align: justify}
p.s {margin-left: 26pt; text-indent: -26pt}
p.ss {margin-left: 40pt; text-indent: -34pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt}
table.t th {border-bottom: 0.8pt solid #000; border-top: 0.8pt solid #000; padding: 2pt; text-align: left}
table.t td {border-bottom: 0.3pt solid #777; padding: 2pt; vertical-align: top}
"""


def ticc_html() -> str:
    """The Laws: a title block, the Laws and the signals appendix."""
    out = [
        """<p style="text-align:center; font-size:8pt; letter-spacing:1pt">TASMERE INDOOR CRICKET COUNCIL</p>
    <p style="text-align:center; font-size:16pt; margin-top:6pt"><b>The Laws of Indoor Cricket</b></p>
    <p style="text-align:center; font-size:10pt">2025 Code</p>
    <p style="text-align:center; font-size:8.5pt; margin-bottom:10pt">Approved by the Council's Laws Committee on 4 March 2025 and in force for all matches from 1 May 2025. Laws not printed in this extract are unchanged from the 2021 Code.</p>"""
    ]
    for line in TICC_TEXT.strip().splitlines():
        key, _, rest = line.partition("|")
        if key.startswith("# "):
            out.append(f"<h2>Law {key[2:]} – {esc(rest)}</h2>")
        elif key.count(".") == 2:
            out.append(f'<p class="ss"><b>{key}</b>&nbsp;&nbsp;{esc(rest)}</p>')
        else:
            out.append(f'<p class="s"><b>{key}</b>&nbsp;&nbsp;&nbsp;{esc(rest)}</p>')
    out.append("<h2>Appendix D – Umpires' signals</h2>")
    out.append(
        "<p>The umpire at the bowler's end makes each signal to the scorers, and holds it until the scorers acknowledge it.</p>"
    )
    out.append(table(["Event", "Signal"], [[esc(a), esc(b)] for a, b in TICC_SIGNALS]))
    return "".join(out)


def build_ticc() -> None:
    """The Laws book (PDF, statement size)."""
    w, h = STATEMENT.width, STATEMENT.height
    frame = pymupdf.Rect(44, 56, w - 44, h - 44)
    doc = flow(ticc_html(), TICC_CSS, STATEMENT, lambda _n: [frame])
    last = "Law 1 – The players"  # the title block stands above Law 1 on page 1
    for i, page in enumerate(doc):
        heads = re.findall(r"(?:Law \d+ – [A-Za-z ]+|Appendix D – Umpires' signals)", page_text(page).replace("’", "'"))
        heads = [x.strip() for x in heads]
        starts_with_head = bool(heads) and page_text(page).replace("’", "'").startswith(heads[0])
        shown = heads if starts_with_head else [last, *heads]
        if heads:
            last = heads[-1]
        lo = shown[0].split(" – ")[0]
        hi = shown[-1].split(" – ")[0]
        run = lo if lo == hi else f"{lo} – {hi.replace('Law ', '')}" if hi.startswith("Law") else f"{lo} – {hi}"
        left, right = ("The Laws of Indoor Cricket", run) if i % 2 == 0 else (run, "2025 Code")
        stamp(
            page,
            pymupdf.Rect(44, 28, w - 44, 40),
            f'<table style="width:100%"><tr><td><i>{left}</i></td><td style="text-align:right"><i>{right}</i></td></tr></table>',
            "* {font-family: serif; font-size: 8pt}",
        )
        page.draw_line((44, 44), (w - 44, 44), width=0.4)
        align = "right" if i % 2 == 0 else "left"
        stamp(
            page,
            pymupdf.Rect(44, h - 34, w - 44, h - 22),
            f'<p style="text-align:{align}">{i + 1}</p>',
            "* {font-family: serif; font-size: 9pt}",
        )
    save(doc, "tasmere_indoor_cricket_laws_2025.pdf")


# == 5. Gas-safety code of practice (A4, sans, R- ids, NOTE boxes, a table over a page break) ====================
GSC_TEXT = """
# 1|Scope
R-1.1|This Code applies to liquefied petroleum gas (LPG) installations supplied from cylinders or from bulk tanks at holiday parks, campsites and marinas registered with the Council, including the supply to leisure accommodation units, touring pitches, shower blocks, shops and boats on marina berths.
R-1.2|It does not apply to LPG used as a vehicle fuel, or to natural gas supplied from a public gas network.
# 2|Terms
R-2.1|Park operator: the person who holds the Council registration of the park and is responsible for the LPG installation up to the emergency control valve of each unit.
R-2.2|Competent person: an engineer entered on the Council's Installer Register with the LPG (Parks) category for the work concerned.
R-2.3|Leisure accommodation unit: a caravan holiday home, lodge, chalet or glamping structure in which a gas appliance is installed.
R-2.4|Bulk tank: a fixed pressure vessel for LPG with a water capacity of more than 150 litres, filled on site from a road tanker.
# 3|Storage
R-3.1|Cylinders shall be stored upright, valve uppermost, in a ventilated compound at ground level, away from drains, cellars and other places where heavier-than-air gas could collect.
NOTE|Propane and butane are heavier than air. A leak from a cylinder stored below ground level can collect and remain in a dangerous concentration for many hours.
R-3.2|No more than 2 spare cylinders, each of up to 15 kg, may be kept at a leisure accommodation unit, outside the unit and secured against falling.
R-3.3|A bulk tank shall be separated from buildings, boundaries and sources of ignition by at least the distance given in Table 1.
TABLE1
R-3.4|The enclosure of a bulk tank shall be fenced to a height of at least 1.8 m and have a gate that opens outwards and is kept locked when no one is present.
R-3.5|Each cylinder compound and bulk tank enclosure shall display signs reading “LPG – Highly flammable – No smoking – No naked flames”, and at least one dry powder fire extinguisher of 9 kg shall be kept within 10 m of it, outside the enclosure.
# 4|Pipework and connections
R-4.1|Buried polyethylene service pipes shall be laid with a cover of at least 450 mm under verges and pitches and at least 600 mm under roads and hardstandings, with a yellow marker tape 150 mm above the pipe.
R-4.2|Each leisure accommodation unit shall have an accessible emergency control valve (ECV) outside the unit, no more than 1 m from the point where the supply enters the unit, with its handle clearly marked for on and off.
R-4.3|Flexible hoses between the fixed supply and a unit shall be no longer than 1.5 m, marked with the date of manufacture, and replaced at the interval given in Table 3.
R-4.4|After any work on the pipework of a unit, a tightness test shall be carried out by a competent person at 37 mbar; the installation passes when the pressure drop over 2 minutes is no more than 0.5 mbar.
NOTE|A tightness test does not check appliance flues or ventilation. Those are checked at the annual appliance inspection under R-6.1.
# 5|Appliances and ventilation
R-5.1|Every leisure accommodation unit with a gas appliance shall have a working carbon monoxide alarm in each room containing a gas appliance and in each bedroom.
R-5.2|Flueless space heaters shall not be installed or used in any bedroom, bathroom or shower room.
R-5.3|Fixed ventilation openings shall not be blocked, and the park operator shall remind owners and guests of this at least once a season.
R-5.4|Gas appliances on boats on marina berths shall be of a room-sealed type, and each cylinder locker shall drain overboard above the waterline.
NOTE|Boats visiting a marina for fewer than 7 nights are not inspected by the park operator, but the marina may refuse a berth to a boat whose gas installation appears unsafe.
# 6|Inspection, testing and records
R-6.1|Installations shall be inspected and tested by a competent person at no more than the intervals given in Table 3.
TABLE3
R-6.2|The park operator shall keep each inspection certificate for at least 6 years and show it to a Council inspector on request.
R-6.3|Where a park or a part of it has been closed for more than 28 days, the installation shall be recommissioned by a competent person before it is reopened to guests.
NOTE|Recommissioning includes a tightness test under R-4.4, the operation of each ECV and a visual check of every flexible hose.
# 7|Emergencies and incidents
R-7.1|The park operator shall display, at reception and at each cylinder compound, the procedure to follow in a gas escape and a telephone number staffed 24 hours a day.
R-7.2|The park operator shall report to the Council within 72 hours any incident involving fire, explosion or carbon monoxide poisoning connected with the LPG installation.
# 8|Registration and Council fees
R-8.1|Each park shall be registered with the Council, and the registration renewed every year by 31 March. The fees are set out in Table 4.
TABLE4
"""

GSC_TABLE1 = table(
    [
        "Total water capacity of bulk tanks",
        "From buildings and boundaries",
        "From sources of ignition",
        "From drains and openings below ground",
    ],
    [
        ["150 L to 500 L", "2.5 m", "3 m", "2 m"],
        ["More than 500 L, up to 2,500 L", "3.5 m", "3 m", "2 m"],
        ["More than 2,500 L, up to 4,000 L", "5 m", "4 m", "3 m"],
    ],
    caption="Table 1 – Minimum separation distances for bulk tanks",
)
GSC_TABLE3 = table(
    ["Item", "Interval", "Remarks"],
    [
        [
            "Bulk tank and its fittings – visual examination",
            "12 months",
            "By a competent person appointed by the tank owner",
        ],
        ["Bulk tank pressure relief valve", "Replace every 10 years", "Earlier if corrosion is found"],
        ["Cylinder compound", "6 months", "Security, ventilation, signs, condition of the manifold"],
        ["Buried service pipes – leakage survey", "24 months", "Gas detector survey along the route"],
        ["Above-ground pipework and meter boxes", "12 months", "Support, corrosion and damage"],
        ["Emergency control valves (ECV)", "12 months", "Operated and checked for ease of use"],
        ["Hire-fleet units let to guests – gas safety check", "12 months", "All appliances, flues and ventilation"],
        [
            "Privately owned units on the park – gas safety check",
            "24 months",
            "Owner to show the certificate to the park operator",
        ],
        ["Shower blocks, laundries and shops", "12 months", "All appliances and flues"],
        ["Boats on marina berths with LPG – gas safety check", "12 months", "Including the cylinder locker drain"],
        ["Flexible hoses", "Inspect every 12 months; replace every 5 years", "Replace at once if cracked or kinked"],
        ["Regulators", "Replace every 10 years", "From the date of manufacture"],
        ["Touring pitch hook-up points", "12 months", "Including the bayonet connector"],
        [
            "Carbon monoxide alarms",
            "Test at each gas safety check",
            "Replace at the end of the life marked on the alarm",
        ],
    ],
    caption="Table 3 – Maximum intervals between inspections and replacements",
)
GSC_TABLE4 = table(
    ["Fee", "Amount"],
    [
        ["Annual registration – park with up to 50 pitches", "£180"],
        ["Annual registration – park with 51 to 200 pitches", "£340"],
        ["Annual registration – park with more than 200 pitches", "£520"],
        ["Late renewal surcharge (after 31 March)", "£60"],
        ["Re-inspection after a failed Council inspection", "£95"],
        ["Installer Register – annual entry per engineer", "£120"],
    ],
    caption="Table 4 – Council fees from 1 April 2025",
)

GSC_CSS = """
body {font-family: sans-serif; font-size: 9.5pt; line-height: 1.35}
h2 {font-size: 11pt; color: #8a1c1c; margin-top: 10pt; margin-bottom: 4pt}
p {margin: 0 0 5pt 0}
p.r {margin-left: 44pt; text-indent: -44pt}
div.note {padding: 4pt 6pt; margin: 2pt 0 7pt 44pt; font-size: 8.5pt}
p.caption {font-weight: bold; margin-top: 4pt; margin-bottom: 3pt; font-size: 9pt}
table.t {border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-bottom: 8pt}
table.t td {border: 0.4pt solid #8a1c1c; padding: 3pt; vertical-align: top}
table.t td.h {color: #8a1c1c; font-weight: bold; border-bottom: 1.2pt solid #8a1c1c}
"""


def no_th(html: str) -> str:
    """A table's header row as ordinary shaded cells (a split table then runs on with no repeated header row)."""
    return html.replace("<th>", '<td class="h">').replace("</th>", "</td>")


def gsc_html() -> str:
    """The code: a title block, requirements, NOTE boxes and tables."""
    tables = {"TABLE1": no_th(GSC_TABLE1), "TABLE3": no_th(GSC_TABLE3), "TABLE4": no_th(GSC_TABLE4)}
    out = [
        """<p style="font-size:9pt; color:#8a1c1c"><b>CALEDRA GAS SAFETY COUNCIL</b></p>
    <p style="font-size:17pt; margin-top:4pt"><b>GSC 7 – LPG installations at holiday parks, campsites and marinas</b></p>
    <p style="font-size:10pt">Code of Practice, Edition 3 (2025). Supersedes Edition 2 (2019).</p>
    <p style="font-size:8.5pt; margin-bottom:8pt">Approved by the Council on 12 February 2025; applies from 1 April 2025. Requirements are numbered R-x.y and are mandatory for registered parks. NOTEs are for information.</p>"""
    ]
    for line in GSC_TEXT.strip().splitlines():
        if line in tables:
            out.append(tables[line])
            continue
        key, _, rest = line.partition("|")
        if key.startswith("# "):
            out.append(f"<h2>{key[2:]}&nbsp;&nbsp;{esc(rest)}</h2>")
        elif key == "NOTE":
            out.append(f'<div class="note"><b>NOTE</b>&nbsp;&nbsp;{esc(rest)}</div>')
        else:
            out.append(f'<p class="r"><b>{key}</b>&nbsp;&nbsp;&nbsp;{esc(rest)}</p>')
    return "".join(out)


def shade_notes(page: pymupdf.Page) -> None:
    """Shade each NOTE box after layout (a Story's own backgrounds repeat on later pages), behind its text."""
    for b in page.get_text("blocks"):
        if b[4].startswith("NOTE"):
            r = pymupdf.Rect(b[0] - 6, b[1] - 4, A4.width - 56, b[3] + 4)
            page.draw_rect(r, color=(0.6, 0.6, 0.6), fill=(0.9, 0.9, 0.9), width=0.5, overlay=False)


def build_gsc() -> None:
    """The gas-safety code (PDF)."""
    frame = pymupdf.Rect(56, 60, A4.width - 56, A4.height - 56)
    doc = flow(gsc_html(), GSC_CSS, A4, lambda _n: [frame])
    n = doc.page_count
    for i, page in enumerate(doc):
        shade_notes(page)
        stamp(
            page,
            pymupdf.Rect(56, 30, A4.width - 56, 42),
            '<table style="width:100%"><tr><td>GSC 7:2025 – LPG installations at holiday parks, campsites and marinas</td><td style="text-align:right">Edition 3</td></tr></table>',
        )
        stamp(
            page,
            pymupdf.Rect(56, A4.height - 40, A4.width - 56, A4.height - 28),
            f'<table style="width:100%"><tr><td>© Caledra Gas Safety Council 2025</td><td style="text-align:right">Page {i + 1} of {n}</td></tr></table>',
        )
    save(doc, "caledra_gsc7_lpg_holiday_parks_code.pdf")


# == 6. Regulator's FAQ guidance (HTML) ==========================================================================
FAQ = [
    (
        "1",
        "About the registration scheme",
        [
            (
                "1.1",
                "What counts as a short-term let?",
                "A short-term let is the use of a whole home, or of one or more rooms in a home, as visitor accommodation for fewer than 31 consecutive nights for the same guest, in return for payment. Lets to the same guest for 31 nights or more are treated as ordinary tenancies and are outside the scheme.",
            ),
            (
                "1.2",
                "Do I need to register if I only let a spare room in my own home?",
                "Yes. Letting rooms in the home where you live is <em>home-sharing</em> and needs a registration. The only exception is for hosts who let for fewer than 14 nights in total in a calendar year: they do not need to register, but must still meet the safety requirements in section 3.",
            ),
            (
                "1.3",
                "When did the scheme start, and when do I have to register by?",
                "The scheme opened on 1 April 2025. New hosts must be registered before they take their first booking. Hosts who were already letting before 1 April 2025 must have applied by 30 September 2025, and may keep letting while their application is decided.",
            ),
            (
                "1.4",
                "How long does a registration last?",
                "A registration lasts 3 years. We send a reminder 8 weeks before it expires. A renewal application made before the expiry date keeps the registration in force until we decide it.",
            ),
            (
                "1.5",
                "Who decides my application?",
                "Applications are decided by the Housing Standards Office on behalf of Lantern Bay Borough Council. We aim to decide complete applications within 28 days.",
            ),
        ],
    ),
    (
        "2",
        "Fees",
        [
            (
                "2.1",
                "How much does registration cost?",
                "The fee depends on the type of let and, for secondary letting, on the number of bedrooms. The fee covers the whole 3-year period. Renewal fees are the same as the first fee.<br/>FEETABLE",
            ),
            (
                "2.2",
                "Can I pay the fee in instalments?",
                "No. The full fee is paid when you apply, by card through the online form.",
            ),
            (
                "2.3",
                "Do I get my money back if my application is refused?",
                "If we refuse your application, we refund the fee less an administration charge of £45. No refund is made if you withdraw your application after a compliance visit has taken place.",
            ),
        ],
    ),
    (
        "3",
        "Safety",
        [
            (
                "3.1",
                "What safety certificates do I need?",
                "Where there is a gas supply, you need a gas safety certificate renewed every 12 months. Every property needs an electrical installation condition report at least every 5 years, and portable appliances you provide must be tested at least every 2 years.",
            ),
            (
                "3.2",
                "What fire alarms are required?",
                "You need at least one smoke alarm on each storey, a heat alarm in the kitchen and, in a property with 3 or more storeys, alarms that are interlinked. A fire blanket must be kept in the kitchen.",
            ),
            (
                "3.3",
                "How many guests can I accommodate?",
                "Your registration states the maximum number of guests. We will not allow more than 2 guests per bedroom, plus 2 guests on a sofa bed in a living room. Children under 2 years old are not counted.",
            ),
            (
                "3.4",
                "Can I let a basement bedroom?",
                "Only if the room has an escape window that opens to at least 0.33 m² with no side less than 450 mm, or a door leading directly outside. Otherwise the room cannot be used as a bedroom for guests.",
            ),
            (
                "3.5",
                "Do I need to tell my insurer?",
                "Yes. You must hold buildings insurance and public liability insurance that cover short-term letting, with public liability cover of at least £2 million. We may ask to see the policy schedule.",
            ),
        ],
    ),
    (
        "4",
        "Neighbours, noise and waste",
        [
            (
                "4.1",
                "What must I tell guests about noise?",
                "Your house rules must ask guests to keep noise down between 11 pm and 7 am and must be displayed inside the property, together with the arrangements for waste and recycling collection.",
            ),
            (
                "4.2",
                "Does someone have to be available while guests are staying?",
                "Yes. You, or a local contact you name in your application, must be reachable by telephone 24 hours a day while guests are staying, and must attend the property within 60 minutes if asked to do so by the Council.",
            ),
            (
                "4.3",
                "How can a neighbour complain?",
                "Neighbours can report problems through the short-term lets hotline or the online form. We forward each complaint to the host and expect a written reply within 5 working days.",
            ),
        ],
    ),
    (
        "5",
        "Enforcement and appeals",
        [
            (
                "5.1",
                "What happens if I let without registering?",
                "Letting without a registration, or while a registration is suspended, is an offence. We may issue a civil penalty of up to £2,500 for each property, and the host may also be prosecuted.",
            ),
            (
                "5.2",
                "Can my registration be suspended?",
                "Yes. We may suspend a registration where there is a serious safety risk, or where 3 or more complaints about the same property have been upheld within 12 months. We will tell you in writing what must be done before the suspension is lifted.",
            ),
            (
                "5.3",
                "Can I appeal against a decision?",
                "Yes. You can appeal against a refusal, a suspension or a penalty to the Housing Appeals Panel within 21 days of the date of our decision letter. An appeal does not suspend a penalty unless the Panel directs otherwise.",
            ),
        ],
    ),
]

FAQ_FEES = table(
    ["Type of let", "Description", "Fee (3 years)"],
    [
        ["Home-sharing", "Rooms in the home where you live, while you are there", "£95"],
        ["Home-letting", "Your whole home, while you are away", "£160"],
        ["Secondary letting – 1 or 2 bedrooms", "A property that is not your home", "£310"],
        ["Secondary letting – 3 or more bedrooms", "A property that is not your home", "£420"],
    ],
    cls="fees",
)


def faq_html() -> str:
    """The FAQ page as a standalone HTML document."""
    out = [
        """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Short-term lets: registration and safety – questions and answers | Lantern Bay Borough Council</title>
<style>
body {font-family: Georgia, serif; max-width: 48em; margin: 2em auto; line-height: 1.5}
h3 {font-family: Arial, sans-serif; font-size: 1.05em; margin-bottom: 0.3em}
table.fees {border-collapse: collapse; margin: 0.6em 0}
table.fees th, table.fees td {border: 1px solid #555; padding: 0.3em 0.6em; text-align: left}
nav, footer {font-size: 0.85em; color: #555}
</style>
</head>
<body>
<nav><a href="/">Home</a> › <a href="/housing">Housing</a> › <a href="/housing/short-term-lets">Short-term lets</a> › Questions and answers</nav>
<header>
<p>Lantern Bay Borough Council – Housing Standards Office</p>
<h1>Short-term lets: registration and safety – questions and answers</h1>
<p>Guidance note HS-12, version 2.1, published 14 May 2025. This guidance explains the Council's short-term lets registration scheme. It does not replace the scheme conditions, which prevail if there is any difference.</p>
</header>
<main>
"""
    ]
    for num, title, items in FAQ:
        out.append(f'<section id="s{num}">\n<h2>{num}. {esc(title)}</h2>\n')
        for qid, q, a in items:
            body = a.replace("<br/>FEETABLE", "</p>\n" + FAQ_FEES + "\n<p>")
            out.append(f'<h3 id="q{qid}">{qid} {esc(q)}</h3>\n<p>{body}</p>\n')
        out.append("</section>\n")
    out.append("""</main>
<footer>
<p>Questions not answered here can be sent to the Housing Standards Office through the online contact form. Last reviewed 14 May 2025.</p>
</footer>
</body>
</html>
""")
    return "".join(out).replace("<p></p>\n", "")


def build_faq() -> None:
    """The FAQ guidance (HTML)."""
    path = DOCS / "lantern_bay_short_let_faq.html"
    path.write_text(faq_html(), encoding="utf-8")
    print(f"{path.name}: HTML")


if __name__ == "__main__":
    DOCS.mkdir(exist_ok=True)
    build_aeu()
    build_pla()
    build_cfr()
    build_ticc()
    build_gsc()
    build_faq()
