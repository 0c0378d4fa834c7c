"""
rulebook.text.answer_types: what a question asks for, read from its words, and whether a sentence states it; on
questions written in users' words and sentences of the real documents in samples/ and ../shared/data.
"""

import pytest

from rulebook.text.answer_types import (
    Ask,
    asked_clauses,
    asks_signer,
    classify,
    clauses,
    defines,
    defines_by_genus,
    expands,
    in_named_unit,
    loosely_defined_term,
    measured_terms,
    signs,
    states,
    states_kind,
)


@pytest.mark.parametrize(
    ("question", "kind", "unit"),
    [
        ("How many days does a carrier have to keep the records?", "quantity", "duration"),
        # A unit named after "in" is the one the answer is in.
        ("What session timeout in minutes does AC-2(5) require?", "quantity", "duration"),
        ("What is the late-filing penalty in dollars?", "quantity", "money"),
        # A password's length is counted in characters; a trailer's is measured.
        ("whats the minimum pasword length in the northgate catalogue", "quantity", "count"),
        ("What is the maximum length of a trailer?", "quantity", "length"),
        ("Which sight distance in feet must a lookout have?", "quantity", "length"),
        ("How close can I get to the rail before I'm counted as fouling the track?", "quantity", "any"),
        ("How heavy does a truck have to be before it counts as a commercial motor vehicle?", "quantity", "mass"),
        ("If we protest another team's car, how much money do we have to put down?", "quantity", "money"),
        ("What's the fine going to be for speeding in the pit lane?", "quantity", "money"),
        (
            "Within how many hours of time in service must the plane be inspected if I charge for it?",
            "quantity",
            "duration",
        ),
        ("How many power units may each driver use?", "quantity", "count"),
        # "how long" is a time when someone has to act in it, or after or before something; else a time or a length
        ("How long does a carrier have to notify the agency after a spill?", "quantity", "duration"),
        ("How long must the inspection records be kept?", "quantity", "duration"),
        ("How long must the tow rope be?", "quantity", "extent"),
        ("How often must the warning time be tested?", "quantity", "frequency"),
        ("What percentage of the costs must the manufacturer have incurred?", "quantity", "percent"),
        ("Until when is a rail car carrying hazardous materials considered to be in transportation?", "date", None),
        ("By when do we have to tell people we got their data from a list?", "date", None),
        ("Can we keep sending promo emails if we say it's our legitimate interest?", "permission", None),
        (
            "Weed is legal in my state. If I only smoke on days off, can I still get my medical card?",
            "permission",
            None,
        ),
        ("Does that plane need a 100-hour inspection?", "permission", None),
        ("Who gets the final say on whether a driver meets the standard?", "who", None),
        ("Which body accredits certification bodies?", "who", None),
        ("What are the tiers called in the framework?", "list", None),
        ("Which types of data are 'special category' under GDPR?", "list", None),
        ("What risk factors for sleep apnea should I be looking for in a trucker?", "list", None),
        ("Which murmur findings suggest a pathological murmur?", "list", None),
        ("What must a conductor certification program include?", "list", None),
        ("What is an OTMA?", "definition", None),
        ("What does CHDO stand for?", "definition", None),
        ("How much is a medical examiner allowed to charge for a DOT physical?", "quantity", "money"),
        (
            "What's the civil penalty if a railroad doesn't submit its crossing inventory form on time?",
            "quantity",
            "money",
        ),
        ("How thick does the shell steel on a tank car have to be?", "quantity", "length"),
        ("We're swamped. How much extra time can we take to answer a complex request?", "quantity", "any"),
        ("What HbA1c level is too high to certify a driver?", "quantity", "any"),
        ("What are the exact dates of the summer factory shutdown?", "date", None),
        # "what's its date" and "what's the issue date of" ask for a date as "what is the date of" does.
        ("Which advisory circular covers AMT schools, and what's its date?", "date", None),
        ("What's the issue date of HMG-127?", "date", None),
        # Until when a status holds: a time condition ("until it is delivered ...") answers it as a duration does.
        ("How long is a loaded rail car carrying hazmat considered to be in transportation?", "date", None),
        ("How does the FAA define 'time in service' when counting toward the 100-hour inspection?", "definition", None),
        ("What's the FAA's official definition of a flying club?", "definition", None),
        ("How is a siding defined in part 236?", "definition", None),
        ("Who is the current FRA Administrator?", "who", "person"),
        ("Who actually wrote the 2018 letter on preventive maintenance?", "who", "person"),
        ("Who makes sure a driver with an exemption has a current med card?", "who", None),
        ("Who was the NIST Director when CSF 2.0 came out?", "who", "person"),
        ("Who was the FIA technical delegate in 2024?", "who", "person"),
        ("Who is the FIA Media Delegate for the 2026 season?", "who", "person"),
        ("Who is responsible for the 2026 cost cap submission?", "who", None),
        ("Who is the Technical Delegate?", "who", None),
        # The post of a named body, a chief, a post at a named place, for this season or of the user's own unit: a
        # person. A post asked alone, or what a post may do, is not.
        ("Who is PSR's Chief Engineer?", "who", "person"),
        ("Who is the Northgate CISO?", "who", "person"),
        ("Who is the chief umpire at the Lockwater regatta?", "who", "person"),
        ("Who is the club safety adviser this season?", "who", "person"),
        ("who is the academic integrity officer for my faculty? I need a name", "who", "person"),
        ("Who heads the Data Protection Commission?", "who", "person"),
        ("What's the name of Skylark's Accountable Manager?", "who", "person"),
        ("Who is the CISO supposed to report to?", "who", None),
        # Amounts, loads and bounds asked by their names; a date asked "exactly"; a company by what it supplies.
        ("What BMI automatically disqualifies a driver?", "quantity", "any"),
        ("What FEV1 percent predicted should I use as the cutoff for a driver?", "quantity", "percent"),
        ("What's the rack rent for keeping a private boat at the club?", "quantity", "money"),
        ("What's the standing charge for business customers?", "quantity", "money"),
        # "How much" before a verb, or alone at the end, asks what something costs; before a measure it does not.
        ("how much to hire a skip from the council", "quantity", "money"),
        ("I lost my rod licence, how much is a replacement?", "quantity", "money"),
        ("hot food van licence for 6 months, how much", "quantity", "money"),
        ("how much for a family to swim off peak", "quantity", "money"),
        ("How much is the extra time allowed in exams?", "quantity", "any"),
        # A price asked with a verb: "cost" ending the subject, "what will I pay", plural heads of what they are for.
        ("What does a permit for our second car cost?", "quantity", "money"),
        ("I'm 67 - what does an annual licence with the game endorsement cost me?", "quantity", "money"),
        ("What will I pay for water each year?", "quantity", "money"),
        ("what do we have to pay for a skip", "quantity", "money"),
        ("what are the charges for bulky waste", "quantity", "money"),
        ("What costs are excluded from the cost cap?", "other", None),
        ("what do we have to pay attention to when fuelling", "other", None),
        ("how much sea time do I need for a master's ticket", "quantity", "any"),
        ("What lateral load must the front attachment withstand?", "quantity", "force"),
        ("What's the definition of risk tolerance?", "definition", None),
        ("How long does the permit stay in force?", "quantity", "duration"),
        ("On what exact date did FRA submit the strategy?", "date", "calendar"),
        ("Which company supplies the standard ECU?", "who", "name"),
        # How long one may keep doing something, or must wait before something, is a time.
        ("how long am i allowed to sit in the same lifeguard chair before someone rotates me?", "quantity", "duration"),
        ("how long do we withhold hay before an elective GA", "quantity", "duration"),
        ("How long can a trailer be?", "quantity", "extent"),
        ("Who is the railroad's designated person?", "who", None),
        ("What's the railroad's toll-free number for reporting a crossing signal problem?", "quantity", "phone"),
        # A bound asked by a superlative, "above what", a bare "minimum ..." or "whats": a quantity still.
        ("What's the loudest the train horn can legally be?", "quantity", "sound"),
        ("what's the longest a waiver stays good for?", "quantity", "any"),
        ("whats the max fuel flow rate on the power unit", "quantity", "any"),
        ("Above what voltage does a circuit count as high voltage?", "quantity", "power"),
        ("tech regs: minimum car mass without fuel?", "quantity", "mass"),
        ("What resistance does the test shunt need to have?", "quantity", "resistance"),
        ("What chance of rain makes it a wet race?", "quantity", "percent"),
        (
            "How long do we have to appeal before we lose the chance to contest it?",
            "quantity",
            "duration",
        ),  # no percentage
        # "what actually counts as", "who counts as", "what is X, exactly", a scope without a comma: definitions
        ("What actually counts as personal data under GDPR?", "definition", None),
        ("Who counts as a control operator under the roadway worker rules?", "definition", None),
        ("In the signal regs what is a shunt, exactly?", "definition", None),
        ("Who counts the votes at the assembly?", "who", None),
        # "how fast" of an act asks for a deadline; of a vehicle, for a speed
        ("How fast must a controller correct inaccurate personal data when asked?", "date", None),
        ("How quickly must the driver report an incident?", "date", None),
        ("How fast may a car be driven in the pit lane?", "quantity", "speed"),
        ("Under what conditions may a driver stop when the light is red?", "list", None),
        ("On what dates must the reports be filed?", "date", None),
        ("What happens if a driver misses the weighbridge?", "other", None),
        # "What is a ..." asks what one is, whatever the words; "the" asks for the value
        ("What is a critical limit?", "definition", None),
        ("What is the critical limit for cooking temperature?", "quantity", None),
        # "Which <body> <verb>" asks for a body's name; in "what options does an organization have" the focus is
        # "options"
        ("Which company makes the relays in the signal cabinet?", "who", "name"),
        ("Which EU supervisory authority is the lead authority for a cloud provider?", "who", "name"),
        ("Which aviation maintenance schools has the FAA approved?", "who", "name"),
        ("Which were the 10 states that had to write action plans?", "who", "name"),
        ("Under CSF 2.0, what options does an organization have for handling a risk?", "other", None),
        ("Which authority must a controller notify?", "who", "name"),
        # The subject or the purpose of a thing is asked, not its meaning.
        ("What is HMG-120 about?", "other", None),
        ("what is a derail for?", "other", None),
        ("", "other", None),
    ],
)
def test_questions_are_classified_by_their_words(question, kind, unit):
    ask = classify(question)
    assert ask.kind == kind, ask
    if unit is not None:
        assert ask.unit == unit, ask


def test_a_superlative_of_importance_asks_no_quantity():
    assert classify("What is the most important duty of a steward?").kind != "quantity"
    assert classify("What's the most common reason a driver is disqualified?").kind != "quantity"


def test_a_definition_keeps_its_term_without_the_frame():
    assert classify("Who counts as a control operator under the roadway worker rules?").term == "control operator"
    assert classify("In the signal regs what is a shunt, exactly?").term == "shunt"
    assert classify("Who is considered a lone worker?").term == "lone worker"
    assert classify("What is a lone worker under Part 214?").term == "lone worker"
    # a term the user quoted is kept whole; the question's other words and possessives are not the term
    assert classify("How does the FAA define 'time in service' when counting hours?").term == "time in service"
    assert classify("What's the FAA's official definition of a flying club?").term == "flying club"
    assert classify("how does FMCSA define monocular vision?").term == "monocular vision"
    assert classify("What does OTMA stand for?").term == "OTMA"
    # the scope after the verb is no part of the term: "what does X mean in the GDPR / under part 214"
    assert classify("What does pseudonymisation mean in GDPR?").term == "pseudonymisation"
    assert classify("whats pseudonymisation mean in gdpr").term == "pseudonymisation"
    assert classify('What does "fouling a track" mean under part 214?').term == "fouling a track"
    assert classify("what does the regulation mean for us?").kind == "other"
    # "what is the process for X when Y" asks for a procedure, not the meaning of a word
    assert classify("What is the process when a seal is broken during an inspection?").kind == "other"


def test_a_topic_written_before_the_question_is_no_part_of_it():
    # a subject line, then a colon or a spaced dash, then the question
    assert classify("CSF 2.0 - what is C-SCRM exactly?") == classify("what is C-SCRM exactly?")
    assert classify("2024 F1 technical regs - max thickness of a brake disc?").unit == "length"
    assert classify("Bridge gang question: are two of us allowed to tie off to one lifeline?").kind == "permission"
    assert classify("2026 F1 financial regs, Issue 3 (June 2025): who elects the judges?").kind == "who"
    assert classify("I'm a lone worker - can I use individual train detection here?").kind == "permission"
    # where the question comes first, what follows the dash only narrows it
    assert classify("Who is the 'controller' - is it us or our cloud hosting provider?").kind == "who"
    assert classify("What's the maximum fine under the GDPR - is it a percentage of turnover?").kind == "quantity"
    # a hyphen inside a name is no dash
    assert classify("which edition of OMB Circular A-130 does SP 800-53B cite?").kind != "definition"


def test_a_quoted_term_asked_for_its_meaning_is_a_definition_whatever_its_words():
    ask = classify("bridge crew fall protection: what does 'free fall distance' mean in FRA's rules?")
    assert (ask.kind, ask.term) == ("definition", "free fall distance")
    # the noun the quoted word qualifies, when the question ends on it, is part of the term
    assert (
        classify("portability request - what counts as a 'machine-readable' format?").term == "machine-readable format"
    )
    assert classify("2024 F1 technical regs: what is the gearbox 'cassette'?").term == "cassette"


def test_a_term_asked_after_the_or_set_against_another_is_the_term_defined():
    # A newcomer's exam regulations and water code: a quoted term after "the" is asked for its meaning, though an
    # allowance is an amount, and the term set against another ("as opposed to") is the one asked about.
    assert classify("what is the 'leak allowance'?") == Ask("definition", term="leak allowance")
    assert classify("what is the leak allowance?").kind == "quantity"  # unquoted: its amount
    for question in ("whats a retake, as opposed to a resit?", "What is a retake compared with a resit?"):
        assert classify(question) == Ask("definition", term="retake")
    # "whats", typed without its apostrophe, asks as "what's" does
    assert classify("whats an SDA") == classify("what's an SDA") == Ask("definition", term="SDA")


def test_abbreviated_time_units_and_a_persons_name_asked():
    assert classify("how many yrs of monitoring does the town need?") == classify("how many years of monitoring?")
    assert classify("how many hrs can it fly over the limit?").term == "hours"
    ask = classify("Our test records go to the Signal Division Staff Director. What's the Staff Director's name?")
    assert (ask.kind, ask.unit) == ("who", "person")
    assert classify("What is the name of the FSDO manager who forwarded the letter?").unit == "person"
    # the name of a thing is no person
    assert classify("What's the name of the form used to report a false proceed?").unit != "person"


class TestStates:
    def test_a_quantity_must_be_in_the_unit_asked(self):
        duration = classify("How many days must the records be kept?")
        assert states("Records must be kept for at least 90 days.", duration)
        assert states("Ninety (90) days before the Competition, the Promoter must send the FIA details.", duration)
        assert not states("Records must be kept at the carrier's principal place of business.", duration)
        # the unit joined to its number
        assert states("There is generally a 5-year statute of limitations.", classify("How long can FRA wait?"))
        assert states("A thirty-day notice is required.", duration)
        money = classify("How much does it cost to lodge a complaint?")
        assert states("It must be accompanied by a non-refundable administrative fee of €10,000.", money)
        assert not states("It must be lodged within 48 hours of the publication of the results.", money)
        # The currency after the amount, with its country or a scale word between.
        assert states("The Cost Cap is 135,000,000 US Dollars for each Full Year Reporting Period.", money)
        assert states("Teams may spend up to 1.5 million euros on it.", money)
        # The currency named before the amount, as the FIA's financial regulations write it.
        cap = classify("What's a team's spending cap for 2026?")
        assert states('The amount of the "Cost Cap" shall be: US Dollars 215,000,000 adjusted for Indexation.', cap)

    def test_a_drug_test_cutoff_is_a_mass(self):
        cutoff = classify("What's the nanogram cutoff for marijuana in a DOT urine drug test?")
        assert cutoff.unit == "mass"
        assert states("The confirmation cutoff for marijuana metabolite is 15 ng/mL.", cutoff)
        assert not states("A CBD product may contain no more than 0.3% THC by dry weight.", cutoff)

    def test_a_sound_level_and_a_resistance_are_numbers_of_their_units(self):
        # Sentences of FRA's grade crossing and signal compliance manuals (../shared/data/pdfs/rail).
        loudest = classify("How loud can a train horn be at a crossing?")
        assert states("The maximum volume level for the train horn is 110 decibels.", loudest)
        assert states("One ear must show an average hearing loss of less than or equal to 40 dBs.", loudest)
        assert not states("The rule does not stipulate the durations of long and short blasts.", loudest)
        shunt = classify("What resistance shunt do I put across the rails?")
        assert states("Each circuit shall detect the application of a shunt of 0.06 ohm resistance.", shunt)
        assert not states("Detection may or may not include activation of the warning system.", shunt)
        # The FIA's PU sporting regulations write a current as "10A"; "5 a day" holds no current.
        current = classify("Above what DC current does a rig count as an ERS test bench?")
        assert current.unit == "power"
        assert states("A test facility that can test with an electrical DC current higher than 10A.", current)
        assert not states("A test bench may run 5 a day.", current)

    def test_a_duration_is_a_number_of_time_units(self):
        hours = classify("How many hours do we have to notify the supervisory authority?")
        assert states("The controller shall notify the authority within 72 hours.", hours)
        assert states("The controller shall notify the authority within 3 days.", hours)
        # a date, a year or a word of frequency is no duration
        assert not states("The training program shall be reviewed every year since 2019.", hours)

    def test_a_named_time_unit_is_answered_in_it_or_a_neighbouring_one(self):
        # A question that counts in hours wants hours, not the months or years of another rule on the same page.
        hours = classify("How many hours of on-track safety refresher training does a roadway worker need every year?")
        assert (hours.unit, hours.term, hours.describe()) == ("duration", "hours", "a number of hours")
        assert states("The refresher course takes 8 hours.", hours)
        assert states("The course lasts ninety (90) minutes.", hours)
        assert not states("AC centrifugal relays must be tested at least once every 12 months;", hours)
        assert not states("All other relays must be tested at least once every four years.", hours)
        # "How many days" is answered by "one month" (GDPR's answer to a request) or "72 hours".
        days = classify("How many days do we have to answer an access request?")
        assert states("The controller shall answer without undue delay and in any event within one month.", days)
        assert states("Notify it within 72 hours.", days)
        assert not states("There is generally a 5-year statute of limitations.", days)
        # A duration the question gives is its condition, whatever its scale.
        question = "After how many hours of driving does a trucker have to take a 30 minute break?"
        assert not states("A driver must take a 30 minute break.", classify(question), question=question)
        # "How long" names no unit: any duration states it.
        assert classify("How long must records be kept?").term is None
        assert states("Records must be kept for 2 years.", classify("How long must records be kept?"))

    def test_a_calendar_date_is_asked_by_what_date_or_year(self):
        question = "From what date did the GDPR actually start to apply to companies?"
        ask = classify(question)
        assert (ask.kind, ask.unit, ask.describe()) == ("date", "calendar", "a date")
        # a time condition answers a deadline, not a date
        assert not states("Profiling is when a company establishes profiles of employees.", ask, question=question)
        assert states("This Regulation shall apply from 25 May 2018.", ask, question=question)
        assert states("It is mandatory from 20th June 2024.", ask, question="From what date is camera 6 mandatory?")
        # a year the question gives is no answer; the date a sentence names by its event is one
        asked = "What date in 2024 did camera 6 become mandatory?"
        assert not states("Camera 6 is mandatory in 2024.", classify(asked), question=asked)
        asked = "What date do I count the card's expiration from?"
        assert states("The ME should use the date the certificate is signed.", classify(asked), question=asked)
        assert classify("When must the report be filed?").unit is None

    def test_a_date_is_no_article_number_and_may_is_no_month_in_lower_case(self):
        ask = classify("What year was the rule adopted?")
        assert not states("Article 8.17.11 applies to all cars.", ask)
        assert not states("Section 61 may be used for this purpose.", ask)
        assert states("The rule was adopted on 23.5.2018.", ask) and states("It took effect 3 May.", ask)

    def test_one_of_many_is_no_count(self):
        ask = classify("how many informative references are mapped to the CSF 2.0 core?")
        assert not states("A control may be one of many references needed to achieve the outcome.", ask)
        assert states("The Core maps 1,200 informative references to its outcomes.", ask)

    def test_a_count_counts_the_noun_asked(self):
        ask = classify("How many hazmat inspectors does FRA have nationwide?")
        assert ask.unit == "count" and ask.term == "inspectors"
        # "6 of the top 10 counties" counts counties; the inspectors named beside them are not counted
        assert not states(
            "The teams were composed of FRA regional grade crossing inspectors and went to 6 of the top 10 counties "
            "nationwide for trespasser casualties.",
            ask,
        )
        assert states("FRA employs 40 hazardous materials inspectors.", ask)
        baselines = classify("How many security control baselines are there in 800-53B?")
        assert states("The organization selects one of three security and privacy control baselines.", baselines)
        assert states(
            "The number of operational personnel shall not exceed sixty (60).",
            classify("How many operational personnel can a team have at the circuit?"),
        )

    def test_a_reference_is_no_quantity(self):
        ask = classify("What's the minimum number the baseline requires?")
        assert not states("(2) Meets all other physical qualification requirements cited in 49 CFR 391.41(b).", ask)
        assert not states("Gaps in numbering indicate CSF 1.1 Subcategories that were relocated in CSF 2.0.", ask)
        assert not states("SP 800-53B is available from NIST, see Section 3.2 and Appendix C.", ask)
        assert states("The baseline requires at least 12 characters.", ask)
        # The day of a date counts nothing: "current value of the threshold" is not "October 9, 1996".
        value = classify("What's the current value of the Nationwide Significant Risk Threshold?")
        assert not states("Restrictions which existed on October 9, 1996 and on 18 December 2003 may qualify.", value)
        assert states("The Nationwide Significant Risk Threshold is 14,347.", value)
        assert states("Up to 3 may be used.", value) and not states("It was issued on 3 May 2024.", value)
        # a section number is no time of day
        assert not states("Part 61.101 covers the recreational pilot certificate.", Ask("date"))
        assert states("The pit lane closes at 14:30.", Ask("date"))

    def test_a_date_is_a_date_a_period_or_a_time_condition(self):
        ask = classify("Until when is a railcar in transportation?")
        assert states("A railcar is considered in transportation until it is delivered to a private siding.", ask)
        assert states("The report is due on 1 March 2026.", ask)
        assert not states("The railcar is inspected by a qualified person.", ask)

    def test_permission_who_and_list(self):
        assert states("No person may give flight instruction for hire.", Ask("permission"))
        assert states("Lifting stops when the wind exceeds 18 metres per second.", classify("At what wind speed?"))
        days = classify("Within how many days must the test be done?")
        assert in_named_unit("Tests are made every 92 days.", days)
        assert not in_named_unit("Tests are made every 2 months.", days) and states(
            "Tests are made every 2 months.", days
        )
        assert not in_named_unit("Tests are made every 92 days.", classify("How often are tests made?"))
        # A need denied states that no approval is required.
        assert states("Neither a warrant nor any other prior approval is necessary.", Ask("permission"))
        assert states("A permit is not needed for a single crossing.", Ask("permission"))
        assert not states("Good records are necessary for an effective program.", Ask("permission"))
        # "have to" states an obligation, and "does not have to" its absence, as "must" and "need not" do.
        assert states("The tag does not have to be unique to a specific person or work gang.", Ask("permission"))
        assert states("Each carrier has to keep the records.", Ask("permission"))
        assert not states("The manual describes the history of the program.", Ask("permission"))
        assert states("The Medical Examiner decides whether the driver is qualified.", Ask("who"))
        assert states(
            "Tiers are Partial (Tier 1), Risk Informed (Tier 2), Repeatable (Tier 3), and Adaptive.", Ask("list")
        )
        assert not states("A Tier describes the rigor of an organization's practices.", Ask("list"))
        # CFR-style upper-case marks open items too; a capitalised abbreviation with a full stop does not.
        assert states("Records kept\n(A) Bills of lading\n(B) Shipping papers", Ask("list"))
        assert states("Records kept\nA. Bills of lading\nB. Shipping papers", Ask("list"))
        assert not states("Docket\nNo. 5 of the agency\nNo. 6 of the agency", Ask("list"))

    def test_what_the_question_gives_is_no_answer(self):
        # A quantity made only of the question's own numbers is its condition ("after the first 30 days"), not its
        # answer.
        more = "How many more days does the carrier get after the first 30 days?"
        assert classify(more).unit == "duration"
        assert not states("The carrier must respond within 30 days.", classify(more), question=more)
        assert states("An extension of 15 days may follow the first 30 days.", classify(more), question=more)
        assert states("The carrier must respond within 30 days.", classify(more))  # any quantity without the question
        # The percentage a question gives is a condition too: "how much is the fine" asks for money.
        assert classify("How much is the fine if a team overspends the cost cap by less than 2%?").unit == "money"
        count = "Of the 3 baselines, how many controls does the high baseline hold?"
        assert not states(
            "The organization selects from 3 security control baselines.", classify(count), question=count
        )
        assert states("The high baseline holds 370 security controls.", classify(count), question=count)
        # A body or role the question names itself does not say who.
        board = "Who sits on FMCSA's Medical Review Board?"
        assert not states("Drafts are posted on FMCSA's Medical Review Board website.", classify(board), question=board)
        assert states(
            "The Board is made up of five physicians named by the Administrator.", classify(board), question=board
        )

    def test_a_body_of_the_kind_asked_is_named(self):
        company = "Which company makes the B-1 relays in the signal cabinet?"
        ask = classify(company)
        assert states(
            "The B-1 relays were made by the Union Switch & Signal Company until 1990.", ask, question=company
        )
        # Roles, posts, the kind of body and generic capitalised words name no company.
        assert not states("Each regional supervisory specialist enters all B-1 relay failures.", ask, question=company)
        assert not states("Relays are tested by the railroad before a Federal inspection.", ask, question=company)
        authority = "Which supervisory authority is the lead authority for a cloud provider?"
        assert states(
            "For this provider, the Irish Data Protection Commission leads.", classify(authority), question=authority
        )
        assert not states(
            "The lead supervisory authority is the supervisory authority of the Member State of the establishment.",
            classify(authority),
            question=authority,
        )

    def test_a_country_is_named_by_its_own_name(self):
        # A country's name does not end in "country": any capitalised name the question does not give is one.
        countries = "which countries is my loyalty card data stored in"
        ask = classify(countries)
        assert ask.kind == "who"
        assert states("The app is hosted in data centres in Ireland and the Netherlands.", ask, question=countries)
        assert not states("Loyalty card data is stored in data centres for 3 years.", ask, question=countries)
        # An acronym is a body ("submitted to FRA"), not a country.
        assert not states("The plans are stored by the carrier and submitted to FRA.", ask, question=countries)

    def test_the_questions_own_name_cut_short_names_no_one(self):
        # "AME" spells the question's "approved medical examiner" short: who it is is still not said.
        examiner = "who is the approved medical examiner at the ferry company"
        ask = classify(examiner)
        assert not states(
            "Examinations are carried out only by an Approved Medical Examiner (AME) on the company list.",
            ask,
            question=examiner,
        )
        assert states("The AME for the fleet is appointed by the Crewing Office.", ask, question=examiner)

    def test_a_number_to_ring_is_a_telephone_number(self):
        for question in (
            "what's the number for the IT provider's out of hours line",
            "what number do I ring to report a spill",
        ):
            ask = classify(question)
            assert ask.unit == "phone"
            assert not states("Outside office hours call the IT provider's 24-hour line.", ask, question=question)
            assert states("Outside office hours call 01632 960 444.", ask, question=question)
        assert classify("what is the UN number for dry ice").unit != "phone"

    def test_a_person_is_named_not_a_post(self):
        person = Ask("who", unit="person")
        assert states("Approved by Karl Alexy, Associate Administrator for Railroad Safety.", person)
        assert states("This response was prepared by Anne Moore, an Attorney in the Regulations Division.", person)
        assert not states("The Associate Administrator for Railroad Safety may approve the movement.", person)
        assert not states("Refer it to the Federal Railroad Administration, Office of the Chief Counsel.", person)
        # A post's words after an article are no person's name.
        assert not states("A case is reported to the Faculty Academic Integrity Officer, who decides.", person)
        assert not states("on behalf of the Amateur Rowing Federation Race Committee chair: the Secretary", person)
        assert states("Sincerely, Rebecca B. MacPherson Assistant Chief Counsel", person)
        # An organisation chart's boxes: posts, no one in them.
        assert not states("3.1 Hazardous Materials Organization Staff Director Deputy Staff Director", person)

    def test_a_telephone_number_is_digits_to_dial(self):
        phone = classify("What's the toll-free number for reporting a crossing signal problem?")
        assert states("Call the National Response Center at 1-800-424-8802 at once.", phone)
        assert states("Please contact Sarah Sorg on my staff at 202-267-3073.", phone)
        assert not states("Railroads must report within 24 hours, using a toll free telephone number.", phone)

    def test_another_of_a_series_is_no_answer(self):
        # A newcomer's "what is the fine for a third offence?" had been answered with the first offence's fine.
        question = "what is the fine for a third offence in a park?"
        ask = classify(question)
        assert not states("The fine for a first offence is $150; for a second offence, $300.", ask, question=question)
        assert states("The fine for a third offence is $500.", ask, question=question)
        assert states(
            "The fine for a first offence is $150; for a second or subsequent offence, $300.", ask, "", question
        )
        assert states("Any offence is liable to a fine of up to $5,000.", ask, question=question)

    def test_the_thing_whose_limit_is_asked_is_named(self):
        # A newcomer's "rain limit" had been answered with the thunder rule's 30 minutes.
        assert measured_terms("whats the rain limit for sailing?") == {"rain"}
        assert measured_terms("What is the speed limit in a quiet zone?") == frozenset()  # the unit asked covers it
        # Named after "limit for", or first in a query of a few words.
        assert measured_terms("What's the limit for nitrate in the trade effluent?") == {"nitrat"}
        assert measured_terms("bag limit for roach?") == {"roach"}
        assert measured_terms("What is the daily maximum for phosphorus?") == {"phosphorus"}
        assert measured_terms("copper or zinc limit in the dairy permit?") == {"copper", "zinc"}
        nitrate = "What's the limit for nitrate in the trade effluent?"
        row = "Total phosphorus (as P) Parameter; mg/l Unit; 45 Limit Daily maximum"
        assert not states(row, classify(nitrate), "", nitrate)
        rain = "whats the rain limit for sailing?"
        assert not states("3.4 All sailing stops for 30 minutes after thunder is heard.", classify(rain), "", rain)
        wind = "What is the wind limit for juniors?"
        assert states("3.2 Juniors may not launch when the mean wind speed exceeds 15 knots.", classify(wind), "", wind)
        # The heading may name it: "3 Wind limits" over "3.2 Juniors may not launch above 15 knots".
        assert states("3.2 Juniors may not launch above 15 knots.", classify(wind), "3 Wind limits", wind)

    def test_a_colour_is_named(self):
        # A newcomer's "What colour is the helmet?" had been answered with a sentence about helmets naming none.
        for question in (
            "What colour is the helmet?",
            "Which flag colour ends the session?",
            "What's the colour of the vest a flagger wears?",
            "How is the end-of-session flag coloured?",
        ):
            ask = classify(question)
            assert ask.kind == "colour" and ask.describe() == "a colour", question
            assert states("The signaller wears a high-visibility orange vest.", ask)
            assert states("A black and white chequered flag ends the session.", ask)
            assert not states("Each driver must wear a helmet approved by the FIA.", ask)
        assert classify("How many colours of flag are there?").kind == "quantity"
        assert classify("Must the vest be orange?").kind == "permission"
        assert classify("Which colour vision tests am I allowed to use?").kind != "colour"

    def test_other_questions_accept_any_sentence(self):
        assert states("Anything at all.", Ask("other"))


class TestDefinitions:
    def test_a_defining_sentence_or_glossary_entry(self):
        assert defines(
            "lone worker",
            "Lone worker means an individual roadway worker who is not being afforded "
            "on-track safety by another roadway worker.",
        )
        assert defines("fouling a track", "Fouling a track means the placement of an individual in such proximity.")
        assert not defines("lone worker", "A lone worker may use individual train detection in some cases.")
        # a defining word must follow the term, not any word near it
        assert not defines(
            "flying club", "It has been established that flying club members are viewed as owners of club aircraft."
        )
        assert defines("roadway worker", "Roadway worker, as used in this part, means any employee of a railroad.")
        # "defines X as": the defining verb comes before the term
        assert defines("lone worker", "Part 214 defines a lone worker as an individual roadway worker working alone.")
        assert not defines("lone worker", "The program defines when a lone worker must stop work.")
        assert not defines("lone worker", "The railroad defines a lone worker's duties in its on-track safety program.")

    def test_what_a_sentence_says_constitutes_or_is_deemed_the_term_defines_it(self):
        # FIA 2024 sporting regulations, Article 54.4: what counts as "working on" a car serving a penalty.
        touching = (
            "In this context, touching the car or driver by hand or tools or equipment will all constitute working."
        )
        assert defines("working on", touching)
        assert defines("breach", "A failure to report within 30 days shall be deemed a breach of these Regulations.")
        assert not defines("working on", "If the engine stops the car may then only be worked on in the garage.")
        # A case of the term is not what it means.
        assert not defines(
            "control operator",
            "On some railroads, a yardmaster might control a switch and thereby be considered a control operator.",
        )

    def test_by_definition_before_the_term_and_a_colon_defines_it(self):
        # OSHA's booklets: "By definition, a confined space:" over a list of what one is.
        assert defines("confined space", "By definition, a confined space: • Is large enough for an employee;")
        assert defines(
            "permit-required confined space",
            "By definition, a permit-required confined space has one or more of these characteristics:",
        )
        # A lead-in without its list defines nothing: the list is the definition, quoted with it.
        assert not defines("confined space", "By definition, a confined space")
        assert not defines("confined space", "Entry into a confined space: see 4.2.")

    def test_a_level_of_a_scale_is_defined_by_what_puts_a_case_in_it(self):
        # Enforcement guidance sets its levels out after a colon, each with its condition or its gloss.
        scale = (
            "The inspector then grades the harm: low where no one was hurt and no work stopped; high where a worker "
            "was hurt or the site was closed."
        )
        assert defines("low", scale) and defines("high", scale)
        levels = "Culpability has three levels: error (an honest slip), negligent (a failure of care), deliberate."
        assert defines("error", levels) and defines("negligent", levels)
        assert not defines("low", "Cases of low harm are dealt with by advice: a letter, no penalty.")

    def test_a_term_in_quotes_defines_only_when_a_defining_word_follows_it(self):
        assert defines("pseudonymisation", "(5) ‘pseudonymisation’ means the processing of personal data in a manner.")
        assert defines("shunt", "“Shunt”, as used in this part, means a by-path in an electrical circuit.")
        assert defines("shunt", "“Shunt” — a by-path in an electrical circuit.")
        assert defines("shunt", "A by-path in an electrical circuit is called a “shunt” in this part.")
        # the GDPR's recital 28 uses the word in quotes; it does not say what it is
        assert not defines(
            "pseudonymisation",
            "The explicit introduction of ‘pseudonymisation’ in this Regulation is not intended to preclude any other "
            "measures of data protection.",
        )
        assert not defines("pseudonymisation", "When applying “pseudonymisation”, the controller should keep the key.")
        # a sentence that applies "the definition of" a quoted term is about what the term covers
        assert defines("offeror", "Consistent with § 171.8’s definition of “offeror,” an intermediary is an offeror.")

    def test_a_glossary_mark_after_the_term_defines_only_where_the_term_opens_the_sentence(self):
        assert defines("lone worker", "Lone worker. An individual roadway worker who is not afforded on-track safety.")
        assert defines("shunt", "§ 236.802 Shunt. A by-path in an electrical circuit.")
        assert defines("shunt", "(a) Shunt: a by-path in an electrical circuit.")
        assert not defines(
            "personal data",
            "Therefore, a service provider processing financial transactions also processes special categories of "
            "personal data.",
        )

    def test_a_qualified_term_is_defined_by_when_its_head_takes_the_qualifier(self):
        # The Hazmat manual (10.3.6): "imminent hazard" is defined by when a hazard is "imminent".
        ask = classify("What counts as an imminent hazard?")
        assert ask.term == "imminent hazard"
        assert states("A hazard is “imminent” if it is reasonably likely to result in death or serious illness.", ask)
        assert states("A hazard is considered imminent when it is likely to cause harm before a hearing.", ask)
        assert not states("FRA may issue an emergency order to abate the imminent hazard.", ask)
        assert not states("A hazard is imminent.", ask)

    def test_an_abbreviation_and_its_noun_are_defined_by_the_abbreviations_expansion(self):
        # The bundled manual spells out TWIC only in a sentence about who needs the card (2.3).
        ask = classify("What is a TWIC card?")
        assert ask.term == "TWIC card"
        assert states(
            "Federal officials are not required to obtain or possess a Transportation Worker Identification "
            "Credential (TWIC) Card in order to gain unescorted access to MTSA-regulated facilities.",
            ask,
        )
        assert not states("Inspectors must show their TWIC card at the gate.", ask)

    def test_an_abbreviation_is_defined_by_its_expansion(self):
        assert expands("OTMA", "11.2.1 One-Time Movement Approvals")
        assert defines("OTMA", "An application for a One-Time Movement Approval (OTMA) is reviewed by FRA.")
        assert not expands("CHDO", "the certificate-holding office of the district")
        assert states("Processing", Ask("definition", term="OTMA"), heading="11.2.1 One-Time Movement Approvals")

    def test_a_term_in_straight_quotes_is_defined_after_its_point(self):
        ask = classify("define urban airspace")
        assert states(
            "(c) 'urban airspace' means airspace over a built-up area;", ask, question="define urban airspace"
        )
        assert not states("(d) 'rural airspace' means any other airspace;", ask, question="define urban airspace")

    def test_a_sentence_that_names_back_what_the_one_before_describes_defines_it(self):
        # A newcomer's water code names what it has just described: "... This is the leak allowance."
        described = "If you do, we will reduce your metered bill to your normal use. This is the leak allowance."
        assert defines("leak allowance", described)
        assert defines("visitor permit", "Each household may obtain 2 permits. These are known as visitor permits.")
        assert not defines("leak allowance", "This is the leak allowance.")  # the name alone says nothing of it
        assert not defines("leak", described)  # another term than the one named
        # A bullet before a glossary term is a list mark, as a number is.
        assert defines("retention trigger", "• Retention trigger: the event from which a retention period is counted")

    def test_an_entry_of_a_terms_clause_defines_its_term(self):
        # ISO's layout, lines joined: number, term in lower case, abbreviated form, definition with no defining word.
        assert defines("competent person", "3.1 competent person person with sufficient practical knowledge")
        assert defines("Competent person", "3.1 competent person person with sufficient practical knowledge")
        assert defines("safe working load", "3.3 safe working load SWL maximum load that the equipment can lift")
        assert defines("hazard", "3.1.2 hazard potential source of harm")
        # A clause that opens with the term states a rule; "in charge" carries on the term.
        assert not defines("lifting accessory", "4.1 lifting accessories shall be examined every 6 months")
        assert not defines("lifting accessory", "4.1 Lifting accessories of cranes are marked")
        assert not defines("competent person", "3.1 competent person in charge of the site")
        assert not defines("hazard", "hazard potential source of harm")  # no entry number

    def test_a_row_of_a_table_of_definitions_defines_its_term(self):
        # The term in the first cell and what it is in the second (FIA Technical Regulations, 16.2 Fuel definitions).
        row = (
            "Second generation bio components | Second generation bio components are components manufactured from "
            "various types of non-food biomass"
        )
        assert defines("second generation bio component", row)
        # A row of figures under a name says nothing of what the thing is.
        assert not defines("brown trout", "Brown trout | 25 cm | 3")
        assert not defines("brown trout", "Fish | Brown trout | 25 cm or more in all waters of the district")

    def test_an_entry_of_a_list_of_abbreviations_defines_it_whatever_its_initials(self):
        # A newcomer's "What does PCP stand for?" had been refused: its entry's words do not give its initials.
        pcp = classify("What does PCP stand for?")
        assert states("PCP person competent to inspect: a person trained to detect defects.", pcp)
        assert states("PCP person competent to inspect.", pcp, heading="2 Abbreviations")
        assert not states("PCP person competent to inspect.", pcp)  # a line of words, under no such heading
        assert not states("PCP inspectors must check ladders.", pcp, heading="2 Abbreviations")


def test_an_ask_goes_through_a_component_boundary_unchanged():
    ask = classify("How many days must the records be kept?")
    assert Ask.from_dict(ask.to_dict()) == ask and Ask.from_dict(None).kind == "other"
    assert ask.describe() == "a number of days"
    assert classify("How long must the records be kept?").describe() == "a duration"
    assert classify("What is an OTMA?").describe() == "a definition of OTMA"


def test_a_count_is_described_by_the_noun_counted():
    assert classify("How many hazmat inspectors does FRA have nationwide?").describe() == "the number of inspectors"
    assert classify("How many power units may each driver use in the 2028 season?").describe() == "the number of units"
    # The plural before the verb, not the verb itself.
    assert classify("How many television viewers watched the 2025 Abu Dhabi Grand Prix?").describe() == (
        "the number of viewers"
    )
    assert classify("What is the number of tank cars in a train?").describe() == "a number"


def test_clauses_counts_the_things_a_question_asks():
    assert clauses("Which form does an inspector use, and how long does the respondent have to reply?") == 2
    assert clauses("Can an EU country lower the age? How low can it go?") == 2
    assert clauses("Our yard is small. How many days must records be kept?") == 1
    assert clauses("What records and documents must be kept?") == 1  # "and" between two things asked about
    assert asked_clauses("Which form does an inspector use, and how long does the respondent have to reply?") == [
        "Which form does an inspector use",
        "how long does the respondent have to reply?",
    ]
    assert asked_clauses("Our yard is small. How many days must records be kept?") == [
        "How many days must records be kept?"
    ]


def test_a_question_that_names_only_an_article_asks_for_its_text_not_a_definition():
    for question in (
        "What's in § 214.7?",
        "What is Article 5?",
        "What is Rule 12(b)?",
        "What is section 6 of the travel policy?",
    ):
        assert classify(question).kind == "other", question
    # An article id inside a term is part of what is defined.
    assert classify("What is a section 8 notice?") == Ask("definition", term="section 8 notice")
    assert classify("what is the fee in section 4?").kind == "quantity"


def test_a_limit_given_for_other_classes_states_nothing_of_the_class_asked():
    # A newcomer's near miss: the code gives travel distances for Groups A, B, E, M and R, not for Group H.
    question = "What is the maximum exit access travel distance in Group H high-hazard occupancies?"
    ask = classify(question)
    other = "Exit access travel distance shall not exceed 60 m in Group B occupancies and 45 m in Group A, E and M."
    assert not states(other, ask, question=question)
    assert states("Exit access travel distance shall not exceed 25 m in Group H occupancies.", ask, question=question)
    # A rule that names no group holds for all; a range may hold the class; a table row names its class first.
    assert states("Exit access travel distance shall not exceed 30 m.", ask, question=question)
    assert states(
        "Classes 1 to 5 track shall be inspected every 30 days.",
        classify(q := "how often must class 3 track be inspected?"),
        question=q,
    )
    # A range names the classes between its ends: "levels 3 to 6" and "level 7" give no pass mark for level 8.
    marks = "The pass mark is 40 for modules at levels 3 to 6 and 50 for modules at level 7."
    assert not states(marks, classify(q := "What is the pass mark for level 8 modules?"), question=q)
    assert states(marks, classify(q := "What is the pass mark for level 5 modules?"), question=q)
    assert not states(
        "Types I-III may carry 12 passengers.", classify(q := "How many can a Type IV carry?"), question=q
    )
    # A range whose ends are of another series than the id is not read: it may hold the class.
    assert states("Types 2A-2C may carry 12 passengers.", classify(q := "How many can a Type 2B carry?"), question=q)
    # A digit inside an amount is no bare class id: "£1,000" names no level 1.
    grants = "Grants are paid for a qualification: £600 at Level 2, £1,000 at Level 3 and £1,500 at Level 4."
    assert not states(grants, classify(q := "How much is the grant for a Level 1 NVQ?"), question=q)
    assert states(grants, classify(q := "How much is the grant for a Level 3 NVQ?"), question=q)
    drone = "max take-off mass for category D drones?"
    assert not states("B Category; less than 4 kg Maximum take-off mass", classify(drone), question=drone)
    assert states("D Category; 25 kg Maximum take-off mass", classify(drone), question=drone)


def test_how_often_is_answered_by_an_interval():
    # A newcomer's biosafety standard: a row of its table of maximum intervals, read under its column heads.
    ask = classify(q := "how often should the room pressure alarm be function checked?")
    assert states("Room pressure alarm | function check | 6 months (Maximum interval)", ask, question=q)
    assert states("Alarms shall be tested at intervals not exceeding 6 months.", ask, question=q)
    assert not states("The alarm sounds when the pressure falls for more than 60 s.", ask, question=q)


def test_a_limit_given_for_other_codes_of_a_series_states_nothing_of_the_code_asked():
    # A newcomer's biosafety standard gives air changes for CL3 laboratories only.
    question = "How many air changes per hour does a CL2 laboratory need?"
    ask = classify(question)
    assert not states("The CL3 laboratory shall have at least 10 air changes per hour.", ask, question=question)
    assert states("CL2 and CL3 laboratories shall have at least 10 air changes per hour.", ask, question=question)
    assert states("Every laboratory shall have at least 10 air changes per hour.", ask, question=question)
    # A code typed in lower case with its hyphen; an article id ("B1.4") or a dotted code is no member of a series.
    assert not states("The SA-4 may be flown in winds up to 10 m/s.", classify(q := "max wind sa-8"), question=q)
    q = "What does B1.4 say about the wind?"
    assert states("B1.3 The maximum wind speed is 10 m/s.", classify(q), question=q)


def test_a_counted_noun_is_the_plural_after_how_many_not_the_verb_after_it():
    assert classify("How many members sit on the Appeal Board?") == Ask("quantity", "count", "members")
    assert classify("How many missed tests make a whereabouts failure?").term == "tests"
    assert classify("how many wet tyre sets does each driver get?").term == "sets"
    assert classify("How many status codes exist?").term == "codes"


def test_what_a_thing_is_called_asks_its_name_not_a_quantity():
    assert classify("Whats the lowest CSF tier called, the one where risk is handled ad hoc?").kind == "other"
    assert classify("What is the maximum fine for a named driver?").kind == "quantity"
    assert classify("How many tiers are there and what are they called?").kind == "quantity"


def test_a_sentence_that_excepts_what_is_asked_or_bounds_it_the_other_way_states_nothing_of_it():
    lock = "How often does a forced-drop type electric lock have to be tested?"
    rule = "Electric lock, except forced-drop type, shall be tested at least once every 2 years."
    assert not states(rule, classify(lock), question=lock)
    assert states(rule, classify(q := "How often must an electric lock be tested?"), question=q)
    assert states("All employees except managers must clock in.", classify(q := "Do employees clock in?"), question=q)
    # A question that negates the excepted word asks for what the exception leaves (FIA 2024 sporting, 40.12).
    oil = "How long before the race start must the oil mass in the non-main oil tanks be declared?"
    tanks = (
        "The mass of oil in each tank, with the exception of the main oil tank, must be declared one (1) hour before."
    )
    assert states(tanks, classify(oil), question=oil)
    assert not states(tanks, classify(q := "How long before the race is the main oil tank declared?"), question=q)
    # An exception under a condition names no kind left out: a fresh user's noise code says who issues the permit.
    permit = (
        "No work shall take place on Sundays, except under an emergency work permit issued by the Building Inspector."
    )
    assert states(permit, classify(q := "Who issues emergency work permits?"), question=q)
    holes = "2024 technical regulations: what's the maximum diameter of the cooling holes in the brake discs?"
    assert not states("The minimum diameter of cooling holes in the discs is 3mm.", classify(holes), question=holes)
    assert states("The maximum diameter of cooling holes in the discs is 8mm.", classify(holes), question=holes)
    assert states("Cooling holes shall not exceed 8mm in diameter.", classify(holes), question=holes)


def test_a_letters_close_states_who_signed_it_and_its_salutation_does_not():
    question = "Who signed the FAA's 2018 interpretation letter to McCreary?"
    ask = classify(question)
    assert asks_signer(question) and not asks_signer("Who signed the discharge permit?")
    close = "Sincerely, Lorelei Peter Assistant Chief Counsel for Regulations, AGC-200"
    assert states(close, ask, question=question) and signs(close, question)
    assert not states("Dear Mr. McCreary: This responds to your November 30, 2017 request.", ask, question=question)
    # Another question may well be answered by whom a letter was sent to.
    other = "Who asked about recreational pilots doing preventive maintenance?"
    assert states("Dear Mr. McCreary: This responds to your request.", classify(other), question=other)


def test_a_sentence_of_another_year_states_nothing_of_the_year_asked_unless_the_year_names_the_document():
    question = "What was the value of a penalty unit in 2022?"
    ask = classify(question)
    act = "westmarch_fair_work_act_2021.md"
    assert not states(
        "The value of a penalty unit is WMD 313 as at 1 January 2024.", ask, question=question, document=act
    )
    assert states("The value of a penalty unit is WMD 290 as at 1 January 2022.", ask, question=question, document=act)
    assert states("The value of a penalty unit is WMD 313.", ask, question=question, document=act)
    fia = "What is the fine under the 2025 sporting regulations?"
    rules = "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf"
    assert states("The fine is EUR 5,000 from 1 January 2026.", classify(fia), question=fia, document=rules)
    # A year the question sets against what it asks is not the year asked.
    chapter = "From what date do permit applications fall under this chapter instead of the 2019 code?"
    applies = "This chapter applies to permits applied for on or after March 1, 2025."
    assert states(applies, classify(chapter), question=chapter)
    old = "From what date do permit applications fall under the 2019 code?"
    assert not states(applies, classify(old), question=old)


def test_who_of_a_body_asks_for_someone():
    question = "Besides calling the police, who at FMCSA am I supposed to notify?"
    assert classify(question).kind == "who"
    assert classify("Do I need a permit for someone who sells food?").kind == "permission"


def test_a_side_of_a_contrast_is_named_in_several_words():
    # "overnight" is the night time a question asks about, not another side of day and night.
    night = "night time nursing ratio for inpatients"
    overnight = "Overnight there is at least one member of the nursing team for every 6 inpatients."
    assert states(overnight, classify(night), question=night)
    assert not states("During the day there is one nurse for every 4 inpatients.", classify(night), question=night)


def test_a_sentence_about_the_other_side_of_a_contrast_states_nothing_of_the_side_asked():
    leave = "How many weeks of annual leave does a part-time employee get?"
    full = "A full-time employee is entitled to 4 weeks of paid annual leave for each year of service."
    assert not states(full, classify(leave), question=leave)
    assert states(
        "A part-time employee is entitled to leave pro rata, 4 weeks for a full year.", classify(leave), question=leave
    )
    food = "what temperature should frozen food be kept at?"
    assert not states("Cold food must be kept at 8°C or below.", classify(food), question=food)
    # A rule that names neither side holds for both.
    assert states("Annual leave is 4 weeks for each year of service.", classify(leave), question=leave)


def test_what_is_meant_by_or_what_does_it_mean_asks_for_a_definition_whatever_the_terms_words():
    assert classify("what is meant by reduced low voltage in TS 14?") == Ask("definition", term="reduced low voltage")
    assert classify("What's meant by a lone worker?") == Ask("definition", term="lone worker")
    # "voltage" would make a quantity of it; "mean" asks what the term means.
    assert classify("what does reduced low voltage mean?") == Ask("definition", term="reduced low voltage")
    assert classify("What is the maximum voltage of a reduced low voltage supply?").kind == "quantity"


def test_a_measure_given_only_for_other_values_states_nothing_for_the_value_asked():
    lead = "Max length of a 6 mm² extension lead?"
    table = "Table 6.2 Maximum length of extension leads 1.5 mm2 40 m 2.5 mm2 60 m 4.0 mm2 100 m"
    assert not states(table, classify(lead), question=lead)
    # Of the kind asked all the same: it shows where the documents give lengths by size.
    assert states_kind(table, classify(lead), question=lead)
    assert states(table, classify(q := "Max length of a 2.5 mm² extension lead?"), question=q)
    # A bound may hold for the value; one value alone is no table of others.
    assert states("Leads of up to 4 mm2 and of 1.5 mm2 may be 40 m long.", classify(lead), question=lead)
    assert states("A lead of 4 mm2 may be 100 m long.", classify(lead), question=lead)
    # The question's bound from the other side: vessels of less than 3 000 kW are not those of more than 3,000 kW.
    engine = "What is the minimum age for a chief engineer on a ship of more than 3,000 kW?"
    small = "A chief engineer of a vessel of less than 3 000 kW shall be not less than 21 years of age."
    assert not states(small, classify(engine), question=engine)
    assert states(small.replace("less than 3 000 kW", "3 000 kW or more"), classify(engine), question=engine)
    # The value in another unit's words is still the value: "500 Hertz (Hz)".
    audio = "How many dB do I take off at 500 Hz to convert ISO to ANSI?"
    convert = "Subtract 14 dBs for 500 Hertz (Hz), 10 dBs for 1,000 Hz and 8.5 dBs for 2000 Hz."
    assert states(convert, classify(audio), question=audio)


def test_a_query_of_a_few_words_asks_for_what_its_head_noun_measures():
    assert classify("annual street trading consent price") == Ask("quantity", "money")
    assert classify("fine for submitting results late") == Ask("quantity", "money")
    assert classify("asbestos survey retention period") == Ask("quantity", "duration")
    assert classify("minimum age for referees") == Ask("quantity", "age")
    assert classify("deadline for filing an appeal").kind == "date"
    assert classify("staff ratio for 2 year olds at a day care centre") == Ask("quantity", "ratio")
    # The thing it is of may follow the head bare, as typed into a search box.
    assert classify("halvor 250 sc harvest interval potatoes").kind == "quantity"
    # A sentence asks by its own words; a head that measures nothing asks for nothing known.
    assert classify("Is there a fee for appeals?").kind == "other"
    assert classify("safety car rules").kind == "other"


def test_what_a_thing_would_be_is_asked_as_what_it_is():
    assert classify("Under HB 2117 what would the contractor registration fee be?").kind == "quantity"
    assert classify("What should the minimum stair width be?") == Ask("quantity", "length")
    assert classify("What would happen if I pay late?").kind == "other"


def test_what_a_thing_costs_and_an_interest_rate_are_asked_in_their_units():
    assert classify("How much is a three-month street trading consent?") == Ask("quantity", "money")
    assert classify("How much is the maximum load?").unit != "money"
    assert classify("What interest rate applies when an invoice is paid late?") == Ask("quantity", "percent")
    assert classify("What is the heart rate limit?").unit != "percent"


def test_a_length_of_time_that_classes_a_thing_is_another_class_when_it_differs():
    consent = "How much is a three-month street trading consent?"
    assert not states("Six-month consent; £340 Fee", classify(consent), question=consent)
    assert states("Six-month consent; £340 Fee", classify(q := "How much is a six-month consent?"), question=q)
    # A row of no length of time may hold for any.
    assert states("Annual consent; £620 Fee", classify(consent), question=consent)


def test_pay_given_as_a_length_of_time_at_a_rate_is_how_much_pay():
    # Sick, holiday and family pay are granted in weeks at a rate, not in dollars.
    question = "How much company sick pay do I get after 5 years' service?"
    ask = classify(question)
    assert ask.unit == "money"
    assert states("4–7 years Service; 8 weeks Full pay; 8 weeks Half pay", ask, question=question)
    assert states("Employees receive 16 weeks at full pay, then 10 weeks at half pay.", ask, question=question)
    assert not states("Sick pay is paid in a rolling 12-month period, according to service.", ask, question=question)
    assert not states("The notice period is 8 weeks after 5 years of service.", ask, question=question)


def test_a_rule_in_the_present_states_what_is_allowed():
    # Licence conditions and standards write rules in the present: "are not used", "keeps no more than".
    ask = classify("can I run a petrol generator on the market square")
    assert ask.kind == "permission"
    assert states("Petrol and diesel generators are not used on the market square.", ask)
    assert states("A vendor that uses LPG keeps no more than 2 cylinders at the stall.", ask)
    assert states("A MEWP rated for indoor use only is never used outdoors, whatever the wind speed.", ask)
    assert not states("The market square is the town's oldest trading place.", ask)


def test_who_may_as_a_notice_or_an_faq_says_it_states_what_is_allowed():
    ask = classify("my 12 year old wants to join the loyalty club, is that allowed")
    assert ask.kind == "permission"
    assert states("The loyalty club is open to anyone aged 13 or over.", ask)
    assert states("We do not knowingly open accounts for children under 13.", ask)
    assert states("We don't accept cash at the counter.", ask)
    assert not states("The loyalty club gives a free coffee on your birthday.", ask)


def test_how_much_per_period_asks_a_price_and_a_ratio_may_be_written_in_words():
    # "per week" is the period of a rate (a rent), not the unit asked.
    assert classify("how much per week is the accessible room").unit == "money"
    assert classify("how much time per week do I need to train").unit == "duration"
    ratio = "kennel staff ratio dogs"
    assert states(
        "There must be at least one member of staff on the premises for every 20 dogs boarded.",
        classify(ratio),
        question=ratio,
    )


def test_an_age_is_years_or_months_not_days():
    question = "how old does the assistant named on my licence have to be?"
    ask = classify(question)
    assert ask.unit == "age"
    assert states("An assistant must be at least 16 years old.", ask, question=question)
    assert not states("An assistant may trade for no more than 14 days in any licence year.", ask, question=question)


def test_an_apostrophe_inside_a_quoted_term_is_no_closing_quote():
    assert classify("who counts as an 'owner's agent' for consent?").term == "owner's agent"


def test_a_fine_or_a_deposit_is_not_stated_by_another_amount():
    question = "what's the fine for trading without displaying the licence badge"
    ask = classify(question)
    assert ask.unit == "money"
    assert not states("Replacement licence badge Other charge; £15 Amount", ask, question=question)
    assert states(
        "A trader who does not display the badge is liable to a fixed penalty of £50.", ask, question=question
    )
    deposit = "how much is the deposit for a gazebo?"
    assert not states("Hire of a Council gazebo costs £15 a day.", classify(deposit), question=deposit)
    assert states("A deposit of £50 is paid for a Council gazebo.", classify(deposit), question=deposit)


def test_what_a_document_means_by_a_term_asks_its_definition():
    assert classify("What does CP 7 mean by a 'complex lift'?") == Ask("definition", None, "complex lift")
    assert classify("What does the code mean by a complex lift?").term == "complex lift"
    # A term followed by the situation of its use asks how it is used, not what it means.
    assert classify("What does FRA mean by an 'imminent hazard' when it issues an emergency order?").kind == "other"


def test_a_clock_time_states_when_and_a_documents_scope_is_no_list():
    when = "What time do shops close on Sunday?"
    assert classify(when).kind == "date"
    assert states("Sunday | 4 pm", classify(when), question=when)
    assert states("Shops close at 5.30 p.m. on Sundays.", classify(when), question=when)
    assert not states("Shops close at 5.30 p.m. on Saturdays.", classify(when), question=when)  # another day
    assert not states("Shops are open every day.", classify(when), question=when)
    # What a standard covers is its scope clause; what it does not cover, its list of exclusions.
    assert classify("What does ISO 99001 cover?").kind == "other"
    assert classify("What does the Pool Safety Code cover?").kind == "other"
    assert classify("what does LBS 204 not cover").kind == "list"
    assert classify("what does the inspection cover?").kind == "list"


def test_a_load_is_stated_as_a_force_or_a_mass():
    ask = classify(q := "What vertical load must the survival cell take on each rear attachment?")
    assert states("The survival cell will sustain a load of 75kN vertically upward on each attachment.", ask, "", q)
    assert states("The hook block is tested with a load of 5 tonnes.", ask, "", q)
    assert not states("The structure must be positioned with its front fixing axis at XC= -975 and Z=660.", ask, "", q)


def test_an_engine_speed_is_given_in_turns_per_minute():
    ask = classify(q := "In the 2024 technical regulations, what's the maximum idle speed control target?")
    assert states("5.7.4 The idle speed control target may not exceed 4,000rpm.", ask, "", q)
    assert not states("The idle speed control target is set by the ECU.", ask, "", q)


def test_a_yearly_fee_is_the_annual_fee():
    # A fresh user's "whats the yearly licence fee?" was refused against the table's "Annual fee" column.
    ask = classify(q := "my dog isnt neutered, whats the yearly licence fee?")
    row = "Standard licence - entire (not neutered) dog | £48 (columns: Licence category | Annual fee)"
    assert states(row, ask, "", q)
    assert not states("Standard licence | £4 (columns: Licence category | Monthly fee)", ask, "", q)
    assert classify("Who is the chief arbiter of the Northfold Chess Association?").unit == "person"


def test_a_time_of_day_is_asked_by_what_time_and_by_opening_hours():
    # A fresh user's "filming hours on public holidays" had been answered with Monday-to-Saturday hours, and then
    # with a refund deadline ("within 72 hours of filming"), which is no time of day.
    ask = classify(q := "What are the filming hours on public holidays?")
    assert (ask.kind, ask.unit) == ("date", "clock")
    assert not states("Filming is allowed from 07:00 to 22:00 Monday to Saturday.", ask, "", q)
    assert not states("No refund is given for a cancellation made within 72 hours of filming.", ask, "", q)
    assert states("On public holidays filming is allowed from 09:00 to 18:00.", ask, "", q)
    race = classify(q2 := "what time's the first race on saturday")
    assert states("The first race on Saturday is scheduled at 08:45.", race, "", q2)
    assert states("The pit exit opens 40 minutes before the start of the race.", race, "", q2)
    assert classify("What time limit applies to an appeal?").unit != "clock"
    # The hours a rule is enforced or a service runs are times of day too; hours counted are not.
    hours = classify(q3 := "what are the enforcement hours")
    assert (hours.kind, hours.unit) == ("date", "clock")
    assert states("Permit holders may park in zone bays from 8am to 6.30pm, Monday to Saturday.", hours, "", q3)
    assert classify("collection hours for trade waste").unit == "clock"
    assert classify("how many loading hours per week").unit == "duration"


def test_how_long_asks_for_a_length_or_a_time_and_never_a_price():
    # A newcomer's leisure centre lists "Fitness class | £7.20"; "how long is a fitness class" had been answered
    # with the price, which holds a number as a quantity of any class does.
    ask = classify(q := "how long is a fitness class")
    assert (ask.kind, ask.unit) == ("quantity", "extent")
    assert not states("Fitness class | £7.20", ask, "", q)
    assert states("Each class lasts 45 minutes.", ask, "", q)
    assert states("A trailer may be no longer than 7 m.", classify(q2 := "How long can a trailer be?"), "", q2)
    assert classify("How long do we keep CCTV footage?").unit == "duration"


def test_an_age_is_given_of_people_under_or_over_it():
    # A fresh user's leisure centre: "how old to go in the pool alone" is answered by "Children under 8 must be
    # accompanied"; a weight under a number is no age.
    ask = classify(q := "how old to go in the pool alone")
    assert states("Children under 8 must be accompanied in the water by an adult.", ask, "", q)
    assert states("Under-16s must be supervised at all times.", ask, "", q)
    assert not states("Children under 8 kg must use a car seat.", ask, "", q)
    assert not states("Swimming costs £3 for adults.", ask, "", q)


def test_a_measure_of_another_dimension_does_not_state_the_one_asked():
    # A newcomer's flag football rules give the U8 field's length only; "how wide is the U8 field" had been answered
    # with it. A measure tagged with the dimension asked, or with none, may answer.
    ask = classify(q := "how wide is the U8 field")
    assert not states("The U8 field is 50 yards long, including two 7-yard end zones.", ask, "", q)
    assert states("The field for U10 and U12 is 70 yards long and 30 yards wide.", ask, "", q)
    mats = classify(q2 := "how thick do the landing mats have to be")
    assert not states("No platform shall be more than 1.5 m above the landing surface.", mats, "", q2)
    assert states("Landing mats shall be at least 200 mm thick.", mats, "", q2)
    fence = classify(q3 := "How high must the fence be?")
    assert states("The fence shall be 1.2 m.", fence, "", q3)
    assert states(
        "The overall width of the car must not exceed 2000 mm.", classify(q4 := "maximum width of the car"), "", q4
    )


def test_an_age_is_given_of_whom_the_question_asks_and_not_as_a_period():
    # A newcomer's volleyball league gives a player's minimum age; "the minimum age to referee" had been answered
    # with it. And "within 12 months" had been read as an age for a testing pool.
    referee = classify(q := "What is the minimum age to referee a league match?")
    player = "4.1 A player must be at least 16 years of age on 1 September of the season."
    assert not states(player, referee, question=q)
    assert states("4.2 A referee must be at least 18 years of age.", referee, question=q)
    # Who the user names in other words ("to drive", "a driver") is the one the sentence gives the age of.
    drive = classify(q2 := "How old do you have to be to drive?")
    assert states("A driver must be at least 21 years of age.", drive, question=q2)
    # A sentence that does not open on who must be of the age may give anyone's.
    assert states("No one under 16 years of age may referee a match.", referee, question=q)
    pool = classify(q3 := "minimum age to be put in the national testing pool")
    assert not states("Three Whereabouts Failures within 12 months are a violation.", pool, question=q3)
    assert states("An Athlete aged 15 years or over may be included in the pool.", pool, question=q3)
    # The holder is its head noun: a fresh user's "minimum age for a lifeguard at scout camp" is not the camp
    # leader's; and anyone's age ("A person must be ...") may be the one asked.
    guard = classify(q4 := "What is the minimum age for a lifeguard at scout camp?")
    assert not states("The camp leader must be at least 21 years old.", guard, question=q4)
    assert states("A person must be at least 16 years old to act as a lifeguard.", guard, question=q4)


def test_a_count_of_a_thing_the_passages_never_name_is_a_count_not_money_or_an_age():
    # A fresh user's "How many rabbits can I keep on a half plot?" over allotment rules that never name rabbits: any
    # count may answer (the user may call the thing otherwise), but the rent and the tenants' age count nothing.
    count = Ask("quantity", "count")
    assert not states("• Rent for a half plot is £26 a year.", count)
    assert not states("• Tenants aged 65 or over pay half the standard rent.", count)
    assert not states("Open fires must be at least 6 metres from any tent.", count)
    assert states("• Tenants may keep up to six hens on a full plot, but no cockerels.", count)
    # A length of time may be what is counted: "the minimum number of days" a tender stays open.
    assert states("(2) The minimum time limit for the receipt of tenders is 35 days from publication.", count)


def test_a_count_of_kinds_counts_the_thing_and_cases_are_counted_by_any_word_for_them():
    # "How many kinds of complaints": the complaints are counted, under whatever classing word ("two types of
    # complaints"); "in how many situations" is answered by the scenarios or cases a rule lists.
    kinds = classify("How many kinds of complaints does the FRA hazmat compliance manual say there are?")
    assert kinds == Ask("quantity", "count", "complaints")
    assert states("There are two types of complaints: congressional complaints and all others.", kinds)
    situations = classify("In how many situations can a person make us restrict processing of their data?")
    assert states("Restriction of processing may be obtained in four scenarios.", situations)
    assert states("The right applies in the following three cases.", situations)
    assert not states("The controller has two months to answer a request.", situations)


def test_a_supervision_ratio_is_so_many_to_so_many():
    # A fresh user's "supervision ratio for children under 6" had been answered with the camp leader's minimum age.
    ask = classify(q := "What is the supervision ratio for children under 6 at camp?")
    assert (ask.kind, ask.unit) == ("quantity", "ratio")
    assert not states("The camp leader must be at least 21 years old.", ask, question=q)
    assert not states("Boating is allowed from 08:00 to 18:00.", ask, question=q)  # times of day, no ratio
    for ratio in (
        "The ratio is 1:6 for under-8s.",
        "There must be one adult to each 4 children under 6.",
        "A maximum of 4 children per adult applies to children under 6.",
        "Two staff per 10 children under 6 are required.",
    ):
        assert states(ratio, ask, question=q), ratio
    # A ratio of things may be one number, which any quantity reads.
    assert classify("What is the maximum compression ratio of the engine?").unit == "any"


def test_a_definition_by_genus_opens_on_the_term_and_says_what_it_is():
    term = "community profile"
    assert defines_by_genus(term, "A Community Profile is a baseline of CSF outcomes shared by organizations.")
    assert not defines_by_genus(term, "A Community Profile is typically developed for a particular sector.")
    assert defines_by_genus("control operator", "(b) Control operator means the employee in charge of a switch.")
    assert defines_by_genus("control operator", "“Control operator”: the employee in charge of a switch.")
    assert not defines_by_genus("control operator", "A yardmaster who gives permission is not a control operator.")
    # After an aside (its abbreviation, another name), and "are defined as"; an abbreviation by its expansion.
    injury = "Traumatic brain injury (TBI) or concussion is an insult to the brain caused by an external force."
    assert defines_by_genus("traumatic brain injury", injury)
    assert not defines_by_genus("traumatic brain injury", "MEs should address traumatic brain injury case by case.")
    assert defines_by_genus("brake calipers", "11.2.1 Brake calipers are defined as the parts of the braking system.")
    assert defines_by_genus("QMI", "CMO Chief Mechanical Officer QMI Qualified Mechanical Inspector RIP Repair")


def test_a_limit_inside_a_place_says_nothing_of_outside_it():
    # A fresh user's "How fast can I go on the river outside the marina?" had been answered with the basin's limit.
    ask = classify(q := "How fast can I go on the river outside the marina?")
    assert not states("(1) No vessel shall exceed a speed of 4 knots within the marina basin.", ask, question=q)
    assert states("Outside the marina basin the limit is 6 knots.", ask, question=q)
    # "Within" a time is no place; "an outside company" is no place either.
    assert states("Vessels shall leave within the hour at no more than 4 knots.", ask, question=q)
    supply = classify(q2 := "Can an outside company supply the parts?")
    assert states("Parts may be supplied by any company within the group.", supply, question=q2)


def test_what_the_term_is_may_be_asked_by_what_is_the():
    assert classify("what is the common path of egress travel").kind == "other"
    assert loosely_defined_term("egress chapter: what is the common path of egress travel") == (
        "common path of egress travel"
    )
    assert loosely_defined_term("What is the fee for a permit?") is None  # an amount
    assert loosely_defined_term("What is a shunt?") is None  # a definition already
    assert defines_by_genus("exit access", "EXIT ACCESS. The part of a means of egress that leads to an exit.")


def test_how_long_a_thing_is_kept_is_stated_only_by_keeping_it():
    # A courier's guide names form PX-22 only where incidents are reported "within 1 hour"; "how long do we keep PX-22
    # incident forms" had been answered with that time. A retention period is stated by keeping, storing, deleting
    # or destroying the thing, or under a column head of retention.
    ask = classify(q := "how long do we keep PX-22 incident forms")
    assert not states("Report every DG incident to the adviser within 1 hour, on form PX-22.", ask, "", q)
    assert states("Completed PX-22 forms are kept for 3 years.", ask, "", q)
    assert states("Incident forms are destroyed 3 years after the incident.", ask, "", q)
    assert states("CCTV recordings | 31 days", ask, "Record | Retention period", q)
    stored = classify(q2 := "how long should baseline serum samples be stored for?")
    assert not states("Baseline serum samples are taken within 4 weeks of starting work.", stored, "", q2)
    assert states("Baseline serum samples are held for at least 10 years.", stored, "", q2)
    # Keeping on doing a thing, or keeping it at a value, asks no retention; nor does a store that is a shop.
    shop = classify(q4 := "how long is the store open on Sundays?")
    assert states("On Sundays we open from 10:00 to 16:00, 6 hours in all.", shop, "", q4)
    data = classify(q5 := "how long do you store my order history?")
    assert not states("We answer requests about your order history within 30 days.", data, "", q5)
    using = classify(q3 := "how long can we keep using the old form?")
    assert states("The old form may be used until 30 June 2027, or for 6 months after this issue.", using, "", q3)


def test_the_number_of_months_asks_a_time():
    ask = classify("What's the maximum number of months a company can keep analytics cookies on a device?")
    assert (ask.kind, ask.unit, ask.term) == ("quantity", "duration", "months")
    assert classify("the number of people allowed in the lift").unit != "duration"


def test_a_password_length_is_counted_in_characters():
    # NIST SP 800-63B section 4 names memorized secrets at AAL1 and a 30-day reauthentication; "minimum password
    # length for AAL1" had been answered with the 30 days, a number but no count of characters.
    ask = classify(q := "minimum password length for AAL1")
    assert (ask.unit, ask.term) == ("count", "characters")
    assert not states("Reauthentication SHOULD be repeated at least once per 30 days of use.", ask, "", q)
    assert states("Memorized secrets SHALL be at least 8 characters in length.", ask, "", q)
    assert states("A PIN of at least 6 digits is set at enrolment.", ask, "", q)


def test_a_timeout_typed_as_keywords_asks_a_time():
    assert classify("AAL2 idle timeout") == Ask("quantity", unit="duration")
    assert classify("session time-out for admin accounts").unit == "duration"
