/**
 * Function words and conversational glue: never a topic, never a "content" word when we look for
 * repeated phrases or salient keywords.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above actually after again against ago ah all almost already also although always am an and
another any anybody anyone anything anyway anyways are aren't around as ask asked at away back basically be
because been before being below best better between big bit both but by call can can't cannot case come
comes coming could couldn't course did didn't different do does doesn't doing don't done down during each
either else enough especially etc even ever every everybody everyone everything exactly fine first for from
further get gets getting give go goes going gonna good got gotta great guess guy guys had hadn't has hasn't
have haven't having he he'd he'll he's hear her here here's hers herself hey hi him himself his hm hmm how
how's however i i'd i'll i'm i've if in indeed instead into is isn't it it'd it'll it's its itself just keep
kind know known last least less let let's like likely little look looking looks lot lots made make makes
making many may maybe me mean means might mine mm mm-hmm more most mostly much must my myself need needs
never new next nice no nobody none nope nor not nothing now obviously of off oh ok okay on once one ones only
or other others otherwise our ours ourselves out over own part people perhaps point pretty probably put quite
rather re really right said same saw say saying says see seem seems seen shall she she'd she'll she's should
shouldn't since so some somebody someone something sometimes somewhat soon sort still stuff such sure take
taking talk talking tell than thank thanks that that'll that's the their theirs them themselves then there
there's these they they'd they'll they're they've thing things think thinking this those though thought
through thus time to today together too totally toward towards try trying two uh uh-huh um under unless
until up upon us use used using usually very via want wanted wants was wasn't way ways we we'd we'll we're
we've well went were weren't what what's whatever when where where's whether which while who who's whole
whom whose why will with within without won't wonder work would wouldn't wow ya yeah yep yes yet you you'd
you'll you're you've your yours yourself yourselves yup able across add added also anyhow bye cool definitely
doesn done during e.g everybody exact fact far feel felt find found gave general generally given gonna got
happen happened hello huh i.e idea important interesting kinda later let look mhm mind moment okay 'kay kay
sorry start started stop sure thing true wait wanna yeah minute minutes second seconds today tomorrow week
weeks day days hour hours year years month months bit couple everyone anyone someone somebody`.split(/\s+/),
)
