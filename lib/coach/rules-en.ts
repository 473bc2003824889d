import { rule, type CoachRule } from "./rule";

// The draft arrives normalized (lib/safety/normalize.ts): lower case, "u"/"ur" as "you"/"your", most
// contractions written out ("you're" → "you are"); the rest ("that's", "you'll", "what's") are matched both ways.
const B = String.raw`(?<![a-z'])`;
const E = String.raw`(?![a-z'])`;
const YOU_ARE = String.raw`(?:you are|you're|youre|your(?= (?:so|such|a|an|really|just|being|too|very|totally|completely|always|the most)${E}))(?: (?:honestly|literally|seriously|actually|truly|genuinely|officially|clearly|definitely|basically))?`;
const THAT_IS = String.raw`(?:that is|that's|thats|it is|this is|this's)`;
const YOU_WILL = String.raw`(?:you will|you'll|youll|you are going to)`;
const I_WILL = String.raw`(?:i will|i am going to|i am gonna|i am)`;
const IF_BEFORE = String.raw`(?<=${B}(?:if|unless|or|again|keep|ever)${E}[^.!?\n]*)`;
const RELATIVES = "(?:mom|mum|mother|dad|father|parents|family|boss|sister|brother|friends|wife|husband|kids)";

const POSITIVE_AFTER = String.raw`(?!(?:feel )?(?:so |really |very |more |less )?(?:happy|loved|safe|special|good|better|proud|laugh|laughing|smile|smiling|grin|grinning|blush|calm|whole|complete|strong|beautiful|pretty|confident|brave|excited|hopeful|seen|heard|comfortable|grateful|appreciated|valued|wanted|understood|lucky|alive|young|relaxed|lighter|at home|at ease|like myself|like i matter|believe|want to|realize|realise|understand|learn|a better|dinner|breakfast|lunch|coffee|tea|pancakes|cookies|cake|soup|the |my |this |that |these |a |an |some )${E})`;
const POSITIVE_HABIT = String.raw`(?! (?:know|make me|look|have been there|were there|were right|help|support|believe|find a way|got my back|cheer|listen so|surprise me|remember))`;

const TRAITS =
  "selfish|lazy|inconsiderate|careless|irresponsible|rude|cold|mean|controlling|clueless|unreliable|insensitive|" +
  "self-centered|self centered|self-absorbed|thoughtless|cheap|jealous|needy|a mess|hopeless|impossible|" +
  "the worst|a liar|liar|heartless|ungrateful|arrogant|spoiled|entitled|a slob|narcissist|a narcissist|toxic|" +
  "manipulative|passive aggressive|incapable|negligent|useless at [a-z]+|disrespectful|unreasonable|dishonest|" +
  "untrustworthy|paranoid|obsessed|stubborn|petty|annoying|clingy|boring|cruel|disorganized|forgetful|flaky|fake|" +
  "two-faced|sloppy|insecure|possessive|a coward|cowardly|spineless|unbearable|exhausting|impossible to [a-z]+|" +
  "(?:a )?(?:terrible|awful|horrible|bad|lousy|crap|shit) (?:at [a-z]+|[a-z]+er|listener|partner|boyfriend|girlfriend|husband|wife|father|mother|cook|driver|person|parent)";
const INSULTS =
  "pathetic|idiot|moron|loser|joke|disgusting|useless|worthless|stupid|dumb|clown|embarrassment|disgrace|pig|" +
  "child|baby|psycho|freak|trash|garbage|dramatic|childish|immature|hysterical|crazy|insane|delusional|ridiculous";

export const RULES_EN: CoachRule[] = [
  // threat
  rule("threat", String.raw`${B}(?:we are|we're|were) (?:so )?(?:done|over|finished)${E}`),
  rule("threat", String.raw`${B}(?:it is|it's) over(?: between us)?${E}`),
  rule(
    "threat",
    String.raw`${B}${I_WILL} (?:leave you|leaving you|divorce you|divorcing you|break up with you|breaking up with you|dump you|dumping you|kick you out|kicking you out|throw you out|take the kids|taking the kids|make you pay|make you regret|(?<!i am )hurt you|end this|ending this|done with you|moving out|move out)${E}`,
  ),
  rule(
    "threat",
    String.raw`(?=i (?:will|am) )${IF_BEFORE}${B}${I_WILL} (?:leave|leaving|gone|out of here|walking out|out)${E}`,
  ),
  rule("threat", String.raw`${B}${YOU_WILL} (?:regret (?:this|it|that)|be sorry|pay for (?:this|it|that))${E}`),
  rule(
    "threat",
    String.raw`${B}${I_WILL} (?:tell|telling|show|showing|post|posting|send|sending) (?:your ${RELATIVES}|everyone|everybody|the whole world|them all|all your friends)${E}`,
  ),
  rule("threat", String.raw`${B}try (?:it|me) and see(?: what happens)?${E}`),
  rule("threat", String.raw`${B}or else${E}`),
  rule("threat", String.raw`${B}(?:this|it) is your last chance${E}`),
  rule("threat", String.raw`${B}you will never see (?:the kids|me|them|your kids)(?: again)?${E}`),
  rule("threat", String.raw`${B}watch your back${E}`),

  // contempt
  rule(
    "contempt",
    String.raw`${B}${YOU_ARE} (?:such |so |a |an |just |really |the |being |acting like a |acting like an |a total |a complete |totally |completely )*(?:${INSULTS})${E}`,
  ),
  // "You made me look like an idiot" is about the writer: that one is blame's, not an insult.
  rule(
    "contempt",
    String.raw`${B}(?<!(?:look|looked|feel|felt|sound|sounded) like (?:an?|such an?|a total|a complete) )(?:idiot|moron|dumbass|imbecile|pathetic|stupid idiot|loser)${E}`,
  ),
  rule(
    "contempt",
    String.raw`${B}(?:grow up|get a life|get over yourself|you disgust me|you make me sick|shut up|cry me a river|boo hoo|what a joke)${E}`,
  ),
  rule(
    "contempt",
    String.raw`${B}(?:nobody|no one)(?: else)? (?:would|will|could) (?:ever )?(?:put up with|want|love|stand|date) you${E}`,
  ),
  rule("contempt", String.raw`${B}who (?:would|could) (?:ever )?(?:put up with|want|love|stand) you${E}`),
  rule(
    "contempt",
    String.raw`${B}stop (?:being|acting) (?:so |such a |like a |a )?(?:dramatic|baby|child|childish|hysterical|crybaby|drama queen|sensitive|pathetic)${E}`,
  ),
  rule(
    "contempt",
    String.raw`${B}(?:are you|what are you,?) (?:stupid|dumb|an idiot|five|twelve|a child|serious right now)${E}`,
  ),

  // sarcasm
  rule(
    "sarcasm",
    String.raw`${B}(?:oh|wow|gee|well),? (?:great|perfect|wonderful|fantastic|brilliant|awesome|lovely|nice|sure)${E}(?:,? (?:thanks|thank you)(?: (?:so much|a lot|a ton))?)?`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:nice|great|good|real) (?:job|going|work|one),? (?:genius|einstein|sherlock|champ|smart guy)${E}`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:nice going|real mature|slow clap|must be nice|thanks for nothing|big surprise|shocker)${E}`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:thanks|thank you)(?: (?:so much|a lot|a ton|a million))?(?= for (?:forgetting|ignoring|nothing|leaving|telling|ruining|ditching|being late|making me|embarrassing|abandoning|the heads up|standing me up|wasting)${E})`,
  ),
  rule("sarcasm", String.raw`${B}(?:thanks|thank you) (?:so much|a lot)(?=[^a-z]*(?:🙃|🙄|\.\.\.))`),
  rule("sarcasm", String.raw`${B}(?:wow|oh|well),? what a (?:surprise|shock)${E}`),
  rule("sarcasm", String.raw`${B}what a (?:surprise|shock)(?=[,.! ]+you)`),
  rule(
    "sarcasm",
    String.raw`${B}look (?:who|what the cat dragged in)(?: finally)?(?: decided to)? (?:show(?:ed)? up|is (?:finally )?(?:home|here|awake|up)|made it)${E}`,
  ),
  rule("sarcasm", String.raw`${B}(?:really |totally )?feeling the love${E}`),
  rule(
    "sarcasm",
    String.raw`${B}so (?:glad|nice|kind) (?:of you )?(?:you )?(?:could|to finally) (?:make it|join us|show up)${E}`,
  ),

  // stonewalling
  rule(
    "stonewalling",
    String.raw`${B}i am (?:so )?done (?:talking|discussing|arguing|with this(?: conversation)?|explaining)${E}`,
  ),
  rule(
    "stonewalling",
    String.raw`${B}(?<!(?:eat|wear|watch|get|order|with|for|pick|choose|about|like|want|is|of|in|have|cook|make|bring|and|do) )whatever${E}(?! (?:you|we|is|works|time|else|happens)${E})`,
  ),
  rule(
    "stonewalling",
    String.raw`${B}(?:leave me alone|(?<!(?:not|never|did you|you|will not|i|to) )forget it(?! is| was| on| at| in| for| to| the| when)|never ?mind(?! the| about)|nvm|suit yourself|i give up|end of (?:story|discussion)|drop it(?! off| by| at| in| on| there| here| to| with| for| back))${E}`,
  ),
  rule("stonewalling", String.raw`${B}i (?:just )?do not care (?:anymore|any more|what you|about (?:this|it|you))${E}`),
  rule("stonewalling", String.raw`${B}do (?:what|whatever) you want${E}`),
  rule(
    "stonewalling",
    String.raw`${B}i (?:do not|will not) (?:want to |)(?:talk|discuss|hear)(?: about)? (?:it|this|that)(?: anymore| any more)?${E}`,
  ),
  rule(
    "stonewalling",
    String.raw`${B}(?:i am not|we are not) (?:talking|discussing|having this conversation|doing this)${E}`,
  ),
  rule("stonewalling", String.raw`${B}(?:do not|stop) (?:talk to|text|call|texting|calling) me${E}`),
  rule("stonewalling", String.raw`${B}(?:there is|there's) nothing (?:more )?to talk about${E}`),

  // defensiveness
  rule("defensiveness", String.raw`${B}(?:${THAT_IS}|it was|that was) not my (?:fault|problem)${E}`),
  rule(
    "defensiveness",
    String.raw`${B}(?:not my fault|how is (?:that|this|it) my fault|do not blame me|it was not me)${E}`,
  ),
  rule(
    "defensiveness",
    String.raw`${B}i (?:did not|never) do (?:anything|nothing)(?: wrong)?${E}|${B}i did nothing wrong${E}|${B}what did i (?:even )?do${E}`,
  ),
  rule("defensiveness", String.raw`${B}(?:well,? )?you (?:do|did) (?:it|that|the same(?: thing)?) (?:too|as well)${E}`),
  rule(
    "defensiveness",
    String.raw`${B}(?:you are one to talk|look who is talking|look who's talking|what about you)${E}`,
  ),
  rule("defensiveness", String.raw`${B}${YOU_ARE} the one who(?: [a-z]+)?${E}`),
  rule(
    "defensiveness",
    String.raw`${B}i am not the (?:problem|one who [a-z]+|bad guy)(?: here)?(?:,? you are${E})?${E}`,
  ),
  rule("defensiveness", String.raw`${B}i was (?:just|only) (?:joking|trying to help|being honest)${E}`),

  // blame
  rule("blame", String.raw`${B}you (?:made|make) me ${POSITIVE_AFTER}(?:feel )?(?:so |really )?[a-z]+${E}`),
  rule("blame", String.raw`${B}(?<!not )because of you${E}`),
  rule(
    "blame",
    String.raw`${B}(?:${THAT_IS} )?(?:all |entirely |totally )?(?<!(?:not|never|no) (?:all |entirely |totally )?)your fault${E}`,
  ),
  rule(
    "blame",
    String.raw`${B}(?:thanks to you|this is on you|i blame you|look what you (?:made me do|did)|you did this to (?:me|us))${E}`,
  ),
  rule("blame", String.raw`${B}you (?:ruined|ruin|are ruining) (?:[a-z]+)${E}`),
  rule("blame", String.raw`${B}${YOU_ARE} the reason${E}`),
  rule("blame", String.raw`${B}you drive me (?:crazy|insane|nuts|up the wall)${E}`),

  // absolute
  rule(
    "absolute",
    String.raw`${B}you(?: are| have| just| literally| seriously| basically| do| will| would)? (?:always|forever)${POSITIVE_HABIT}(?: (?:even|ever|once|so|just))?(?: [a-z']+)?${E}`,
  ),
  rule(
    "absolute",
    String.raw`${B}you(?: are| have| just| literally| seriously| basically| do| will| would)? (?:never|constantly)(?! (?:know|complain|let me down|fail to|judge|give up on|hold (?:it|a grudge|that) against|raise your voice|yell at me|make me feel (?:alone|small|stupid|judged))${E})(?: (?:even|ever|once|so|just))?(?: [a-z']+)?${E}`,
  ),
  rule("absolute", String.raw`${B}every (?:single )?time${E}(?=[^.!?\n]*${B}(?:you|your)${E})`),
  rule("absolute", String.raw`${B}(?:everything|it) (?:is |has to be )?(?:always )?(?:all )?about you${E}`),
  rule(
    "absolute",
    String.raw`${B}you (?:do|did) nothing${E}|${B}you (?:ignore|forget|ruin|criticize|complain about) everything${E}`,
  ),

  // criticism
  rule(
    "criticism",
    String.raw`${B}${YOU_ARE} (?:so |such a |such an |really |just |too |a |an |the most |very |incredibly |completely |totally |being |always |actually )*(?:${TRAITS})${E}`,
  ),
  rule(
    "criticism",
    String.raw`${B}what(?: is|'s|s) (?:wrong|the matter) with you${E}|${B}what(?: is|'s|s) your problem${E}`,
  ),
  rule(
    "criticism",
    String.raw`${B}what kind of (?:person|partner|man|woman|boyfriend|girlfriend|husband|wife) (?:does|would|are you)${E}`,
  ),
  rule("criticism", String.raw`${B}you (?:only|just) (?:care|think) about (?:yourself|you)${E}`),
  rule(
    "criticism",
    String.raw`${B}you (?:can not|cannot) (?:even )?(?:do|get|handle|manage) (?:anything|one thing|a single thing)(?: right)?${E}`,
  ),
  rule("criticism", String.raw`${B}how (?:can|could) you be so [a-z]+${E}`),
  rule("criticism", String.raw`${B}${YOU_ARE} just like your (?:mother|mom|mum|father|dad)${E}`),
  rule(
    "criticism",
    String.raw`${B}(?:typical you|typical of you|who does that|you have no (?:respect|shame|consideration|decency))${E}`,
  ),
  rule("criticism", String.raw`${B}(?:so|how) (?:selfish|lazy|inconsiderate|rude|typical|thoughtless) of you${E}`),

  // more phrasings of each kind
  rule("threat", String.raw`${B}${I_WILL} make sure (?:everyone|everybody|you|your ${RELATIVES}|the whole world)${E}`),
  rule("threat", String.raw`${B}(?:do not|don't) (?:bother )?(?:coming|come) back(?: at all| ever)?${E}`),
  rule(
    "threat",
    String.raw`${B}(?:pack your (?:bags|stuff|things)|get out of my (?:house|apartment|place|life)|we are through|you will lose me|you are going to lose me)${E}`,
  ),
  rule(
    "threat",
    String.raw`${B}${I_WILL} (?:find someone else|block you|expose you|ruin you|ruin your [a-z]+|never speak to you again|call your [a-z]+)${E}`,
  ),
  rule("threat", String.raw`${B}(?:everyone|everybody) will (?:know|find out|see)${E}`),
  rule("contempt", String.raw`${B}(?:are you|what are you,?) (?:kidding me|deaf|blind)${E}`),
  rule(
    "contempt",
    String.raw`${B}(?:get over it|deal with it|cry about it|nobody asked|nobody cares|no one cares|what an idiot|so embarrassing|eye ?roll|ew|gross|laughable|you embarrass me)${E}`,
  ),
  rule("sarcasm", String.raw`${B}(?:sure|yeah|right|oh),? because${E}`),
  rule(
    "sarcasm",
    String.raw`${B}(?:yeah,? right|oh sure|as if|gee,? thanks|thanks a bunch|bravo|real smooth|way to go,? genius|good to know where i stand|nice to know where i stand|how (?:thoughtful|considerate) of you|what a gentleman|mr\.? perfect|miss perfect)${E}`,
  ),
  rule("sarcasm", String.raw`, ?genius${E}`),
  rule(
    "stonewalling",
    String.raw`${B}(?:talk to the hand|i have nothing (?:more )?to say|i am not listening|(?<!(?:can we|let us|let's|we should|we could) )stop talking|do not bother|don't bother|who cares(?! what (?:they|people|others|anyone))|i am out(?=[.!]|$)|not now|whatever you say|i can not deal with you|i cannot deal with you|i am not answering)${E}`,
  ),
  rule(
    "defensiveness",
    String.raw`${B}(?:i was (?:just|only) kidding|you started (?:it|this)|so it is my fault now|so now it is my fault|i already said sorry|i already apologized|what do you want from me|i can not do anything right|i cannot do anything right|that is not what happened|i never said that|it is not a big deal|i do everything around here|at least i (?:do not|did not|am not))${E}`,
  ),
  rule(
    "blame",
    String.raw`${B}(?:you are|you're) (?:stressing me out|making me (?:crazy|miserable|sick|angry|sad|anxious|depressed|cry|hate)|driving me (?:crazy|insane|nuts|away))${E}`,
  ),
  rule(
    "blame",
    String.raw`${B}(?:you caused (?:this|it|all of this)|now look what you (?:have done|did)|look at what you did|you put me in this position|you (?:wrecked|destroyed) (?:everything|it|this|us|my [a-z]+))${E}`,
  ),
  rule(
    "absolute",
    String.raw`${B}all you (?:ever )?(?:do|care about|think about) is${E}|${B}not (?:even )?once (?:have|did|do) you${E}|${B}you (?:have not|did not|have never) (?:even )?once${E}`,
  ),
  rule(
    "absolute",
    String.raw`${B}(?:like you always do|(?<=${B}(?:you|your)${E}[^.!?\n]{0,40})(?:as usual|like always)|every (?:single )?day you|each time you|you [a-z]+ every (?:single )?time)${E}`,
  ),
  rule(
    "criticism",
    String.raw`${B}(?:you can not be trusted|you cannot be trusted|something is wrong with you|you do not care about anyone but yourself|you have no idea how to [a-z]+|you are not a real man|you do not respect (?:me|anyone))${E}`,
  ),
  rule(
    "threat",
    String.raw`(?=i (?:will|am) )${IF_BEFORE}${B}(?:i am|i will) (?:calling|call|telling|tell|texting|text) (?:your ${RELATIVES}|the police|the cops|everyone|everybody)${E}`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:i )?(?:just )?(?:love|loving) being (?:ignored|left|stood up|lied to|forgotten|treated like|last|alone|blamed|yelled at|left on read)${E}(?: all day)?`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:lucky me|my hero|just what i needed|great,? just great|sure,? jan|oh joy|what a (?:treat|prince|winner|catch|charmer))${E}|${B}${YOU_ARE} (?:a )?real (?:genius|prince|winner|treat|gem|charmer|piece of work)${E}`,
  ),
  rule(
    "stonewalling",
    String.raw`${B}(?:save it(?=[.!,]|$| for someone)|spare me(?=[.!,]|$| the | your )|not interested|(?<!(?:to|should|could|can|let us|let's|we|will|would|might|maybe|and|or|never) )go away(?! for| this| next| together| on| with| somewhere| to| again| for)|this conversation is over|conversation over|we are done talking|i am not in the mood|i (?:can not|cannot) (?:talk to you|do this|deal with this)(?: anymore| any more| right now)?)${E}|(?:^|[.!?] )bye(?=[.!]|$)|${B}goodbye(?=[.!]*$)`,
  ),
  rule(
    "defensiveness",
    String.raw`${B}(?:what was i supposed to do|how was i supposed to know|i had no choice|i did my part|i do my part|you are not perfect either|you are no better|you are not (?:so )?perfect yourself|it is not like i|don't start with me|do not start with me)${E}`,
  ),
  rule(
    "criticism",
    String.raw`${B}(?:the )?most (?:${TRAITS}) (?:person|man|woman|partner|boyfriend|girlfriend|husband|wife)${E}|${B}what kind of (?:person|partner|man|woman|boyfriend|girlfriend|husband|wife|father|mother|dad|mom|parent) [a-z]+${E}`,
  ),
  rule("stonewalling", String.raw`${B}(?:i am )?not doing this(?: right now| again| today| tonight)?${E}`),
  rule("defensiveness", String.raw`${B}i did (?:everything|all) (?:you asked|i could|right|i was supposed to)${E}`),
  rule(
    "threat",
    String.raw`${B}(?:you will|you'll|you are going to) find your (?:stuff|things|clothes|bags) (?:on the (?:lawn|street|curb|porch)|outside|in the (?:trash|street|garbage))${E}|${B}your (?:stuff|things|clothes) (?:will be|goes|are going) (?:on the (?:lawn|street|curb)|outside|in the (?:trash|garbage))${E}`,
  ),
  rule(
    "contempt",
    String.raw`${B}(?:so|how|that is so|too) (?:dumb|stupid|pathetic|lame|brainless)${E}|${B}you actually thought${E}`,
  ),
  rule(
    "sarcasm",
    String.raw`(?=(?:just )?(?:amazing|wonderful|perfect|great|fantastic|brilliant|lovely|awesome|love))(?<=${B}(?:again|guess)${E}[^.!?\n]*[.!?]\s*)(?:just )?(?:amazing|wonderful|perfect|great|fantastic|brilliant|lovely|awesome|love it|love that)(?=[.!]|$)|${B}so i guess i am [a-z]+ing again${E}`,
  ),
  rule(
    "defensiveness",
    String.raw`${B}(?:stop )?(?:acting|talking|making it sound) like i am the (?:bad guy|villain|problem|only one)${E}|${B}you (?:forgot|did it|did that|said it|were late|yelled|lied|messed up|screwed up) too${E}`,
  ),
  rule(
    "blame",
    String.raw`${B}you make (?:everything|it|this|things|life|my life) (?:so |even |way )?(?:hard|difficult|impossible|worse|miserable|harder)${E}`,
  ),
  rule("absolute", String.raw`${B}for once in your life${E}|${B}(?:just )?for once${E}(?=[^.!?\n]*\?)`),
  rule(
    "threat",
    String.raw`${B}(?:i am done with (?:us|you|this relationship)|this relationship is over|i want a divorce|i will file for divorce|see you in court|(?:last|final) warning|you have been warned|do not make me|don't make me|i will make your life (?:hell|miserable))${E}`,
  ),
  rule(
    "contempt",
    String.raw`${B}${YOU_ARE} (?:such |so |a |an |a total |a complete )*(?:animal|jerk|ass|asshole|bitch|dick|prick|douche|creep|waste of space|piece of (?:shit|work|garbage)|beneath me|drama queen)${E}`,
  ),
  rule(
    "contempt",
    String.raw`${B}(?:grow a pair|man up|what a loser|wow,? just wow|go cry to your (?:mom|mommy|mum|mother)|can you not take a joke|can't you take a joke|i am embarrassed to be with you|you look ridiculous)${E}`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:bless your heart|well,? are not you (?:special|a genius|smart)|how generous of you|thanks,? i guess|cool story|you are hilarious|big shocker|color me surprised|colour me surprised|who could have guessed|surprise,? surprise)${E}`,
  ),
  rule(
    "stonewalling",
    String.raw`${B}(?:end of conversation|not another word|i am hanging up|(?:it )?does not matter (?:anymore|any more)|i am not doing this with you|we are not talking about this|i do not have time for this|spare me the drama)${E}`,
  ),
  rule(
    "defensiveness",
    String.raw`${B}(?:${YOU_ARE} (?:being )?(?:too |so |overly )sensitive|${YOU_ARE} overreacting|it was (?:just )?a joke|you are making a big deal|you are blowing this out of proportion|it is not that deep|why are you attacking me|stop attacking me|i am always the bad guy|i did not mean it like that)${E}`,
  ),
  rule(
    "blame",
    String.raw`${B}(?:if it (?:were|was) not for you|you made this (?:worse|mess|harder)|you got us into this)${E}`,
  ),
  rule(
    "absolute",
    String.raw`${B}you [^.!?\n]{1,30}? (?:all the time|every (?:single )?(?:day|night|weekend))${E}|${B}nothing (?:i do )?is ever (?:good )?enough${E}|${B}you twist everything${E}`,
  ),
  rule(
    "criticism",
    String.raw`${B}${YOU_ARE} (?:the problem|a nightmare|unbelievable|so full of yourself|not (?:a )?good (?:partner|father|mother|husband|wife|boyfriend|girlfriend)|a (?:workaholic|control freak|hypocrite|cheater|user|snob))${E}|${B}you have issues${E}`,
  ),
  rule(
    "threat",
    String.raw`${B}(?:do not|don't) (?:bother )?(?:texting|calling|coming back|text|call|talk to) (?:me )?(?:ever )?again${E}`,
  ),
  rule(
    "contempt",
    String.raw`(?:^|(?<=[.!?]\s*))(?:embarrassing|pathetic|ridiculous|unbelievable|disgusting|laughable|so sad)(?=[.!]|$)`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:thanks|thank you)(?: so much| a lot)? for (?:the|your|all the|all your) ['"][a-z ]{1,15}['"]`,
  ),
  rule(
    "stonewalling",
    String.raw`${B}(?:i am )?not (?:talking|discussing|arguing) (?:about )?(?:this|it|that)(?: anymore| any more| again)?${E}`,
  ),
  rule(
    "blame",
    String.raw`${B}(?:you have|you've|youve) made me (?:feel )?(?:so |really )?(?:miserable|sick|crazy|angry|sad|cry|hate|feel|look|lose|miss|late)${E}`,
  ),
  rule(
    "sarcasm",
    String.raw`(?=nice|good|great|well done|congrats|bravo)(?<=${B}again${E}[^.!?\n]*[.!?,]\s*)(?:(?:nice|good|great) (?:job|going|work)|well done|congrats|bravo)(?=[.!,]|$)`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}oh,? (?:so )?now you(?: are| do| care| want| remember)${E}|${B}(?:glad|nice|good) (?:that )?you (?:finally )?(?:noticed|remembered|showed up|decided to)${E}|${B}took you long enough${E}|(?:^|(?<=[.!?]\s*))(?:it is )?about time(?=[.!?,]|$)`,
  ),
  rule("blame", String.raw`${B}(?:you are|you're) making me (?:late|look bad|look stupid|miss)${E}`),

  // the wording families of each kind, beyond the phrasings above
  rule(
    "threat",
    String.raw`${B}(?:one more (?:time|[^.!?\n]{1,40}?)|keep (?:it|this|that) up|keep [a-z]+ing[^.!?\n]{0,30}?) and (?:i am|i will|we are|you will|you are) (?:so )?(?:done|out|gone|leaving|moving|through|finished|over|calling|telling|taking|packing|breaking|sleeping|staying|blocking|never|regret|going to regret|be sorry|lose)${E}[^.!?\n,]{0,40}|(?<=${B}(?:keep|again|try|dare|go ahead|one more|do it|do that)${E}[^.!?\n]{0,40})see what happens${E}`,
  ),
  rule(
    "threat",
    String.raw`(?=i (?:will|am) )${IF_BEFORE}${B}${I_WILL} (?:move|moving|pack|packing) (?:all )?(?:my|your) (?:stuff|things|bags)${E}|${B}${I_WILL} (?:change|changing) the locks${E}|${B}${I_WILL} (?:take|taking) the (?:kids|children|baby)${E}|${B}${I_WILL} (?:cancel|cancelling|canceling|call off|calling off) the (?:wedding|trip|engagement)${E}|${B}${I_WILL} (?:cut|cutting) you off${E}|${B}${I_WILL} (?:report|reporting) you${E}|${B}${I_WILL} (?:call|calling|get|getting) (?:a|my) lawyer${E}|${B}you will (?:not|never) (?:see|hear from) me again${E}`,
  ),
  rule(
    "threat",
    String.raw`${B}(?:do not|don't) (?:test|push) me(?=[.!,]|$)|${B}i am warning you${E}|${B}mark my words${E}|${B}i am (?:this|so) close to (?:leaving|walking out|ending (?:this|it|us)|breaking up|calling)${E}|${B}(?:maybe )?i should just (?:leave|end (?:this|it|things))(?=[.!?,]|$| you)|${B}(?:do not|don't) be surprised (?:when|if) i(?: am)? (?:leave|gone|not here|walk)${E}|${B}see how you like it when i am gone${E}`,
  ),
  rule(
    "contempt",
    String.raw`${B}(?:use your (?:brain|head)|do you even think|can you (?:even )?read|learn to read|are you even capable|(?:any|even an?) (?:idiot|moron|child|kid|toddler|monkey) (?:could|can|would)|i deserve (?:so much )?better than you|i can not believe i (?:married|am with|chose|picked|dated|fell for) you|i cannot believe i (?:married|am with|chose|picked|dated|fell for) you|what did i ever see in you|no wonder (?:your ex|nobody|no one)|(?:nobody|no one) likes you|get a grip|i am embarrassed for you|sad little (?:man|boy|girl|person)|it is not rocket science|how hard (?:is it|can it be) to|is it (?:really )?that hard to|(?:a|any) (?:five|5|three|3|ten|10)[- ]year[- ]old (?:could|can|would))${E}`,
  ),
  rule(
    "contempt",
    String.raw`${B}${YOU_ARE} (?:such |so |a |an |just |a total |a complete )*(?:failure|disappointment|letdown|let down|pitiful|parasite|leech|bum|laughingstock|waste of (?:time|space|air|oxygen))${E}`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:(?:wow|oh|well|look at you),? )(?:you )?(?:actually|finally|even) (?:remembered|showed up|did|called|noticed|managed|cleaned|cooked|made it|replied|answered|texted|woke up|got up|listened|paid|helped|came home)${E}|${B}(?:alert|call) the (?:press|media|news)${E}|${B}stop the presses${E}|${B}(?:someone )?give (?:him|her|you|this man|this woman|yourself) a (?:medal|trophy|prize|award|gold star)${E}|${B}(?:do you )?want a (?:medal|trophy|cookie|gold star|prize|award)${E}|${B}(?:mother|father|boyfriend|girlfriend|husband|wife|partner|dad|mom|mum|son|daughter) of the year${E}|${B}what a hero${E}|${B}(?:that is|that's) a first${E}`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:oh,? )?(?:i am )?(?:so )?sorry,? (?:did i|am i|was i) (?:interrupt|interrupting|bother|bothering|disturb|disturbing)${E}[^.!?\n]{0,30}|${B}your (?:precious (?:game|games|phone|friends|show|job|work|car|sleep|time|video games|xbox|playstation|football|gym|mother|mom|mum)|royal highness|majesty|highness|lordship)${E}|${B}how dare i${E}|${B}sorry for existing${E}`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:it is|it's|it has|that's|that is) only been (?:[a-z0-9]+ )?(?:hours|days|weeks|months|years|minutes|an hour|a day|a week|a month|a year)${E}|${B}take your time(?=[,.]? (?:it is|it's|i am|i'm|i will|i'll|not like|we are|only))|${B}no rush(?=[,.]? (?:it is|it's|i am|i'm|only|not like))`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}i hope you are (?:happy|proud of yourself|satisfied) now${E}|${B}(?:are you )?(?:happy|satisfied) now\?|${B}(?:like|as if) (?:that will|that is going to|that would) (?:ever )?happen${E}|${B}i will believe it when i see it${E}|(?:^|(?<=[.!?]\s*))(?:yeah,? |oh,? )?sure,? you (?:will|did|do|are|were)(?=[.!]|$)|${B}so (?:thoughtful|considerate|kind|sweet|nice|generous|helpful) of you to (?:forget|leave|eat|ignore|finish|take|let|tell|show|remind|invite|cancel)${E}`,
  ),
  rule(
    "stonewalling",
    String.raw`${B}(?:fine,? )?do whatever(?: you want| you like)?(?=[.!,]|$)|${B}i am not having this (?:conversation|discussion|argument|fight|talk)${E}|${B}(?:fine,? )?have it your way${E}|${B}forget i (?:said|asked|mentioned) (?:anything|it)${E}|${B}i am (?:so )?over (?:it|this)(?=[.!,]|$)|${B}i do not have the energy for (?:this|you|it)${E}|${B}can we not(?=[.!?]|$)|${B}let us just not${E}|${B}no comment${E}|${B}i have nothing to say to you${E}|${B}i do not want to (?:talk|hear)(?: about it| about this)?(?=[.!]|$)|(?:^|(?<=[.!?]\s*))(?:it )?does not matter(?=[.!]|$)`,
  ),
  rule(
    "defensiveness",
    String.raw`${B}how is (?:that|this|it) (?:on me|my (?:problem|responsibility|job))${E}|${B}why is (?:it|this|everything) always my fault${E}|${B}(?:that|this|it) is not on me${E}|${B}(?:do not|don't|stop) (?:turn|turning|twist|twisting|put|putting|flip|flipping|throw|throwing) (?:this|it|that|things|everything|my words)(?: (?:around|back))?(?: on me)?${E}|${B}stop blaming me${E}|${B}why are you blaming me${E}|${B}you are twisting my words${E}|${B}(?:do not|don't) make this about me${E}`,
  ),
  rule(
    "defensiveness",
    String.raw`${B}what (?:more|else) do you want(?: from me)?${E}|${B}i do everything for you${E}|${B}i already (?:said|told you) (?:sorry|i was sorry)${E}|${B}i said i was sorry${E}|${B}(?<!(?:feel|felt|seems|seemed|look|looks|looked|sounds|sounded|act|acting|treat me) )(?:like|as if) you(?: are| were)? (?:so )?(?:perfect|any better|a saint|innocent)${E}|${B}(?:says|said) the (?:one|guy|girl|person|man|woman) who${E}|${B}you are not (?:exactly )?(?:innocent|perfect|a saint) (?:either|yourself)${E}|${B}you are no saint${E}|${B}(?:as if|like) i am the only one${E}|${B}that is not what i (?:said|meant)${E}|${B}i did not say that${E}`,
  ),
  rule(
    "blame",
    String.raw`${B}if (?:only )?you(?: had|'d| would have| would(?= just| only| even))(?: just| only| even)? [a-z]+(?=[^.!?\n]*${B}(?:we|i|it|this|none of this)(?: would| could)(?: not| never) (?:have|be)${E})|${B}because you (?:could not|would not|did not|couldn't|wouldn't|didn't) (?:even )?(?:be bothered|bother)${E}|${B}because you (?:just )?(?:had to|insisted|refused)${E}`,
  ),
  rule(
    "blame",
    String.raw`${B}(?:you have|you've|you) got me (?:so |really |all )?(?:stressed|worried sick|anxious|upset|angry|mad|crying|depressed|on edge|paranoid|second-guessing|miserable)${E}|${B}you (?:are|have been|keep) (?:stressing|freaking|wearing) me (?:out|down)${E}|${B}you (?:stress|wear|freak) me out${E}|${B}you (?:drain|exhaust) me${E}|${B}(?:this|that|it) is (?:all )?on you${E}(?! tonight| today| this time| next)|${B}you brought this on yourself${E}|${B}you (?:only )?have yourself to blame${E}|${B}you are to blame${E}|${B}you (?:messed|screwed|mucked|fucked) (?:it|this|everything|things|us|it all) up${E}|${B}you (?:spoiled|wrecked|sabotaged) (?:it|this|everything|the [a-z]+|my [a-z]+|our [a-z]+)${E}`,
  ),
  rule(
    "absolute",
    String.raw`${B}you(?: are| were)? [a-z']+(?: [a-z']+){0,3}? (?:every (?:single )?time|constantly|all the time|non-?stop|24/7|without fail|again and again|over and over)${E}|${B}not (?:one|a single) (?:time|day|thing)(?: (?:have|did|do|has|had) you| you)${E}|${B}when (?:have|did) you ever${E}|${B}name (?:one|a single) time (?:you|when you)${E}|${B}nothing i (?:say|do) (?:ever )?(?:matters|gets through|registers|counts)${E}`,
  ),
  rule(
    "criticism",
    String.raw`${B}why are you (?:like this|like that|(?:so|being so|always so) (?:${TRAITS}))${E}|${B}why do you have to be (?:so |such a )?(?:${TRAITS}|difficult)${E}|${B}what is it with you${E}|${B}what is your deal${E}|${B}you (?:only|just) (?:ever )?(?:care|think) (?:about|of) (?:yourself|you)${E}|${B}you have (?:no|zero|not one|not an ounce of|not a shred of) (?:respect|shame|consideration|decency|empathy|manners|self-control|class|spine|backbone|common sense|integrity|heart)(?: for (?:anyone|anybody|others|other people|me))?(?: else)?${E}|${B}${YOU_ARE} (?:incapable|not capable) of${E}`,
  ),
  rule(
    "criticism",
    String.raw`${B}${YOU_ARE} (?:so |such a |such an |really |just |too |a |an |very |being |always )*(?:condescending|patronizing|judgmental|shallow|vain|greedy|bossy|whiny|moody|hypocritical|stingy|oblivious|dense|sneaky|a know-it-all|impatient|demanding|negative|difficult|a pushover|weak|a brat)${E}`,
  ),
  rule(
    "sarcasm",
    String.raw`${B}(?:how |so |very |real |really )?(?:nice|kind|good|thoughtful|sweet) of you to (?:finally|actually|even|bother|show up)${E}|${B}(?:thanks|thank you) for (?:finally|actually)${E}|${B}how (?:original|shocking|unexpected|surprising)(?=[.!]|$)|${B}(?:imagine that|go figure|who would have (?:thought|guessed)|who'd have thought|let me guess)${E}|(?:^|(?<=[.!?]\s*))(?:oh,? )?of course you (?:did|forgot|would|were)(?=[.!]|$)|${B}glad (?:one of us|someone) (?:is|had|gets)${E}|${B}sorry for breathing${E}|${B}(?:so|very|how|real) (?:mature|classy) of you${E}|${B}(?:you|your) ['"][a-z]+(?: [a-z]+)?['"]`,
  ),
  rule(
    "defensiveness",
    String.raw`${B}(?:well|but|and),? you did not (?:tell|remind|ask) me${E}|${B}excuse me for (?:having|being|wanting|needing)${E}|${B}i am not a mind ?reader${E}|${B}i (?:can not|cannot) read your mind${E}|${B}why is it always me${E}|${B}why am i always the (?:one|bad guy)${E}|${B}it was (?:just |only )?(?:one|1) time${E}|${B}it was only once${E}|${B}(?:everyone|everybody) does (?:it|that|this)${E}|${B}i am only human${E}`,
  ),
  rule(
    "blame",
    String.raw`${B}you(?:'ve| have) (?:ruined|wrecked|spoiled|messed up|screwed up)${E}|${B}all because (?:of )?you${E}|${B}i would not (?:have to|be) [^.!?\n]{1,40} if you${E}|${B}you made this happen${E}|${B}you are (?:the )?why${E}`,
  ),
  rule(
    "absolute",
    String.raw`${B}you (?:do not|don't|will not|won't|can|could|still) (?:ever|never)${E}(?! (?:disappoint|lose me|let me down|do anything wrong|be too|go wrong))(?: [a-z']+)?`,
  ),
  rule(
    "contempt",
    String.raw`${B}(?:i (?:can not|cannot|can't) stand you|get a brain|who raised you|were you raised (?:in a barn|by wolves)|${YOU_ARE} (?:so |such an |just )?(?:embarrassing|an embarrassment))${E}`,
  ),
  rule(
    "threat",
    String.raw`${B}this is the last time (?:i am|i will) (?:asking|telling|saying|forgiving|putting up)${E}|${B}i will find someone (?:else|who|better)${E}`,
  ),
  rule(
    "threat",
    String.raw`(?=i (?:will|am) )${IF_BEFORE}${B}${I_WILL} (?:go without you|going without you|stay (?:at|with) (?:my|her|his|a)|staying (?:at|with) (?:my|her|his|a)|sleep (?:at|on)|sleeping (?:at|on))${E}[^.!?\n,]{0,25}`,
  ),
  rule(
    "criticism",
    String.raw`${B}are you (?:seriously |really |actually |honestly )?(?:this|that|so) (?:${TRAITS})${E}|${B}${YOU_ARE} the (?:laziest|rudest|meanest|coldest|cheapest|worst|sloppiest|messiest|pettiest|stingiest|most (?:${TRAITS})) (?:person|man|woman|partner|boyfriend|girlfriend|husband|wife|human)${E}`,
  ),
  rule("stonewalling", String.raw`${B}i am not (?:getting into|going into|going over|rehashing) (?:this|it|that)${E}`),
  rule("defensiveness", String.raw`${B}i (?:only|just) (?:[a-z]+ed|said (?:it|that)) because you${E}`),
  rule(
    "absolute",
    String.raw`${B}you (?:forget|ignore|ruin|criticize|question|twist|judge|complain about|make fun of) (?:literally |basically |just )?(?:everything|every single thing)${E}`,
  ),
];
