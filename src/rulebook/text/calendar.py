"""The names of the months and the days of the week, as regulations write them in dates ("11 June 2025", "Dec 2025")."""

#: The months' whole names, in lower case, January first.
WHOLE_MONTH_NAMES = "january february march april may june july august september october november december".split()
#: The months, whole and cut short, in lower case ("sept" as well as "sep").
MONTH_NAMES = [*WHOLE_MONTH_NAMES, *"jan feb mar apr jun jul aug sep sept oct nov dec".split()]
#: The days of the week, whole and cut short, in lower case.
DAY_NAMES = (
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun".split()
)
#: A regular-expression alternation of `MONTH_NAMES`, for a pattern compiled with `re.IGNORECASE`.
MONTHS = "|".join(MONTH_NAMES)
