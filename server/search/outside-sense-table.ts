/**
 * English words' senses from outside the sites (seventy-first round, docs/relevance.md): for an English stem, at most 2 stems
 * of WordNet 3.0 synonyms of the lemma's two most frequent senses, each written by at least 10 development sites, most-written
 * first; a source stem only when at most 20 development sites write it. Written by
 * bench/outside-sense-extract.ts (syn1d; 3628 stems, 4250 pairs); read by outside-senses.ts.
 *
 * Derived from WordNet 3.0, whose licence asks that this notice appear on all copies:
 *
 * This software and database is being provided to you, the LICENSEE, by Princeton University under the
 * following license. By obtaining, using and/or copying this software and database, you agree that you have read, understood,
 * and will comply with these terms and conditions.: Permission to use, copy, modify and distribute this software and database
 * and its documentation for any purpose and without fee or royalty is hereby granted, provided that you agree to comply with the
 * following copyright notice and statements, including the disclaimer, and that the same appear on ALL copies of the software,
 * database and documentation, including modifications that you make for internal use or for distribution. WordNet 3.0 Copyright
 * 2006 by Princeton University. All rights reserved. THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES
 * NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO
 * REPRESENTATIONS OR WARRANTIES OF MERCHANT-ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED
 * SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER RIGHTS. The name
 * of Princeton University or Princeton may not be used in advertising or publicity pertaining to distribution of the software
 * and/or database. Title to copyright in this software, database and any associated documentation shall at all times remain
 * with Princeton University and LICENSEE agrees to preserve same.
 */
export const OUTSIDE_SENSES_EN = `
abandon defect
abbrevi shorten
abid resid
abli compet
abod home resid
abridg shorten
abrupt steep sudden
absent miss
absolv clear
absorb wrap
acclivit rise
accolad award
accommod fit suit
accompani result attend
accomplish skill manag
accredit commiss licenc
accumul collect gather
accur exact
accus charg object
acerb acid
achiev manag
achromasia pale
acidul acid
acknowledg refer
acm height
acquaint convers
acquir skill
acr estat
acrid acid
action activ
actuat activ
acuat sharp
acuiti sharp
acut sharp
adapt arrang accommod
adaptor adapt
addict depend
adept skill practic
adjud decid settl
adjustor adjust
adjut aid
adman advertis
administ administr
administr organis
admir support
admitt access admiss
admonish warn
admonit warn
adolesc teenag
adopt accept borrow
ador love
adorn decor
adroit quick
adust bake
advers opposit
adversari resist
advert public advertis
advertiz advertis
advisor advis consult
advoc recommend
aerodrom airport
aeroembol bend
aeroplan plane
affair matter
affect touch warm
affection warm
affili tie connect
affirm confirm declar
afflict pain
afield abroad
aforement said
aforesaid said
agenc offic
agenda schedul
aggreg collect assembl
aggressor attack
agreeabl accord enjoy
agricultur farm
agriculturalist grower
agriculturist grower
aidoneus aid
ail peak
ailment complaint
aimless float
airdrom airport
airi air
airplan plane
ala unfortun
alcoholis alcohol
alert watch
alfilaria clock
alfileria clock
align adjust
aliment feed
alin adjust
aliv live anim
allay comfort
allegi commit
alli friend
allig crack
allmouth lott
alloc parcel
allot accord parcel
alloy metal
alluvion flood
almighti maker
aloud loud
alter chang adjust
alterc disput
altern instead
altogeth entir
alveol pit
amalgam unit
amass collect
amaz surpris
amber gold
ambit rang scope
amen comfort cooper
amend correct damag
america usa
amoy min
ampl plenti
ampli fulli
analys examin
analyz examin
anatomi figur
angel sweet
anglerfish lott
animalis anim
animis anim
annoy steam
annuiti rent
annul ring
annular ring
antagonist resist
anteced previous
antechamb hall
anterior prior
anteroom hall
anthesi flower
anticip expect
antiphon respons
antiqu pass
anxious die
anyplac anywher
apac quick
apostasi defect
appar plain seem
apparatus setup
apparel cloth dress
appeas calm
appel design
applicatori applic
applier applic
apport parcel
apportion parcel
apprais estim assess
apprehend nail
apprehens understand worri
apprent articl
appris advis
appriz advis
approach access
appropri right fit
approxim rough estim
apr april
apropo season
apt given liabl
aquilin hook
arbit arbitr
arbitra arbitr
arboriculturist forest
arc bow
arch bow
arciform bow
arcuat bow
argu content disput
arguabl disput
argufi disput
argument content disput
aright correct
aris origin
armament arm equip
aroma smell
arrant perfect pure
arrest nail
ars seat
articulatio joint
artific journeyman
artisan journeyman
artless natur
ascertain insur
ascrib refer
asker question
aslop slope
asper sever
aspir wish
ass seat
assail attack
assault attack
assembl collect gather
assemblag gather
assert declar
asset plus
assever declar
assign transfer design
associatori associ
assort associ mix
assur insur guarante
asterisk star
astonish surpris
astut deep
ataraxi peac
athlet sport
atilt tip lean
atrophi wast
attach connect
attain reach
attende attend
attent care attend
attenu fade
attest certifi document
attic loft
attir dress
attorney lawyer
attract pull beauti
auberg inn
auditor listen attend
aug august
aught noth
aureat golden
aurora dawn
authent document
authoris author
authorit classic
authorship write
auto car
autobus bus
autom automat mechan
automat mechan
automatis automat
automatonlik automat
automobil car
autonom independ
avert avoid
aviat pilot
avow declar
awar mind
awash flood
awkward slow
babe babi
backbon gut grit
backdown withdraw
backsheesh tip
backsid seat rear
backward back
badger worri
baggag luggag
bakehous bakeri
bakeshop bakeri
baksheesh tip
bakshi tip
bakshish tip
bambino toddler
banal tire
bane bale
baptisteri font
baptistri font
barb bite
barehead bare
baroni state
barrag shell
barricad bar
barroom bar
basel bale
basement cellar
basi foot
bask enjoy
basl bale
batch lot stack
bathroom toilet
battlefield field
battlefront front
battleground field
battlement castl
bear head
bearabl support
bearer carrier
beast anim
beastli mean
beautifi decor
becalm calm steadi
becloud cloud mist
bedchamb bedroom
bedcloth bed
bedevil worri
beechwood beech
beefburg hamburg
beefi strap
befit fit suitabl
befog cloud mist
begett father
beguil entranc
behav act
being exist
belief feel
bellyach complain
benefactor helper
benight night
benumb asleep
beplast plaster
berat lectur
besot soak
bespeak request
bestow confer
bewitch entranc
bias colour
bicyclist bicycl
biddi hen
bill invoic
billet note
biram branch fork
biscuit cooki
bit chip
bivouac camp
bivouack tent camp
blackguard roast
blase world
blaze blind
blazon arm
blazonri arm
bleach fade
bleak bare
blend shade
blender liquid
bless approv
blimp sausag
blister acid
blockad bar
blond pale
bloom flower
bloomer drawer
blossom flower
blotto soak
blown wind
blu blue
blueish blue
bluffli round
bluish blue
blunt round
bod figur
bole trunk
bombard shell
bonni sight
boodl stop bread
booklet folder
bookman student
bookstal bookshop
bookstor bookshop
booster support
booth stall
booti prize
booz drink
bore drill
bosomi stack
botani veget
boundari edg bound
bounteous plenti
bounti plenti
bowel gut
bowknot bow
boxer short drawer
boxershort short drawer
bozo cat
brace steadi
branch fork
brash loud
brassi loud cheap
breadstuff bread
breadth larg width
breakup separ
breakwat jetti
breech trouser
breed train
breviti brief
bribabl purchas
brickl brick
brilliant bright
brisk refresh
brittl brick
broad wide extens
broaden extend
brocad rais
brochur booklet folder
brotherlik brother
brusqu round
brutal anim
brutalis anim
brute anim
bubbl foam
bucol pastor
buird strap
bulk volum
bumptious forward
bun seat
bundl packag
bur strap
burden load
burdensom tax
bureau offic agenc
burger hamburg
burnish polish shine
burnt burn
busti stack
busybodi offici
buttock seat
buxom stack
buyer purchas
buzzer bell
bypast depart
cabbag bread
cabinetmak joineri
cablegram cabl
cachexi wast
cachexia wast
cadav remain
cadenc metr
cager basket
calcul figur estim
calculus concret
calefaci warm
calib qualiti
calibr qualiti graduat
callathump bell
callithump bell
calor thermal
calx lime
camp tent
canal channel
canalis canal channel
candela candl
candid direct
candor direct fair
candour direct fair
canor song
cant tip lean
canton camp
caoutchouc rubber
capabl compet
caparison trap
captiv entranc
caput head
carbohydr sugar
career call vocat
careless neglig
caress neck pet
careworn worn drawn
carin ridg
cart menu
carven carv
castel castl
castig ear
catalogu catalog
catch spot
categor flat sort
categori class
categoris sort
cater provid
cathart releas
cathol univers
cattl cow
caucasian white
causat caus
caustic acid
caution care
cautious care conserv
caviti pit
ceas stop termin
ceaseless continu
ceciti blind
celebrat celebr
celluloid film
center centr middl
centim cent
centimet centimetr
centralis central
centrifug separ
cereal grain
cerebr think thought
certain sure
cervix neck
chain iron
chairperson chairman
chairwoman chairman
challeng disput
chancellor premier
changeabl chang
changeov convers
changjiang chang
channel canal
channelis canal channel
chap crack
chapeau hat
charabanc bus
characterist featur
charivari bell
charm entranc
charter hire leas
chassi figur
cheap loud
checker check
cheeri sunni
cheeseflow chees
chequer check
cherub sweet
chicago stop
chickenheart yellow
chide lectur
chiefli main
childb labour
childlik child
chiliad thousand
chilli cold cool
chip fri bit
chivare bell
choler cross
chop slice
chore job task
chow eat
christmastid christma
christmastim christma
chronic continu
chunk unit
cinema film
cinematographi film
cinqu five
circin ring
circuit tour
circumfer surround
circumscrib limit
cite refer
citizenri peopl
civil cultur
civilis cultur civil
clad cloth
clam bread
clamant cri
clamor loud
clariti clear
classicis classic
clathrat cancel
claudic game
clay mud
cleanser cleaner
cleav split
clemenc mild
clever bright
clime climat
clip time
clipper limit
cloak cloth wrap
closest nearest
clotur closur
cloud mist
clumsi slow
coalesc mix
cockcrow dawn
cocki forward
cocoa chocol
coconspir machin
coda final
coder programm
codif code
coerc forc
coeval generat
coffeehous cafe
cogenc valid
coition relat
coitus relat
collabor cooper
collater valid confirm
collector gather
collid jar
collig link associ
colloqui convers
color colour
coloris colour
colouris colour
combat disput
combinatori combin
comer arriv
comfi comfort
command teach
commemor memori
commenc start begin
comment review
commerc commerci
commercialis commerci
commingl mix
committe commiss
committed commit
commixtur mix
commod toilet pot
commonalti common
commonplac everyday
commonwealth countri
communic contract
commut replac substitut
comparison compar
compass rang scope
compel oblig
compendium collect
compens pay
competitori competit
compil collect
complaint complain
complais oblig
complot machin
compon part ingredi
compos collect
composur calm
compound combin
comprehens full larg
compress contract
compris contain
comptrol account control
compulsori requir
comput figur estim
comrad companion
conceal privaci privat
conceiv think origin
concert cooper
concertis concert
concis briefli
conclud final end
conclus final decis
concomit accompani
concord accord
concretis concret
concur agre
conduc contribut
confab confer
confeder feder
confederaci south feder
conferr confer
confid sure posit
configur shape
confin limit restrict
confirmatori valid confirm
conflat mix
conform shape adapt
confrer colleagu
confus mistak
confut question
congen relat
congener relat
congreg fold
conjoin wed marri
conjoint collect joint
conjug coupl
conjunct cooper concert
connected connect
connector connect
connexion connect
conniv calcul
conquer subject
conquest subject
consecr commit
consequ result accord
consequenti event
conserv curat guard
consider thought
consign cargo
consol comfort
consolatori comfort
consort associ accord
conspir machin
constitut appoint
constrain limit restrict
constrict limit restrict
constru interpret
construct build manufactur
consultatori consult
contagi contract
contempl thought
contemporan modern
contemporari generat
contempt base
contenti disput
contest content disput
contour shape
contractor declar
contribut donat lend
contributori contribut
contrit ruth
contriv artifici
controversi content disput
controversialist disput
conveni comfort
convent rule
convertor convert
convey transfer
convict sentenc
convinc posit
cookeri cook
coolhead cool
cooper partner concert
coordin organis
copious plenti
copul relat
coquetri toy
cordial warm
coriac leather
coronet titl
corpor bodi materi
corps remain
correctitud proper
correspond agreement match
corrobor valid certif
corroboratori valid confirm
corrod rust
corrupt buy purchas
corset stay
corusc sparkl
cosmet decor
cosmos univers exist
costumi costum
couch sofa
counterbal equal
counterpois equal
counterweight equal
coupler coupl
couplet pair
courtroom court
courtship court
covert hidden
crabbed cross
crabbi cross
crafter craftsman
crag mountain
craggi mountain
cranch grind
crapper toilet pot
crapul drink
craunch grind
creativ origin
creator maker
creatur anim
credenc accept
credenti certif
credibl believ
credul believ
crepuscl dusk
crepuscul dusk
crimp fold
crippl disabl
crisp sharp
critiqu review
croak die
crock soak
crop harvest
crosshatch hatch
crossway across
crumpl crumbl
crunch grind
crybabi complain
cryptographi code
cubelik cubic
cubiform cubic
cuboid cubic
cuddl neck pet
cull pick
cultiv grower
cultur civil
cumul pile
cumulus pile
curat conserv pastor
curriculum programm
curtail restrict
curtilag ground yard
curvac stack
curvet vault
curvi stack
cushion pad
cushioni pad cushion
custodian keeper
customis custom
cuti skin
cyberspac net
cyclic period
cyclist bicycl
cyder cider
cypher noth
dallianc toy
dampish damp
danger risk
danmark denmark
dappl patch
darl favourit pet
daub plaster
dawdler trailer
daybreak dawn
dayspr dawn
daytim daylight
dazzl blind
deal relat
dearest honey
deari favourit pet
death dead
debar avoid
debat disput
dec decemb
deceler slow
decennari decad
decennium decad
decent becom proper
decipher readabl
decis final resolut
declar state announc
declaratori declar
declin refus
decorum decor
decreas reduc
decrimin legal
decriminalis legal
dedic commit
defer shelv
defi resist
defin shape
definit decid classic
deflect avoid
defray payment
deft quick
degener decad
degeneraci decad
dehydr dri
dejected low
delect enjoy
deleg design
deleteri hurt injuri
deliber measur design
delight entranc
delimit border bound
delin repres
deliver save
delug flood
delv dig
demesn estat
democraci republ
demod pass
demolish level
demur except
denation privat
denationalis privat
denomin design
dens thick
denud strip bare
depart gone
departur leav differ
depict pictur describ
depot storag termin
deprec slight
deprecatori slight
depreci slight
depreciatori slight
depriv privat strip
derrier seat
descend fall poster
descent origin extract
descriptor form
desegreg mix
desert defect
desicc dri
desir wish suitabl
desol bare
desper urgent
despic base
desquam shed
destruct destroy
detach separ
detect notic spot
detriment damag harm
deuc two
deutschland germani
deviat differ depart
devis machin
devot commit
diagon slope
diaphoresi sweat
diari journal
diarist journalist
diarrhea loos
diarrhoea loos
diction word
didact educ instruct
dielectr insul
differenti sever
difficult hard
diffid unsur
digitalis digit
digitis digit
dilig industri
dim pale
diminut minut tini
dinero bread
dipsomania alcohol
dire fear
disagre differ
disburs spend expens
disc record
discas strip
discept content disput
discern understand
discerp sever
discharg fire
disciplin correct
discolor stain
discolour stain
discontinu stop
discov learn hear
discredit damag
discret separ
discrimin favourit
disembarrass free
disen disabl
disguis mask
dishonest purchas
disingenu art
dislodg shift
dismiss fire
disori lost
disparag slight
dispirited low
dispos given prepar
disputati disput
disqualifi disabl
disquiet worri
disregard forgotten
disrob strip
disrupt troubl
dissembl mask
dissemin air spread
dissert thesi
dissev split divid
dissoci sever separ
disson nois
distich pair
distinct special separ
distinguish sever
distress pain troubl
distressing pain
distribut spread
disturb worri troubl
disunit separ
diverg differ departur
divers varieti
divest strip
divid split
dixi south
dixieland south
doabl manag
doc doctor
doctori doctor
doer actor
dolor tear
dolour tear
dome vault
domicil home
domicili resid dig
dominicus sunday
dominion district
doom destin
doorbel bell
doorway door
dormanc sleep
doubli twice
doubt question
dough bread
dour dog
downhearted low
dozen score twelv
dramat theatr strike
dramaturgi theatr
drape cloth wrap
draperi curtain
drawer short
drawn worn
dread fear
dreg settl
drench soak
dribbl drip
drift float
drippag drip
drogu sock
drome airport
drudg labour
drunken alcohol
duad pair
dubious question
ducki favourit pet
duct canal
dud thread
duet pair
dulcet honey
dung drop
dunk dip
duo pair
duomo cathedr
duplic repeat
durat continu
dustup row
dutchman netherland
duteous duti
dwell home
dyad pair
eager readi
earphon headphon
earpiec headphon
earth ground
easygo easi
eatag pastur
eateri restaur
echo ring
ecumen univers
edific build
educate student pupil
eec europ
effect result
effector effect
effectu effect
effemin woman
effeminis woman
effervesc foam sparkl
effet decad
efficaci effect
effici effect
effloresc peak
ego self
egregi cri
egress emerg
elat light
eld year
elder age older
element ingredi
elementari simpl
elev lift height
elicit educ
elis except
emb plant
embark board
embattl castl
embay bay
embellish decor
emblemat typic
embodi bodi
emboss rais
emend edit
emin tower
emphat decid
emplac posit locat
employ appli hire
empow author
emptor purchas buyer
encamp camp
encas case
enceint expect
enchain chain
enchant entranc
encircl surround
enclos envelop
enclosur envelop
encloth cloth dress
encompass wide surround
encount meet
encourag support
encyclopaed learn
encycloped learn
endanger risk
endear love
endless continu
endors second
endow gift
endpoint termin
endur surviv support
energ anim activ
energet industri
energis anim
enfold envelop
engag appoint
engend breed
engraft plant emb
engross wrap
enlighten educ
enliven anim
ennead nine
enorm wide great
enquir question
enrol registr
ensuant result accompani
ensur insur guarante
entail mean
entangl web
enterobacteria enter
enterprising initi
enthral entranc
entireti entir
entranceway entranc
entrant newcom
entre access
entrepot storag
entric enter
entryway entranc
enumer number count
environ surround
envis pictur visual
enwrap wrap envelop
equal even
equalis equal
equanim collect calm
equat equal
equilibr balanc
equilibris balanc
equipt equip
equit ride
equival equal
erad termin
erist disput
erod wear
eros wear
erron error
error fault mistak
erst former
erstwhil former
erudit learn
espial spot catch
espous wed marri
establish found launch
etch engrav
ethnic cultur
euphoni music
europeanis european
evacu empti
evalu rate assess
evenfal dusk
evenhand fair
eventid even
eventu final
everlast perfect pure
everyplac everywher
evid ground plain
evit avoid
evoc remind
evolut develop
evolv develop
exactitud exact
excav dig
exceed except
exclud except
exclus entir sole
excogit mull
exculp clear
excurs outing
excus exempt
execut practic
exemplari typic
exemplif illustr
exemplifi illustr
exercis use
exhaust spent tire
exhort press
exig emerg cri
exigu lean
exoner clear
exorbit steep
expected common
expend spend
expenditur spend
experienc experi
experiment experi
expert skill practic
expertis expert
expir pass die
expiri termin
explic explain
exploit use user
expo exhibit
exposit exhibit
expostul object
express face
extens larg wide
extensil extens
extermin termin liquid
extern outsid
extortion steep
extract origin
extractor separ
extrapol general
extrem high
extremum peak
eyeglass glass
fabl fiction fabric
fabric cloth fiction
facil instal quick
factor ingredi
faculti modul
faeri fairi
fag spent
fain prepar
fairish fair reason
faith depend
falderol folder
falsifi confirm
fame note celebr
familiar convers
famous note celebr
fanci fiction fabric
fanni seat
fantan seven
faraway far
farewel part
fascin entranc
fashion mode way
fasten fix secur
fastidi exact
fatherlik father
fatigu spent
fault error mistak
faulti defect
fauna anim
faveol pit
favor prefer
favorit favourit pet
fay fairi
fearsom fear
feasibl practic
feb februari
fecund fruit
federalis feder
felic happi
felicit happi
fellow companion
femin woman
feminis woman
feroc wild
festal festiv
fete celebr
fibber fabric
fiber fibr
fictionalis fiction fabric
fictiti fiction fabric
fierc wild
fig figur
filare clock
filaria clock
fin five
finalis final
financ fund
fingerbreadth digit
fingerlik digit
fini final
fist hand
fisticuff box
fitting fit
fivesom five
fixed secur fast
fixiti secur fast
flagrant cri
flashi loud cheap
flavor season
flavour season
flaw fault
flawless clean perfect
fleck patch bit
fledgel newcom
flesh figur
flexur fold
flirt toy
flirtat toy
float swim
floater spot
flog slash
flora veget
floral flower
floresc flower
fluid liquid
fluiditi liquid
flunk fail
flush peak
foami foam
focal local focus
focalis local focus
focuss focus
foggi fog
folder booklet
foliag leaf
foliat leaf
folio page leaf
fond warm love
fondl neck pet
forag pastur
forbear patienc
forbid prevent bale
forecast calcul
foreclos prevent
forefath father
forefend avoid
foregath gather assembl
foregon depart
foreign outsid
forenoon morn
forepart front
forerunn predecessor
foreshorten shorten
forestal prevent
forethought care
forfend avoid
forfic branch fork
forgath gather assembl
fork branch
formal valid offici
formalis valid
formul prepar
formula recip
forrad forward
forrard forward
fort special
forth away forward
forthright direct squar
fortuiti accid
fossa pit
foster rear
fosterag rear
founder beginn
fount font
foursom four
fowl bird
foyer hall
framework model fabric
frank direct
frankfort frankfurt
fray scratch rub
freedom exempt
freight cargo
frequenc often
freshen refresh
freshman newcom
fret cross
frg germani
friabl crumbl
friction rub
fright fear
frighten fear
frontward forward
froth foam
frothi foam
frozen root
frugal spare
fruit product
frump dog
fuck screw
fuddl drink soak
fukien min
fukkianes min
fulgent blind
function use map
fundament seat central
fungibl exchang
funnili strang
furcat fork
furious wild
furnish provid suppli
furri fur
fuse mix
fussi busi cross
gaieti play
gain pay win
gainsay disput
gait pace
gambl game
gambog lemon
gaoler screw
gap open
garb dress
garish loud cheap
garment dress
garner earn
garret loft attic
gather collect assembl
gaudi loud cheap
gauz net
gay sunni
gazump surcharg soak
geezerhood year
gelt bread
generalis general
genet famili inherit
genit privat
genitalia privat
genteel cultur breed
gentil breed
gentl mild
genu knee
germin develop origin
gestat pregnanc
gestur sign
gibe match
gild golden
gilt golden
gimcrack folder
gimcrackeri folder
gimp game
gimpi game
ginmil bar
glade clear
gladsom glad
glare blind cri
glari blind
glasshous nurseri
glassi glaze
glaze glass
glint glanc
glitz loud
gloam dusk
glorif ideal
glossi polish
glu past
goad driven
goal destin
gob score lot
godhead maker
goer depart
goodish good
goon hood
goosefish lott
gorgerin neck
govern control author
graceless wooden
gradat graduat
gradatori graduat
grade class level
gradient slope
gradual gentl
gramm gram
gramp grandfath
gran grandmoth
grand wide import
grandad grandfath
granddad grandfath
granddaddi grandfath
grandiloqu tall
grandma grandmoth
grandpa grandfath
granger farmer
granni grandmoth
graspabl understand
gratifi enjoy
gratuiti tip
grave bad sever
graven engrav
gravid expect
gray grey
grayish grey
great wide
greenhous nurseri
greeter welcom
greyish grey
grievous danger
grim sever
grit gut
gritrock grit
gritston grit
groom train
groundwork base
grove orchard
grownup adult
growth grow
groyn jetti
grub eat
grumbler complain
guarante insur
guard conserv
guardianship keep
guess think
guild club societi
gumption gut grit
gumptious industri
gunpowd powder
gush pour
gut grit
gymnasium gym
habili cloth dress
habilit cloth dress
habit home
habitu depend
hachur hatch
hackney tire
hade aid
haemorrhoid pile
haggard worn drawn
hagiographa write
hairi hair
hairsbreadth hair
hale whole
hallway hall
halt stop
halter balanc
handbasket basket
handed later
handi avail access
handicap disabl
hannov hanov
hapless poor
harbing predecessor
harbor harbour nurs
hardhead practic
hardi sturdi
hardship sever
hardwork industri
harm damag injuri
harmon accord
harmonis accord
harsh rough
hassl troubl
hast rush
hasten rush
hat lot stack
hayfield meadow
hazard risk danger
header head
healer therapist
heap score lot
hearer listen attend
heartili warm
heathland heath
hebdomad week
heed care mind
helpless weak
hemorrhoid pile
henc therefor
heptad seven
hereditari famili inherit
heretofor yet
herit inherit
het heat
hexad six
heyday peak
hidrosi sweat
hie rush
highborn titl
hilli mountain
hinder prevent
hindquart seat
hindranc prevent
hirsut hair
histrion actor
hitherto yet
hoar frost
hoard collect
hoarfrost frost
hoari grey
hokey artifici
hokkianes min
holdfast fix
holidaymak tourist
holland netherland
holler cri
hombr cat
homelik home
homeown household
homey home
homi home
honeycomb pit
honi honey
honor award
honour award
hoodlum hood
hook depend surcharg
hope promis
hord host
horni hot
horrend fear
horrif fear
horticultur garden
hospitalis hospit
hostel inn
hostelri inn
hotshot star
housecoat neglig
houseman intern
hovel hut
hubbi husband
hug neck pet
human art
humidifi moistur
hungri long
hurt pain injuri
husbandman farmer
husbandri farm
husk strip bare
huski strap
hutch hut
hygienis hygien
hymen wed
hypothesi theori
ici cold
icon pictur
idealis ideal
ident individu
identifi name
ignit lighter
ignitor lighter
iii three
ikon pictur
illumin light lit
illustri note celebr
imageri imag
imagin imag think
imb plant emb
imbib drink
imbibit drink
imbric lap
imman subject
immatur young
immedi instanc
immens wide great
immingl blend
immix mix
immobil pin
immobilis pin
immort memori
immortalis memori
immun vaccin
immunis vaccin
impair damag harm
impart lend contribut
impati rare
imped resist
impel driven forc
imper instanc
impertin fresh
imperturb cool
implant plant emb
implement instrument
implic suggest
importe import
impos state
impost custom
impoverish poor
impress feel effect
improv better addit
impud fresh
impuiss weak
imput refer
inappropri wrong
inauspici unfortun
incapacit disabl
incas case
incept origin
incertain unsur
incess continu
inclin ramp slope
inclosur envelop
incomplet raw
inconst chang
incontrovert demonstr
incorpor intern contain
incorrect wrong
increas progress
incur receiv
indebted liabil
indemnif damag
indent pit
indentur articl
independ sever
indic index suggest
indicatori suggest
indispos peak
indistinguish ident
indit write
individualis person individu
indors second
induct initi
inductor induct
industrialis industri
inebri alcohol
inept slow
ineptitud slow
inexpens cheap
infant babi
infecti infect
infer general
infirmari hospit
inflamm red
inflect modul
inflex sturdi
infloresc flower
infrequ rare
ingemin repeat
ingenu natur
ingest consum
ingrain plant
ingress enter
inhabit live
inherit famili
iniqu dark
initi found origin
initialis initi
injuri hurt harm
inki black
innat born
innoc white natur
inocul vaccin
inquir question
inquiri queri enquiri
inquisitori search
inscrib engrav
inscript letter
insist cri
inspector examin
inspir anim
instanc exampl case
instant moment
instantan instanc
instaur found origin
instig initi
institut found
instructor teacher
instrument tool
insubordin resist
insular insul
intact entir
integr whole mix
intellect think thought
intellig clear understand
intend destin
intent design advis
interced arbitr
intercessor intermedi
interchang exchang standard
interconnect coordin
intercours relat
interf offici
interior intern
interioris intern
intermediari intermedi
intermingl blend
intermiss paus
intermix blend
internalis intern
internet net
interpret taken explain
interraci mix
interrog question
interrupt fit
intersect cross
intestin enter gut
intim near
intox poison
intoxic alcohol
intragroup intern
intrigu machin
introduct entri launch
intrus offici
inund flood
invari even
invent manufactur fabric
inventori stock
investig research
invigor anim refresh
invite guest
involut roll
involv particip
irrit cross steam
isol separ insul
issuanc issu
italia itali
itemis list item
iter loop repeat
itinerari rout
jailer screw
jailor screw
jam pack
jan januari
jaunt outing
java coffe
jehovah maker
jeopardi risk
jerki fit
jitney bus
jobber wholesal
john toilet bathroom
jointur unit
jubil celebr
judicatur court
junctur occas
junket outing
jurisprud law
justic just
justifi right just
jut project stick
juvenil youth
kale bread
kaput gone
keel ridg
keen sharp
keister seat
ketubim write
kickoff begin
kilo kilogram
kilomet kilometr
kinda rather
kine cow
kiosk stall
kiss neck pet
klick kilometr
knicker drawer
knockout beauti
knowledg learn letter
lab laboratori
labor labour
laboratori lab
lacer torn
lachrym water tear
lachrymos tear
laci net web
lack miss
lacrim water tear
lade cargo
laden load
laggard trailer
lagger trailer
lam run
lambast lectur
lame game
lamin founder
landscapist landscap
lapid stone
larn learn
lash score slash
lateralis later
lather sud sweat
laughter laugh
laundri wash
laurel award crown
lav toilet bathroom
lavat wash
lavatori toilet bathroom
lave wash
lea pastur
leaden weight
leadership leader
leaf leav
leafag leaf
leagu confer
lean tip thin
learned learn
learner apprentic
leas hire rental
leash three
leatheri leather
leatherlik leather
leaver depart
lector lectur
ledg shelf
legalis legal
lege leg
legibl readabl
legitim legal law
legitimat legal
legitimatis legal
legitimis legal
lengthi extend
lensman photograph
lententid lent
leotard tight
lethal dead
lettuc bread
ley lea pastur
liais arbitr
liber free releas
licens commiss licenc
licit law
lick lap
lief glad
lightless black
lightsom trip
likewis besid
lilliputian tini
lilt trip
limen threshold
limp game
limpid clear
lineament featur charact
liner line
linesman electrician
liquefi liquid
liquid receiv
liquidis liquid
liquifi liquid
litigi disput
litor sand
littler smaller
littor sand
livid pale
loan lend
loanword loan
lobbi hall
localis local locat
locat place local
lockup lock
locomot move travel
locus local venu
lodg hous deposit
loft attic
lofti high tower
loge box
logo son
logotyp logo
lolli bread
lone alon
lonesom alon
longanim patienc
longev senior
looker beauti
loot prize bread
lop sever
lord master maker
lordot dip
loss lose
loud cheap aloud
loudspeak speaker
lour lower
loving care
lowli low
lucid clear
lucr bread earn
lulu beauti
lumber timber
luminesc glow
lurid pale
lustrous shine
lyric song
machinelik automat
machinist mechan
macrocosm univers exist
macul spot patch
maestro master
mag magazin
magniloqu tall
maintain keep hold
maiz lemon
majest proud
maladi ill
maladroit slow
malefic bale
malleabl plastic
mandat author
mandatori requir
mangl torn
manifest certifi plain
manipul handl oper
manli man
manlik man
manner mode way
manoeuv channel
manpow hand men
manslay liquid
mantl cloth wrap
mantrap beauti
manufactori factori
manufactur construct produc
manus hand mitt
margin border
marit marri
marker mark
marketplac market
marqu brand
marvel top
mass lot stack
mate pair coupl
materialis materi
matern pregnanc
matrimoni marri
matur grow
mauler hook
maven star
mavin star
meager lean
meagr spare lean
meander wind thread
mechan automat motor
mechanis mechan motor
medal decor
meddlesom offici
mediat arbitr intermedi
medica medic medicin
medicin medic
medick medic
medico doctor
mediocr averag
medit mull
meek mild
meeter attend
megrim blue
melliflu honey
mellison honey
melodi tune
membranophon drum
memori rememb
memorialis memori
menac bale
menag famili household
mend fix repair
mender repair
mensur measur
mentat think thought
mention refer
mercantil commerci
merchandis market sell
merchant market
mere just simpli
meretrici loud cheap
merg mix unit
merger unit
meridian height
merri festiv
mesh lock
messeng courier
mete border
meter metr
metier special
metric measur
metropoli citi
mickl lot stack
midday noon
middleman wholesal
midweek wednesday
mif steam
mike microphon
mild gentl
milepost mileston
milieu surround
militar mobil
militaris mobil
militia reserv
millimet millimetr
min minut
minaci bale
minatori bale
minelay mine
minework miner
mingi mean
miniskirt mini
minist pastor curat
mint lot stack
minter money
mire involv
misapprehens mistak
miscarri fail
miscellan mix
miscellanea varieti
miscellani varieti
mischief bale
miser poor
misfortun poor
misinterpret mistak
mismatch uneven
missi fill girl
missiv letter
mist cloud
mistak fault error
misunderstand mistak
mitt hand glove
moaner complain
mobilis mobil
moder fair reason
modernis modern
modernist modern
modesti reserv
modif adjust alter
modifi qualifi
modish spruce
moist damp
moisturis moistur
mold shape cast
moldabl plastic
momentarili moment
moni money
monish warn
monit warn
monitor supervis
monkfish lott
monumentalis monument
mood climat
moolah bread
moot disput
morbif infect
mordaci bite
mortician undertak
motil movement
motley varieti
motor mechan
motorbus bus
motorcar car
motorcoach bus
motorcycl bike
motoris mechan motor
mount climb wax
mourn ruth
movabl transfer transport
moveabl transfer transport
movi film
moxi gut grit
muckl lot stack
mud clay
muenchen munich
multifari varieti
multistori multistorey
mum silent
mundan everyday ordinari
munit arm
murder liquid
murk fog
murki fog
murphi potato
muse thought
mute silent
nab nail
nada noth
nake bare
naked bare
nan grandmoth
nanc fairi
nanna grandmoth
narrat stori
nascenc birth
nastili mean
nate seat
nation countri
nativ birth
naturalis natur
naught noth
navig pilot
neat spruce
necess requir
necessit requir
neck pet
neckband collar
neckti tie
nederland netherland
needi privat
needlelik sharp
negatron electron
neglect fail neglig
neglige neglig
negoci manag
negoti talk
neighbor neighbour
neighborhood local neighbourhood
neighbourhood local
neophyt newcom
nerveless cool
nestl child
net web
netlik net web
nettl steam
neuter alter
neutralis liquid
newbi newcom
newli fresh
newmarket stop
newsman report
newsperson report
newssheet newslett
niceti just
niggard mean
niggardli mean
nighest nearest
nightfal dusk
nighttim night
nil noth
niner nine
nip bite
nipper child
nippones japanes
nisus pain
nix noth
nobl state
noel christma
noisom harm
nomad mobil
noncitizen foreign
nonconductor insul
nonent nobodi
nonliter figur
nonmigratori resid
nonperform neglig
nonrecr paid
nonsens folder
nonsubject object
nooki screw
noonday noon midday
noontid noon midday
noreg norway
norg norway
normalci normal
normalis normal standard
normat prescript
norther northern
notabl note celebr
notif present
notifi advis
notion feel
nous mind
nov novemb
novel fiction
novelis fiction
novelti fresh
novic beginn
noxious harm
nudism natur
numb asleep
numer count
nuptial wed
nurnberg nuremberg
nurseryman garden
nutrient food
obeis bow
obliter remov
obnubil cloud mist
obscur cloud mist
observ notic watch
obstreper loud
obstruct resist
obstructionist resist
obstructor resist
obtain receiv
obviat avoid
obvious notic plain
occasion episod
occid west
occup job
occupi resid
ocean sea
oct octob
ocular visual
oculus eye
odd strang
odor smell
odour smell
oecumen univers
oesterreich austria
offend pain
officehold offic
officialis offici
offload unload
offset cancel
oft often frequent
oftentim often frequent
ofttim often frequent
omin bale
omit except exclud
omnibus bus
oner tax
onetim former
onrush attack
onset attack
onslaught attack
ontogenesi grow
ontogeni grow
onward forward
oodl score lot
opin think
oppon resist
oppos resist
opposit pair resist
oppugn question
opt choos prefer
optic visual
orangutan orang
orangutang orang
ordin order regul
ordinarili usual common
organ arrang organis
organiz organis
ornament decor
ornamentalist decor
ostens seem
otios wast
outcom result effect
outgo spend
outgrowth emerg
outland foreign
outlay spend
outlook expect
outmod pass
outpour fountain
outrag steep
outset begin
outstand strike
outwear tire
overcharg surcharg soak
overflow flood
overhaul modern
overlap lap
overlord master
overse supervis
oversight supervis
overwhelm consum
oxen cow
pace step
packet packag
pagin page
pail bucket
pain hurt
palac castl
palett pallet
pallid pale
pallor pale
paltri neglig
pamphlet booklet folder
pane panel
panopt wide extens
panorama view
pant drawer trouser
pantaloon trouser
paperhang paper
par equal
paragon perfect
parch bake
pardner partner cooper
pare shave
parkland park
parliament seven
parsimoni mean
parson pastor curat
partial part
particularis special specialis
partit section
parturi labour
parturit birth
passabl fair reason
passe pass
passel lot stack
passiv peac
pastor curat
pastorship pastor
pastur lea
pasturag pastur
pastureland lea pastur
patch spot
patelliform dish
patenc notic
patent plain
pathet poor
pathogen infect
patio terrac
patron shop frequent
patronag back
patronis shop frequent
pattern practic
patti cake
pave pavement
pavement pave
payload cargo
pct percent
peaceabl peac
peach beauti
pectus chest
peculiar special
pedagog educ
pedagogi teach
pedagogu educ
peel shed
peev steam
peevish cross
peignoir neglig
pelf bread
pellucid clear
pelvi hip
pen write
penchant prefer tast
penni cent
pensionari pension
pentad five
pentateuch law
perceiv understand sens
percentag percent
percept notic
perfect pure
perform act
peril risk danger
perimet border
perish die
permeat filter
permut substitut
perpetr commit
persist dog
persona imag role
personalis person individu
perspect view
perspicu plain
perspir sweat
pert fresh
pertain relat refer
pertin applic
pertinaci dog
perturb troubl
perus studi
pes foot
pet favourit neck
petit minut tini
petition request
petti slight
petul cross
phase stage
philand woman
philander woman
philia warm
philistin materi
phiz brown
phoeb five
phonat voic
phoner telephon
phrase word
phraseolog word
physic materi anim
physician doctor
physiqu figur
pianissimo piano
pianofort piano
pic photo film
picnic outing
pictori pictur
pierc bite
pile score lot
pillag prize
pillar tower
pilotag pilot
pinnacl height
pipag pipe
piss soak steam
piteous poor
pitiabl poor
pixil soak
placeabl recognis
plaintiff complain
plane flat
plasticis plastic
platter record
plausibl believ
playact act perform
player particip
playth toy
pleasant enjoy
pleasur enjoy
plenitud plenti
plenteous plenti
plenti lot stack
plentitud plenti
pli provid cater
pliant plastic
plicat fold
plot patch
plow deal
plug block
plume surcharg soak
pluto aid
plyboard plywood
poignant touch
pointless wast
pois collect
polit cultur civil
pollex thumb
polska poland
pompous ceremoni
pond pool
ponder mull
poof fairi
pool pond
poor bad
poov fairi
popul live
populac public
popularis popular
portion part
portraitur portrait
portray person portrait
pose sit
posit locat
positiv posit
possessor owner
postdat follow
poster post
postpon shelv
potenc author effect
potent power
potomania alcohol
potpourri varieti
pouch pocket
pouf fairi
pound buffet
pourboir tip
poverti poor
powderi powder
powderis powder
prat seat
preced retir
precept teach
precipit steep sudden
precis just exact
preclud prevent
predilect prefer tast
preemin lead
prejudici damag
prentic apprentic
preparatori prepar
prepared readi
preserv restor renov
pressuris pressur
preview trailer
prevu trailer
pricey cost
prici cost
primal central
primarili main
primit origin
princip main
privateersman privat
privatis privat
privi toilet bathroom
probabl believ
probe search
proclaim announc
proclam announc
procreat generat
procur secur
prodig wast
produc manufactur
professionalis profession
professorship chair
profici skill practic
profit product fruit
program schedul
progress advanc
proletariat labour
prolong extend
promin strike
promisor promis
promot public packag
prompt quick
promulg publish announc
prong branch fork
prongi branch fork
pronounc mark
propos suggest
proposit suggest
proprieti proper
proprietor owner
prorogu shelv
prospect expect
protagonist support
protract extend
protrud project stick
provabl demonstr
prove demonstr
provinc respons state
provinci section local
provis suppli
psych mind
publicis public advertis
publicist public
pueril childhood
pugil box
pullul pour
pulver powder
pulveris powder
pump wire
pungent bite
puni slight
punk hood
pure white perfect
puriti white pure
purpos use design
purposeless wast
pursi wind
pushi push forward
quadruplet four
quantifi measur
quantiti measur
quarrel row
quartern quarter fourth
quartet four
quatern four
quaternari four
quaternion four
queer strang
querier question
quetch complain
quicker faster
quicklim lime
quiescenc sleep
quieten calm
quietud quiet
quint five
quintet five
quintuplet five
quizzer examin
quizzic question
quondam former
quotabl repeat
quotat refer
quotidian everyday
raci live
raddl worn drawn
radic group
radiocommun radio
raft score lot
rag uneven
rage hot
ragged rough
railcar car
railroad railway
rainfal rain
rainproof waterproof
rainwat rain
raiser grower
ralli mobil
ramat branch
ramif fork
ramos branch
ramous branch
rank grade
rapid quick
rariti rare
ratiocin reason
ration reason
raunch common gross
ravish entranc beauti
raze level
reactiv respons
realis earn
realism real
realiti real
realiz manag understand
realm kingdom
reap draw
reaper harvest
reapprais review
rear rais
rearward back
reassert confirm
reassess review
reassign transfer
reborn convert
rebuk lectur
recal rememb
reced withdraw
recidivist repeat
reckon think figur
reclaim rescu
reclam renew
recogn accept recognis
recogniz recognis
recollect rememb retent
reconcili balanc
reconstruct rebuild
recreat refresh
rector pastor curat
recurr repeat
redact edit
rede advis interpret
redevelop renov
redol remind
redress damag
reduct reduc
redund extra
redupl repeat
refer relat
refere review offici
refin process polish
refinish restor renov
reflect mull thought
refug safeti
refurbish renov
refut question
regener renew
regim author
regrett unfortun
regul rule regular
regularis regular regul
regulatori regul
rehabilit renew
rehears practis
reincarn renew
reinforc built
reinvigor refresh
reiter repeat
reject refus
rejuven green
relax rest
reliabl depend
relianc trust
reliev project stick
remark signal
remedi alter curat
remembr memori
reminisc remind
remit shelv
remonstr object
remors ruth
remot far remov
remun pay
remuner earn
rend split
render provid suppli
rendit interpret
renorm normal
renormalis normal
renov restor
renown note celebr
renunci defect
repast meal
repay refund
repetit repeat
replenish refil
reportag report
repos rest relax
reposit shift
reprimand lectur
reproduct generat
republish republ
requisit requir
resist opposit
resolv decid settl
reson remind
resound ring
respect credit sever
respond answer react
restat repeat
restitut damag renov
restrain control
retard slow
retel fiction
retent hold
revalu review
revelatori suggest
revenu receipt
reverber ring
revers return
revit renew
revitalis renew
reviv renew
rhein rhine
riant laugh
ribbon decor
rid free
rigor valid sever
rigour valid sever
rile steam
rime frost
rins wash
riotous troubl
rip split
ripen age
ritual ceremoni
rival equal
rive split
roadstead road
rob surcharg soak
robe dress
robot automat
robotlik automat
rock stone
roil steam
roofi rope
root origin sourc
rootl rout
ropeway tram
rophi rope
rosebush rose
rotund round
roughen crack
rub scratch
rubberis rubber
rubor red
rueful ruth
ruin destroy
ruiner destroy
rumin mull thought
runni liquid
runway rail
ruptur tear
sabbatum saturday sat
sac pocket
saccharid sugar
sachsen saxoni
sack bag pocket
safekeep keep
salari earn
salient strike
sallet salad
salmagundi varieti
saloon bar
salut welcom greet
salvag save
sampler taster
sanat alter
sane reason
sanit hygien
sanitari health
sanitis hygien
satisfi comfort
sauceboat boat
saucili fresh
saul paul
saut fri
savor enjoy
sax saxoni
scad score lot
scaffold stage
scaley scale
scali scale
scant lean
scanti bare lean
scantili bare
scarc hard bare
scarper run
sceptic question
scheme calcul
scholar student
scholarship learn
schoolhous school
schoolroom classroom
schweiz switzerland
scintil sparkl
scold lectur
scope set rang
scorch sing bake
scrap bit chip
scrape scratch
scream cri
scrutini examin
sculptur model
sculpturesqu model
scurvili mean base
seacoast coast
seafar sail
seam line
sear sing
seashor coast
seawal jetti
sec second
secern sever
seclus privaci privat
secreci privaci privat
sectionalis section
secular world
sedat calm
seeabl visibl
seek search
seem becom appear
segment section
seldom rare
selfsam ident
sellabl market merchant
seller market
semin origin
semisynthet synthet
senesc age
sensat star
sensibl reason
sep septemb
sept septemb
septenari seven
septet seven
septic infect
sequel continu
sequent result accompani
seraph sweet
seren peac
serious bad sever
serviceman man
sestet six
settlement villag
severalis sever
severalti separ
sew sewn
sewn sew
sextet six
sextuplet six
shack hut
shadi shade
shadow dark
shadowi shade shadow
shanti hut
shaper maker
shaven shave
shaver child
shekel bread
shew demonstr
shifti shift
shipment cargo
shipway way
shivare bell
shopworn tire
shortcom defect
shot shoot
shout cri
showtim begin
shred slice
shrewd calcul
shtup screw
shun avoid
shut close
sib sibl
sick ill peak
sidelong later
sidesplit kill
sidetrack side
sightless blind
signalis signal
signif mean suggest
signifi form sens
signific import
simoleon bread
simplic simpl
sinist bale
sinless white pure
sis sister
sise six
sisterlik sister
situat place posit
sixer six
sizabl good
sizeabl good wide
skeptic question
skil skill practic
slack loos
slant colour slope
sleaz cheap
sleepless watch
slender thin spare
slew score lot
slick plaster
slim slight
slipway way
slither slip
slop soak
slosh soak
slough shed
slumber sleep
smart bright
smash soak
smasher beauti
smatter hand
smooch neck pet
smooth swim
smorgasbord varieti
smother surround
snap tear
snivel complain
snowfal snow
snuggl neck pet
soak surcharg hook
soakag soak
soapsud sud
soar tower
socialis social
societ social
societi club guild
sod perfect pure
sodbust farmer
solaris solar
sole entir
solitari alon
solut result
solvent result solut
somebodi person
somewhat fair reason
son logo
sonsi stack
sooner prefer earlier
sopor sleep
sordid base
sore pain
soror sister
sorrow ruth sad
soul person
soundless quiet silent
sour acid
sous soak dip
souther southern
sovereign independ
sozzl soak
spars spare
sparsiti spare
spasmod fit
spate lot stack
spawn breed
spec glass
specialis special specialist
specialti special
spectacl glass
spectacular strike
speech languag
speechmak speak
speed rush
speedi quick
speedili quick
sphalerit blend
spile pile
splice wed marri
splinter chip
splitter divid
spokesperson repres
sporad period
sportfish fish
sporti sport
sportsmanlik sport
spotti spot patch
spous partner
spreader broadcast
springtim spring
sprite fairi
spud potato
spumi foam
squad team
squall cri
squander wast
squawker complain
squiffi soak
stabil stabl steadi
stabilis steadi
stain spot
stairway staircas
stalwart sturdi
standardis normal standard
star lead
stare perfect pure
startl jump
statuesqu state
status condit
steadfast firm
steadi calm
steal slip
steami steam
steer channel
steganographi code
stellar lead star
stern sever
stigmat brand
stigmatis brand
stilt pile artifici
sting bite
stint spare
stipul condit
stir touch move
stitch sew sewn
stitcheri sew
stockpil reserv
stomp stamp
storehous storag
storey floor stori
storytel fabric
straightforward singl
strain labour
stratifi bed grade
stress tri
stria band
striation band
strict pure
stride step pace
stringenc tight
stripe band
stripl teenag
strive pain
stubbl straw
stuf dress
stuffi close
stung steam
stunner beauti
sub substitut
subjug subject
submit posit
subscrib reader
subsequ later afterward
subservi instrument
subsid settl
subsist exist
substanti valid confirm
substitut replac
substructur base
subtract deduct
suckl nurs
sudat sweat
sudor sweat
suffer support
suffici enough
sugari sweet
suiss switzerland
suitabl fit suit
sulfur acid
sullen lower
sulphur acid
sum amount
summar summaris
summeris summer
summertim summer
summit height
sunbak bake
sundown sunset
sundri mix
sunglass shade
sunless cloud
sunlight sun
sunnit sunni
sunris dawn
sunshin sun
suntan bronz
sunup dawn
super top
superbl top
superced replac
supercharg charg pressur
supererogatori extra
superflu extra wast
superimpos layer
superintend supervis
superl height
supersed replac
superstar star
supplant replac
suppliant request
supplic request
supplier provid
suppos think
sur tyre
surgic oper
surpass except
surrog replac
survey studi
suspens paus
suspir breath
svelt polish
svizzera switzerland
swag prize
swarm drove
sway swing
swayback dip
sweatsuit sweat
sweep sail
sweeten sugar
swift fast
swing sing
swingi trip
swither sweat
sword steel
syllabus programm
symbol repres
symbolis repres
sympath comfort
sympathis comfort
systemat order system
systematis order system
systematist order system
systemis order system
tablet pad
taciturn silent
tacki loud cheap
tag mark label
tail shadow
taiwanes min
tale stori
talent gift
talker speaker
tall height
tan bronz
tantal invit
taproom bar
tardili slowli
task job undertak
tastili tast
tater potato
tatti loud cheap
taut tight
tawdri loud cheap
tear water
teatim tea
technolog engin
technologist engin
teem pour
teen teenag
tegument skin
telecast televis
telephon phone
telephoni telephon
templet templat
tempo pace
tenaci dog retent
tend care
tenner ten decad
tent camp
tenuiti thin
tercet three
termin end
terminus destin termin
ternari three
ternion three
terpsichor danc
terribl fear
terrif top
territori district
terzetto three
tester examin
tetrad four
teuton german
textil cloth fabric
theater theatr
theme subject topic
therapeut alter
thermic thermal
thespian actor
thorax chest
thorough sound
thoroughgo perfect pure
thou thousand
thought idea think
threadbar tire
threaten lower bale
threesom three
thriftless wast
throne toilet pot
thug hood
thus therefor
thwarter resist
ticker heart
tiddler child
tide news
tier level grade
tierc three
tightfisted mean
tike child
tilt tip lean
timberland forest
timeli season
timeworn tire
timid unsur
tinctur trace
tini minut
tint shade
tintinnabul ring
tiptop height
tireless industri
tiro beginn
tog cloth dress
toil labour
toler accept permiss
tomographi imag
ton score lot
tooshi seat
topic local matter
topnotch top
torah law
tortuous wind
tot toddler
toter carrier
toughi hood
tourer tourist
touristi tourist
townsfolk town
townspeopl town
tradit custom
traffick market
trail track
tramcar tram
tramway tram
tranquil quiet calm
tranquillis calm
transact minut proceed
transcrib translat
transcript copi
transferr transfer transport
transform translat
transienc brief
transit convers transport
transmiss famili contract
transmit famili inherit
transmitt contract
transmut translat
transposit substitut
trap corner
trashi loud cheap
trauma harm injuri
travail labour
travers travel cross
treed corner trap
trefoil medic
trenchant search
trey three
triad three
tribul visit
tribun court
trifl technic
trigger activ
trill roll
trim fix
trine three
triniti three
trio three
triplet three
trite tire
trivial slight technic
troika three
trounc slash
truli right
trumperi folder
truncat shorten
trunk short
truss tie
truster believ
trusting trust
tryout test trial
tub vat
tumultu troubl
tuner radio
turbul troubl
turnkey screw
tush seat
twain pair
twelvemonth year
twilight dusk
twin match
twine wrap
twinkl flash
twisti wind
twofold doubl
twoscor forti
twosom pair coupl
tympan drum
typefac font
typewrit type
typifi repres
tyro beginn
ultim final
umbrag shadow
umpir arbitr
umpirag offici
unadulter perfect pure
unassum retir
unbend firm
uncas strip
unceas continu
uncertain unsur
unclouded clear
unclutt clear
uncompl simpl
uncompromis sturdi
uncondit flat
unconscion steep
uncov discoveri strip
underdevelop develop
underdraw short drawer
underment follow
undersid bottom
understructur base
undersurfac bottom
undertak task
undoer open
undress strip
uneconom wast
unend continu
unexpend remain
unfalt firm
unfamiliar strang
unfasten open
unfit soft
unfold flower
ungrac wooden
ungraci wooden
unhappi sad
unhappili sad
unhesit resolut
unhurried slow
unifi unit coordin
uninterrupt continu
union north organis
unionis organis
uniti whole
unitis unit
universalis univers
unlad unload
unloos free releas
unloosen free releas
unluckili unfortun
unmanag difficult
unmind forget
unmistak plain signal
unnatur artifici
unpermiss restrict
unproblemat simpl
unquestion decid
unremark usual common
unrespons dead
unretent forget
unsaf danger
unshak firm
unsmooth rough
untam wild
untier open
untir industri
unusu strang
unveil entri launch
unwav firm
unwel ill peak
unyield dog
upbraid ear
upbring rear
upkeep mainten
uprais lift
upris origin
uproot destroy
upshot result effect
upsid top
urban polish
urg press recommend
usabl servic oper
usag use custom
useabl servic oper
usuri steep
util use appli
utilis use appli
utilitarian use
utter perfect
uxori wife
vacanc vacuum
vacat holiday
vaccinum vaccin
vacil swing
vacuiti vacuum
vale valley
validatori valid confirm
valuabl worth
valuat rate assess
vanguard van
vanish disappear
vapor blue
vapour blue
vari depart alter
variabl uneven
various sever
varnish stain
vast wide great
veg veget
veggi veget
vehem wild
veil net
venal purchas
vendabl market merchant
vende purchas buyer
vender market
vendibl market merchant
vendor market
veneer face
venom poison
veranda galleri
verandah galleri
verbal speak talk
verbalis speak talk
verbiag word
verdanc green
verdur green
verif confirm
verifi valid voucher
verificatori valid confirm
verit regular
vernal youth
vestibul hall
vestig trace
vestur cloth
veteran vet
veterinarian vet
viabl practic
vicin local neighbourhood
victim use
victimis use
victor winner
victori win
videlicet name
vie compet
vigil watch
vignett sketch
vigor energi
vigour energi
vii seven
vindic clear
vino wine
violenc wild
virid green
viril man
virtual almost near
virtuoso star
vista view
visual pictur
visualis pictur visual
vital anim
vitalis anim
vitriol acid
vocal sing voic
vocalis voic
voidanc empti
volumin wind
voluptu stack
vouch guarante
vox voic
vulgar common popular
vulgaris popular
wad score lot
waftur wave
wage earn
wainscot panel
waiter server
wampum bread
wan pale
wander wind mobil
ware product
warehouseman warehous
warmhearted warm
washabl wash
washi fade weak
washup bath dishwash
waster destroy
watercours stream
waterfal fall
waterproof seal
wayfar journey
weak fail
wealthi money
weaponri arm
wearabl cloth
weari tire
wearili tire
weatherworn weather
web net
webbi net web
weblik net web
weeness minut tini
weeni frankfurt
weep tear cri
weepi tear
weighti heavi
weightless light
whatsoev whatev
wheresoev wherev
whiner complain
whip slash
whisker hair
whiz star
wholli entir
wicked dark
wiener frankfurt
wienerwurst frankfurt
wifelik wife
win fetch
windsock sock
wink flash
winkl flash
winteris winter
wintertim winter
wire pump
wireless radio
wise sound
wither fade
withhold deduct
withstand resist
wiz star
wizard star
wlan wifi
womanis woman
wondrous top
woo court
woodgrain grain
woodland forest
woodlet orchard
woolen wool
woollen wool
wordless silent
workabl practic
workaday everyday
workfellow colleagu
workforc hand men
workout exercis
workweek week
world univers exist
worrisom troubl
worsen wors
worship believ
worshipp believ
worthi suitabl
wrangl row
wrapper wrap neglig
wrench rack
wri dri iron
writer author
wrought shape
wuerzburg wurzburg
xanthous yellow
xii twelv
xiii thirteen
xiv fourteen
xix nineteen
xmas christma
xxx thirti
yacht boat
yangtz chang
yank northern
yanke northern
yearbook year
yearl toddler
yearn long
yellowish yellow
yesteryear past
youngster child
younker youth
yule christma
yuletid christma
zilch noth
zippo noth
`;
