/**
 * A general English/German thesaurus for the vocabulary of small businesses and their customers (ninety-first round, docs/relevance.md):
 * written for this project by helpers from general knowledge, blind to every site and question. The words are in
 * bench/general-thesaurus-words.txt (7417 groups of words naming the same thing); here they are packed by
 * bench/general-thesaurus-pack.ts (general-thesaurus.ts packThesaurus), one text per language: the engine's stems of its words,
 * sorted, on the first line, then one line a group, the positions of the group's stems among them (base 36). Unpacked once per
 * process on first use (thesaurusGroups).
 */
export const GENERAL_THESAURUS: readonly string[] = [
  `2fa 3dprint 3dprinter 4wd 4x4 a aabatteri abdomen abil abitur abroad abstract academicyear accentwal accept access accesscontrol accessibilitystat accessiblepark accessiblerestroom accessibletoilet accessori accessroad accid accidentrepair accolad accommod accordion account accountdetail accountnumb accredit ach acidpeel acn acousticguitar acousticinsul acryl acrylicglass acrylicnail acrylicpaint acrylicsheet actingclass actinglesson actingschool activewear actor actress acupressur acupunctur acupuncturist ad adapt adaptor addict addit address addressbook addresse adhd adhes adhesivetap adjust adjustablespann adjustablewrench administrativedistrict admiss admissionfe admissionpric adolesc adopt adsl adult adultdaycar adulteduc advanc advancebook advancedlevel advancepay advancesal advent adverseeffect advert advertis advic advis advisor advoc aerial aerialinstal aerialphoto aerialphotographi aerialshot aerob aesthetician aestheticsurgeri afford after afterbuildersclean aftercar afterhour afternoon afterschool afterschoolcar afterschoolclub afterwork agegroup agelimit agerang agerestrict agre agreement agricultur agritour ailment air airbag airbrushtan aircon aircondit aircondition airconditioningservic airconrega airconservic airer airport airportshuttl airporttaxi airporttransf airpurifi airsourceheatpump airtowat alarm alarmmonitor alarmsystem album alcohol alcoholfre alehous alert alevel aliceband align allday allenkey allerg allergen allergi allergyfriend alley alleyway allgend allinclus allinon allot allow alloy alloywheel allseasontir allseasontyr allweathertyr allwheeldr almond almondmilk alopecia alpaca alpinepastur alpinist alter alterationshop alterationsservic alterationstailor alternativemedicin aluminium aluminum alumni alumnus alzheim amateur amateurdramat ambul ambulanceman amdram amen amend amount amp amplifi amusementpark anaesthesia anaesthet anaesthetist analges anchor anchovi anesthesia anesthesiologist anesthet anesthetist angl anglegrind angler angora anim animalbehaviourist animalhospit animalphysiotherapi animalprotect animalrescu animalshelt animalwelfar ankl ankleboot annex anniversari announc annual annualclosur annualholiday annualleav annualpass annualservic anorak anorexia answer answeringmachin answerphon ant antenat antenatalclass antenna anthracit antiag antibiot antifreez antigraff antiperspir antiqu antiquarian antiquarianbook antiquarianbookshop antiquedeal antiquesdeal antiqueshop antiquesshop antiquestor antireflectiveglass antivirus antiwrinkleinject anvil anxieti anxious apart aperitif apiari apiarist apnoea apolog apologis apothecari app apparel appet appetis appl applecak applepi appli applianc appliancerepair applic applicationdeadlin applicationdocu applicationpack applicationphoto appoint appointmentbook appointmentcancel appointmentconfirm appointmentremind appointmentschedul apprais apprentic apprenticepay apprenticeship apprenticeshippay apprenticeshipplac approv approx approxim appt apr apricot april aptitudetest aqua aquaaerob aquafit aquapark aquarell aquarium arbitr arbor arborist arbour arcad arch archeri architect architecturalphotographi architrav archsupport area arena arithmet arm armchair armoir armour aromatherapi aroundtheclock arrang arrear arriv art artclass artcours artdeal arteduc artgalleri arthriti articl artificialflow artificiallimb artinstal artisan artisanmarket artist artistpaint artistresid artistsuppli artlesson artmateri artprint artsandcraft artsuppli arttherapi artwork artworkshop arvo asap asbesto asbestosremov ascens ascensionday asd ashwood ask asparagus asperg asphalt assembl assessor assign assist assistancedog assistedliv assort asthma asthmat astigmat ate ateli athleisur athlet athletesfoot athleticclub athleticwear atm attach attachecas attend attendancecertif attende attent attentiondeficit attest attic atticconvers atticinsul attir attorney atv aubergin auction auctionhous audienc audiobook audiodescript audioengin audiogram audioguid audiolog audiologist audit auditor aug august aupair authent author authorread autism autist auto autobiographi autobodi autoelectrician autoga autoglass autograph autoinsur autom automat automaticdoor automaticg automatictransmiss automechan automobil autorepair autoshop autumn avail availabilitycalendar avenu aviari aviat avocado award awardwin awd awn axe ayurved ayurveda babe babi babybottl babycarri babycarriag babychang babycloth babygro babygrow babylight babymassag babymilk babyphoto babyphotographi babysat babyshow babysit babysitt babyswim babywear baccalaur bachelor bachelorett bacheloretteparti bachelorparti back backach backentr backgroundcheck backho backinstock backmassag backord backpack backpain backrub backsid backsplash backstreet backup backupcamera backuppow backyard bacon badbreath badminton bag baggag baggagestorag baggi bagpip bagrepair baguett bailiff bait bake bakedgood bakehous baker bakeri bakeryproduct bakeshop bakingclass bakingcours bakingpan bakingpowd bakingsheet bakingtin bakingtray balanc balayag balconi balconysolar bald ball ballerina ballet ballgown ballofwool balloon balloonrid ballroom ballroomdanc balm balustrad bamboo ban banana band bandag bandaid bandmerch bang banger bangl banist banjo bank bankaccount bankcard bankdetail banker bankholiday bankingdetail banknot banktransf banner banquet banquethal bap baptis baptism baptiz bar barbecu barbecuearea barbequ barber barbershop barcod barcount bargain barista barkchip barkeep barkmulch barmaid barman barmen barn barrett barrierfre barrist barrow bartend baseballcap baseboard basement basementconvers basementwaterproof bash basil basin basket basketmak basketweav bass bassguitar bassinet bassist bassoon bassplay bath bathbomb bathfoam bathingsuit bathrob bathroom bathroomcabinet bathroomfitt bathroominstal bathroomrefit bathroomrenov bathsalt bathtowel bathtub batten batteri batterycharg batteryreplac batterystorag baywindow bbq bbqs bday beach beachwear bead beadwork beam beamer bean beani bear beard beardcar beardgroom beardtrim beat beautician beautyblend beautyparlor beautyparlour beautyproduct beautysalon beautystudio beautytherapist bed bedandbreakfast bedbug bedcloth bedfram bedlinen bedroom bedsheet bedsit bedstead bee beech beef beehiv beekeep beer beercellar beergarden beerhal beertent beet beetroot beforehand began begin beginn beginnerfriend begun behaviorist behaviourist beig bell bellboy bellhop belli bellpepp bellyach bellybutton bellybuttonpierc belong belt beltsand bench benefit bereav bermuda berri berth bespok bespokeord bespoketailor besti bestman bestsel betroth beverag biannual bib bibliographi biboveral bicycl bicyclepark bicyclerent bicyclerepair bicycleshop bidet bifoc big bigandtal bigger bigto bigwheel bijouteri bike bikecarri bikechain bikehir bikelan bikelight bikepark bikepath biker bikerack bikerent bikerepair bikerid bikerjacket bikeshar bikeshop bikestand biketour bikini bikiniwax bilberri bilingu bill billfold billiard billingaddress billoffar bin binbag bincollect binderi binki binlin binman binmen bio biographi biolog birch bird birdcontrol birdfood birdse birdspik birdwatch birth birthcontrol birthdat birthday birthdaycak birthdaygift birthdayparti birthdaypres birthmark birthprepar biscuit bite bitter biweek black blackberri blackcurr blackhead blackic blackmould blackout blacksmith blacktop bladder bladesharpen blancmang blanket blazer bleach bled bleed bleedradi blemish blender blind bling blinker blister block blockag blockcolour blockeddrain blockparti blockpav blog blogger blogpost bloke blood blooddon blooddonor bloodpressur bloodtest bloodwork bloom blossom blous blowdri blowdryer blowout blowup blue bluebadg blueberri bluejean blueprint blush blusher blushpink bnb boar boardgam boardinghous boardingkennel boardingschool boardroom boardshort boat boatbuild boathir boatman boatmen boatrent boatrepair boatrid boatservic boatsho boattour boattrail boattrip boatyard bob bobbl bobblehat bobbypin bodega bodg bodi bodycream bodyguard bodylot bodymilk bodyoil bodypierc bodyshop bodysuit bodywash bodywax bodywork boil boiledwool boiler boilerrepair boilerreplac boilerserv boilerservic boilersuit bolt bomber bonbon bone bonfir bonnet bonus bonuscard bonuspoint boob boobjob book bookbag bookbind bookcas bookclub bookcov bookedout bookedup booking bookingcalendar bookingcod bookingconfirm bookingfe bookingform bookingnumb bookingoffic bookingrefer bookingrequest bookingsystem bookingtool bookkeep booklaunch booklet bookpresent bookread booksel bookshelf bookshelv bookshop booksign bookstor boosterc boosterseat boot booth booti bootlac bootmak bootpolish bootsal booz boozer bordeaux border borehol borrow bosom boss botch botchup botox bottl bottlebank bottledeposit bottledga bottlegreen bottleo bottleopen bottleshop bottom botulinum boudoir boudoirshoot bought bouillon boulder boulderinggym boulevard bouncehous bouncer bouncycastl bouquet boutiqu boutonnier bow bowel bowl bowlingalley bowti box boxcutt boxer boxershort boxingday boxoffic boy boyfriend boyscout bra brace bracelet brafit braid braill brain brais brake brakedisc brakepad brakerepair brakerotor brakeservic bralett branch brand brandfilm brandi brandmark brandnam brandnew bras brasiz brass brassband brassier brassinstru bratwurst brazier brazilianwax bread breadcrumb breadrol break breakdanc breakdown breakdownservic breakdowntruck breaker breakerbox breakerpanel breakfast breakfastbuffet breakfastcer breakfastclub breakin breakinprotect breaktim breast breastaugment breastenlarg breastfe breastfeed breastfeedingadvic breastfeedingroom breastimpl breathabl breathingexercis breathingtechniqu breathwork bred breech breed breeder brekki brew brewer breweri brewhous brewmast brewpub brewski bricabrac brick bricki bricklay brickwork bridalbouquet bridalboutiqu bridalgown bridalhair bridalmakeup bridalsalon bridalshop bridalstor bridalstyl bridalwear bride bridegroom bridesmaid bridesmaiddress bridg bridgeday bridl brief briefcas bright bring briquett bro broadband broadcast broccoli brochur broderi brogu broil broke brokedown broken brokenbon brokenglass brokenscreen brolli bronz bronzecast bronzer brooch brook broom broth brother brought brow browlamin brown brownbread browni browser browshap browstyl browtint bruis brunch brushlett brusselssprout bubbl bubblebath bubblewrap buck bucket buddi budgerigar budget budgi buffet bug buggi bugspray build builder buildermerch buildersmerch buildingblock buildinginspector buildingmateri buildingpermit buildingsit buildingsurvey buildingwast buildingwork built builtin builtinwardrob bulb bulbreplac bulimia bulkdiscount bulkyitem bulkywast bull bum bumper bumpshoot bun bundt bundtcak bungalow bunge bungeejump bunion bunk bunkb bunni bunt burger burglar burglaralarm burglari burglarproof burgundi burial burn burnout bursari burstpip bus buse bush busi businesscard businessday businesshour businesslic businesspark businesspartn businessportrait businessregistr businesssuit busker busstat busstop bust bustour butcher butcheri butchershop butchersshop butler butt butter butterfli buttermilk butti buttock button buttonaccordion buttondown buttonhol buttonup buy buyer buynowpaylat buzzcut buzzi bye byeby bypass cab cabaret cabbag cabbi cabdriv cabin cabinet cabinetmak cabl cablecar cablerop cableti cableway cabriolet cabstand cacti cactus caddi caesarean caesarian cafe cafeaulait cafeteria cage cagoul cake cakeshop caketin calamari calendar calendarweek calf call callback callcent callcentr calledback calligraph calligraphi callin callingcard calloff callous callout calloutcharg calloutfe calltim callus calm calori calv cam cambelt camera cameraman cameramen cameraoper camerawoman cami camisol camp camper campervan campervanhir campfir campground campingsit campsit can canap cancel cancelcontract cancellationcharg cancellationfe cancellationform cancellationpolici cancellationterm cancer candi candl candyfloss cane caninephysiotherapi canning cano canopi canteen canva canvas canvasbag canvasprint cap capabl capac cappuccino capsicum capsul caption car caraf carat caravan caravanpark caraway carbatteri carbon carbonmonoxid carbonmonoxidealarm carbonneutr carboot carbootsal card cardboard cardeal cardetail cardgam cardhold cardi cardigan cardio cardiolog cardiologist cardmachin cardpay cardread cardtermin care career careerbreak careerchang careerprospect careersfair caregiv caregrad carehom careinstruct carelabel carelectr carelevel careneedsassess carer caretak carework carglass cargo cargobik carhir cari caricatur caricaturist carinsur carjack carkey carmechan carniv carousel carp carpaint carpark carpent carpentri carpet carpetclean carpetshampoo carpetslipp carport carradi carregistr carrent carrepair carrestor carri carriag carriagerid carrierbag carrot carryon carryout carseat carseatrepair carserv carservic carshar cart carton cartoon cartoonist cartridg cartun carupholsteri carv carvalet carver carwash cash cashback cashcard cashdesk cashier cashless cashmachin cashmer cashon cashondeliveri cashpay cashpoint cashregist casket casserol cast castiron castrat casualti cat catalog catalogshop catalogu catalogueshop catalyst catalyticconvert cataract cater cateringtrad catflap catfood catlitt catsup catteri cattl cattre cauliflow caulk cave cavern cavi caviti cavitywal cavitywallinsul cctv cctvdrainsurvey cds ceil ceilinglight celebr celeri celeriac celiac celiacdiseas cellar cellarconvers cellnumb cello cellphon cellphoneplan cement cemeteri cent centerpiec centr central centralh centralst centrepiec ceo ceram ceramicist ceramicpaint ceramicscours ceramist cereal cert certif certifi certificateofattend certifiedtransl cerumen cesarean cesspit cesspool chain chainlinkf chainsaw chainsawsharpen chair chairlift chalet chalkpastel chambermaid chamoi champagn chandeli chang changebook changeoflif changetrain changingarea changingfacil changingroom changingt chap chapstick chapter charcoal charcuteri charg chargepoint charger chargingc chargingpoint chargingst charityev charityshop charwoman chat chatbot chauffeur chauffeurservic cheap cheaper cheapest cheapo check checker checkin checkout checkroom checkup cheek cheer cheerio chees cheeseboard cheesecak cheesedairi cheesemak cheesemong cheeseplatt chef chefdecuisin chemicalpeel chemist chemistri chequ chequer cherri cherrywood chest chestfreez chestnut chestofdraw chevr chic chick chicken chickencoop chickpea chiefeditor chiefexecut chignon child childbirth childcar childcarecentr childcarework childfar childfriend childmind childpric children childrensbook childrenscloth childrensfarm childrenshaircut childrensparti childrenspric childrenswear childseat chile chili chill chillax chilli chillout chilloutroom chimney chimneyinspect chimneylin chimneysweep chin chip chipboard chiprepair chiptun chiro chiropodi chiropodist chiropract chiropractor chisel chive choc chocol chocolati choic choir choirdirector choirlead choirmast choos chop chopsaw choral chord choreograph choreographi chorus chose chosen christen christma christmasev christmasfair christmasgift christmasholiday christmasmarket christmasparti christmaspres christmasstollen christmastre chrome chromepl chum churchorgan churchyard ciceron cider cig cigarett ciggi cilantro cinema cinematograph cinnamon cinnamonbun cinnamonrol circuitbreak circularsaw circus cistern citi citybik citycent citycentr cityfarm cityhal citymap citytax citytour citywalk civilceremoni civilwed clad claim clairvoy clamp clarinet clarinetist clarinettist class classic classicalguitar classicalmus classiccar classifi classreunion classroom classschedul classtimet claw clay clayplast clean cleaner cleaningag cleaningcompani cleaningfe cleaningglov cleaningladi cleaningproduct cleaningservic cleans cleanser cleansingwip cleanup clearanc clearancesal clearout clickandcollect client clientel clientreview climateneutr climb climber climbinggym climbinghar climbingwal clinic clip clipper cloakroom clock clockmak clockrepair clog close closebi closedforholiday closet closingd closingday closingdown closingtim closur cloth clothbag clotheshors clotheslin clothesmoth clothespeg clothespin clothesrepair clothesshop clothesstor clothingalter clothingrepair clothingshop clothingstor cloud cloudi cloudstorag clown club clutch clutchrepair cms co2 coach coachstat coachtour coachtrip coal coast coastlin coat coatcheck coathook coatrack coatroom cob cobalt cobbl cobbler cobbleston cockerel cockroach cocktail cocktaildress cocoa cod code coder codetector coeliac coeliacdiseas coffe coffeehous coffeemachin coffeemak coffeeroasteri coffeeshop coffeet coffin cofound cognac coiffeur coiffeus coiffur coin coinlaundri coinpurs cold coldbridg coldcut coldplung colic colicki collag collar colleagu collect collectionpoint collector collectorsitem colleg collis collisionrepair cologn color coloredpencil coloringpencil colorway colour colourconsult colouredpencil colouringpencil colourschem colourway column columnist comb combi combiboil comedi comedian comfi comfort comfortfood comic comment commerci commercialclean commercialregist commiss commonroom communion commut commuterrail commutertrain compactdisc compani companion companycar companyholiday companyparti companyregist companyvideo compar comparison compass compens comper compet competit complain complaint complementarymedicin complexion compliment complimentari compos composit compost comprehensiveschool compressionsock compressionstock compressor compulsori comput computerhardwar computermous computerrepair computersci computershop computerstor conceal concentr concert concess concierg concret concreteslab concretework condens condensingboil condit condition condo condol condom conductor confection confectioneri confer conferenceinterpret conferenceroom confidenti confirm congest congrat congratul congress conjur conjuror connect consent conserv conservatoir conservatori consign consol consomm constip construct constructionmateri constructionsit constructionwast constructionwork consult consultinghour consum consumerelectron consumerprotect consumerunit contact contactdata contactdetail contactform contactinfo contactinform contactlen contactlens contactless contactlist contactperson contemporari contemporaryd contentcr contentmanag contest continuingeduc contour contrabass contracept contraceptivepil contract contractor contractterm contractwork contus convalesc conveniencestor convent convers conversationclass conversationpractic convert cook cookbook cooker cookerhood cookeri cookerrepair cookerybook cookeryclass cookerycours cooki cookingclass cookingcours cookinglesson cookingoil cookout cooktop cool coolant coolingoff coolingoffperiod coop cooper coordin copay copi copier copper copybook copyedit copyeditor copymachin copyright copyrightinfring copyshop copywrit cord cordial cordlessdril cordlessphon cordlessscrewdriv corduroy coriand cork corkscrew corn corner cornershop cornersofa cornrow corporateev corporateheadshot corporatevideo corpuschristi correspond correspondencecours corros corsag cosi cosmet cosmetician cosmeticprocedur cosmeticsurgeri cossi cost costeffect costestim costum costumehir costumejewelleri costumejewelri costumerent cot cottagechees cotton cottoncandi cottonthread couch cough coughmixtur coughsyrup counsel counsellor counselor counter counterfeit countertop counti countri countryoforigin countrysid coupl couplescounsel couplesmassag couplestherapi coupon courgett courier courierservic cours coursebook coursefe coursework court courteous courtsho courtyard couturi cover coverag coveral coveringlett coverlett coverup cow cowork cozi cpd cpu crab crack crackedscreen cradl craft craftbeer craftfair craftknif craftmarket craftsfair craftsforkid craftshop craftsman craftsmen craftsperson craftstor craftsuppli craftswoman craftwork cramp crash crashrepair crayon crazygolf creak creaki cream creamcak creamchees creameri creativewrit creatur crech credenti credenza credit creditcard creditnot creek cremat crematoria crematorium crepe crew crewcut crib crick criminalrecordcheck crimson crisislin crisp crispbread crispi critic critiqu crochet croissant crook crooner crossbre crosscountri crosscountryski crossroad crowbar crowd crown crueltyfre cruis cruisecontrol crumbl crunchi crushedvelvet crutch csection cucumb cuddlytoy cufflink cuisin cumin cup cupboard cupcak cuppa cuppingtherapi cupsiz cur curb curbsid curd curdchees cure curl curler curlingiron curlingtong curlingwand currant currenc curri curricula curriculum curriculumvita curtain curtainpol curtainrail curtainrod curtaintrack curvi cushion custard custom customeraccount customercar customerid customernumb customerreview customerservic customersupport customertoilet customis custommad customord customsduti customwork cut cutback cutflow cuticl cutler cutleri cutlet cutoff cutthroat cvphoto cvs cya cyan cybersecur cycl cyclehir cyclepath cyclerepair cycleshop cycleway cyclingtour cyclist cyder cylind cylinderlock dad daddi daili dailyspeci dairi dairyfre dairyproduct daisi dale damag damagedeposit damp damper dampproof dampproofcours danc danceacademi danceclass dancecours dancefit dancefloor danceinstructor dancelesson dancer danceschool dancesport dancestudio danceteach dancinglesson dandruff danish danishpastri darn dart dashboard dashboardlight dashcam data dataallow databas datamigr dataplan dataprocess dataprotect dataprotectionoffic datarecoveri datarescu datatransf date dateofbirth daughter day daycamp daycar daycarecentr daycas daycentr daycream daylightsavingtim daynurseri dayoff daypack daypass daysoff dayspa dayticket daytrip dbscheck deadbolt deadlin deaf deal dealer dealership deathnotic debitcard debri debt dec decaf decaffein decal decay decemb decid decis deck deckchair decksho declutt deco decor deduct deed deejay deepclean deepcondit deepfreez deepfri deepfrozen deeptissu deer defect defibril defrost degre degust dehumidifi delay deleg delet deli delicaci delicatessen delici delimeat deliv deliveri deliveryaddress deliveryarea deliverycharg deliveryconfirm deliveryd deliverydriv deliveryentr deliveryfe deliveryman deliverynot deliveryperiod deliveryperson deliveryproblem deliveryservic deliverytim deliveryzon delux dementia demolish demolit denim dent dental dentalfloss dentalimpl dentalpractic dentalsurgeon dentalsurgeri dentist dentistri dentremov dentur deo deodor depart departmentstor departur depend depil deposit depress deputi derailleur deregist dermabras dermalfil dermarol dermat dermatolog dermatologist descal design desk deskclerk desktop desktopbackground desktopcomput dessert detachedhous detail detect deterg detour develop devic devicedriv deworm diabet diagnos diagnosi diagnost diamond diaper diarrhea diarrhoea dice dickiebow dictionari diesel diet dietician dietitian dig digestif digger digit digitalcamera digitalis digitaltransform digitis dill dimens dimmer dimmerswitch dine dinghi diningt dinner dinnerjacket dinnersuit dip diploma direct directdebit directdi directlin directmessag directori dirndl dirndldress dirt dirtcheap dirti disabilitycard disabilityid disabl disabledaccess disabledpark disabledpass disabledtoilet disassembl discjockey disclaim disco discolor discolour discount discountcod discprolaps discreet discret diseas dish dishoftheday dishsoap dishwash dishwashertablet dishwashingliquid disinfect diskspac dismantl dismiss dispatch dispatchtim dispensari display displayroom displaywindow dispos disput distanc distancelearn distant distil distilleri district districth ditch dive diver divers divorc diy diyer diystor dizzi djing djs dms dob doc dockingst doctor doctorsnot document documentari dodgi dog dogb dogfood dogfriend doggi doggo doggroom doggybag doghotel doghous doglead doglic dogpoobag dogpound dogsallow dogsalon dogschool dogswelcom dogtax dogtrain dogtreat dogwalk doityourself dojo doll dollar dolli domain domainnam domiciliari donat doner donkey donut door doorbel doorentri doorfram doorhandl doorknob doorman doormat doormen doorrepair doorstep doorstop doorstopp dormer dosag dose dosh dot doubl doubleb doublebass doubleglaz doubleroom dough doughnut doula dowel downjacket downlight download downpay downpip downspout downstair downtown dpc dpo draft draftbeer drafti draftsman draftsmen draglift drain drainag draincamera drainclean drainclear draininspect drainpip drainsmel drama dramaclass dramagroup dramaschool drank drape draperi draught draughtbeer draughti draughtproof draughtsman draughtsmen draw drawer drawingclass drawingcours drawinglesson drawingpad drawn dread dreadlock dress dressag dresscod dresser dressinggown dressingroom dressmak dressmakingpin dressshirt dresssho drew driedflow drier drill drillbit drilldriv drink drinkingbottl drinkingchocol drinkingfountain drinkingstraw drinkingwat drip drive driven driver driverslicens driversoftwar driveway drivinginstructor drivinglesson drivinglic drivinglicens drivingschool drivingtest drizzl drone dronefootag dronephotographi drop dropbi dropceil dropin dropoff dropoffpoint drove drug druggist drugstor drum drumkit drumlesson drummer drumminglesson drumset drumteach drunk dryclean dryer dryfood dryingrack drylin drystonewal drywal dsl dslr dub duck ducttap dude due duedat dug dulcim dummi dump dumpl dumpster dumpsterrent dung dungare dunninglett duplex duplicateinvoic duplicatekey durabl durat dust dustbin duster dustjacket dustman dustmask dustmen dustpan dustpanandbrush duti dutyfre dutypharmaci duvet duvetcov dy dye dyscalcul dyscalculia dyslex dyslexia ear earach earbud eardefend earli earlier earliest earlobepierc earlybird earlycar earlyshift earlyyearspractition earn earphon earpiec earpierc earplug earring earspierc earstud earth earthenwar earthwork earwax easel east easter easterholiday eastermonday eastern easychair easyread eat eaten eateri eatingdisord eaudetoilett eav eavestrough ebik ebikebatteri ebook eco ecofriend ecommerc econom ecru eczema edema edit editor editorinchief educ educationvouch eel effici egg eggplant eggshel eguitar eicr eiderdown elast elastan elbow elder eldercar elderlycar elearn electr electricalc electricalengin electricalinspect electricalinstal electricalpanel electricbik electriccar electricg electricguitar electricheat electrician electricitybil electricitymet electricitysuppli electricityusag electrickettl electricscoot electricshock electricvehicl electron electronicsrepair electronicwast elementaryschool elev elevens email emailaddress embroid embroider embroideri emce emerg emergencycallout emergencyexit emergencypow emergencyservic emeryboard emiss emissionstest employ employe employmentag employmentcontract empti emt emuls emulsionpaint enamel enclosur encrypt end endodont endoflifecar endoftenancyclean endur energi energyadvisor energyassessor energyaudit energybil energycertif energyconsult energyconsumpt energycost energyeffici energyperformancecertif energysav energysuppli enewslett engag engagementr engin engineeredston engineoil enginerebuild enginerepair enginetun english englishclass englishcours englishlesson englishspeak engrav enjoy enlarg enquir enquiri enquiryform enrol ent enterpris entertain entranc entrancedoor entranceexam entrancefe entrancehal entrancetest entre entrepreneur entri entryfe entrylevel entryphon entryrequir envelop environ environmentallyfriend ep epc epicur epil epoxi epoxyfloor epoxyresin equestrian equestriancentr equip equipmenthir equipmentrent erasur ergotherapi error errormessag escal escalop escaperoom escoot escort eshop esim espali espresso espressomachin essentialoil estateag estatecar esthetician estim etch ethernet euro eurocylind euthan euthanis ev evcharg even eveningclass eveningdress eveninggown eveningshift eveningwear event eventmanag eventphotograph eventphotographi eventplann eventspac eventvenu everyday evid ewast ewi exam examin examprep examprepar excav excess exchang exchanger excl exclud exclus excurs executivechef exercis exercisebook exercisesheet exfoli exhaust exhaustemissionstest exhaustfan exhaustsystem exhibit exhibitor exit expandedpolystyren expect expectedsalari expedit expens experi experienc expert expir expiri explain explan expo exporttariff express expressdeliveri expressship expressway extend extendeds extendedwarranti extens extensionc extensioncord extensionlead exteriorinsul exteriorpaint extermin externalwallinsul extinguish extrab extracharg extract extractor extractorfan extractorhood extralesson eye eyebrow eyebrowshap eyebrowthread eyebrowtint eyedoctor eyedrop eyeexam eyeglass eyelash eyelashextens eyelashtint eyelid eyelin eyepencil eyeshadow eyesight eyesighttest eyespecialist eyetest eyewear fabl fabric fabriccondition fabricshop fabricsoften fabricstor facad facadeclean face facecream facelift facemask facepack facepaint facepowd facetofac facetreat facewash facial facialhair facialmask facialton facil facilit facilitymanag factoryreset faienc fail fair fairlypr fairlytrad fairtrad fairycak fairytal fake fakeflow fakefur fakenail faketan fall fallenarch fallenleav falseceil falsenail falseteeth fam famili familybusi familycounsel familydoctor familyfirm familyfriend familyown familypass familyphoto familyphotographi familyportrait familyroom familyrun familyshoot familytherapi familyticket famous fan fanci fancydress fancydresshir fancydressshop fanheat fanmerchandis faq far faraway fare farewellparti farm farmanim farmer farmersmarket farmshop farmstay farmstead farmstor farrier farsight fascia fascial fashion fashionboutiqu fashiondesign fashionjewelleri fashionjewelri fashionstor fast faster fastest fastfood father fatigu faucet fault faultcod faulti fauna fauxfur fauxleath fav fave favorit favourit fax feast featurewal feb februari fed federalst fee feed feedback feedin feedingbottl feedintariff feeschedul feet fell fellowship felt fenc fencebuild fenceinstal fencepanel fencepost fencer fender ferri ferriswheel ferryman ferrymen fertil fertilis festiv fete fever feverish fianc fiance fiber fiberboard fiberglass fiberopt fibr fibreboard fibreglass fibreopt fiction fiddl fiddler field fieldtrip fig figuredraw filbert file filet fill filler fillet fillingst fillup film filmdirector filmedit filmfestiv filmmak filmproduct filmshoot filthi finalclean finalist financ find fineart fineartprint finechina fineprint finger fingerfood fingernail finish fir fire firedoor fireexit fireextinguish firepit fireplac fireproof fireprotect firer fireresist firesafeti firewal firewood firewooddeliveri firework firm firstaid firstaidbox firstaidcours firstaidkit firstappoint firstcommunion firstconsult firstdanc firstlanguag firstnight fish fisher fisherman fishermen fishfing fishinglic fishinglicens fishingpermit fishingpol fishingrod fishmong fishshop fishstick fishtank fit fitnesscent fitnesscentr fitnessstudio fitnot fittedcarpet fittedkitchen fittedsheet fittedwardrob fittingroom fix fixedpric fixedterm fixtur fizz fizzydrink fizzywat flagston flake flakyscalp flameretard flan flannel flapjack flash flashdriv flashlight flashsheet flask flat flatbread flatfe flatfeet flatfoot flatiron flatmat flatpack flatpackassembl flatpackfurnitur flatrat flatroof flatshar flattir flattyr flatwar flautist flavor flavour flax flea fleamarket fleec fleecelin flexibl flexiblehour flexiblework flexitim flextim fli flick flier flight flipflop floor floorboard floorer floorfitt floorlamp floorlay floorplan floorsand floortil floral florist floss flour flower flowerarrang flowerb flowerbulb floweri flowerpot flowerprint flowershop flu flue flueinspect fluelin fluepip flume flunk flush flushtank flute flutist flyer flyscreen foal foam foamcushion foamrubb focus fodder fog foil folder foldingrul foliag folk folkcostum folkmus follow followup food foodi foodprocessor foodstuff foodwast foot footag footbal footballfield footballpitch footcar footdoctor footfungus footi footmassag footmeasur footpath footreflexolog footwear forag forbeginn forbidden forecast forehead foreignlanguag foreman foremen forest forestgreen forestrang forewoman forg fork forklift forklifttruck form formaldress formalsho formalwear formula formwork fortnight fortunetel foundat founder fountain fourbyfour fourwheeldr fowl fox foyer fractur fragil fragranc fragranceshop frame framer framingshop franc frankfurt fraud freckl free freedeliveri freelanc freeofcharg freephon freepostag freerang freeship freetim freetrial freeway freewifi freez freezer freight freightforward frenchbean frenchdoor frenchdrain frenchfri frenchhorn frenchmanicur frenchnail frenchstick frenchterri frenchwindow fresco fresh fri friday fridg fridgefreez fridgerepair friedegg friend fring fringebenefit frock frog frontag frontdesk frontdoor frontentr frontgarden frontroom frontyard frost frostedglass froze frozen frozenfood frozenpip fruit fruitbrandi fruitflan fruittart fruittre fryingpan frypan ftth fuchsia fuel fuelconsumpt fueltank fullboard fullday fullfibr fulltim fullybook function functionroom fund fundrais funer funeraldirector funeralflow funeralhom funeralparlor funeralparlour funeralrecept funeralwreath funfair fungalnail funpark fur furnac furnacerepair furnish furnitur furnitureassembl furniturerestor furrier furthereduc furthertrain fuse fusebox futon gabl gaffer gaffertap gaitanalysi gala gale galleri gallerist galvan galvanis game gameconsol gamekeep gamemeat gamesconsol gangsocket garag garagedoor garagedooropen garagesal garbag garbagebag garbagecan garbagecollect garbageman garbanzo garden gardencar gardencent gardencentr gardendesign gardenfurnitur gardenhos gardeningservic gardenlight gardenmainten gardenpond gardensh gardenwal garland garlic garment garret gas gasbottl gascylind gasengin gasfir gasfitt gash gasheat gasket gasleak gasman gasmet gasolin gassaf gassafetycertif gassafetycheck gassmel gasstat gastank gastronom gate gateau gateautom gateaux gatemotor gateopen gavebirth gazebo gcse gcses gdpr gear gearbox gearboxrepair gearshift gearstick gees gel gelateria gelato gelnail gelpolish gem gemston genderneutr genealogist generalcontractor generat generatorhir generic gent gentleman gentlemen gentscut genuin geocach geographi geotherm geothermalenergi geothermalheatpump geranium german germanclass germancours germanlesson germanspeak getaway gfci gfi gherkin ghostwrit giblet gicle giddi gift giftbasket giftbox giftcard giftcertif giftguid giftidea giftlist giftmessag giftregistri giftset giftshop giftvouch giftwrap giftwrappingservic gig gild gilder gilet gilt ginger gingerbread gingham gingiv girder girl girlfriend girlguid giroslip giveawaypric givebirth giveblood glamp glass glassart glassartist glassblow glassbreakag glasscut glassdoor glasshous glasspap glassrecycl glassshelf glassshelv glasssplashback glasswool glaucoma glaze glazier glazieri glazingputti glen glitch gloss glossi glosspaint glove glovebox glovecompart glu glue gluegun glutenfre goal goat goatchees goatschees godfath godmoth godpar goggl gokart gold golden goldenyellow goldplat goldsmith golfclub golfcours gondola good goodby gooddeal goodfriday goodsentr goos gooseberri gouach gourmet gown gps gpscoordin gpu grade gradeschool graduat graffiti graffitiremov graffito grammarschool gramp gran grand grandad grandchild grandchildren granddad grandfath grandkid grandma grandmom grandmoth grandopen grandpa grandpar grandpiano granit granni granola grant grape graphicdesign graphicnovel graphicscard grass grati gratuiti grave gravedigg gravel graveston graveyard gravi gray graycoverag grayhair graze green greenbean greenenergi greengroc greenhous greenkeep greenmarket greenonion greenwast greetingcard greetingscard grey greycoverag greyhair grid grief griefcounsel grievanc grill grind grinder grit grocer groceri groceryshop grocerystor groom groomer groomingsalon groov gross ground groundbeef groundfault groundfloor groundlevel groundmeat groundnut groundskeep groundsman groundsmen groundsourceheatpump groundwork groupbook groupclass groupcours grouplesson groupreserv groupsiz grout grownup grub grubbi guarante guaranteeperiod guest guestbook guesthous guestlist guestspeak guid guidebook guidedog guidedtour guidelin guineapig guipur guitar guitarist guitarlesson guitarplay guitarrepair guitarstr guitarteach guitartuit gum gumboot gumdiseas gunclub gunsmith gut gutter gutterclean guy gym gymnasium gymnast gymsho gymwear gyna gynaecolog gynaecologist gynecolog gynecologist gyno gypsumboard haberdash haberdasheri hack hacker hacksaw hail hair hairband hairbrush hairclip hairclipp haircolor haircolour haircut hairdo hairdress hairdressingsalon hairdryer hairextens hairgel hairgrip hairless hairloss hairmask hairmouss hairpiec hairpin hairremov hairsalon hairspray hairstraighten hairstyl hairstylist hairti hairtranspl hairtreat hairwash halal halfboard halfday halfhour halfterm halftimb halfyear halitosi hall halluxvalgus hallway ham hamburg hamlet hammam hammer hammerdril hammereddulcim hammock hamper hamster hand handbag handbasin handbil handcraft handcream handdi handicap handicraft handin handkerchief handknit handlett handluggag handmad handout handov handplan handprun handpuppet handrail handsanit handsanitis handsaw handsign handsonsess handwash handwrit handyman handymen handywoman hang hangglid hangingsystem hangov hanki har harbor harbour hardback hardbound hardcov harddisk harddriv hardhat hardofhear hardskin hardwar hardwareshop hardwarestor hardwear hardwood hardwoodfloor harmonica harp harpist harvest harvestfestiv hat hatchet hatmak hatshop hatter haulag haulagecompani hauler haulier hawker hay hayfev hazardouswast hazelnut hdd hdmi hdmicabl head headach headband headboard headchef headhunt headlamp headlamptorch headlic headlight headlightadjust headlightalign headmast headmistress headoffic headphon headquart headset headshot headston headteach headtorch headwait heal healthandsafeti healthcard healthclub healthcov healthfoodshop healthi healthinsur healthresort healthspa hear hearingaid hearingcheck hearingimpair hearingloop hearingloss hearingprotect hearingspecialist hearingtest heart heartattack hearth heat heatedtowelrail heatingcost heatingengin heatinginstal heatingoil heatingoildeliveri heatingrepair heatingservic heatingsystem heatpump heatrecoveri heatwav heav heavi hedg hedgecut hedgecutt hedgehog hedgerow hedgetrim hedgetrimm heel heelbar heelrepair heelspur hefeweizen heir heiress hello helmet help helpdesk helper helplin hem hemlin hen hendo henhous hennight henparti herb herbal herbalinfus herbalist herbalremedi herbaltea herniateddisc herring hexkey hey hgv hgvrepair highachiev highchair highend highheel highlight highqual highschool highschooldiploma highseason highstreet highway hike hiker hikingboot hikingpol hikingsho hikingtrail hill hing hint hip hiphop hire hirecar hirepurchas histori historiccentr hitch hive hiya hob hobbi hoe hog hogmanay hol holiday holidayapart holidaycamp holidayclosur holidayclub holidaycottag holidayentitl holidayflat holidayhom holidayhous holidayjob holidaylet holidaymak holidayresort holist home homeautom homebatteri homecar homecharg homecook homedeliveri homeimprovementstor homeinspector homemad homeoffic homeopath homeopathi homepag homeroom homeschool homestyl hometutor homevisit homework homeworkclub homeworkhelp homi homoeopath homoeopathi honest honey honeymoon honoraria honorarium hood hoodedsweatshirt hoodedtop hoodi hoof hoofcar hook hoop hoopear hoov hoover hormon horn hornet horologist hors horsdoeuvr horsebackrid horseboard horsebox horsecarriag horseman horseradish horserid horsesho horsetrail horsewoman hose hosepip hospic hospit host hostel hostess hot hotairballoon hotcak hotchocol hotdog hotel hoteli hotelown hotgluegun hothous hotlin hotpant hotpink hotpot hotspot hotston hottub hotwat hotwatercylind hotwatertank hour hourlyr hous houseboat housecal houseclear householdwastesit housekeep housem housemov housenumb housepaint housepl houserul houseshar housesho housewarm howdi hrs hubbi hubcap hue humanresourc humidifi hundredsandthousand hung hunger hungri hunt hunter huntsman huntsmen hurri hurt husband husbandri hut hutch hvactechnician hyaluron hybrid hybridbik hydroelectr hydropow hygien hygieneregul hygienist hyperact hyperlink hyperopia hypertens hypnosi hypnotherapi hypnotherapist hypoallergen ice icebath icebox icecream icecreamparlor icecreamparlour icecub icerink icesk ict idcard identif identitycard idphoto ill illeg illumin illusionist illustr imag imagecredit imitationleath immedi immersionheat immobil immobilis immun immunis impactdriv impair implant importduti imprint improv inadv inbox incent incharg incl includ inclus incom incontin independentschool indiaink indianink indic indieauthor individuallesson indoor indoorarena indoorcycl indoorpl indoorplayground indoorpool induct inductioncooktop inductionhob inductionloop industrialest industrialpark inexpens infant infantformula infantmassag infantschool infarct infect infertil infest infirmari inflam inflamm influenc influenza info inform informationtechnolog infraredcabin infraredsauna ingredi ingrow ingrown ingrowntoenail inherit initialconsult inject injur injuri ink inkcartridg inlinesk inn innertub innkeep inocul inox inpati inperson inquir inquiri inquiryform inseam insect insectrepel insectscreen insid insideleg insol insomnia inspect inspectionchamb instal installationservic instant instantwaterheat instep instock instorepickup instruct instructor instrument instrumenthir instrumentmak instrumentrent instrumentrepair instrumentshop instrumentstr insul insur insurancecard insuranceclaim insurancepremium inter intercom interiordecor interiordesign intermedi intermiss intern internalmedicin internationalship internet internetaccess internetconnect internetdown internetprovid internist internship interpret intersect interv interview intestin intimatewax intoler intox introductoryoff introductorypric intrud intruderalarm inventori invert investig invit invitationcard invoic invoiceaddress invoicecopi invoicenumb ipl iron ironingservic ironmong ironmongeri irrig isl island isol isp issu itch itchi itconsult item itsecur itservic itsupport ivf ivori jab jacket jacuzzi jam jammi jan jandal janitor janitori januari jar jaw jazzdanc jean jeg jelli jello jersey jerseyfabr jetblack jetski jetwash jewel jewelleri jewellerydesign jewellerymak jewelleryrepair jewelleryshop jewelri jewelrydesign jewelrymak jewelryrepair jewelrystor jigsaw jigsawpuzzl jimmi job jobad jobadvert jobadvertis jobappl jobcentr jobdescript jobfair jobhunt jobinterview jobless joblist joboff jobopen jobpost jobrefer jobsearch jobseek jobshar jobsit jobtitl jockey jodhpur jog jogger joggingbottom joggingsuit john join joiner joineri joint joist jotter journalist journey journeyman journeymancertif journeymen journeyplann jubile jug juggl juggler juic juici jul juli jumblesal jumper jumperc jumplead jumpstart jun junction junctionbox june juniorschool junk junkmail junkshop junkyard jurisdict justin jutebag kaput karaok karat kart kartingtrack karttrack kayak kcal kebab keepsak kennel keratin kerb kerosen ketchup kettl key keyboard keyboardist keyboardplay keybox keycard keycopi keycut keydupl keyfob keyhold keynot keynotespeak keysaf khaki kibbl kick kickscoot kid kiddi kiddo kidfriend kidney kidsbook kidscamp kidscloth kidsclub kidscorn kidsfriend kidshaircut kidsparti kidswear kiln kilowatt kilowatthour kindergarten kindergartenteach kindl kinesiologytap kinesiotap kiosk kip kirbygrip kit kitchen kitchenassist kitchencabinet kitchenett kitchenfitt kitchengarden kitchenhand kitchenisland kitchenport kitchensink kitchenunit kite kiteboard kitesurf kitten kittenheel kitti knacker knapsack knead knee kneesup knicker knickknack knife knifegrind knifesharpen knit knittedhat knitter knittingshop knittingwool knive knot kosher ktape kwh label labor labour labourshortag lace lacer laceup lacework laci lacquer lactationconsult lactosefre lad ladder ladi ladiescut ladiesfashion ladiesroom ladieswear lag lager laid lake lakeshor lakeview lamaz lamb lambswool lamin laminatedglass laminatefloor laminatepap lamp lampshad lan lancabl land landdrainag landfil landingpag landladi landlin landlord landscap landscapegarden landscapepaint lane languag languageclass languagecours languagelesson languageschool languageskil laptop laptopbag laptoprepair larch larder larg largeprint larger lasereyesurgeri laserhairremov laserlevel laserremov lasertag lasertattooremov lash lashextens lashlift lashperm lashtint lasik lass lassi lastminut lastminuted lastminuteoff late latefe latenightpharmaci lateopen latepay later lateshift latestnew lath latt launch launder launderett laundrett laundri laundromat laundrydeterg laundryroom laundryservic laureat lavatori lavend law lawn lawnmow lawnmowerrepair lawsuit lawyer lay layer layercak layman laymen layperson lead leadedglass leadtim leafblow leaflet leak leakag leaki leakingroof leakyroof learn learner learnerdriv learningcoach learningdifficulti learningdis learningsupport learningtherapi learnt learntoswim leas leash leather leathercraft leatherett leathergood leatherjacket leatherrepair leathershort leatherwar leatherwear leatherwork leav leaveentitl leavingdo lectur led ledbulb lederhosen leek leftluggag leftov leg legal legaladvic legalform legalnotic legend legionella legisl leglength leisur leisurecentr leisuretim lemon lemonad len lend length lengthen lens lent lentil lesson letout letter letterbox letterboxslot letterhead letterpap lettingout lettuc level levelaccess liabil liabilityinsur liabl librari librarian lice licenc licencefe licencekey licencepl licens licensekey licensepl lido lifecoach lifedraw lifeguard lift liftpass liftticket ligament light lightblu lightbulb lighten lightfit lightfixtur lighthead lightn lightshad lightswitch lightweight like likenew lili lime limescal limescaleremov limeston limetre limewash limit limitededit limo limousin linctus linden line linen lineup lingeri link lino linocut linoleum linoprint lintel lip lipbalm lipfil lipgloss lipo liposuct lippi lipsalv lipstick liqueur liquiddamag liquor liquorstor listofwork lite literaci literaryfict lithograph lithographi litterbox littertray littl littleon live liveband livechat livemus liver liveri liveryyard livestock livingroom loadbearingwal loaf loafer loamplast loan loav lobbi lobster loc local localanaesthet localanesthet localis locallymad locallysourc locat lock lockbox lockchang lockcylind lockedout locker lockerroom lockout lockreplac locksmith lockup loden lodg loft loftconvers loftinsul log logburn logcabin logdeliveri logger login logo logon logoped logotyp logout lolli long longer longhair longlast longsight longterm longweekend loo lookbook lookout loom loos loosebox loosefit lorri lorryrepair lose loseweight lost lostandfound lostparcel lostproperti lotion lotteri loud louder loudspeak loung lounger loungesuit lous lowcarb lowcost lowerback lowestpriceguarante lowfat lowlight lowpric lowseason loyaltycard loyaltypoint loyaltyschem lpg lps luggag luggagestorag lumbago lumbar lumber lumberjack lumberyard luminair lumpsum lunch lunchbox lunchbreak luncheon lunchhour lunchmeat lunchroom lunchtim lung luthier luxuri luxuryvinyl lvt lycra lymphaticdrainag lymphaticmassag lymphdrainag lyric mac macadam machinewash mackintosh madetomeasur madetoord maestro mag magazin magenta magician maid maidofhonor maidofhonour mail mailbox mailcarri mailingaddress mailinglist mailman mailmen mailord mailslot main mainboard maincours mainentr mainoffic mainstat mainstreet mainswat mainten maitr maiz majolica makeov makersmarket makeup makeupartist makeupbrush makeupremov makeupspong mall mallet malwar mama man manag managedservic managingdirector managingeditor manandvan mandatori mandolin mane mango manhol mani manicur manicurepedicur manicurist manipedi manmad manualtherapi manualtransmiss manufactur manur manuscript manwithavan map mapl marathon marbl marblecak march mardigra mare marg margarin marginalemploy marin marina marinad marionett mark markdown markeddown market marketplac marketsquar marketstal marmalad maroon marqu marque marqueehir marri marriageceremoni marriagecounsel marten martialart marzipan mascara mash mashedpotato mask maskingtap mason masonri masonryheat masonrypaint massag massageoil massagetherapist masseur masseus mast master mastercertif masterclass mastercraftsman mastercraftsmancertif mastercraftsmen masterofceremoni mastic match matchmak mate maternitycloth maternityfashion maternityleav maternityphoto maternityshoot maternitywear math mathemat matricul mattress mauv mayo mayonnais maypol mcb mdf meadow meal measur measuringtap meat meataltern meatbal meatfre meatless meatsubstitut mechan med medal media mediacoverag mediakit mediareleas mediat medic medica medicalcertif medicalexamin medicalinsur medicalsuppli medicalsupplystor medicin medicinecabinet medit medium meet meetingplac meetingpoint meetingroom melodi melon member membership membershipfe memento memoir memori memorialservic memorycard memorystick men mend menopaus menscloth mensfashion menshaircut mensroom menstrual menstruat menswear mentor menu menus merch merchandis merchant meringu merino merinowool merrygoround mesh mess messag messagingapp messeng messengerbag met metal metalfabr metalsheet metalwork meterread metertaxi metro mfa mic mice micellarwat microblad microchip microdermabras microfib microfibercloth microfibr microfibrecloth microneedl microphon microwav midday middleschool midg midnight midsiz midweek midwif midwiferi midwiv migrain mike mildew mileag milk milkshak mill miller millin millineri min minc mincedmeat mind mineralspirit mineralwool minibar minibreak minibus minicab minigolf minijob minimumag minimumord minimumterm minimumwag miniskirt mint minut minuteswalk mirror mirrorcabinet mirrorcut mirrorless miscarriag missingparcel missus mist mistak miter mitersaw mitr mitresaw mitt mitten mix mixdown mixedmedia mixertap mixingandmast mixingengin mixologist mobil mobileapp mobilecontract mobiledata mobilenumb mobilepay mobilephon mobilerepair mobilis mobilityaid mobilityimpair moccasin mocktail modelmak modem modern modernd modernis modif modifi moggi mohair moistur moisturis mold moldremov mole mom mommi mon monday money moneyback moneybackguarante mongrel monitor monkeywrench monochrom monogram montessori month monthlypass moolah moonlight moor mop mope morn morningcoat morningshift morningsuit mortar mortgag mortician mosaic mosesbasket mosquito mosquitorepel moss mossremov mot motel moth mother motherandbabi motherboard mothertongu motionsensor motivationlett motor motorbik motorbikerepair motorboat motorcar motorcycl motorcycledeal motorcyclehelmet motorcyclerepair motorhom motorhomehir motorinsur motoroil motorway motorwayexit mottest mould mouldremov mount mountain mountainbik mountainhut mountaintop mountboard mourn mous mousetrap mouss moustach mouth mouthorgan mouthrins mouthwash move movein moveout moveoutclean mover movi movietheat movietheatr movingbox movingcompani movingtruck movingvan mow mower mowerrepair mown mozzi mpg mri mriscan mtb mua muck muckingout muckout mudguard mudguardbik muesli muffin muffler mug mulch mulledwin multicolor multicolour multifunctionprint multilingu multimet multipass multiplex multiplug multistorey mum mummi municip mural muscl muscular museum museumglass mushroom music musicalinstru musicclass musiceduc musician musiclesson musicproduc musicschool musicsheet musicshop musicstor musicteach musictherapi musictuit musictutor muso mussel mustach mustard mutt mutton muzzl mvhr myofasci myopia myopic nail nailart nailartist nailbar nailcar naildesign nailfil nailfungus naillacqu nailpolish nailsalon nailstudio nailtech nailtechnician nailvarnish namebrand namepl nan nana nanni nap nape napkin nappi narrat narrowfit nationalcostum nationalholiday nationalpark nativelanguag nativespeak natter natur naturalga naturalsci naturemort naturereserv naturopath naturopathi nausea nauseous navel navelpierc navi navig navyblu nda near nearbi nearer nearest nearlynew nearsight neat neck necklac neckti need needl needlecord needlefelt negoti neighbor neighborhood neighbour neighbourhood nerv net netcurtain network networkc networkinstal networkkey neurolog neurologist neuter newarriv newbi newboil newborn newbornphotographi newbornshoot newbuild newcar newcollect newin newproduct newreleas news newsag newslett newsmedia newspap newsreleas newsroom newsstand newstock newtitl newyear newyearsday newyearsev nextdaydeliveri nibbl night nightcap nightclub nightcream nightdress nightgown nighti nightlif nightschool nightshift nightstorag nightwear ninepin nit nite nointernet nois noisi nomin nonalcohol nondairymilk nondisclosureagr nonfict nonprescript nonreflect nonsmok nonstop nontox noodl noon nordicski nordicwalk norm north northern nose nosejob nosepierc noser nosestud nosh noshow nosmok notallow notar notari notaris notat notebook notepad notic noticeperiod notif notifi notion nourish nov novel novelist novelti novemb novic nubuck nude numb numberpl nuptial nurs nurseri nurserynurs nurseryteach nursingcar nursinghom nursingroom nut nutmeg nutrit nutritionaladvic nutritionist nye nylon nylonstr oak oakwood oap oat oatmeal oatmilk obedienceclass obediencetrain obgyn obituari object obligatori obo oboist obscureglass occas occup occupancycalendar occupationalsafeti occupationaltherapi occupi ocean ochr oclock oct octob oculist oddjob oddjobman oddsandend odomet odor odour oedema offal offer offgrid offi offic officeclean officehour officeparti officetim offici officialtransl offlic offpeak offseason offwhit oil oilchang oildeliveri oilfinish oilfir oilheat oilpaint oiltank ointment okay okey oldbuild oldtim oldtown olevel oliv oliveoil ombr ombudsman ombudsperson omelet omelett onboard oncal ondemandwaterheat oneofakind oneoff oneonon onesi onetoon onewaystreet onfoot onion onlineappoint onlinebook onlineclass onlinecours onlinemeet onlinepay onlineshop onlinestor ontim onychomycosi op open openair openaircinema openairpool openday openfir openhous openingday openinghour openingnight openingoff openingtim openstudio oper opera operahous operatingsystem ophthalmolog ophthalmologist opinion opposit opshop optic optician option optometrist optout orang orbitalsand orchard orchestra orchid order orderconfirm orderid ordernumb orderstatus oregano organ organicshop organicwast organis organist orient origin orthodont orthodontist orthographi orthopaed orthopaedicsho orthopaedicshoemak orthopaedist orthoped orthopedicsho orthopedist orthot orthoticsshop orthotist osb osbboard osteopath osteopathi otc otherhalf otolaryngologist outag outboard outboardmotor outdoor outdoorcinema outdoorfurnitur outdoorkitchen outdoorlight outdoorpool outdoors outing outlay outlet outofhour outofhourspharmaci outofpocket outofschoolcar outofstock outofwork outpati outsid outsides outsiz outskirt outstand outstandingbal oven ovenclean ovenrepair overal overcast overcharg overcoat overcrowd overdu overflow overh overhang overheat overlock overnight overnightstay overpr oversea overseasship overthecount overtim owe owl owner ownermanag owneroper ownerrun oxblood oxen oxford oyster pacifi pack packag packaged packageholiday packagetour packedlunch packet packingbox packinglist packingslip packshot pad paddl paddleboard paddleboat paddock padlock paediatr paediatrician page paid pail pain painkil painrelief paint paintbal paintbrush painter painterdecor painterstap paintinganddecor paintingclass paintingcours paintinglesson paintlessdentrepair paintrol paintstripp paintthinn paintyourownpotteri pajama pal paletteknif pallet palliat palliativecar pamper pamphlet pan pancak pane panel panelbeat panelvan panfri panicattack pant panti pantri pantyhos papa paper paperback paperbag paperboard paperhang paperpattern paperrecycl paperwork paprika parachut parad paraglid parakeet paramed parasol parcel parceldeliveri parcellock parcelservic parcelshop parent parentalleav parentandtoddl parentmeet parentseven parentteacherconfer parentteachermeet park parka parkad parkingavail parkingcharg parkingdisc parkingdisk parkingfe parkingfin parkinggarag parkinglot parkingmet parkingsensor parkingspac parkingspot parkingticket parquet parquetri parrot parsley partdeliveri partexchang parti partialdeliveri partiallysight particip particleboard partit partitionwal partner partnermassag parttim partyroom partyt pashmina pass passcod passepartout passport passportphoto passportpictur password pasta pastel pastelcolor pastelcolour pastim pastor pastri pastrychef pastrycook pastur pasystem patch patent path pathway patient patio patiodoor patiofurnitur patioumbrella patisseri patissi pattern pattest paus pave pavement paver pavingcontractor pavingslab pavingston paw pawnbrok pawnshop pay payabl payanddisplay payasyougo payback paybycard paybyphon payinadv payinginslip paylat payment paymentconfirm paymentdeadlin paymentmethod paymentopt paymentplan paymentprovid paymentremind paymentslip paymentterm paymonth payris payslip paystub pcrepair pcs pdf pdfs pea peac peach peak peakseason peaktim peanut pear pearl pebbl peckish pedagog pedagogi pedal pedalboat pedalo peddler pedelec pedestrian pedestrianarea pedestrianprecinct pedestrianzon pediatr pediatrician pedicur pedigre pedlar peel peg pelargonium pellet pelletboil pelleth pelletstov penalti penaltyfe pencil pencilbox pencilcas pendant pendriv penmanship pension pensionerdiscount pentecost peopl pepper peppermint percuss percussionist perenni perform perfum perfumeri perfumeshop pergola perhour period periodont periodproperti perk perm perman permanentjob permanentmakeup permanentposit permanentwav permiss permit person personaldata personaldetail personalis personaltrain personalwatercraft personnel personneldepart pescatarian pescetarian pest pestcontrol pet petb petbehaviourist petboard petfood petfriend petgroom pethotel petinsur petit petrol petrolst petsallow petshop petsit petsitt petstor petswelcom pettingzoo pewter pharmaci pharmacist phd philharmon phish phone phonebook phonecal phonecas phonecontract phonedirectori phonehour phonenumb phoneplan phonerepair photo photoalbum photobook photobooth photocopi photocredit photoedit photofram photograph photographi photographystudio photoprint photosess photoshoot photostudio photovolta physe physic physicaleduc physicaltherapi physician physio physiotherapi physiotherapist pianist piano pianofort pianolesson pianomov pianoplay pianoremov pianoteach pianotuit pianotun pic pick picketf pickl pickup pickuppoint pickuptruck pickyourown picnic picnicarea picnicspot pictur picturebook picturecredit picturefram pictureglass picturehang picturerail pie piec pierc piercer pig pigeon pigeoncontrol piglet pike pilat pilchard pilgrimag pill pillow pillowcas pillowslip pilot pimpl pin pincod pine pineappl pinewood pingpong pink pinnumb pipe pipework pipewrench pipingbag pir piraci pist pita pitabread pitcher pitta pixiecut pizza pizzaioli pizzaiolo pizzaparlor pizzaparlour pizzaplac pizzeria pjs placement placementstud placementtest plaid plain plainlanguag plait plan plank planner planningpermiss planningpermit plant plantarfasci plantbas planter plantfood planthir plantmilk plantnurseri plantpot plaster plasterboard plastercast plastic plasticbag plasticsheet plasticsurgeri platdujour plate platform platinum platter play playarea playcorn playground playgroup playhous playingcard playingfield playpark playroom playth playtherapi playtim plaza pleather pli plier plimsol plonk plot pls pluck plug plughol pluginhybrid pluginsolar plugsocket plum plumb plumber plumcak plumtart plungepool plunger plush plushi plussiz plywood plz pmu pobox pocketmoney podcast podiatri podiatrist poem poet poetess poetri point policecertif polici polish polit polkadot poll polo poloshirt polycarbon polyest polystyren polytunnel pomad pond poni ponyrid ponytail pooch pool poolbilliard poolslid poopbag poor pop popin popmus popper popular popup popupshop popupstor porcelain porch pore pork porridg port portablecharg porter portfolio portion portrait portraitur pos posh posi posit post postag postageandpack postagefre postagestamp postaladdress postalcod postbox postcard postcod postconstructionclean poster postermin posti postman postmen postnat postnatalexercis postnatalrecoveri postoffic postofficebox postpartum postpon postproduct postur postwoman pot potato potatochip potplant potter potteri potterswheel potteryclass potterycours potterypaint potterywheel potteryworkshop pottingcompost pottingsoil poultri pound powder powderco power powerbank powerbil powercompani powerconsumpt powercut powerdril powergrid powerofattorney poweroutag poweroutlet powerpl powerpoint powersocket powerst powerstrip powertool powerwash ppl practic practis practition prais pralin pram prawn precastconcret preciousston pregnanc pregnancyshoot pregnant prek prelov premier premis premium prenat preorder preown prepaid prepay prerequisit presal presbyopia preschool preschoolteach prescrib prescript prescriptionon present preserv press pressarea presscoverag pressimag presskit pressoffic presson presspack pressphoto presspictur pressreleas pressreport pressroom pressstat pressstud pressuretr pressurewash presswork preteen pretzel prevent previouslyown price pricebracket priceguarante pricehik priceincreas pricelabel pricelist pricematch pricerang pricereduct priceris pricetag pricey prici pricier priciest priest primaryag primaryschool prime primer princip print printer printeri printerrepair printinghous printingservic printmak printout printshop printwork privaci privacynotic privacypolici privacyscreen privacystat privat privatediningroom privatehir privateinsur privatelesson privatelyinsur privatemessag privatepati privateroom privateschool privatetutor privateview prixfix prize prizewin prizewinn pro probat probationaryperiod problem procedur process processor produc product productkey productphoto productphotographi productrang productshot prof profess profession professionaldevelop professionalheadshot professor profil profit program programm progress progressivelens prohibit projector prom promo promocod promot promotionalvideo promovideo prompt proof proofofattend proofofpurchas proofread propan properti propertymainten propertymanag propertyphoto proprietor pros prosecco prospect prospectus prosthes prosthesi prosthet protectivecloth protein proven provid provinc provis prune pruner pruningshear prybar psoriasi psychiatri psychiatrist psychic psychologist psychotherapi psychotherapist pta pto pub public publican publicauthor publicholiday publicliabilityinsur publicpool publicrel publictransport publish publishinghous pubquiz pud puffer pufferjacket puffpastri puke pullov pump pumpkin punchcard punctual punctur pup pupil puppet puppetri puppetshow puppettheat puppettheatr puppi puppyclass puppyschool puppytrain purchas purchaseord purpl purs pushbik pushchair puss pussycat putti puttputt puttyknif puzzl pvc pvcwindow pyjama pyo pyrotechn pyrotechnician qanda qrcode quad quadbik quadcopt qualif qualifi qualifyingperiod qualiti quantitydiscount quark quarter quarterhour quartz quartzcomposit queasi queri question questionnair queu queue quick quicker quickest quid quiet quieter quietroom quietzon quilt quiltedjacket quilter quit quiz quiznight quizz quot quotat rabbit rabbithutch race racingbik racket racquet radiantfloorh radiat radiatorcov radiatorvalv radio radiograph radiolog radiologist radish radler raffl raft rag rail railroad railway railwayst rain rainbarrel rainboot rainbow raincoat rainjacket rainproof rainshow rainwaterharvest rainwaterpip rainwatertank rais raisedb raisin rake ram rambl rambler ramp ran rang rangeextend rangehood ranger ransomwar rapid rarebook rash rasp raspberri rat ratchet rate ratecard ratpoison rattrap rawfood rawlplug rayon razor rcd rcds reach reachabl read readaloud readi readingcircl readingdifficulti readingglass readinggroup realestateag realestatephotographi realtor rearcamera rearentr rearviewmirror reason reasonablypr rebar rebat rebook reboot receipt receiv recept receptiondesk receptionist recess recessedlight recharg recip recipebook recipi recit reclin recommend recondit record recordeddeliveri recordingstudio recordshop recordstor recov recoveri recreat recruit recycl recyclingcent recyclingcentr red redcabbag redcurr redecor redeem redempt reduc reducedmobl reduct redwin ref refectori refer refere referencenumb referr refil refinish reflexolog reflexologist refriger refrigeratorrepair refuel refug refund refurb refurbish refus region regist registeredlett registeredmail registeroffic registr registrar registrationform registrationpl registryoffic regul regular regularcustom rehab rehabilit rehears reheel reimburs reinforc reinforcedconcret reject rejuven relat relationshipcounsel relax relaxationroom relaxedfit reliabl religiouseduc religiousstudi reloc remaind remap remedi remind reminderemail remindertext remodel remot remotecontrol remotelearn remotework remov removalbox removalcompani removalfirm removalist removalmen removalscompani removalvan render renew renewableenergi renov renown rent rentacar rental rentalagr rentalcar rentalservic rentaninstru renter reopen rep repaint repair repairservic repairshop repast repay repeat replac replacementpart repli report reportcard repres reproduct reput request requir reschedul rescuecentr resel reserv reservationrequest reset resid residentpark residentspark resign resin resinfloor resit resiz reskil resol resort respir respitecar respond respons respray restart restaur restday restock restor restroom resum resurfac retail retailtrad retain retainingwal retak retir retire retirementhom retouch retrain retro return returncal returnlabel returnpolici returnslabel returnspolici reunion reupholst revamp revenu revenueoffic reversingcamera reversingsensor review revis revisioncours revoc revok revu rewardcard rewardpoint rewardscard rewir rheumat rhinoplasti rhubarb rhyme rhythm rib rice ridden ride rider ridg ridingarena ridingboot ridingbreech ridingcentr ridinghat ridinghelmet ridinglesson ridingschool ridingst rifleclub riflerang rightaway rightofwithdraw rim ring ringlet ringres ringroad rink rip ripoff risingdamp river riversid rivet roach road roadbik roadi roadsalt roadsideassist roadtax roadwork roadworthi roadworthinesstest roast roaster roasteri robe roboticmow robotmow robust rockbottom rockwool rod rode rodent role roll rollat rollaway rolledoat rolledturf roller rollerblad rollerblind rollercoast rollershutt rollingpin rolloff rollon romant romper roof roofbar roofbox roofclean roofer rooffelt roofingfelt roofingplumb roofinsul roofleak rooflight roofrack roofrepair rooftil roofwindow room roomattend roomi roommat roomrat roomservic rooster rootcan rope ropemak roper rose rosemari rosewin rotari roug rough roundabout roundtheclock rout routeplann router row rowboat rowhous rowingboat royalblu royalti rsj rubber rubberglov rubbish rubbl rubdown rucksack rug rugclean rule rummagesal run rung runner runningsho rural rush rust rustfre rusti rustic rustproof rvrental rvs rye ryebread sabbat sack saddl saddler safe safeinstal safeti safetyboot safetyglass safetygoggl safetyhelmet saffron sail sailboat sailingboat sailmak salad saladdress salami salari salaryexpect sale salesassist salesclerk salesman salesmen salespeopl salesperson salesroom salesslip salesstaff salestax salesvolum saleswoman saleswomen salmon salon salsa salt salti salv sameday sampl sand sandal sandbox sander sandl sandpap sandpit sandston sandwich sang sanit sanitaryproduct sanitarytowel sanitis sardin sarni sat satchel satellitedish satin satinstal satnav saturday sauc saucepan sauna sausag save saveditem saw sawdust sawmil sawn sax saxophon saxophonist scaffold scald scaleandpolish scallion scalp scam scan scanner scar scarf scarlet scarv scattercushion scent schedul schnap schnapp schnitzel scholarship school schoolag schoolbag schoolbook schoolboy schoolcertif schoolchild schoolchildren schoolclass schooldanc schooldinn schoolfe schoolgirl schoolholiday schoolkid schoollunch schoolmeal schoolreport schoolroom schoolrun schoolsuppli schoolteach schoolth schooltrip schooluniform schoolvac schoolyard schoolyear scienc scissor scooter score scourer scout scrambledegg scrap scrape scraper scrapmet scrapyard scratch scratchingpost scratchresist screed screen screenprint screenprotector screenread screenrecord screenrepair screenreplac screenshot screenwash screw screwdriv script scrub scrubbingbrush scrubbrush scrumpi scrumptious scrunchi scuba scubadiv sculpt sculptor sculptress sculptur sdcard sea seafood seal sealant seam seamstress search searchengin searchengineoptim searchengineoptimis seasid season seasonaltyrechang seasonpass seasonticket seat seatbelt seatbook seatingchart seatingplan seatreserv seaview secateur seclud secondaryschool secondhand secondhandbook secondhandcar secondhandphon secondjob secretari section secur securitycamera securitydeposit securitydoor securitygrill securityguard securitysystem seed select selfconsumpt selfdef selfdefens selfemploy selfhelpgroup selfpay selfpublish selfservic selfstorag selftan selftann sell seltzer semest semi semiannu semidetach seminar semipermanentmakeup send sendback sender sendoff senior seniorcitizen seniordiscount sent sentback seo sep sept septemb septic septictank septum sera serger serum serv server servic servicecharg servicecount servicedesk servicedog servicefe servicest serviett setmenu sette settingpowd setup setupservic sew sewag sewer sewerag sewersmel sewingcaf sewingclass sewingcours sewinglesson sewingmachin sewingmachinerepair sewingneedl sewingpattern sewingsuppli sewingthread sewingworkshop sewn shade shadesail shadi shake shammi shampoo shandi share sharingboard sharpen shatter shave shaven shaver shawl shear shearl shed sheep sheepshear sheepskin sheet sheetmask sheetmet sheetmetalwork sheetmus shelf shellac shelteredh shelv shepherd shepherdess shiatsu shift shifter shiftwork shin shinbon shindig shingl ship shipment shipmenttrack shippingaddress shippingcost shippingdamag shippingfe shipwright shirt shock shockabsorb shoe shoecabinet shoecream shoelac shoemak shoepolish shoerack shoerepair shoerepairshop shoeretail shoeshin shoeshop shoesiz shoestor shoestr shoewidth shoot shootingclub shootingrang shop shopassist shopcount shophour shopkeep shopown shopper shoppingarcad shoppingbag shoppingbasket shoppingcart shoppingcent shoppingcentr shoppingmal shoppingtrolley shopwindow shore short shortbreak shortcircuit shortcrust shortcrustpastri shorten shorter shortfilm shorthair shortlist shortnotic shortsight shortstori shorttermcar shorttrous shoulder shoulderbag shovel show shower showerbas showercubicl showerenclosur showergel showerglass showerhead showerproof showerscreen showerstal showertray showjump showreel showroom shrimp shrink shrub shut shutdown shutdownperiod shutoff shutoffvalv shutter shuttl sibl sick sickday sickleav sicknot side sideboard sidedish sideeffect sideentr sidehustl sidejob sidelin sidemirror sidestreet sidewalk sightimpair sightse sighttest sign signal signatur significantoth signin signlanguag signmak signoff signout signpost signup signwrit silenc silent silicon silk silkflow silki silkscreen sill silver silverfish silveri silverpl silversmith silverwar sim simcard simmer simultaneousinterpret sinew sing singer singersongwrit singinglesson singingteach singl singlecolor singlecolour singlefamilyhom singlemom singlemum singlepar singleroom singlet sink siphon sis sister site sitemanag sitemap sitenotic sitter sittingroom sixthform sixthformcolleg size sizechart sizeconvers sizeguid sizet sizingchart skate skateboard skatepark skatingrink skein sketch sketchbook sketchi sketchingclass sketchpad ski skier skiinstructor skilift skill skilledwork skillet skillsshortag skin skincar skincareroutin skinfad skinni skint skip skipass skiphir skipper skirt skirtingboard skirun skischool skittl skyblu skydiv skylight slab slack slate slater sled sledg sledgehamm sleep sleepapnea sleepapnoea sleepingbag sleepless sleepwear sleighrid slept sleuth slice slide slider slidingdoor slim slimfit sling slipcov slipon slippedback slippeddisc slipper slope slosh slot slow slower slowli slt slug small smallbusi smallchang smallenginerepair smaller smallprint smarthom smartmet smartphon smartphonerepair smartsho smartspeak smarttv smartwatch smashedscreen smell smellyfeet smith smithi smogcheck smoke smokealarm smokedetector smokefre smokehous smoker smokeri smokestack smoothi sms snack snackbar snail snake snap snapfasten snapper snapshot sneaker sniffl snip snood snooz snore snorkel snow snowboard snowchain snowclear snowplough snowplow snowremov snowsho snowtir snowtyr snowwhit snug soakaway soap soccer soccerfield social socialmedia socialnetwork sock socket socketset sockettim sod soda sodapop sodawat sofa sofab sofaclean softback softcov softdrink soften softplay softtoy softwar softwaredevelop softwood soil solar solarbatteri solarcollector solarenergi solarinstal solarium solarlamp solarlight solarmodul solarpanel solarpanelclean solarpow solarpv solartherm solarwaterh sold solder solderingiron soldout sole soleproprietor soleproprietorship soletrad solicitor solidstatedr solidtimb solidwood sommeli son song songtext songwrit sonogram sonographi soon soot soother sore sorethroat soundengin soundinsul soundproof soundstudio soundsystem soundtechnician soup sour sourcream sourdough souredcream souschef south southern souvenir souvenirshop sow soy soya spa spabreak spaceheat spacious spackl spaday spade spaghetti spam spandex spanishguitar spanner spapool spare sparekey sparepart sparerib sparetim sparetir sparetyr sparewheel sparki sparklingwat sparklingwin sparkplug spas spasm spatown spay speak speaker speakingpractic spec special specialeduc specialist specialne specialoff specialpric specialti specialwast spectacl spectaclefram spectat speculativeappl speech speechtherapi speechtherapist speedboat speedi speedomet spell spelt spend spendi spent spf spice spici spigot spin spinach spinclass spine spirit spiritlevel splashback splashbackglass splitend spoke spoken spong spongecak sponsor sponsorship spoon sport sportcoat sportsbra sportscent sportscentr sportscloth sportsclub sportsfield sportsground sportshal sportsinjuri sportsjacket sportsman sportsmassag sportsmedicin sportssho sportswear sportswoman spot spotless spotlight spotremov spottest spous sprain sprayart sprayfoam spraypaint spraytan spread spreadsheet spring springclean springonion springtim sprinkl sprinkler sprinklersystem spritzer sprout spruce spud squad squar squash squeak squeaki squeege squeezebox squid squirrel ssd ssds stabl stableboy stablegirl stablehand stach stadia stadium staff staffshortag stagdo stage stagedirector stagehand stageplay stagnight stagparti stain stainedglass stainless stainlesssteel stainremov stair staircas stairlift stairway stairwel stall stallhold stallion stamina stamp stampcard stand standard standardlamp standbi standup standupcomedian staplegun stapler star starrat start startdat starter startingd starv state station stationeri stationwagon statu statutori stay steak steam steambath steamiron steamroom steed steel steelbeam steelto steer steeringwheel steinerschool stencil step stepfre stepladd sterl sterlingsilv stew steward stewardess stick sticker stickshift stickytap stiff stiffneck stiletto stilllif stink stir stitch stock stockist stockroom stole stolen stollen stomach stomachach stone stonecarv stonechip stonemarten stonemason stonemassag stonewar stool stop stopbi stopcock stoplight stopvalv storag storageheat storageroom storagespac storageunit store storecredit storehour storekeep storeroom storey stori storm storytel storytim stove stovebuild stovefitt stoveinstal stovetop straightaway straighten strap strappysand straw strawberri streak stream street streetart streetcar streetdanc streetfestiv streetmap streetnumb streetparti strengthtrain stress stretch stretchi strimmer string stringbass stringbean stringedinstru stringinstru stringtrimm strip stripe stripey stripi stroke stroll stroller strongbox structuraldamag structuralengin strudel stubbl stucco stuck stud studear student studentdiscount studentdriv studentjob studfarm studi studio studioapart studioflat studiovisit studwal studyskil studysupport stuff stuffedanim stump stumpgrind stumpremov sturdi stylingmouss stylingproduct stylish stylist su sub subcontractor subject subjectaccessrequest sublet subscrib subscript subscriptionfe subsid subsidi subtitl suburb suburbantrain subway successor succul sue sued sugar sugarfre sugarless sugarpast sugarwax suit suitcas sultana sum summer summerbreak summercamp summerholiday summerhous summerjob summertim summertir summertyr summervac summit sumppump sun sunb sunblock sunburn sunburnt suncream sunday sunflow sung sunglass sunlot sunloung sunni sunris sunroof sunroom sunsail sunscreen sunset sunshad sunshin suntan suntanlot sunumbrella sup superintend supermarket supervisor supper supplement supplier support supportgroup supportstock supporttight surcharg surf surfboard surgeon surgeri surgeryhour surgicalsuppli surround surroundingarea surveil survey surveyor suspendedceil suspens sustain sutur suv swam swanki swap swapmeet sweater sweatpant sweatshirt sweatshirtfabr sweatsuit sweatyfeet sweep sweet sweetcorn swell swept swim swimgoggl swimlesson swimmingbath swimmingcostum swimmingcours swimminggoggl swimminglesson swimmingpool swimmingschool swimmingtrunk swimschool swimshort swimsuit swimwear swine swing switch swollen sworntransl swum syllabi syllabus sympathi sympathyflow symphonyorchestra symptom synth synthes synthesis synthet syrup sysadmin tab tabl tablebook tablecloth tableplan tablereserv tablet tabletenni tach tactileguid tactilepav tail tailcoat tailor tailormad tailpip take takeaway takein takenin takeout takepart tale talent talk tampon tan tango tank tanklesswaterheat tanktop tanner tanneri tanningb tanningsalon tanningstudio tap tapdanc tape tapemeasur taptopay tapwat tariff tarmac tarp tarpap tarpaulin tart tartan tartlet task tast taster tasterclass tasterinternship tastersess tasti tat tater tattoo tattooaftercar tattooartist tattoodesign tattooer tattooist tattooparlor tattooparlour tattooremov tattooshop tattoostudio taught taup tavern tax taxadvis taxadvisor taxconsult taxexempt taxfre taxi taxicab taxid taxidermist taxidriv taximet taxirank taxistand taxnumb taxoffic taxreturn tea teach teacher teak teal team teambuild teamwork teapot tear teardown tearoom teaser teashop teaspoon technicalcolleg technicalsupport technician techsupport teddi teddybear tee teen teenag teenfict teeth teethclean teethwhiten tel telephon telephonecal telephonedirectori telephonehour telephonenumb televis telli temp tempera temperatur temperedglass temperedglassprotector temporari temporarili tenanc tenancyagr tenant tender tenderloin tendon tenniscourt tennissho tenpin tens tension tent tenthir term termin termit termsandcondit termsofus terrac terracedhous terracotta terrarium terrazzo terri terrycloth test testament testdriv testimoni testprep text textbook textil textmessag thaimassag thank thanksgiv thankyou thatch thatcher thaw theater theatr theatredirector theatregroup theft themepark thepil therapi therapist thermal thermalbridg thermalspa thermo thermostat thermostaticvalv thespian thigh thimbl thinner thinninghair thirst thirsti thousand thread threepiec threshold thriftshop thriftstor throat throwpillow throwup thu thumb thumbdriv thunder thunderstorm thur thursday thx thyme tick ticket ticketmachin ticketoffic tidi tidyup tie tight tighten tile tiledstov tiler tilesett till tillreceipt timber timberfram timbermerch timberyard timefram timepiec timer timeslot timet timezon timingbelt tin tini tinnitus tinsmith tint tintedwindow tip tipsi tire tirechang tired tirepressur tireshop tirestor tirestorag tisan tmr tmrw toast toaster toastmast tobacconist toboggan today toddler toe toenail tofu tog togo toilet toiletbowl toiletpan toiletseat toilettank toll tollfre tomato tombola tombston tomcat tome tomorrow tomoz toner tonercartridg tongu tool toolbox toolhir toolkit toolsh tooth toothach toothbrush toothdecay toothpast tootight top topknot toppingout toppingoutceremoni topqual topsel topsoil topup toqu torch torn tort tortois tos tot total tote totebag touchscreen toughenedglass toupe tour tourguid tourist touristinform touristoffic touristtax tournament tow towaway towbar towel towelbar towelrack towelradi towelrail towelwarm town towncent towncentr townhal townhous towrop towropestrap towtruck toxicwast toy toyshop toystor track trackandfield trackandtrac tracki trackingnumb trackord trackpant tracksuit tracksuitbottom tractor trade tradefair tradein tradelic trademark tradeschool tradeshow tradesman tradesmen tradesmensentr tradespeopl tradesperson tradi tradingest tradinghour tradit traditionalcostum traditionaldress traditionalmus traffic trafficcircl trafficjam trafficlight trail trailer trailerhir trailerhitch trailerrent train traine traineeship trainer trainingallow trainingcompani trainingcours trainingposit trainstat tram trampolinepark tranquil transfer transit translat translationag translationservic transmiss transmissionrepair transport transportdamag trap trash trashbag trashcan trashpickup trauma traumat travel travelag travelguid travelpass travelticket traveltrail tread treadmil treat treatedtimb treatment treatmentroom tree treefel treehous treenurseri treeremov treesurgeon treg trek trekk trekkingpol trekkingsho trelli trellis trench trenchcoat trend trendi tri trial trialclass trialday triallesson trialperiod trialsess trialshift trialwork triggerpoint trim trimest trimmer trinket trip tripleglaz tripod trojan trolley trolleycas trombon trombonist trophi troubl trouser trout trowel truck trucker truckingcompani truckrepair trumpet trunk trustworthi trv trvs tryon tryout tshirt tub tuba tube tue tuesday tuition tuitionfe tulip tumbledry tumbler tummi tummyach tummybutton tumor tumour tuna tune tuneup tunni turf turkey turkishbath turnaround turnov turnsign turp turpentin turquois turtl tutor tux tuxedo tvad tvbracket tvinstal tvmount tvs tweed tween tweezer twin twinroom twist twofactor twopiec typec typescript tyre tyrechang tyrefit tyrefitt tyrehotel tyrepressur tyreshop tyrestorag tyreswap ubend uke ukulel ultrasound umbrella umpir unavail unblock unclog under5 undercloth underco undercoat undercut underf underfloorh undergrad undergradu underground underlay underp underpin unders undershirt undertak underwear undi unemploy uneven unfurnish uni uniform uninstal uniqu uniquepiec unisex univers unlaw unlock unoccupi unpack unpaid unsolicitedappl unsubscrib unwel unwind upcycl updat updo upgrad upholst upholster upholsteri upholsteryclean upholsteryfoam upick upkeep upload upmarket upperschool uprightbass uprightpiano upscal upskil upstair upvc urgent urin url urn urolog urologist usageright usb usbc usbstick use usedbook usedcar usedphon useraccount usernam util utilityknif utilityroom vacanc vacant vacat vacation vacationday vacationhom vacationrent vacay vaccin vacuum vacuumclean vacuumflask vacuumrepair valet valid valley valuat valueaddedtax valueformoney valuer valuevouch valv van vanhir vanilla vanrent vaporbarri vapourbarri varieti varifoc varnish varsiti vase vat vatid vatnumb vaudevill vdsl veal veg vegan veganleath veget vegetablegarden vegetarian veggi vegpatch vehicl vehicleinspect vehicletax velour velvet vendingmachin vendor veneer venetianblind venison ventil venu veranda vermin vernissag verruca vers vertigo vest vesttop vet vetclin veterinari veterinarian veterinaryclin veterinarypractic veterinarysurgeon viaferrata vibrant vicar vice vicin victori vid video videocal videochat videoconfer videoconsult videodoorbel videoedit videograph videoproduct videosurveil view viewer viewpoint villag villagefet vinegar vineyard vino vinothequ vintag vintagecar vintner vinyl vinylfloor vinylwindow viola violet violin violinist violinmak violinstr violoncello virtualclass virus virusprotect visagist viscos vise vision visiontest visit visitingcard visitor visitorcent visitorcentr vista visuallyimpair vitamin vivarium vocal vocalcoach vocalist vocaltrain vocationalcolleg vocationalschool vocationaltrain vodka voic voiceactor voiceassist voicelesson voicemail voicemessag voiceov voicetrain volt voltag voltagetest volumediscount volunt vomit voucher vouchercod vpn waffl wage wainscot waistcoat wait waiter waitingarea waitinglist waitingperiod waitingroom waitingtim waitlist waitress waittim wake wakeupcal waldorf walk walker walki walkin walkincloset walkingboot walkingdist walkingfram walkingpol walkingsho walkingstick walkingtour walkingtrail walkinshow walkway wall wallart wallboard wallbox wallet wallfil wallmount wallpaint wallpap wallpaperscreen wallplug wallsocket walltil walltowallcarpet walnut waltz ward wardrob ware warehous warm warmingup warmup warninglight warranti warrantyclaim warrantyperiod wart wash washabl washbasin washer washerfluid washerrepair washinglin washingmachin washingmachinerepair washingpowd washingupliquid washroom wasp waspnest waspsnest wast wastebasket wastecollect wastepap wastewat watch watchband watchmak watchman watchmen watchrepair watchstrap water wateraerob waterbabi waterbil waterbottl waterbutt watercolor watercolour waterdamag waterfal waterfilt waterfountain waterheat wateringcan wateringsystem watermain watermelon watermet watermeterread waterpark waterpip waterpressur waterproof waterr waterrepel waterresist watersid waterski waterslid watersoften watersuppli watertank watertight watertreat wax waxcrayon waxpolish wayin wayout waystopay wear wearandtear weather weatherforecast weatherproof weatherresist weatherstrip weav weaver web webaddress webcam webdesign webdevelop webhost webinar webpag webshop websit websitedesign wed weddinganniversari weddingband weddingbouquet weddingcak weddingceremoni weddingd weddingdancecours weddingdress weddinggift weddinggown weddinghair weddinglist weddingmakeup weddingphoto weddingphotograph weddingphotographi weddingpictur weddingplann weddingpres weddingr weddingregistri wednesday weed weedcontrol weedeat weedwhack weee week weekday weekend weekendbreak weeknumb weight weightloss weighttrain weissbier weld welder weldingmachin well wellb welli wellington wellingtonboot wellknown wellnessweekend west western wetfelt wetfood wetroom wetshav wetsuit wfh wheat wheatbeer wheel wheelalign wheelbalanc wheelbarrow wheelchair wheelchairaccess wheelchairfriend wheelchairspac wheelchairus wheeliebin wheelthrow wheeltrim wheelwright whereabout whey whiplash whippedcream whirlpool whisk whiskey whiski whit white whitebread whitegood whiten whitespirit whiteti whitewash whitewaterraft whitewin whitmonday whitsun wholefoodshop wholegrain wholegrainbread wholem wholemealbread wholesal wholewheat wide widefit width wiener wife wifey wifi wifiextend wifipassword wig wildboar wildlif will willow win wind windband windbreak windcheat windenergi windi windmil window windowbar windowbox windowclean windowdisplay windowfilm windowfitt windowfram windowinstal windowledg windowlock windowpan windowrepair windowscreen windowsil windowtint windowwash windpow windscreen windscreenrepair windscreenwash windscreenwip windshield windshieldrepair windshieldwip windsurf windturbin wine winebar wineest winefestiv winegrow winemak winemerch wineri wineshop winespritz winestor winetast winewait wingmirror winner winter winterbreak winterjacket wintertim wintertir wintertyr wiper wire wiref wireless wirerop wiretransf wiringc wisdomteeth wisdomtooth wishlist wit withdraw withdrawalform withdrawn withdrew withoutappoint wive wlan wobbl wolf wolv woman women womenscloth womenshaircut womensroom womenswear wonga wood woodblockprint woodboringbeetl woodburn woodcarv woodchip woodchipwallpap woodcut woodcutt wooden woodenfloor woodfloor woodland woodoil woodpellet woodplan woodpreserv woodstain woodstov woodtreat woodturn woodwind woodwork woodworm wool woolen woollen woollyhat woolshop word wordprocessor wore work workbench workboot workcloth workcontract workday worker workexperi workforc workfromhom workglov workhour workingday workingfromhom workinghour workingstud workmat workout workpermit workplac worksampl worksdo workshadow worksheet workshop worksit worksurfac worktop workwear worm worn worst wound woven wrap wraparoundcar wrappingpap wrappingservic wreath wrecker wrench wrestl wrinkl wrist wristwatch write writer writeup writingclass writingcours writingworkshop written wrongdeliveri wrongitem wrote wroughtiron xmas xmasgift xmasmarket xray xxl yacht yard yardsal yarn yarnshop yarnstor year yeargroup yeast yellow yellowjacket yesterday yoga yogaclass yogacours yogastudio yogateach yoghurt yogi yogurt youngadult youngpeopl youngster youth youthhostel yummi yurt zimmerfram zinc zip zipcod zipfasten zipper zipperrepair ziprepair zipti zit zither zoo zucchini zumba
54o 1kj 2gd 167
39i 39h 2gd
54u 6k5 5c5
16k 16l 16m 3e9 2o 3x3 3x8 v4
2bm 550 551 1kj 4m3
2oe 2xu 1g2 2oh
1wz 5dz 40j 5cx
5dx 1wz 40k
5n5 1bh 1bi
4hi 1s6 672 676
fq
5ak 5al 2a4 1kl
5ak 2a4
2uo 74h 2uf 2ug
1le 56z 1x0 74i
3h6 kh
3h6 kh
5d0 5nd
4rd
4r3 4n3
4rg 4rh
53r 26 4ra 53q
1uk 206
5s5 1qh 1uk
5ef 5f0 5gh 47b
5ef 5f0 4r7
47c
135
116
1n2
1sa f4 137
1i3 6k3
46k 4r9
fa 6u0 7df
6u0 7db
1wc
3fo 4ri
2i4
4rc xl
13e 1dk
179
716 5nf 70q
6l0
6l5 6l4 242
4d9
2z0
3dn 3do 3dm
2b3 2b4 2b2
6h6 2cd 6h0
6pt 2xv
5th 5tl
628
1e3
f9
47a 1zz
2a7
52k 5a8 6bo
1z3 v0
14v
2oa
1or
2b1
v4
55 6fu 6ro
ea 4lm 5fe
4lv 6z1 4ll
8y 3pm
4rk 23m
23b 4r4
23c 4rf
4rm
4st 4su
zs zr
p0
5vi 51g 1tj 1to 5vk
437 23b 6fb
6fa
2km 2ke 3xn 48
2ju
3b2
3b1 4tf
4d3
70r
54s 54y 54r
54z 54t
6eh
5t1 4t2
vs 74e 59t
24k
3pg 3ph
2et 2el
17y 185 17v
1u 1v 28x 293 1w
6oy
r0 6p0
27 53t 24
3xa 6al ok 5ih 5ij
3xb ol 5ii 503
136
54v 54q 3x5
2bm 4l8
16r 6pa 138 13h
139
ai 13b 13g
75k 595 ki
f3
f5 f8 t
3v3 1n1
1z8
1z8
686 687
2uc 540
2up
570 56y
5rw 700 53p
6sy 4pk
1fc
2gj
xj qf 592
592
5sn 64y
651 4le
3ft c0
5oi
70t 1n3 6cv
oo ow
ow 5gw
5gw
7n 82
8x 5p5
7o 7s
4iu
p6 ox p7
c0
c0 2oe 70a 6yz
620 6pj
1hp
2iz 3ex 2j1
2mn
6vd 6vb 6ki 6vf
2on 6ve 6va
5nq
4k0
4k0
593 1fc 1ij
1fc a3
1pe j6 3ya 6jd 1p4 3yb
53o
4k3 4k2
p2 p4 oy 5e5
4k1
1h4 oz
1h4
74r 74v
5a4 5a3
74u 74o
zp yw
zp
zu zv
5gt 521
ow 15v
4fe
754 22j 7dp
2qa ov ou
2zd 2zh
6j4 6j1
p5 5gx
1tg
1tf
5ve 5vf 1xf 1hg
5ve 5sv 5t2 1xf 3yk 51f
1tv 3qi 1tr
1tl
2of 2ol 2oj
2bx 2by 4e7
3gh 4m5
4on 4mk
4oq 4oo
4mk 7fw
4mj 7fw
1lg 1lh 442
1tm 1tp 1ts
51t 51u 524 3yp 3ym 51s
6sm 6sq 6so 5vg
6sm
1th 5vh
kk 3h7
1tq 4ms 4mr
4w5 1ef 1bk
4w5 4w2 1ef
4w6 1eg 4or 4op
22k 22l 32p
6jg 6jj 12o 6qg
1tu 38v
5hy 5sw 5t3
5i1 5i3
5i0 5i2
2b0 6hp
5dv 5dw
70n
2bq 2br
1p4 1pg 241 3df
6c4 3h1
75z 6cy 6c6
6h1 71q 57o
5hi
d9
5wi 5wh 12u gc 6vr
4iz 78k 29v 4j0
5w8
5g2 37w 5g4
5g4 37w 5g7
3s1 3s5 3v3
px
73m
22h 6cl 50s yu
2aj
al 6jk 4po
5ek 5eo 5yp 28q
1uo 7dl
3w0 3w2 5yj
3w5 5yn
5sj
5np
7r 5fj 5fi
6z9
2uk
1tt 45y 3wr
6u8 5vj
7gf 7ge
4pm 4pj
45m
1ti 1tw
4jc 4jf 3b1 wr 6ta 6cw 5wb
4hn 4hp
1hq 6hb 4hn
4uz 6md z1
4j4
1c2 5xp
1c9
1ca 5xq
1fm 5xr 38d
5hh 1c7 1rv 1ry
38a 70b 63
588 f7 4c5
5pn 5pz 31z
tp 3wd
1rm
6qa
6qt
7gy
47q
4f2 44q 3xv
3xq 3xs
s2 4qt
2t
2ad
4e9 4m1
44t
79g 7fa 7f3 wq
79h
479 478
6wg 6wf
799
6ou 6oo 6ot
2p7 2p6
5od
6gd
79f
79f
2nt lh
47j
47j
59v
59v
321
321 5sr je
7gt
7gt 60
1q9
3b1 3bj
45r 459
31y
59w
5ri
694 697
6fv 6g1
bz 2e7
7d4 7d7
37i 4rz 4s0
3x9 4hu 4ht
5ri
19e 7gi
19f
19i
qz
4e6 388
4e4 4e5
252
253
2wo
254
7b4 7at 4t3
7b3
9t 9u
1k8
28
121 409
6fy 6g4 6fw
7d5
1rj
yk
5p5
6pk 5p5
1b0 6pk
56s 56r
1s4 1pp 1c6
23r 3s2
4tg 6pg
6n1 5sp
5q1 c
24g 24h 24i
3pi 3pn
1t7
1t7
4j1 58p
65h 5wp
3d6 5j7 6d9 9q 573
6zq
6aw ii ih
6aw ii
27o 2id
27o
5y 3jy
l7
1rk l6 1y6
8w 5lk 4ez
3pl
6mm 6mn
4tl
279 4la 4ij 2s
275
6pl
1by
4h6
79j yl
44v
62 70d
5xz 5xy
23 3di ig
3pf 5wz
3wc
1hv
1hv 5cf
1hx 1hz 1i0 1hw
1hy 28p 3fd
1i5
4ut 6ma
4ut yn 5ja 5bt 5m6 6ma
4uv yn 6mb
4v0 6me
46f 46l 14r 62e
46j 14p
3oh
3ar 36q
2oi 6qn
2c3 1we 1wd
yo
yo yr 5hz
747 69 6a 748
wo 287
5cg c0 1hv
26z
26z
270
440
6ni 62z 6nl
1wf 1y5 55v
16g 3us
442 441
3s9
7g7 7gg 7gd
51k 3yn
4zu 51z
51f 3yk
51y
3sa 3yl 51m
2g6
4dw 3yo 286
6f9 5yp
6z3 4ju
63w 63x
2mm
2mm
51f
5uh
3te
1f8
56p
704 1p5 s
705
4q4
4fp 3v
5fh
5ib
5c5 6au
5c5 5ib
6ng 1p9
5dd
5dd 5e6
2gf
6hg 5a2 509
28o 3fc 5a0 5gr
28n 3fb 9x
5a1
68 5gl 5hd
68 5gl 5hc
1fy 2yn
1fx
539 1g1
6nn 6np
75
78l 5zs 392 78j
3tx
3gi 78c
2f2
3eo 3en
3eo 4fq
u0 3qk 2m6 4nu
13r 13p
wp 73n
5z 4fn
4du 3pp 6z7
mc me
542 42j
54c
3gs
2a 2b 1f
2b 40l
3on
28f
2tz
66y 682 683
6u2
3gp
6h2 36n
1pa 1p6 1pb
36o 5tj
72j 72k
4ix 72l
5da 1m
5sx
aj
66d 3kg 3kh
4jn
5yh
1k
3ve 7al
1wb 5ll
403 6dm 1ae 5zu
6dh 5jm
3om 45 46
c2 qj
69g 4z3
40n 40m
51o 7hh 7hg 51l
3bb 6dn
6sa 1a8
72v 328
4ah
6sc 1ab 6sb 1aa 20a 14x
4i9 380
4d7 4d5 59v 1xs
6ff 4lk
5ej 8o
1l6 1t
6b1 2gc 57p
1l9 5m9
6hd 6he 72f 298
4cq 4cp 1c3
3v8
a 4m4
1l7
1xn
2f3 2f4 5fl
1k1
4jo
3e7 3e8 wt 6t9
5wk 5wj 3zc 5wl
4sg 4se 4sf
37j 3yz
5ya df
4iq
28u 292 780
2bh 781
5y5 d4 5cs
3yw 2pk
2la 6cz 6d0 3sg
2z4
6zo
209
g6 14n
ar 3vs
1lp dj 7go
va
53l
5w8 6cu
rj 4l9
34z 34x 3yx
4hl
1zc
2su
1zd ip
5yf 5yo
431 430
58c 6u1
wl wm 1cy
x0 6ck
6tx 6dj
6ye 6we 6fh 44b
6fg 1fh 1fg
6to 5b5 5b7 5b6
6b2 6tw 5b8
3yy 150
4yn
3tt
1hb
15x
2f5 6oy 6uk
1s0 1rx
6uj 5rl 47k
6l6 xr
6lc 6ld
10h bi bw
220 22m 221
70v
3wl 6w0
48d 48h
5q4 47p
29t 3lk
12t
4oz
125 4p9 4p8 4ae 4p1
4pc 4pd
4p6 4p3 4pe 4r5
4pa
1wq i mu
16c 16b 2ac
4uf 2sr 2hs
6qm
48p 37k 2oo 2bz
3kc 48q
1ns 3gq 3kc
5lj 6tg 5lg
6ti 6cn
6tf
6th 3hx 1h5
5js
1v7 1xx
to
4cm 5oc 2wv
1je 2ww
5lm 3jx
ji jv 1pw 596
25f 4sc
1pw k7
1q3
k4 k1 jj kb
1py jz 1q1 k2
jy k5 k9
751 4ir
6e5
4sd
45s 757
2n4 4qv 5yb
4qi 6tj
37l
3h
2gv
33i 33h 514
3jt 6vn
6ug
8z
1uh 1uf
4f6 4f7
65y 65z
251 255
79y 79z
pv
m 225
f g0 7ad 6bm 7ae
f
3sh 2z5
7ac
7ag
1wo 32n
1wo 32n 3dd
46p 5dy
752 5k9 758 7he
1o2
5br
6bl 6ab 6ac 6ae
6oi 1zm
3sz 26x
29q
330 f0
bs
6qh 3we 5hk gq 76j 3q2
k 1ws j
2to 43k
3nq 3nt 7dz
6yv 47 2ti
ci 161 15z
4ga sn
4c1 1vh
53b 6e6 597 v8 ch
37b
4yr 4ys 4yz 3lu
4yt
2ej 17w 3lo
2js 160
3vk
1bx 1d6 16s
3xf do
3rk 3xg dp
5rm
15m
j0
74t 74q
5d2 2pi 5d3
3wy 1fd
7bi 7dr 7dd 3av
2op
3gj
63z 52x 530 4zg
169 16a
167 5d7
3b 3a
35s
62q 62v
4ey 62t 4ff
1yh 1ys 1yv
4u9 4ug
1ye
4u4
2zw a5 5tk
35k 3e6
5yk
m2 73s 4pn
1s5
33p 35j
r9
3oz
257 4xy
2iv
2iy 2iw
1t2 5
2ih 277
2ii
14d 72r 5s4
6n6 4ql
4l6 4li ib
3dx 3fi
4l0 4lh 4j5
5x8
15y
21y
77a 21w
71p
3me
10c
5l2
323
432 1h2
71v 2ao 2ap
56w hd
3t3
5ab 5ac
4p2
2dq 53
6cp
4ma 57d
pz 2r4
3zh
3zj 152 17o
2nw 1dy
3zh
69x 27e 4ty 7f4 7f6
6lm 1n9
7u 6tp
3gf
1ee 1ly
4ps
wu
1p4 1bl 1bm
5eu 5ev
2zp
73o
4qk
58s 5pg 5ph 5po
6eg
3qr
4po an
6lj
3fw 6tr 1cy
3rf
6x5
41i 41k
3ju 3jw
1me 1mf 6t3 6t4 6t7 6t6 9b
2bp 674
56l 565 57e
1hp 2d 2e
a4
5d4
5s1
2og 5sf
1ih 6f5
74f
36p 6mh
4pu
1fj wo 2iu 28s
2ef 2ei 2eq
627
435
436
17q 17z 3ll
ce 3ea 6qb
6m4 6m3 7ha 7h8 1x
20 2zk
5sz 265 4t1 5ht
2ee
4os
2xj
3zg 43e 2tp 2tq
7dv 7dw 3nq
4d6 4d4
3oi 3og
6mq 5g9
3ae 3ag
5go 5gb
5n6 5w9 5nb 5n8 5nh 5n7
6gy 2nd
27d
ij 4fy 4dj
23
3qf 3qd 3qe 4y
1um
6fi
17x cu 4bx
11o 3i1
1b5
222 16i
6ly
s p8
6l2 6l1 6l3
3iu 51e 5k7
709 3j7 3j6 4j4
3iv 3iw 3ix 3j8 3j5
11a
56k 4gz 6sw
7ey
7ey
27d
27d
7f
7i 3iy
7k 7l
1ps 5hl 1ov
1lv 1lu 48b
5e3 3j9
5pr 5gn 5pf
3j3
6z2 67d
7j 1c6
5n3 74l 4r3 24o
5n4 2bk
45o
4rp 4rq
2q9
4pu
45k 40d
5y7 5s0 5y8 5y6
6ej 7fd
38k 6g0
7fc 7f9
5v7 5v9
4m7
2l3 2l4 2l1 2l2
5fo 38z 7fb 7a5
741 7w
7y 6tv
6tt
2qz 1ib 56m 1m0 6to
5hw
3go 4xt 7f5
1li
7fm 5st
1ar 3s7
59p
1t4
1wa
15a
15b v 7z
41j 41g
3jv
2au 2av 6nd
4py
2dv
2bn
2bo
60k 8 1fv
5gs 53s
3j0
241 6kd 5hd
j1 4tj 2pe
38g 63 3rd
566 567
27g 7f2
4to 4tm
2jv
4fo
5ag 5h2
2if 1xe 5ml
37w 5dn 27d
570
11c
5pa
6yw 6yq 1ej
740 73z
3j1 11e
4j8 4ja
5dn 34o
3bn 4tz
7fh
6yn 3j4 4lf
3jb
3ja 3j2
3iz 27f
6ax 6az
517 7fi
7m
11d 57g
5hs 4t1
5hs
41s
4ot
1fl
6yr 7fq 7f1
357 4h1
3e3 4ii
43o
69y 3nf 60n
60l
1ig 33
6n4 6n1 1gs 6rm
6n5
2zn 764
2zn
765
3g5
3g5
3g7
2az 1sr
3g8
3si
3sk
3sj 589
1wv
1qg
1qg
1ft 1qg
1t1 2fw
1t1 2fy u6
3q4 3rt
3rn 3q4
3cz 6yx
6b6
3q9 av 656 g1
3ro
4fi
1lm
6fk 6f3 3q8
1xm
8d 42n
3kk
55k 1re
55m 55l 55o
2t4
1r8
1rd
1j1
1hc
32
1t9 29m
4gt
3dg 3rq 5zv
1jn
1jo 4xe
3d4 4v8 4we
6zw
3so 3ss
3ss
5lt 3sp
6t0
4qh
4tr 4tq 7z
6sz ws ww
1fb 1fo
6le 718 717 6l8
5j8 1jb 1ja
7dl 5if 5ie
1al
5m3 5et
3be
505 2zy
5yf
6n2 zq
5fy 2c0
45n
1ii
62b 2i9
1h3
4co 4eu
45l 2z 31
3cv 3cu 3cw
4q1
574 2ar
52v
5hd 3dl
5hd
2oc 5ow
6nx 6c8
3ws 3wq
5mq 5s3
5mo 5s3
3c9 3ca
3fm
6an 4f5
3r0 6mp 5g5
s p8
6lg
b8
67m 67o
167
4m8
1sc
24o
3dp 5i7 6jf
6wz 5ng
56q
2xo 6fd 2qd
5p9 wj
35d
1jf
3h9
13a
4x1 4x2 4x8
4rl 2v4 4rb
677
5k2 1wk 2v5
53q 4r6
42z
5gr
16q
16r
5rr 5ro
4h0 c1
74s 59r
3i3 3hz
2ga 2g9
408
85 83
3ke 3kb
3k5 3k4
bb ba
5t7 5t5 5t6
4h8 4h7
4fx 4ft
1si 1sd
1rt 6g1
2ae 4eh
3z 2q7
31x
24m 47s
3po 2ah
4ei
2x
yq yp
4uu 4uy 6mc
3dj
1tn 6t5 2wp
6sd 1ad
66z 540
4k9 4k6
4mb 4md 4mc
7fg
3je
5mk 11b
6lo
oj
1ff
1ff
27n
6f7
1rf 20c

6lf 5i8
be 587
3rp
655 653 654
332 331 1xb
1l3 5ti
3w 37h
4tt 4tu
54w 54p
5jg 4ls
1kk 25l
5ef
p1 5eq
2zi
55t 4ip 3dw
2zg 2ze 2zf
397 3b5
3fa 4ts
4it 72m
5ga
2xh 4jb 3ps
1p8 1p7 u
6ak 51j
297
5em 5dg 5el
xq 5jd
6oz
wz 1cz
4p4 4p5
5h1 5h0
1pc
7af
1fk 11n 29u
1wm 1wn 1wr
b5
b2
6j9 6j8
291
5wc 5hn 1s7 43t
7ba
7v 7x 6ts
3jc
6vc 6vg 6vh
7fk 6kh
3os
228 229 223
504 1nd d5 1s2
766 2zo
2c2
1hr
1ht
4ie 4if
h
7dm zt
5ei 5f3
4je 3gx 3gy
117 118
3h8 23o
4re
4k4
1tk
7q
7p
3b3
2kc 70 1gu
1v3 5zi
5ss 5sq 23n
6n7 6se 5lq
w2
4do
4ti 4i7
vi 1hm 3jd 7fn
vb 1ih 2tk
t8 t7 415
1hk va vm
1hk vl
5g0 5eh 5i6
5g0 5eh 5eg 3z5 46w 46u
5fk 4o
2c3 1j 5x
3vt as
1tz
1u0 6lr
8k
6e9
vh 4y3 4y4
2lg mx
2nv 2mt
g6 14n
ar 3vs 2s9
75g
4pr 4pq 6eq
3uz
234 4yf 30t 75i
232 234
t6
t9 416
1gn
5f2
53d
14t
47u
4ye 5fx
4ye
6ec
5qh
hc
3jq
2v0 6bf 5lu
3u2
14g
6hi 22i 2ea
6cz 6d0 2la
5kn
5kn
5kr
5l0
618
5vd
6nq
6nr
30f 25e
207 208 5bi
18f 62x
18i 6hx
615 5l1 5kx
1zp
2kn
25d 4ly
2r3
5iv
5ks 5kt 6yf
2k7
2da 2ph
1ak 5y1
7by
7cc 5yy 7c7
7c5
1zx
6vo
4nx 7c9
6zp 59f 736
5xu
5kh
m2 5kf 5ua
71s
c9 6gq
2m7 3fh 7cb
h4
2ov 2p3 4qm
7c4 7c6
2pj 28v
1zf
1zg 1zh
1zd
1zj
37s
61p
2rk
2su
3sa 3yl 51m
3vf
3l3
3vo
4mz
3vi 1q6 2a8
1s3
3vj 3vm
3la 23p 66j 3l9 3lb
3ga 295 1ze
5s6
6ab 6ac 6ae
6af
6bl
f0 330 5b5 ep
3oc
3np
6bn
3sz 26x
6ad
5br
ec
71w 510
1hf 6gm
104
12c
5ur
2rj
325 323 28y
3uy 3wy 5zx 2pm
i0
708 3pz
2la
2ld 2lf 2lc
3o4 3o6
4pf 4pg
33w 7ed 7ec
2lb
128
2jo 75t 128
5m1
735 3xz 3y0
3ty 3u0
6p6
2li
75s
6p8 6p9
6p6
2zj
6yb 5as
60y 60z g5
2lh 5nr 5e8
29f 5h4
3mb
2jp
3mf
7fp 1l5
1oa xx
3md 3ml
3mi
67z de
5zo 3mk
76a gb 32i
6jz 2fv
46b
1iu 6d4 5bt
4ln
384 1j7 6d8
3e5 3e4 3e3
2ch 1iv 5bv 2cf
2p8 5eb
2or 17e
2p9
1x8
44p
4o5 3ox
7g 7aw
gq
gs gt
gv gu
6qh 3we 3q2 5hk 76j
6qi 6qj
6qk
1a7 2m3 6ql
2m2
5x8
5xi 5x9
5xb 5xg 5xa 5xh
5xe 5bg
gl gy 6wc
75e
jn
6zr
35t 6s7 6s9
6s8 6s6 6s5
45t
gr 42w 45u
7a2
5ra 5yt 146 41m
48s 473 451 ln
48t 474
1qi 471
5jh
1gq
77l 6jr 1qk
3ql 3qm
3ql 3qn 21z
wk
777
35s
14z
5at
o7 2qr
1f1 1f0
1gr
77b 3az 3b0 3d7
6js 3fr 4ik
362
3m 3n
2zb 2tx
2tv 2tw
4i1 4i0
2sh 2se
35x 3l0
4i3
7e5 3vw 7ek
2ik 35r 4j9
4ss 4sq 4sr
6p7 417
6o6
5av 6o7 6w7 6w8
ly lx lz
35v 35w 3c3
361
1xt
6cq 4ej
26j 667 2f0
3b 3a 3c
71u
2cg 2bd
2ev
2lw 2lz
4ba 363
4zj
4zi
4x9 4xa
20j
m6 m9 1c1 m7
6y3 6y4
20m 20n 5k4
4zn
5tv 5tw
5tu 76r
5t9 5t8 15g 15h
77e 77j
6cm 6co 5xt
70u
5r9 2si
6u9 6xw 5zp
77s
3ti
1uv
77k
3aa 3ab
6g6
58m
26k 66q
269 7db 26d
5ik
63z 4l9 52z 75r
4zc
6ij 3tc
1w1 1w2
2r0
2r1 1hu s8 s9 26e
1a4 s7 424
5cd 2u5 2z3
7db 7dg 26a
2c5 2c6 2c4
532 4ad 2ri
3kd
3t5 vp
3rg 3rh
3o8 3t7 3t8 3xm
14h 4sy
15t
68t 204 5d6
2le 6ao
3t3
4l4 2s1
48a 4xd
52s lo 4kx 52w
5wr 5wp
24w 2z1
74c 74b
269 52n
26r
26c 260 4qs
62r 62s
10q 1dn
wc 3q 3o 3h0
14d 5s4 6hf
62c 38q
3g4
3vu 5kv at
14c 14b
2ca 2at 2c7
211 789
20y 20d 210 20f
65o 65n 10
710 70z
45e 5k3 2vm 2hd 2h9
50e 29a 2bi
68z
27y 283 29b
6o3 1e7
4nb 1sq 4nc
4ne 1sq
4n8
4n8 5gc
27j 27k 75n
418 2c8
713 3nl
713 3nl
2vu 2vw 27l
558 6y8
557
75o
75o 4oc
7e7 7e8
4na
4nj
414 4nd
2hq 669 75l
4qg
5nw 2vh
7ej 6a6
7b0 3tm
7ay 6x1 6x2 45d 4nl 6ob
4nk
6bk
4ai
2g8 d
2x2 6j
1er 1en
1es 1ev
3jn xy 126
126
3jo 127 7eo
6pd 320
j6 1p4 1pe 3ya 6jd
vn 2jj
75x 1c5 8t
vo 755 2jr
5v0 5v3
or pe pf
7fo
4ny 74m
48s 473
8m
202
464 462
2qu 2qt
6j0
1w5
1dw
1ux
8s 256 5dc
646 1kw 5tp
647 2r2
1k3 5s2
hu
41z
hy i3
34m
w7
1kr 1nb
17g 21g
215
5y2 1n0
6cj
j0
1p2 6om 5p3
4ww
lu
244 1f5 5ad
hu hz
5uv i1 2jq
1ow 20w 20x
1oy 1ox 1oz 1p0
6l
5hj
2qw
2kj 2kl
6zc 6za 4mu
6zb
5i5
1lr 61t
2ma 6ze
3gc 3gb
3gc
2v9
2vp
2vo
5ms 6rs 6mk
3o5
2pp 4gx
2vd u8
2vf
2rt 7go dj
2pl 2pn
2rt
3oj 3ok
3oj 3ok 2rx
2s2 2ru 2s0
2rt
3q5
6wv 642 5kc
49l 49o
3q6 49m
5jz 5k0
6dt 79c 79d 6dz
367 36b
36c 368
36d 369
57r 1pj
6us
6ux 8f
6ut 2gl 6uw
6ew 6ex
5xo wn
2lp
79a
79a 79b
64i 6rf 1wj
1g5
2h0 2gz 4y9
400 23k
4a4 fs fu
4qu 4qw 4qz 4qy 2k0 1dc 1de
4qu
mb
225
4qi 4qj 75f
2xy 4s4
1sl
50h 2s3
2ya 2vg
50f
2go
2gt 2gp 2gq
2gr
2gs
4w3
15j 7dc
2s5
5hq
233
6v3 6v4 29x
4te 8g 8e
2t1 6fz
3hf 77d
699
76z
77c
7ab g2
66b
5x6
5bn
386
5rt 57s 57t 32y
3rc 2e9
3qj
4y5
4y5
5sa
vp 2lq
2ls 525 4y8
2rw 2rv
4yc 6uv
6ia 50m
3ax 7ap 66h
5og
4l3 fk
fj h5 2yo
4yv 6uu
6ii
5nx 5nt
63i 63l 63j 63k
2yr 5jp
5gd 2jt 43f
5gf 5ge
6t3 6t4 6t6 6t7 6t8 1me 1mf
338 339 4ha 4hb
11o 3i1 6gw
2ds 57a
3z1 6zg 5tg
3fm 16o 16t
3fm 16o
6hg 6hh vj
66k 66i 5gk
5gj
u6 2fy 1t1 x1
1qg
783 784
275 279 276
yz z0
5ak 5al 2a4
1b4
1b5 1ba 3b8 3yh 16f
1b7 1bc 3i2 1fa
4hm
7c1 7ce
7c1 7ce
129 5m2 12a
6zd 648
1su 695
27r 49c
2q 51p
30g
54i 3if 534
54i 3if 534
2db
5kq 482
70i 39t
70j 39t 70i
47o
47o
ug
6hx 6i1
23s
1b6 1bb 1be
1xb 5o4 5o1
1xb 5o1
1xb
6a6 68r
6aa 68u
506
3pw 768
768 3pt
3px 3pu 3pv 1e4
3q0 3pw
76f 76b
6wk 22z 21p
22y
3hb
3hb 6bb
3hc
3py 76h 1v6
2d8 2d6 64c
1ce 76e
1cd 231 3g
1cg 1ch 4sn
4u3 2c9
4u2 71x
3eh
491 44e
5c3
5k6
1dg 5jl
hw
76k 7gx
76l 76m
39w
6b
2kw
6n3
485 1cf
7ep 7e4
5z0
4wp kz l2
4wo
475
40x 6cf
6u9 492 5c8
5c7 dv
5fp 499 5fd
499 5fd
5fr 5fv 5fs 5ft 49d 49i
5fp 5fu 49d
5fw 49j 49k
49h 4mq 5fq 12v
4mj
6z0
6cp 5sk
6ct 3vp 6cr
75z
2qv 2kk
a1
a1 3fo 2jj
3fo 2jj
1xd 1wt
3b6 1bj
1so
4vx 4vv
76n 5lx 6ua 2rn 5ei
km 23t 6uc 2rp 7ah 76o
60u 23i 5kj
60w 23j
5ly 1sb vk 1hn
vu vt
76p ko 2rq 6ud
ks kt 23w 23y 2rr
3oe 23g
5dq 5dp 3b7
5do
34e 679 6si
2as 26v 79e
5q9 5qc
5qd 3kj
2ms 4k8 2ye
76q 4oe
q4 2vi
1xl
9r 9s
6qy
6qz 6r1
533
32a
61c
3zd
5qs
5qr
4be
od
4gb
76b
75q
21q 52t 32b
21r
1jt 21s 1jv 3dc
21q
5ok
333
3ir
1a5
15k
465 463 195
30y
5ok 5on
66g 7g2
1r 1s 47f
640 5c4
40 376
4z6
4xb
6k2 429
2mh
67y
3p3
18t
32x 7eh
2hn 5c1
5nu 4jw iz
5k 2yq
7ez
72e 73j
1an
2w1 1o
2w1 2w0
6k1 1p 6bw
239 2r5
6as 6at
707 qw 1m9
5q3
ca 343
1nt 57u
6vz
5or
5or
1g9
2tl
79o
79p
79q
64z
650
6r0 29k 4ya 29l
1xz 1z0
1y0 1z0
33t 33s 1y1 38w vd
3he 2jj
7e2 6pc 3xj
7eb
4y1
gz 3pq
4zr
18l 4pp
425 2hc 2h8
4kq 4kr
33v
64h
659 658
4gj 4gk
4x3 4x5
69d
i5
75u
3ow
9w
17c
404
6lk
eq
1jy
71r
2ir 3vv 3m4
5ol
5om
54h 6up
445
6be
6a9 6a8 3f8
3hb
13l
7gh
4t 4u
1ji
rs
ub
7hf
2rc 2rb
6pn 4un
19o 19p
5ux 447
448 2d5 446
448 2d5
lp
2nj 62o
5mb 5md 1kb
52m
6cc
6cg
2xl
406
5ny
3tk
59x 59y 28a
6na
5nr
1b2
3v2 1b3
3th
2d5 1cb 6nk
1kt
7eq 7es 7er
3tu
5yu
71o
2gn
1u1
50d
4gh
6og 7gq
5tt 5u9
5u2
4d0
7hg 7hj
xe
5rc 21j 6jc
4o 1cl
36r
3r2
2g1 3r4 4z4 3d5
6fl
5mn 3rb 3r3
1dd 5vt 5vw
4o8
10v 4ob
qv 12v
uz
4yh
59e 734
11 12 15
50c
5lv
2m9 2mb
5h3 29e 29g
2mf 4yj 6k7 6k9
10h bw bi 48g
71k
70v 4o0
6w0 3wl 378
4w5 4w7
6hm 4 2ny
2a2 6b4
1ir y4
48d 48h
29t 26q
3lk
ji jv 1pw 596
25f 26f 4sc
11s
48w 49t
5jn 5ap
1a9 3c6
1q3
ka jm 1q0
k6 1pz jl
10k 6ul
48l zh zg
6tk
3a2 3a8
6s3 381 6tm
n9
5mx 5my 7gn
48f 67h
103
3kt
1w4
40f 33i 33h
4ky 4kz
nm na
3ie 4tx
6l6 xr 6l7
6la xu xv
1cy
45h
6xn 6pv
7d9 7d8 63n 63o
6g3 6g2
4f 4e 4g
6xo 6pw 6xv 5rj
6xp 6xq 6xt 6pz 6q0
58q 2kq 2kp
7a8
5j9 4d 4c
3bl 7aj
7a9 6sm
7aa
6xu 6q1 6xr
6um
6xs 6py
66p 66o 66n
2rj 12g bx by
42g 120 bv
12s 12r
483 48r 5ju 71l
o0 4nz 1el bk
o4
1u2
1ub 4ni
5qe
124 5he
124 690
7cg 7ck
7ch 7cl 18m 6ce
bn 11q
7da 7cj 7cm
289 48c
2t6 6u5
1cu
rc
re
rd rg
10n
2bb 2be 6je
5yr 4a2
13u 13t
34s 34p
vq
4hx
28b 48o
6pm z7
66t
6hj
5vo 5vn 1qj
6bh
6bi
vx
49y 2gu
oi 39j
6w5
1r5
763 1r6
5rn
38
12d
6i 1j9
11y
3ka 3k9 3k8 pj
1vf 2fx
3f 3d 3e
6y7 6yi 5mf
4g2 3su 3sr 5er
5eo 12e
228 229 223
22a
226
227
22b
134
70m 132 1v4 10x
702 5ry 53p
4dp
10w 1s8
11t 12f 5g6 37x 5g3
3r0
6s1
s5 5jq
6sh s6 7g1
s4 u5
n 1mm 1ek
o 1mn
4oz
125 4p9
4p8 4ae
4pc 4pd
5oc 2wv
5ky 5ko
5kp
k4 jw
36m
jx
2t5 1un
4s8
5mm
3f5
49z
k0
2q3 4ue 2sa 2sm
1vn
3xd bm
4uf 2sr 2hs 5tm
5ed 2ht
26g 2ab 26s
3c5 4ze
167 5d7
16c 16b 168 2ac
75j 38t
2q4 49q
452 4hd
67j
1tg 1tf
1lg 1lh
5ve 5vf 1xf
2os 347 11r
34a 348 2ot 6w2
2nl 2nm
4nq
402 3zl
6u7
27t
64j 64u 64m
64s 4vi 64v 64r
64w 64x 64l
64n
ed 4zf
3h2
38r h3 64k
2gg 2gi 2bv
5sc
26l 27x 52p
26n 285 52q
6k5
26m 2sl 77g
62d
449
2sa 4cb
2sd 2sf 2sn
2sj 2sq
10p
578 q6 2sb 2sc
77t 3z0
21y 6k4
3ay
772 77m
79r pw
5bh 5bj
774 5ba
77u 1a7
7co 7bx
7cf 7bv
3c8 3c7
531 52y
5fy 5fz 2y8
282 284 25v
282
27z 27u 27v 27w
2xo 6fd 2qd 3dk
3nb 3m1
3m0
2yk 52u 3yt
4hj
278 di
35u 281
1cx 10o 27b
10r 1bo
1gb 4rs
3ot 4fl
1uz 1v1
6j5
62e 46f 46l 14r
4ut 6ma
3oh
1ju
5qi 1xi
47e
6rr
1m4 u9 62k
5qo 5qn
h0
h2
169 16a
52o 515
xz 3qg 1jr
6zx 6zz 2k8 6oq 43d 4sz
1g 1h
3l4
1gd 491
55b
55a
55h
5oy
5ox
3f1 3f2 12y
6qv 6qw
4v7 1jh 1jm
1jg 4v7
4a8 49
2 1
z8
1vv 236 45w
3s0 3s4
78e
22d 59o
6xc 6mf 6mg
62i
56w
66z 3wx
34y 24p 24e 350
44o 44d
2g 6e
5o9
5fl 5fm
2rh 2re 1hh
62j
5ln
46t
3gi 78c
7bi 7dd 7dr
7bk 4de
tx
3gk 1hb
2hb 2h7 2he 2ha 2q1 2q8
235 1z 71a
46i 1rc 1r9
4db 3oa
4db 4dd
43y 7bj 5gi 5bu
2a6 4dc 3ob
3av
5yg 5d2
3gl 4eo
57o 3hj 3gm
4ux 46h 14s 4v1
53q 4r6 53r
5z5 5z6 29w
6yy
26z 3yk
270
66d 3kg 3kh
78l 5zs 78j 392
78f 78m
78f
78g
78g
3ae 78h
1z5 1z6
4iz 4j0 78k 29v 25k
5t4 5rg 5rf
mc
63w
4dw
1cw 1i9
3of
3tx 3cd
up
5re
6zs 78d
64f
78
46g
6z7
6z9
3fo 5tr
6ys
205
6zh
4jk
224 1va
3sq 3st 56e
6fa
1mm
v7 2vt 29o
29p
5cz 5hf
5gy 2dt
693
7ew
2hn
2mg 1wg
1yb
4rt 4ru
aj
3ep
3hr 6lz 6lx 36o
3hq 3zi
1ge 4rr 3ov
4v2 46m 62f
1gg 1gh
56s 1v8 1dm 64g
56r 1dl
dg
1rg 1rh
33n 33m 34g
69o 69p 657
43a 5bo
6cs 1xc
1cp 1cr
5tf
1ra
4q4 4pz 4x1
3w0 5yj 3w2
s 704
705
1pv 3hp
73f 3ze 6vq
6v 73g
2iq
30w 30x
4us 5ow
5bx
27n
1re 55k 2t4
6xj 0 44c
74j
5s9
g 3l8
5mo 6e7
2ay 1vr 24y 2zc
1vr 23d 2ay
2ay 1vt d6
6v5 1xu
20k 3od 2ow
63r
3zq 3fn
14e 20l 20o
1gn 1gp
2ns 5xu
5cw 5f1
616 1go
4qx
a0 6k6 lq 3y7
5hm
3kz 1og
1m3
6fc
6yh
6e8
1ql 20b
14o g7 g8
26b
vc 6pe 6pf 3xl
vg 1hl
5zt 2nd 2ne
7u 6tp
41i
3ju
3ne 3nd
1ho
57b
2a1 5cq 5co
38x vf
212 20g 213
428
1pi 6vj
aj 48u
33b 3bq
5r9
1bg 6p1 6p2
5nr
6e0
3qa 3nx
5qr
4be
4qg
6p5
1q
3dh
77l 77v 77o
787 788
2il 2io 2in 2k3
2im 2ip
2ig
2ii 2cb
69a
23q 33u 3wa 5k1 6ey
25j 299 6hk
4f0
65o
5mf 5mc
5qg
769
f 7ad g0 6bm
1wp 7ad
32u 32k
5rw 53p
731 5hx
wd se
wb 3gz
sf we
7c8
5s7 7bz 2yo
5s8
3p
72n
7h
76g 76d
2pa 5ec
3l2 26p
6q6
1ds 1dt 29z
m1
2mq
70l
5u3
1t6
3bo
3l
1ix 4lp
2rl
2sy 2sz 2sw 26h bt
4ep
4eq 3wv
69i 69j 1mq 1mr
6ed 3hx 6bt
3wi 7ds
1nn 6yo
62l 4hf 4he 6c1
5tx 20q
4lw
2pt
4sm 2k1
1wy 1wx 7gw
5au
3tb 3o9
1d7 1d8
5vv 5vq
4wh
4wf 2o7
2o7 4wf 2o8
6xb 6x9 75m
5mp
7c3 7cd 6pr
55n
6gn 5ub
4om 6gu 4qo
2ry 4qn 4l2
1sm 3wz 6gi
32d
2ij rx
3sb 3ys
3bb
4bu
1zn 1zo
3ld 3l7 3lg 3vg
2vj 2vk
45v 2ve
680 2vl
5xd
70w 70y
jy k5 jk 1px
25g
48j
48k 48e
48i
59m 59n aw
1av 732 4i8
12h
12z 28e
18n 5ff
6ps 7cd
11z 3lc
3d9 3d8
1r7
4pb 5ia
5i9 dh 5cr
1ny
6sf 6sg
63h
7ci 5qq 76c
2q5 2ss
39v
3du 6x0 m4
5ct 7d2 5y9
2vy 2vz
6gl
2t9 2t8 5v8
br bu
3zy 6bv
2nz c8 3 4h
3k 3j 3i
5xv
45i 55r
16j 3tq 3tp
nf nh
47n j5
nk
5mw
41e
5la
5d
nb ne
6tl 6tn
3a3
ob oa 360 65
o8 35z 2qs
o9 4dk
18g 2lx 18i
2sp 2so
5kz
3qo 5kw 3qp
7ca
1zl
3vh 3vn
4lo
64t
18h 2ly
4uw
5qk 6ml
24q
62h 745
34h 34i
6zy 6xl
1y8
33r 1gc
2xs 2wx
56b 1m1
488 3yu
4lx 4lz
3ud
1ri 1rb
5ts 3fp
55d
55f 55i 1jp
wp
2m6 3qk
51q
fb
6bu 1sg
3o7 3o4
oq
4v3 4vb 4wc 4w1
4ve
6vp
43c 5r6
72i
72o
4v9 5hv
5qm 5qp
75p 1v0
4fp
1hv 1i4 1l
6nl 62z 6ni
747
yn 4uv
yn 4ut
72j
442 440 16g
59l
fo
117 118 51r 115
13h 16r 51b
5ql
16h
bq
1vw 1vu 1vy 1vx
3hn
4iu p6
4iy 4rj
26t 1hs
26u
1v9
5eh
5rz 703
6xa 2h
5ob 2h
2is 3vy
35y 4hy
4sp 7eg
1d2
tv
165
52r 280 26o
6ap
641 6pi
h1
64q 64p
2tm
779
77w
77h
3rs
6d6 6d5 6d7
6pq 5uy 5ku
4qv 5yb 2n4
6ri 2k9
354 34q
6
1cb 5b4 23u
15r 5ue
44m 44k
684 5q6
v1 4n4
5lw 1b9
7f8 2vx
kn 6ub 2ro kr
23z 240
5qv 5qw
69k
3tj 1uv
4lo
lw
63s
76i 1x7 1xa
1x9
59a 2vr
7ei 7el
7ef 4hz
77x 77z
59c 5qb
y2 7hm
2w2 3ap
4aa 74d
5jk
39p
15i
7de y1
24s 24f 35m
5mt 5ms 2wb
23x 5ha
33o 5mu
5mr 7f0 6bg
4lq 1lt oc
7fq
6lc 6ld y5
2f5
44a 6lb
48m zi 5mg
wl wm
6tx 6dj
3qs 6ei
5jr 71m
11x 48n bp
5jt
2bc 27c 62p
1cv
rf rh
2t7 6u6
28d 28c
34t 34u
130 12q
11k bl
6w3 3wm 379
3q7 49n
629
15l ls 5uj
3n1
5vx 36f
76x
3ik 3ip
7hl 7hk
3r7
ds
sa
3xo 3xr 3xv
1w6 6gz
uu
630 lf 4e8
631
6jg 6jj 12o 6qg
43p 43q kl

5to 561
672 1qa 4yl 1x6
6ay 7a 7b 39z
3yt 3yv 290
1v2 2p 58g
5y3 5y1
518 5te 36n
427 5gg
2yt 57q 2mr
1x5
258 ab 259 1w3
21t 20v 22x
jd 21t
1is
174 1is
34n 175 2b6
65x
3mc 3mh 3mj
dw
5jv
2p6 4o1
1sx
2yo fj u3
fj h5 h6 1j6
2yo fj
o5 5z7
6b9
6bq rb
6bq 3au 13j
65s
uh qg 1hi
5oe
2y1
21d 5n1
40g
40e
5d8
3es
1it 1iy
1o7 1is 1iw
38u 395 1f6
2fs
672 678 1tb
2wt 2mp 29c 2st
38y
2p5
2pr 1sy
2ps
3rl
1yl
5hg 25a
3f4 6kz
584 pt 3v8 3u
fi
fp
yb 1dr 1dv
6ls 6lu
ib
105 yd 5e2 43z
74p 74w 5tf
355 3z2
g3 fw fx fv ft 46e
65a 7d1
3oi 3og 586 3f6
kh 16o 6iz
5gw oo ow
5rm
6n6 4ql 4l6
1pn 5z4 2kr
2nk
3mz 3n7
688
6lv
4ym
qs
1o9
4a3
2v9 6wl
4c0 5tn
6j2
q3
3jz 4xi 10i
525 5of
4nv 2pz 2q0 60m
4ln
6d4 1iu
2p8 5eb 3cm
2or 1sw

2lm
6fm
5nm
4t5
x9
40c 40b
4hw 1j5
4ic
72x
25w
7gv
e6
39f
3hx 3i9 541 1hd
40p
3i9 3ia
1p3
58g lt
67q 5ri
36y
2s7
4is
696 5ou 2yd
3rj
18u
4pi
ga
1vz
5le
6ow
4k5
45q 4t6
1a1
4gc
2uw
70x
1o8
10m
1jx 19y
5mv
4og
4b6
3l1 141
422 421
3a5
5ir
4q5 4f1
66c
526 69e 6kl
2p6 2ox 18k
1ng 18k 527
411 412
23h
rz
3v0 3v4
5k8 vz s1 fe 1da
dt 2p1
54l
1nm
6q5
5nz 5o6 xc
7b8 7b6 7bb
5mi
7a6
4gm 5kb
513 4gn
4a0 2xn
158 sc
2w3
3nn
1qc
71d
71h 71i
4u0 4u1
43
42
3gv
1vo
4gd 4fs 1vo
z4 3ku
57m
73t
6fn 6fo
3x6
3x2
5c9
42d 42e
4y7
1do 14l 1dp 14m
1vc
31v
3n9
4k6
2fp
3br 3bs 4s5 6b0
6od 6oe
1td 6kj 7hc 5qy
6ke 2ku 2kt
67r
6hy
65t
lg
5nn
1ni 1o0 1ng
3k3
6mr
42a
i6
512
71b
3o2
4b8
17k
6ww
238
2wq 2ta
2rg
71t
7bm n2
5oh ey
2ob 7bf 3al
rw
326
dk
5n2
1e8 166 3xt 1te
45a 45b 2z2 2z6

42c
wa 327
6b8
5p8 29r
194 1po
5jv
2hr 2ho 6ms
5iq 66l
3uu
3lp
4hh
x3
x4 x3 x5
1ta 1tc
62q
62u 62w
2j5
5r8
5nj
6vy
6wr 6wu
1dk
375
123
4wr
25u
5o5 4wt
5e
4b4
5xm 53c
1m2
3v6
4mh
69m yj
2j9 2jh
2jf
2jg
71f 71c 71i
12m
xt
5ds
145
tz
uw 69c
67u
3sf
5n0
6qo
1o4
2u7 4w4
1lf 7hq
ax 25x
58n 69h
4rv
he
2y7 6dw 2ou
3s6
17m 2rs
1k0 3z3 6hz
4an
9y
14j
14k
5b0
if ie
it 10e 4t5
189 18c 188
c5
4ib
4gb
75u
34f 2hm
4i
4s1 2z7
17f
663 664
6qe
42f 42b
2pu
7c
4s2
4zh
17b
6de
5c2
mv kf
lj
1oq 5dt lk
2wr
2xp
5bm 6ft
84
4rx
4jv
3ry
3th
es
4x4
434
77f
3zp
j4
5in
2hk

453
1ms
7ao
65u 65w
7h4 7h6
59u 1oi
16x
1ks
1mu
xb
7am
1qb 1qd
2w6 2w7 17h
16y 173
4yp 5ui
1w9
692
4yb 4et
4go
4j
454 5ud
2ok
4ih 4ig
5q8
2pb
4xl
4xr 4xq 4xp 4xo
3kv 1z9
1os
7fw
yg
2sv 2sx 6rk 3qc
l8
78r
1ob 2e0
4a1
1j1 le

4qb
dx e1
1zz
58j
5ws 5wt
65v
5mj
7av
7b9 7b7 un
2kd 4xg 4xj 4xh
1nh
s0
rz
200 1zb
4nw 2k6 3aj
1n8
74k
6ea
6ka 6kc
4wj
16z
7e 7d
4zk 4zl
684 685
w0 w1
407
1mt
2pw 2px 2k4
2ux
6c9 19m
43u
uo
1a3 1a2
1r1 1r2
6wz
6hy zx 1gz 3w6
18w 18v
53a of
3cn 2td
3cp 3co 2tc
dz
e0 dy
4qp yh
4qc 4qq 1gy
7aq
5ki
yi e8 e5
e9 e7
3ck 2po
698 3bp 3it
1nz
40z
4xc
3mu
6c2
194 1vk
4sm
5ri
6ke 5nq
4w4
541 102 q3
6pn zn
3i4
61m
1dq
29y
10d
3pr yc
1se 1sf
6lh 1oc
373 6q2 370
3ak 1dj 21v
6lp
1ds 1dt
fr
5jx 1du
76z
66r 645 2jz 5so
6k4
3k2

69b 7cy
643 50r 64b 2jy 644 3rz
62y
1dh
46r
3s ps
67x 3ue
5p7 5p6 2pv
3uc 1js
7as 7ar
742
rm 1dz
7cp 72z 4z8
5e0
7b2
5ld 5lf
66s ux 15s 57f 2jx
4a5
7cw 7cr
72y
7cu 733 7ct
7d0 6ke 1t5

i9 sy t4
3nw
7a7 79n 36i
20z 20e
1m7
t0
t3
sz t2
4es 3t
19u 1q4 5qx
5ug 5b1
33e
16v
6q5
71
1vs
4ea
3cq
6dd 21x
1jz
q9
22x 3gw 76n 61z
6pu
13w
v6
2ib zo 4e8
fc 2g7
4w9
2y9
2yt 2ys 2yv 1k2 1im
3m7 4e1
6gx
4k7 35b 7b5
172
170 171
1qb 1mv
7cx 7cz 7cv 730
4hs 3uf qa 4hk
7cq
ic ia
4eg
3am
484
2zr n1 hv n4
38h 38b 70f 38l
38i 38f 38j 70e
70 2kc
3af 7hb
zm zk zl 10l
zf
6mz
10k 6tk
48l zh zg 5mh

2v8
61g
15o
xw 3vx
3c1 48x 5ee
4m
3b4
6uu
7hd
2fc 35
5l2
5zm 5zf
1zy 1zu
6xh 6xg
6fr
2ep
1zv
w6 w7
2cc 5ka
1kr 1nb
37b
hu hx hz
6s4
244 1f5 5ad 261
lu
16q
16r
8z
1uh
8z
5d2 2pi
5d4 1uy
3v5 2o2
3l8
iq ir 516
1gm
15q 3yh 5l3 3b8
3b8
5l7
45f
31w
2q6
48
4m2 4m1
6b7
6b7
q 3vr
709 c0
2qa ov
zp
zp
1h4
1uk 206
5c5 6k5 5l6
6rz 1af
665 66u 79r
6bc 6ba 329 6wx
3ax 3hw 7ap
64o 6jx
419
50m 6ia
sb
4oz 125 4p9
7bi 7dd
4u9
1yh
f g0 7ad
4ey 62t
72s
5rs
3o0
3ae
3ad
3ad 13x
3an 3ao
38a 70b 389 70g
2u4 5wq 45g 79i
6vn 3jt
2b5 4l7 1s1
6rw 38m 70c
2zx 6ru
2zu 6rv
5yd
1ag 75c 1ah
6rx 73q 73p 6ry
66w 35e
5h9 38n
3xf do
6fs
5xv 6u0 3k
6l6 xr
74z
5mo
31b
3hb
3b 3a
35s
3me
76f 76b
3pw 3q0
2i2 1b8
3sz 26x
5a9 4rw z3
1kd 1lz 63q 38p
5me
5ib 5c5
6uh
4mm 4mn 4ml
1d1 1d0 x2
1nx
nl nj ng
4jc 4jf 3b1 wr
1c7 5hh
6qh 5hk 3we 3q2 76j
1bx 1d6 1d9
2aj 2qb 4gy
4pl g9 5vc 3mw
14i
14i 2h1
78n 4g3
78s 40v
1aj 1ai
5es 5en
40u 78n
tk
2yw tl
tm
ja 3yj 3yi
78v 78x tc
795
797 78p
287 jc
36x 36w 36u cz d0
6a4 69z 6a5 d1

39g
5y 3jy
78o
l7 h7
la
3lx 184
19d fg
19d ff fh
2wa 2w8 2w9
1fe 2j0
1h4
2qf wg 3g9
6yk 2qg 47w
2qi 2qk 2qj
74y 2ql
43b 43a
1gv 6ip
7g0
2qm 6iq 2qh
1dx 13i
6zt
1n5
2xw
14u 2y0 19s
4gs
1s9
19k 4ho
1k5 1fn 7fj
6ln
1h0 1in 1h8
42z
5st
7fm
1h2 432 n7
6sx 2dw 6t2 2bu
2bf
71y 560
2bg
pm 6am
6ag 40o
1gk 2ur
4ta 5x7
et
rt
3ut
1y4 1st
4as
5zb 73x
18z 19a
4jy
2h1
2qn 2dw 121
4oi 56a
40l
2fa 2yc
2kx 10t 3k6 6hq
19j
1m8 1mb 9c
1u 292
1v 28x 1w
r0 6p0
24 53t
651
71v
323 2qc fd
4pv
55x 55q
40s 4pw
id
6a0
b0 67c 72t
2zs
3h4
3h4
1sq 1sp
ek
2it 59i
2s6 w9
zy
qn 51d
ta 78q
2lo 8x 151 14w
2uc 540
74h 2uo 2uf 2ug
28t
3yg 1h9
1cs
2dh
qm qk
3ko
58f 5ai
1qm
1qm
1ww 4eb 1ct
ef 2r7
56x
2x0
1ax 5i4
4e6 4gg 388
19e 7gi
252
5rq 5rp 6j3
21f
2ai 2nq
6fr
6x7 6x6 1w7
2wu 2af ei
1km 2ex
413
1kn
4v6
2zq
67e
274 6q7 41l
cs
3bh
2f6 3re 5sy
4j4 2xh 3ps
6rb 6rc
6dl 6do ma
72w 2h2
7cs
341 6no
122 43x
2gw jt
5kg
zz 1ku
5b2 6qp 3wu
562
ay
2qe 16d j1
1z8
686
5a4 5a3
ql 1zi 1zk
65q 4qf
3t3

40t 6n0
1qr
4j6 4l1
423
1a6
6nu 6nt
19z 49f 49e
2hu 49e
4al
2r9
pc bf
3rf 6jn
56s 56r 3tv
4k9 4k6 570
2an 2ak
37w 5g2
5g4 37w
1li 1ar
3s7
6wh 3fv 6li
1cy 6tr 3fw
4tw
ij 4fy 4dj
689
ae 68l 68q
2jj
30i 2jl 2jk 2jm 359
7ff 6to
6to 7ff 2b7
79m 6dp 79k
112
6un
7gz
4ws
2l
6dr
67t 67v 3dz
88 89 770
42x
5f7 5dm
762 761
6aj 27s
79l 61q
3f0
5m5 5bs 3jh
5m7 3ji
405
5ao
1fw 1ia
6s0
41n 2jw
6lm 69f
1ct
68f ag
437 23b 6fa 6f4
5ek 28q 5yp
5eo 28q
6vd 6kf 6ki 2on
55t 4ip
6pk 5p5
1rx 1s0
5rl 5rk 64
58o 4ab
1wz 1gl 5dz
2et 2el
6i2 6hn 6im
6ia 6i5 gl
3e2
3sv 4l5 4j7
77i 8a
77r 2m0 61n
6if go 6i6 1ki 6qf 6ig
6ic 6w5 6ie n8
2wb 6i3 6i8
3sy
6i9 6i4
cv 771
1xv 5r0 5r1
1xw
63e
7a4
6h7
6h8
7cn
3mo 3mn 3mm
5mw
5mx 5my
7gn
5lo
5lp 5lr
4mv 103 3kt
4mw 6gv
4sa 4s9 4mx
77q
5b3 7b1
2j5 5j
5l 2j7 2j8
2je 2jd 5k4
2ja 2jb 2jc
dv
1bp
qh
1bt 1br qi
1bq
48v 4n
48v
1bs
5la
72b
5it 5k5 5is 3a6 3a0
5j3 29i 5iz 5j4
5j2
5iu 3a4 3a9 29h
5mm
tq
3a7
2ff
50i
50j
5iw 3dy
21e
5xj
3uv 3uw 3a1
1pw jv
ji jv 1pw 596
25f 26f 4sc
48w 49t
5jn 5ap
jy k5 1px
kc 1q2 k7
1py k2 jz 1q1
1q3 k3
37l 6uz 6v0 5bp
37l 751 5bp 6uz
37m 752 5bq
6tj 2n4 37q 75d 4qi
37n 756 37p
da 5m0 3mt 1rw
403
1fs
6v1 37o 759
4f4
6g5 4ry 48y
4wu
4kb
2tt
y0 2wk y3
15n
60j 20i 3sz
60v 3t0 3t1
60g
60g
60h
611
60i
4xf 61y 610
1nr 1nq 4f3
63g
63g
61a 61b 6q9
61b 61a 6q9
606 3cs
3cs 606
3cr 609 5je
3f3 5ke
63m
2wj 2wi
6mu
5aq 5ar
dm
6j6 4x6
2mv 63t 2n1
2mx 2mw 63u 4yx
ef
qs 6mw
612 4el
qt
45j 1mp 59b
kj 50n
1r4
2rd
n3
10y
4yw 10u
3ir 3is 59d
29s
6sj
4yt 4yr
64d 3e1
6ty
58 6ny 2qp
7hp
4um 182 1ac
385 4q9
3rv 2om 66m 3rx
1m6
3n2
52a 153
4n8
214 21n 21a
4vc
1qo 1qt 1qp
1qv 1qx
4av
4at
1j2 1iz 1j3 1j0 1j4
e3 e4
40y
5sd 5se
qv
qx
7g3
30k
ae 6sn
8j
5w5
5w7 5j6
5w6 5j5 30c
607
608
4oj
33c
614 4oh
w3 w4
3ai el ek
2wc 3kq
3kr 3ks
3p5
4n9
12k
12j
61j
3bt
3bu 3bv
5q7 r3 2v3
6fx 38c
3lt
cu 5zw
4ou 487
29j 2t5 3ma
68p 19 68e ah
6st 6hv 3jk
6hs 3ji 6su 6ss
6tr 638 30l
5m8 5m7
3ib
5wp
3rm 6p4
68b
2ky
77l 66 yf 7bt 7bu 5be
5bd 3y6 3y9
2vx
467
hf np 7et 6rh
10a g4
342
5p0 5p2
6gg 5ua
6go 6g9 6gc
3fg v9 480
773 21u
2kb 6o5 70k
34p 354
2iy
160 3vl 21i
5e4 5e1 6y1
2w4
5q5
7bq 72g
7d3
42i
6vv 1o9
2ev 6h2
69w 69v 8p
68i 68d 68c 30j
68h 68g
5n 1mx
4u4
1ye 1yi 50l
47d 4b7 1np
58y 58r
13o 3mr 599 598 46z
3mp
6qr
39y 6bd
40a
6ai
2m8
1za
1lx
143
ym z5
vv
4mf
4wn 387 6ih
4wq
662
5us
3o2
5bo
2w5
17k
36t
5l8 1df
17j
52j 2o0
3ux 2f8
5am w8
32f
2zz 149
v5 v3 4ok
4ph
ky
8c 2ji
6n9 73u
6rl 6x4
633
i4
i8 73
382 i7
3ff v7
47z 49p 44s
76k
2l5
6ox
7fr
1vb 7fr
724 727 72a
5p 725 729 728
70h 3hu
70h 3db 3da
4dh 66x 13m
44h
2yw 1yk
2yx 1yk
2yy 1yt
2qq
3zo
6ja
4r0
1b1
39n 39s
n5 3kx 1ym 4ub
142
3kx 1yn
4uj 4ui
1yz
753
1yx 4gq 591
1yu 590 58z 4gp
1yx
3r1 1yo
1ed
33g
4b9
1yf 4u5
3um 3un
140
5qf 144
ye
4u8
2ge 2md 2n7
1yg
13z
6uo 1yy
3li 230
7a1
l1 l0
4uh 4uk
5t 5s 5gu 1yr
sw
sv
sv st
4sk
6ee 6ek
3a2 3a8
5ix
5j0 5j1
3jg su 5iy
69q
6ag 3wj
49x 49w
39o
13y
4uc
1yp 1yw
50p 1yq
1jc 17l 36v
3c2 5an
27m
c3
5u 5r
5q 101
in im 4u6 5o
5up 5ut
7eq
453
2f7 2fd
2f9
34 2f7 3c0
2fb 2fe
fy
6sv
340
4qe 4my 2y5
34c
6dd
400 23k 49v
2go
367
4w8 6zf 59h
2rt 7go dj
2rt
3oj 3ok
2rw 2rv
4g5 4yc
4y5
4y5
3bd 528 3e0
2ln
mm mn
mm 2ln
2lk
2lu
1pk
98 2e3 5yv
21o
5sa
vp 2lq
64i 24w 1wj
52i 52h
1g5
2gz 2h0
79a
79a
3q5 6wv
2xt
49l 49o
3q6 49m
36c 368
57r
6ux 8f
2gl 6ut
4t9
5ld
6wj
6ge
1qe
4jz
3q3
2ty 4so
3tg
y7 y6
6fj
481
4gj
i5
kx
4x3
2ie
69d
404
3ts 3tl
7bp
19n
2py
4jx
71g 3mg 71j
4a
5ur 2s4 6r2
2lp
5bl
2ls 4y8 4yd
7c0
4te 8g 8e
1sm
6gi 3wz 6g8
4om 6gq
2nx
50h
77c
3aa 3ab 2rz
76z
3hf
5rt 57s 57t
3rc 2mi
2ir
7e2 6pc 3xj
63i 63l
4u3
2c9
4ca
4ce
4c6
7bn 2fz
l3 ky
2nf 7e2 7ee
2nf 5bw 2nh
426
2hi
48v
37r
70o 1qf 2vs
3ny
5ji
6dg uf 1n4
h8
5r7 4h4
1d3 1d4 5rh
3hh 3hg
5wo 3nz 77p 5jj
778
147 148
72u 3wg 73r
zj oh
2ij fk
4wa 4wb
4l0 4lh 4j5
1t0
2o1
36a
69n
4m9
632
625
xa
2pg
7dt 7du
hg
785
2na 786
5b9
5b9
5bg
22c
6d1 2r8
6os
6or
3ta
30z
63f
63f
2po
3ck
lm
2me 460
7br
7bw
6g7 6gr
6gj
1cp
1cq 4lr
35s
364
1e6
1e6
760
6mj
6y0 ua
5bc
6gp
6gk
6fv
bz
7d4
1y9 4vn 1y7 42o
2wv 538
6ha 536 1bu
7n ow 620
1hp 16t
3ad 3ei
275 13n
50 4ol
4g4 11n 11f
4g4 119 11f
266 267
4g9 11h
38s 1z7
265 5sz 4t1 4gl
6uq 6o0
6uo
1ok 356
5dl 5dk 1il
5ew 5ex
4vo 4vp 4vm 4vq
4kt 4ks
18s 18r 18o
4h2 29n
67f 67g 3w3 624
580 581 1l0 1l1 1l2 6o1
57z 5xn
57x 57w
79s
1ul
6y 6z
4o2
wi 2bb
6dq
6ue 6uf
1i 1ui
3fl 61h
4n5 w 65k
3by
34k
44z
d3 db
3xh 61v
6r4
6cb iu 6wn
24d
65l
3f0 3ez 7fu
3ez
68x 6xi
2o3 u7
ut 1ik
1pi 3nh 2sg
2y5 5qa
wh 5os
m5
5oz
eu 21d
4ye ev
13k 4yg
1o2
7ac
752 5k9 7he
7ad f g0 6bm
1wo 32n
3cy 5xx 1x4 36
3cy 5xx 6z4 50q
5y0 1ya 42q 2jn
1e6 639
3em 2lv
1kx
2h3 6mj 2h4
3ef
3ek 3ej
43 41
34d
3gv
5c0 382
3hl 3hm
25n 1us
57v
y 68r 4x0 7hn m0
ll
767 71z
475 lc
2od
7g4
6ga 6gb
1vc
mj 3cf
35q 3ee
6e4
zw 6wq 6wp
1ty 4x
96 5il
a8 a9
4ch 4ci 59z
74g 6on 58k
1vj 1vi
1hj
1y2 721 2ub 3t9
6pv 6px 2fu 2bb 3ms 5uk
6i0 6ik 4hg 25o
1ml 66v
6my 6mx 6bx 3n8
6by 1nc
7an
61w 374 1x1
523
6is
1ve 1vd 2i5
2av 42r
5qi 54m
mk mg ml
7gl 5ax
6xz 65f
49r 49s
70h 3hu 3db 3da 3f7
70h 3db 3da
3ey
4jh 6ha 4j3 569
6h9
5a 5h 59 5f 4g1
3v9 3va
4lg 1rq
3f9
75w
674
5e6 5e3
4n1 4si 4n0 4sh
30p 30r 30s 30n 4gr 30o 30q
1uu 1ut
4kj 4km 4kg 4kk
114 113
4dg 4df
6zv 6zu
28r 4kw
3gn 3gg
5az 5ay
42v 42o 42h 22n 42p
4wv 6j5 10f
1if 6nz 1ie l5
4n6 5c 4n7
6h
4i4 1ms 5no eo
22g 2cp
6ix 1kz 3tr 1ky
53y 5qt
53x
4m6 4ku 4ew
53z
4uo 177 22p 1xh
4up 177 22o 77
4lb 243 3pk
5y4 29
1zr 1zq
2tn
6h0 73t
391 390 39d 39c
4cg 4cf 371
4s 1fz 38o
1d 1e
1c
36z 36y 372
5fg
nt
34j
2dc 2dm
4cw 4bz
6ol
5x4
d2 67w
3x4 3xi
8r
264
7g5
32g
2ia
6op
17d sh py
sh om x1
is 6wm 6ca 7
6ca
37u
qb vw x8 xd dd
3rm
6o9
3mv
ym z5
5va 5vb
5v
2mt 2gk
36e
6qc
js
652
8i 3fs
3jp
og
4aj 4ak
6mt 5z9
3t2
60o 1g0
511
mg
35p
3xw
lr
qr 3gt 30e
4d8
ra
6r3 6m6
1u9 1u7
1u3 1ua
1u6 1u8
3cb
5ot 6m7
2hp
14a 11u 6r6
5l9 27p
1nv
to
3de 1u5
1uc 2ec
2ce
7di 7dh
r5 5hp 3y
4ke 4kd
7ax lw 6m8
309
2uz 30b 4th
3i5
6r5
6r7
2ll 1u4
498 497
dl 322
2cj
4jr 4jt 4jq
4jm 2co 2d1 4h9 4jl
2d2 2cq 5ye 2d0 73l
2v9 67a 671 2cr 2d3
67b
3s0 3s4
1i2 1i1
6gg 6gj
5cm
712 56t 56u jo
5x0 4cu 4bc 4bd
3wb 2fg 3ce 53u
aa
2cz 73k
m2 73s 5yc
13v
2vn
3p1 3pc
2cv
24c
35g
35h
b7 35n b6
35o b4 35i
1s5 33p 35j 35l
6pp
24z 15e
24s 35m
4f8
495
3u3
6qx
18j
16u
2nb
2ck
2cs 3p7
4zy 18q 4zx 18p 2mz
4sj 2my
1k0 z2 yx 33q
w5 324
3eu 3et 3ev
af 2n0
4bl 2qo 4j2
2kf 2kg 2e8
3fk 4kn 8n
4kh 4kl 4ki
36h 4y6
2r6
6hw 62m
35d 42s 35a

55w 55u 55s
5sh 4lc
5f0 1ls
1jf 1sr
3g6 358
53f 53h 2bj
44w 44y 44x 201
l4 17r 1tg 3ne 3nd
2v6 2t0
1ig
y9 1o3 15f ya
53n 6c
6d ld 3o1
51v 520
51w 51x
45x
2gz 3hs 3eg
ce 3ea 4dl cd
6qb 6rn
sl sk 4g4
3nm sm
2nr co 3eb
cf 2gh
23f 4mi 65j kq
4c1 1vh
53b 6e6 597 v8 ch
1kr 1nb
1m5 gh 47y
cg 61s cw
37b
12p 187 pk
jf
4io cl ck 5km o1
6m6
1ea 1eb
cn 3ec
cv 771
4af 476 486 4ag 477 3zf
1q7 2ft 1q8 4o7
4os
2xj
2xg 2xe 2xm 2x6 4bw 2xf
2xc 2xi 2x8 2xb 2x5
310
319 31q 6f2 1e0 1e1
31m 5nk 31a
fn fm
317 6vj
31p 318 1e2 6z8
mp mr
31b mq
31u
5uf
1gt
31h 31t 1sv
316 315 1er 1en 247 246 6pr
37e 3x7 6df 2mf eb 4id cm
lw 3t6
2yi 2y3 2yh 2y2 2yj 2y4
4tk 4tp
6da 3ky 5f7
6da 2kh 31o
1on 1oo 1op 1om 5kd
1ol 1of 5jb
2pd ex
nn
4xk 5wx
3w9
3qb
6y9 60r xm 1na
50k
4xz r8 1k4
vz 17p 6ra
td 78y ti
2c3 31c
7bl 31j 6rt
21c 21b 3v7
31g ee 4k 6oc
ee 31f
31s
1r0 2k2
5ov
681
34r 3sn 4em 3x1
31n
31d 2tb 50g 6f0
493 31i 6ez
1ez
312
31r 5qz no
34l 311 3x
31k nq 31e 3m9 313 fz
hh 6eb 2dn
494 4b5 6j7 69u
hk hj hi
5ul 5um 7a3
5cc 5un 1pq
1bw 6vl 314
3lw 183
43j 2tr
3nr 7dy
4be 2ic 6qd
3zs 3zr 4bi
3zv 3zt
4bo 4bh 4bp
4br 3zu 4bq 4bg
4bn 4bs 4bm
2te 5v1 2tf 2tb
13 11 2eb 2e5 548
4bf 4bj
4bk 27a
1pl
2oz 2p0
419 5lz o4
419
41c 41d 41b
d8 dc
2n2 5e9 2n5 5ea
1sz 68m
3aw 6ch
6nm
3y2 3y4 3y3
5v6
cc cb
8v 2a0
41a ny
1lc 4pt
2fh 4bb 2fi
6vi
1o9 1od
3m6 3m5 3na 6k1
3zx 46n 46f
79r 4nt
5f7 6z5 18a 18d
665 66u 1rz 35f 6o4
66a 666 79x
5og
6bc 6ba 329 6wx
3eq 3er
3hw 3ax 7ap
4zm 1e9 3cl
6ia 50m 6i5 gl
3e2
3sv 4l5 4j7
5f8 5ab 18e
gp 5jy 21h
6s4 gx
2l9 3i0
61o 61n 50o
6ur
hr hp ho hs
hm ht 2m 2a3 1kf
1ke hq
2dm 2dk
60p 60q
472 471 2dd 1rs 3wt
4ec
nw nu nx
32l
5td 5tb
1be 1bd 2dl 44f
6qv 2dp
2df 2do 5uw 2dg
2ba 5qu 4sm
176 x
44i 1up
44n 1ur
6g 5f4
q2 qc 6w
2hq 1uq 3u5 3c4
1kh 4yk 2n 1kg
2de
3u8 3u7
4f9 5im
si on so sj
31l 1uj 29d
77x o3
ke ry 3gu
6fm 6fq 6fp
6og 2cm
3p2 3ha 3p4
2cl uq ul ur
6xf
4zb
3p8 2ct
3p9 3pa
3pb 2cu
us 2cn
44g 4tn 4zt 5su
3z7
3z8 49u 73h
2nv
1gi
52l 2di 5tq
my mz 5lh
ud 1ic
37e 3d0
3ub 3u9 3u6
3u4 163 3ua
410
2cw 2cx
2cy
3z9
hn 3zb
3za 1bf
te 790
4tb 5p4 2o5 25c 1em
4tc 4td 2o6
1ue 1ud 6k 5kk
63s 336
5xc o2
uy gn gw gm
6gc 6go 6g9 6gh 67p 6gt
6jp 6gs ub
6jp 6g8 6jw 64o 6jx 6jy
691 2e6 5sl 5sm 39
6km 6kk 3f1
6kr 6ko 6kq
6kw 6kt 6ks 6kv
6ku 3p6 1lw
6kp 2ka
4wl
4wm nz
24r 24u 24j
4fb 4fc 4fa 5ta
4ck iw
iv 4cj 6wo
2r
556 26w 2wz 3ed 3kf
5rv 37g 44r
2x4
1g6
5zy 5zz 6zj
n6
55y 3dr
47i
750 6bj
6yw 6yq 1ej 714
740 6t1 6lw 2qy
7w 6tq 741
3go 4xt 7f5 7fh
3gf 4xu
6eg 6yd 6yc
58s 5pg 5ph 5po 5pe 5pm
3qr
4po an 1t8
6lj 5pv 25s
3fw 6tr 2dr
3rf 56o 56j
6x5 55z 396
6x5 6wh 55t 2ci
398 a3 1ll
39a 399 6es
3s7
6li 6kx
3qq 3qy 6el
5ic
1li 1ar
7fm 41h 335
5st
6to 6tu
2qz 1m0 56m 6zn 1ib 22
5hw 5h7 11c
3rf 6jn 540
78i 4iw 268 4iv 73e
1xo 1ka 5fn 394
6kf 6vd 6ki 6kg 6vb 2on
ij 4fy 4dj
3gd 3dh
23 25
2bp 565 57e 56l 674
3sg
2au 2av 6nd
5ah 5aj 68v
3w 9 cx 41y
2t2 2t3 4ia
2ax 2aw 6nh 5id
4py
2dv 2m1
5h5 5hr
2wy 40i 5q5
5pr 5gn
15a 1wa 159
15c am 575
15b v 59q
3ss 3so
59p 1mz
1t4 cy 41f
1y9 4uq
2x0 4v 4w
41i 41k 41g
3ju 3jw 60l
28q 5ek 5eo 5yp
7i 7f
1u 296
28w 28z 86 4xv
6n1 5sp 6vk
5q1 c
6pk 5p5 1az
1ou 1ot 6io 6in
6f6
41w 41x 8q
28g 28i 28h
2u0 2u2 2u1
3op 3or 3oq 3oo
2nc
1ip 1iq 670
5q2 4cc
4vk
178
kw ku
37z
2tu
4vl 4vj
5fb 5fc
1gb 3ct 1gf 1dl 56r
9h 94
4at 4aq 4ar 4b1
4av 1he 1hf
5ch 3ui
337 4t0
67k 67l 4kf
24b 24a 5cl
249 248
1n ap 3cc
bg bh 9v 9z
675 673 3qu 3qv
2uc 6jm 37a
25s 4s7 4s6
3qw 3qt 6er 3qx
1gj 2mc ao
3m2 4g5 53v 53i 4yu
1ro 1ru 1my 17t
17s ct 17x
17x
4bx
bc
cu 5zw
2u 2w 2v 7fx 4ld
sd 24l
4g7 4g6 24n 53w 3m3 17u
353 34v 34w 559
1ay 5ps
7gu 393 5pi
5q0
4yt 4yy
sg 5d5 4z2
5pn 38a 70b 31z
6fy 6g4 6fw
38c 6fx zf 38e 3lr 1rn
5px 2hj
2b5 4l7 1s1
5pc 5o8 op
4sx 4sw
2b8 1jj 3jr
4fl 4fm
6nj 5pd 1lj
7fl 32v 2b9
2b7
5pu 6b3 5pw
5py 6yr
5pp 5pq 5pk 105 3xu yd 5e2
4mo 3xp
630 26y
17q 17z 3ll 3lm 3up 7h9
r1 3no
2v1 3pd 3pe
6m4 6m3 1x 7ha 7h8
20 2zk
2y 30
6ya 6y5 53v
5pb 555
6xe 54k
2ee
2ej 17w 3lo
la 3lx 184
4pl 14i
6sj 4z0
6sk 6sl
59d 3ir 3is
1z2 1z4
6m0 6m1 1o5 64e 4zp 6eu
ve
4yq
4yz 4yr 64d 3lu 4ys
1mc 9k 1m6
6i9 6i7 3qz 6id 6ib
227
226
2ix 2iv
4ow 4oy 4ov 4ox
582 583
5pt 22k 4w5
2gd 5pl 6wi 1lk
2xo 6fd 2qd
25t
3sl
1vm
4ao
4as 4b3
et
4jy 4ur 6ir
rt 7bs
18z 19a 196
1gk 2ur 5db
4ta 5x7
4ta
3ut 3ur
65c 6ws
5za 5o0 6gf
5zb 73x 1no
5zd 746 73w 74a 73y 5ze
743 73v
3fx 4ap
4ax 4ay 3g2
4vs 4vt
2xk
6zl
3l4
6it 6iu 6iv
4vr 4vw 3l5 3l6
4vu 4vy 4vz
4w0
6ws 4w0 6wt
301
26i 25z
z
1at 66f 4gi
gf gg
gi gk
302 304
303 307 308
306 73c 3g3
6du 6dy 6dx
739 2hg
73a 2hh
737
14q 73d
1zw 1id 6zk 6dv
qq
3xx 73b 3fz
33y 33z
6xy 6xx
f1
3zn
7ho
23e 32c
22q 22r 22v 4t7
22t 4t8
22s 22u 22w
2m4 2ks 2m5
5df
1ao 1aq 1ap
5op 5oo 5oq
4gv 4gw
gj
6w4
6vt 6vu
2oy 39v
6wd
rs rv
7en
r 69l xf
33x 496
4k6 19r 4ka
dr
5uz 5q5 4fk 4aw
197
433
5ip hl 2yz
3y5 65d
1g3
65e 5zc
1g3
1g4 4wk
1gx 3yc
192 190 191
5ey
537 536
5df
5dh 65p
65m b3 65r 46d
56c 4au
41f 469 46c
3r 3xe 29a
5df 734
14f 1fi
5di 5dj
1y4 1st 1wu 1y3
56 57
4qf 65q
44o 44d 450
34y 24p 24e 350
4az 4b2
b8 13k 6wa
4ji 4jj
4ao
1au 1as
2mj 2ml 6te
50r 50t
1qm
1qu eg
1qv 1qx 1qn
1qo 1qt 1qp 1qz
1qy 1qs 198
199
eh
em en 1qw
5nl
6jq
75v
37v s3 6dk
6k0
3i6
1i7 46v 1i6
78t 2j2 78u
ef
56x 5pj
7hr 1qq
6nu 6nt 4yv
6a3 20r
1a 1b 6o8
16 20s 17
20u 18
4z 52 6nw 20t
5k7
6a1 6nv 1wb
53k 4jd 2j4
6oy
1u 293 1v 28x
r0 6p0 p3
5rl 64 5rk
6fa 6f9
b0 67c 72t
5rm
3gr 3ge
58t 40h 32z
58v 58x 58w 58u
1f2 6aq
1f3 1f7 6ar

xs 711 719 5ig
1a6
3yg 1h9 3d1
3k1 3k0
1cs
1km 2ex
1kn 1kq 2ey 2ez
2hu 49e 2l6
19z 49f 49g 4ac
2hy 2hv 72p
72i 2mu 1bv
2hu 2i0
72q 2hz
1k7 572 571 rl 1fp
72o 2hw 522
z8 z6
zb z9 za zc 1a0
22d
2j 2i 2k 22e 22f
1yc
5ww
6tk 6lt
6fe 10g
237
749 4c2 744
2h1
2hx
4v3 4vb 4wc 4w1 3d3
637 634
4vb 636
4vc 4vb
4vb 634
4vh 4vd
4vg 4vf
519 351 51a
4q2 3cx 4q3
7m 1pr wv 1k6 56n
793 792 791 794
4dm 4dn cp cq
2em 2eo 2er 2en
53g 41t 41u vy
qd qe
56g 56f 56i 4mt
2am 2al
5cp 57c 8l
4v6
5hv 4v9
55a
4ve 28m ms
106 107
109
51q
9j 5gp 2ua 2i7
3to 3tn
5yf 334 bo
25p
4v5
4v4
2o7 4wf 4va
2o7 2o8 4wf 2o9
4q0 48z 48u
4wg 4am 6u 4ex
4wh 4wi 33d
90 9n 2i6
9d
4nb 9e
4n8 4wc
4nf 4ng 4nh
92 91 9o
4i2 4hw
776 775 8b
11 14
2ws 6mi
b
3oj 3ol
6c0 4cd
4g0 3sx 2hl
4ai 75n 75h 2p4
2x1 6di 68y 2x3
250
4na
4np
9l 9i 9g
1mi 1md 1mh
214 21n 21a 60b
214 60b 3d2
216 217 218 60e
3d2
60c 60f 219
4sv
1et 1eo 1eu 1ep
1mo 77y
165
4q6 15p
3f1 3ds 3dt
yt 3s9 32s uv
1f7 2xr
11v 11w
5n 12w
2xq
2xq
3w1 3w4 rn
5r5 6b5
5r3 5r4
5r2
ub uc
7e6 131
7e6 133
6cg 6cd
3fo 9a
52a 153
529 154 157
52b 52f 7ai
52c 52d 156 52g
1b2
2vo
3lz
50z 2i8
6ci
24x
6n8
2du 3z4
4nm 52e 155
715
1o9
4a3
2vc
6a7 3qh
2va 2vb
47x
1ec 46a
55g
3tz 3u1
7e9 7e3
2a5
3uk 3ul
5qj 5yx
2r9 95
93
2bf
2bf
2bg
71y 560
6em ac
4jg 6ep
4j8 4ja
1fc 1pf j7 1ph
517 5xk 7fi
c6 562 p
c7 563 c6
7d3 564 3q1
1fw 1ia
4er 5wy 2i3
5gz 9f 2gm
4kc
4im 4il 6yu
1m6 32o 1mk
32u 32k 9b
1me 1mf 1mj 9b 1mg
1m8 1ma 9c 3z6
3ih 3im 3ig m3
3ig 3il 3iq
2wh
5z3
3ii 3in 3ij 3io
5ja
797 78p
288
4cx 15i
4sy
24t
6ee 24v 6ef
39q 39r
r6 ez
ue
1o6
76s 7g6 6ph
76u 1bz 39x
76x 1c0
2wd 2we
2wg 2us 2uv
5yz 5z1
6bo 6bp
5z2
4yo
1vg
2th 2tg 53e
4s3
ha hb
28k
5h6 5jc
70p 7t
70s 7t
10j 3kp
1ko 1kp 2fm 2fn ju
oo 6qs
pg pi pd
5rx 701 6n 6o 5bz
4o9 64a 649
33j 33l 33k
25h
b1
4fu
2hf 3uj
4ev
180 3lq
4wd
7h7 6m5
1it 1iy 5d9
2zv 6ui
4zz
502
5io
720
500 501
6d0 6jl 4c2
5x1
2e1
2d4
3rr
6d2
6d3 5ci
5ch pc bf
os 5cn 5ck
p9 pb ph
be 7g8 4fv
2u8
1jq
6ni 7ev
7g7 7gg 7gd
1mw 7gc 7gb 7ga
401 20d 6xm
25q 1jl 1jk
577 574
25r 17n 3zk
58d 58e
58d
5si 3dv
585
4dt 4e3
jg 3ug
164
4n2
1lr ot 23v
oq
55i 55e 55j
2m6 3qk 2l7 32j
u0 pa 57h
wp 73n yv
3sc 3sd
3h4 3h5
2yf 2yg
51n
yk
3ye 3yd 4tg 2vv
4dy
4dw
542 42j 4dx
3js 5gm 1k9
97
1ex 1ey
54c 42m 4dz 54f
546 42l 549
543 54e 4e0
547
544 54d 42k
5ib 1nk 7g9
1nj 5ib
3gs 59k
4zw
5aw
6mf 6mg
ty 37
mc md me
63w 63v
3el 1i8
6u2
6u2
6u3 6u4
3gp
5z8 1h1
15d 6il 4hr
6il 15d
3vb 3v8
4c8 489 4c7 2j3
kg 4a9
1yb 4of
3s9
67e 3le
540 3lf 2zt
kv ku
439 bj
1ps 5hl 1ov
6ng 1bn 1p9
5e3
5dd
5c5 6av 6au
585 58b 54j
2b
2a 2b 1f 1aw
1f9 6x8
54a 545 54b
5w8 qo
5w8 xj qf 592
5sn 64y
1p4 1bl 5we xk 1bm
5w9 5n6 5nb 5n8 5nh 5ne
5wc 5wd
5hn
5hn 5ho
7ba
1s7 6c5 5gv
56d 3ho 2wl 43s 75y
43r ew 2f1
5bt 5sb a7 56h
1ef 4dq
rk 3nc 40r
rk ro 4bt
3zz
4kc 57n 1l8
3v8 3vc 3vd 5ej
4k6 25i ku
6hk
2dz 2dy
25j 299 2y6
71d 4y7
1nw
54o 1kj 2gd 167 5c5 6k5
54u 5c6
16k 16l 16m 3e9 2o 3x3 3x8
2bm 550 1kj
3xy 53m 1tx 37c 6zi 6zm 2b4
59s 37f 6rd
5n5 1bh 1bi 5dz 40j
1wz 5dz 5dx 5cx 54x
676 1s6 570 56y
fq 2wn 63a
1le 74i 56z 1x0
2uo 2uf 2ug 74h
3xa 3xc 5ih 6al
2ui 2uh
2un 661
2up 7fy
660 3kw 438
2ud 32e 2ue 2um
lb l9
19l 19h 7gj
78w 796
78z 798 2ul 2uj
5rw 700 53p 53j 54n 4ct
16e 6oj 6ok 4jp
731
5hx
6l
6r 6s 6p 6q 6t
1ef 1ei
1eh
2kx 10t 10s pr 3k6 7gp 2rm 6hq 5m4
3ki
t5 3my 6vm 4hc
ay
ay az
5hj
5hj
5eh 5de
6z6
5do
6hp
2b0
5hy 5sw
5ef 47b
764 2zn
1fy 1fx
2fy 1t1
5d0 6pb 576 5nd
3h6 kh
4r3 4n3 4rd
4rg 4rh 782
135 13f 13d
47a 1zs 47l
116 4r8
1n2
1sa f4
1i3 6k3
fa 7df
1wc
3fo 4rn 4ri 37y
2i4
1uk 206 26 53r
16r 6pa 138 13h
1l3 5wa
4jc 4jf 3b1 wr
1c2 5xp
1c9
38d 1c4
5wk 5wj 3zc 5wl 8h 5wf
1ug
2ys 2yv 2yu
3m7 4e1 4dv
1k2 1im nr
1ta 1tc
6q8
40l 40m
40o 6ag
2fb
2fa
19j 19g 7gk
50w 50x 50y
5xl 1xj 5nc
5wn 7c2 1xk
4iz 4j0 78k 29v 25k
4k0 53o
gc 5wh 12u 5wi
1tg 1tf 5ve 5vf 1xf
2of 2ol 2oj 51i
1tv 3qi 6wy 1xg
5vi 51h 1tj 5vk
1bk 4w5 3fu 1oh
4on 4mk 4mp
6sm 6sq 6sr 4k4
4mk 4mj 7fw
6c4 3ft 3h1 c0
4le 651 6y2
5hi d7 4e2
75z 6cy 6c6
13r 13p 3wf
3yr 13s 13q
7dj 2g5 2g4 5oj
4di 4dr 3kl 4ds 4fw
jb 6re
1pe j6 3yb 3ya 6jd 1pd 1p4
4tv 4ts 47h
600
428 1w0
601 603 604 605 602
626 62a 4ud
42y 44u
3oy 3p0 jp jr 7gm
4zq 1p1 jq 4lj 2c1
2jj
6p4 6r8 63q
61r 60s 61q
3wi dq 7bc 5l4 5f9 3wk
3w7 3w8 3s3
5wp 5wv
5wu
7be 7bd 4c3
3s2 3fj 3fe 3ru
2js 160 21i
6w9 2jj
1er 1en 5ua 3bm 1ew 1eq
1er 1en 4a7 4a6 tt 72c
li 3id
7au 63p
1ms 3ht 25m 4hv 25y
2yh 2y2 6f
5dr 5p1 1ne
wf 40q pu 4me
4x7 5ld n0 2q2 3yf 3at
4jv
7gw 2wf 4h5
2y6 4ib 3lh 2ng q7
mt 4cl 4cn 5ls 613 3t4 1db
6x3 6ll 87 1pu
594 738 420
um
io 6ky
4q6 4q8 4q7
4qr
6e1 6e3 6e2
16o 16p 17a 4xw 6kb 2uy
508 68r 1zt
2lj 2lr 2lt 2ln
4xx 5zh 5zg m8 47g
1cb 2s8 79 6qf au
2fj
2fj 6v8 6f1 17i
6v7
2fk 1cj 1co 1cn 2fo 1ck
2fl 1lq
7e0 3nu 7dx 3ns
43n 43h 43i
186 3ly 181 3ls
cw cj
21d 2pf 2wu
2af 2ag ei 1di 2no 2ai
78v tc tj 78x
tg tb th tf
tn
60y 45p
mo
5vm xi xg 21l
6wb 6m2
50b 50a
6r9 723 6jt ze zd
3k7 6hr 58l
111 110
39m 39k 39l
6ht
722 74n 2uu
722 6yj 5zn
6vx 4o3 617
3i7 1u1 mw
5wp 5x3 j3 3as
3rm 6uy 3i8
6p4 4o6 4gh
63y
6fr 6xk 6oh wx 3x0
3hv lv 68k 68a
3hv 66 7bt 7bu yf oe
1d5 4lt 6v6
5bd 3y6 3y9 5be
4p0 58h 58i 203 5ae 7d6
3r6 k8
6x7 1w7 1w8 6x6
6jb 6ja 7az
47t 47r
1wh 1wi
3ri 3r8
6tc 6td 4c4 2mk
7fq 7f1 57l
4lq oc 1lt
23l jh
68p 19 ad 30m 68e
6st
3ji 6hs 3jj 6sp 6su
6ig h9
6if 6i6 1ki go
kd
6w5 6ic 6ie n8
6yl 6ym 6y6 626
3tw
3mx 4o4 tr 6yg 4o3
qx qy
r4 rq ru ri
r7 rr 1oe
4ek 61i
59g 4nn 4xs 3hy
4ef 4ed 4ee
41v 41q 41r
10a g4
hf 7et np 3n3
457 458 346 344 345
5p0 5p2 5uo 6c7 4px 63b
2vx 467 466
iy
6p3 4cy
qu 1vl
32q 33f
6y0 ua
l
5vp 2n6 3lj
5w0 5w2 5vy
6tr 638 4z7 30l 68o 6mv
pl pn
5w
79t 79u 79v 30a 5bb
5ns 5nv 6dc
36e 37d 6bz 58m 1lo 3mq
61x 3bg 12b
3v1 46q 61u
ni 1sn
u2 4mg 21m 3ni 2np 62g
37n 756 37p 75a 6v2
5w1 5w4 2n3
5vs 3ng po
5vu pq 5vr 5vz
1dd 5vt 5vw
5vw 36f
5h8 5ez 36g
dn
32h 595 1cu 5x5
da 5m0 1rw 3mt
75k 595 ki 1e5 10z
6fs 6vs
32t 12n
ts ak
3ou
443 5o8
3r5 3r9 3ra
3rb 5mn
6rq 3km 1cc 108 6rp
12l 5wg 4yi 4oa
2d7 2d9
30v 30u 4fr 5u6
1kt
3tu 2kv
7eq 7es 7er
43v 43w
13c
4l
470
5m
3o3
5yu 5yw
5oa
71o 71n 1o1
1jw 1jr 4d1
6iw 3zw
73i 5cb
263 66e 3y1
44l 44j
3ib 3ic
6dr 6ds 262
2ky
6nb 6s4 6nc
2p2 6hu
3nj 3nk u1 300 3ng
6xd
3vq
o6
2k5
7ft
3r2
6fl 4fz
2g1 71e 4z4 3r4
2qq
2g0 2e4
5uu 5uq
2qx
77l 77o 5bf 77n 5xf 787
sp
3td
760 1kd 1lz 6o2
3tt 2kz
4mu 3g4 5ad
5tt 5u9 6c3 21j
5u2 4m0 5tc
5tz 5u0 5u1 5u8 5ty
6jc
5rc 21j
6jc j8
4o
4r 4q 4p 1cm 1ci
36r
6jh 6ji 3s8 3se
7hg 7hj 7hi
xh
54g 50u 635
4qg
1r3
5gd 2jt 43f
5rb
6c3
6og 1kv 5u7
4d0 5u4
4x1 21k
6oa
5u5 4od
3n2 32r
1nl
7gq 3n6 60a ej
7gr 7eu 7gs 3n5
273 271
5ad 5af
78a 7fv
78b
3wh
2gn 4d2 7a0
247 246 32m
6zc 6zb 5i5
1ow 20w 20x 4da
245
4wx 4wy
5uv i1 2jq
22y 1b5
3pw 3q0
3pu 3pv 3px
3hb 542
769 3y8
11i 11j
6a6 6aa
6lq 6rj 5jf
7gz 7h5
7h0 7h1 7h2 7h3
4ws
42x
45c
sq ss sr
4tw
4gd 4gf 1vq 1vp 4ge
1vo
79l 3wo 61q
3sw 1cy
3cg 3ch 3ci
3ac 4nr 4ns 27q
11l 11g 11m
5hb 5x2
1rp 21 1rr
a6 5v2 5hu
46o 75b 100
3dq
42u 42t 6hc 4ko
1g8 6h4 6h5 1g7
57j 57i 57k 99
mh 2v7 mi
724 727 72a
68j 68n
39u
43g 15w
4tg 43m 43l
5o3 6jo 5o2
1gw
63d
61f 61e 74
25b 67 vr
2yl j2 490 2ym
1ld 40w 5f6 1lb
2es 2eg
9m 4b0 4z1
6h3 5sg
36q 1nf 3ar
6kn
3g1 305
3fy 3g0 5g8
5g4 5g2 37w
2uq 7fz
5gd 2jt
43f 4qg
4o 46y 54 15u 46x
ow 5cy
521 5gt
1b4
1b5
768
3hb
1tf 1tg
1tu
5ve 5vf 1xf
5sv 5t2
1ef 4w5 1bk
22k 32p
oo ow 5gw
7n 82
zp
6n2
4k0
xj qf 592
5w8
5sn 64y
5g2 5g4 37w
3r0
px 3s1 3s5
6w9
160 2js
428
j6 3ya 6jd 1pe 6jc
4tv 4ts 1pd 1p4
3fo
a1
va vm
va
5g0 5eh 5du
4n8 1sq
4n8
4n8
9n
713 3nl
75o
6li 6kx
3qq 3qy
6el
537 536
72s
42z 444
tu uj
125 4p9 4pc
4ae 4p1 4p8
3fo
6pt 2xv
6pt 37t 2c
2uc
74h 2uf 2ug 2uo
1le 1x0 56z 74i
6hp 2b0
6sy 4pk
5hy
5ef 5f0
yn 4ut
6ma 4ut 6m9
46l 14r 62e
26z
440
6nl 6ni 62z
9x 28n 3fb 28o 3fc
1fx 1fy
74o
74u 74x
5a4 5a3
74r 74v
8z
1uf 1uh 3rc
16q
16r
4j4
1c2 5xp
4jc 4jf 3b1 wr 4hn
4j4
1c2
6aw ii ih il
2id 27o
6ck 5ag
5cj 2id
6b7
4m1 4m2
61d 61k 3m8
4by 63c
258 ab 259
21t jd
14i
4pl
40u 78n
78n
1pi
6vj
317
dw
fj fl h5 h6 2yo
6ke
6ke
6v9 6nd
6nf
6vd 6vb 6ki
5ek 5eo 5yp 28q
6z3 1uo
6f9 6fa
3w0 5yj
7f 7i
27d 5dn 37w
709 3j7
3iu
56k 4gz
7ey
36n a4
6h2
2d 1hp
5dd
16o 3fm
3z1 5tg
483
167 5d7
54o 1kj 2gd 167
5c5 6k5
5ak 5al 2a4
676 4hi 1s6 570
1wz 5dz 5dx
5n5 1bh 1bi
3h6 kh
5d0
1uk 206
1uk 5s5
1uk q5
5fd 5fp 3ba
5fp
5do
6s1 6s2
7fw 2up
4mj
4mk
12i
783 7ex 7fs
193 19b 19c 5sb 4w2
5sb 18y
5bt a7 56h
1fq 1fr
5rd
2i5
4cz 5gs
5d1
2bs 2bt
3gp
55a 55h
1jg 4v7
5ox
4vb
4v3 4vb 4w1 637
4vg 4vf
2hu
1uw
4y0
4k9 4k6
1sq
57r
4y5
5ul
247 246 6pr
419
7ff 2b7
6to
5za 5o0 6gf
214 21n 21a
5ch
56c 3zz 56d
5hj
6za 6zc 5i5
5uj
5wu
36r
5h8
28k
2o7
6km
4wl
31l 1uj 29d
70i 39t
6p1 6p2
1so
3b6
35s
3b 3a
6yy
3vf
3vj
5gj
6z9
6z7
5e7
3g4
2w1 2w0
33b 3bq
79o
506
3ql
m6 1c1 m9
16k 16l 16m 3e9 2o 3x3 16n
2bm 550 552 553 551 1kj 67n
5a5 5a6 5a7 2fp 2fq 2fr 5by 67i
621 622 623
6zq 542
9q 3d6 3fq 6d9 5j7
2bw 2bl
279 4la 4ij
2oe 2xu 1g2 2oh
3dn 3do 3dm
2b3 2b2
6h6 2cd 6h0
c0 3ft
70a 6yz
1nu 4mj 4lu 5bo 365 wo
wo 287 4h3
5a9 5aa 4rw z3 6tz
5a9 5ys
3wv 3ww 4eq
4ep
4cp 4cr 4cs 4cq 1c3
2f3 2f4 1xp
5fl 3hi 5ru
3v8
14y
700 5rw 53p 53j
rp
3tf 4ct
5eh 5de
731 5hx
6l
32u 32k 9b
1xz 1z0
25j 299 25i
6hk
2dz 2dy
71d
71h 71i
2w3
1qc
6fn
77l 77v
77o 77n 5xf
17w 3lo 3lv 2ej
1yh 1yv
4u9 4ul
f 7ad g0 6bm
ij 4fy 4dj
ik 2n8 294
23
2bo 5ri
1b4 68s
6p1 4cv
1wl 2i1 2zm
u6 x1 1t1 2fy 3kn
1qg
3oy jp
626 3uo 6po
600
1f5 1f4
1kd 1lz 63q 38p
2p5
67r
5fa 1ui 6w6
5gq
56l
565 57e 56l 2bp
15b v
59q 6to
3ss
2l0
3xy 6zm 6zi 37c 51c 6ho 2ew 4zo
46u 1i6
6tb
3pf 5wz
1q9 2aq
79f
47j
7gt 60
3b1
58p 4j1
3pi 1t7 4lv
24g 24h
65h
50v
37f 6rd 53m 59s
23q 33u 3wa
6ey 5k1
769 3y8
46f
3fa 2dj
4l0 4lh 4j5
3dx 3fi
55p
585
55t 4ip 4in
6x5 6wh
2ze 2zg
754 22j
48
2km 2ju
3b2
716
35c
4ca
3cj 44
4ey 62t 4ff
5ri
2o4
1x2 1x3
1h3
2bq 2br
3bs 4s5 6b0
6oe
6pv 2bb 3ms 5uk
5xx 3cy 6z4 50q
53h 2bj
6yn 3j4 4lf
5sf 2og
4pu
2q9
5hs
35s
3b
2qt
6yp
668 5l4
tt
79w 2eu 5g1
c7
2eq 2ek
4md 4mb
5cu 5cv 2dx
6yt 4il 4im
3tn 3to
4js
3zm 1ga 4gu
80 81 5li
17q 17z 3ll 3ln 7h9
ce 3ea 4dl
6qb 6rn
6m4 6m3 1x
20 2zk
5sz 265 4t1 4gl 5ht 5t0
58s 5pg 5ph 5po
6eg
7u 6tp
7w 6tq
3go 7fh 7f5
486 4af 476 4ag 477 3zf
2ft 1q7 1q8 4o7
4os 2mj
2xg 2xe 2xm 4bv 4bw 2x6
2xc 2x8 2xb 2xi 2x5
2xj
2x9 2xa 2xd
5xw
ui tw
5zr 5zq
65b
1rl
4ps 68w 4kv 5yi
3bz 3bk
7bg 7dq 7bh 45z
r2
2v2
2pc 41p v2 4no j9 19q 39b
2h5 2h6
287
5y
19d fg
2qf
2ee 2ed
5f5
2zp 73o
1p4 1bl
5eu 5ev
pz
27e 69x 7f4
4ma 57d
1ee 1ly 7fe
3zg 43e 30h mf 23a 162
7dv 7dw 3nq
4t4 535 2mj
2kc 70
38p
2rt dj
ec
2rj
5gf bx 12g 2rj
2qu 2qt
646 1kw 5tp
75x 1c5
1oa xx
m2 5kf
5xu
128 5m1
2la
ar 3vs
g6 14n
gq
6qh 3we 5hk 3q2 76j
3mb
3uy 3wy 5zx
3sz 26x
6ab 6ac 6ae
28u 780
1k
rj
4d7 4d5 1xs
1ab 1aa 20a 6sc
269
3t5 vp
63z 530 4zg 4l9
4zc
48s 473 451
3q5
5ur 2s4
3l3
10h bw bi 48g
jv ji
25f
5q4
70v
228 229 223
6xn 6pv
4ue 2sm 2q3
n 1mm
s4
58q 2kq 2kp
2l8
3h
6tw 5b8 6b2
6vn 3jt 6ug
6ug
1s1 2b5 4l7
6ru 2zx
5yd
403
4q1
3cu 3cw
38a 70b 70g 389
588 f7 38a
79h
q 3vr
6l6 xr
48p 37k 2oo 2bz
4qv 5yb
6oy
6oy 2f5
3xf do
47a 1zs 1zz 47l 135 7e1
135
1z3 v0
52k 5a8
2a7
75k
1sa f4
1i3
fa 6u0
15u 628 1e3
1e3
f9
ai 13b 13g
54u
43p 43q
v4
3v3
5n3 74l 4r3
4zv 4b
5oi
6et ix
1cb 2s8
5vp
6tr 638
2v9 67a 671 2cr
1gb 4rs
3ot
6mg 6mf
7bi 7dr
2p8 5eb
2mo 2zl 4fd
2yt
630
1dq
6lh 1oc
i9
sa sx
3xo
1w6 6gz
1ps 5hl
3j3
5y7 5y6
5v7
4m7
4ro 5bk
1ro 4g5 3m2
398
2au 2av
15a
5pn 31z
6n1 5sp
6lj
6yw 6yq
1ye 1yi 1yj 50l
58y 58r
13o 3mr
3mp
1y9 1y7 4vn
2eh
53y
5d8
70h 3hu
2av 16t
6uo 6uq
5y0
2aj
4gy
71v
3h4
al 4po
4po an
3jm
5fy 2c0
5dv
6rg
7dl 7do 7dn
6nn 6np 6ov 16v
4za 4zs
36l 377 383 3bi
xo 2wm 1pt xp 16w
4i5 4i6
1h7 1h6
3en 3eo
72i 72h
3ye 3yd
1f 2a 2b
2ur
3s ps 3ue
19w 19v 19x
6y0 ua
71f 71c 71i
526 69e
6of 2x7
5nz 5o6 xc
5k8 s1 vz
59u 1oj
1ms
4jv
200 1zb
5f7 18a 18b 6z5
2rd
6jn 16g 4c9
5gl 68 5hc 5hd
1hv
3eo 4fq 4fp
5fh
5gr
5ib 5c5
76 75
2gf
568 3hk 6vw
461 29o
1h4
5yh 5yf
1ig 33
3g5
45r 459
6qt 6q4 6q3 6qu
4e6
4e4
479 478
6wg 6wf
799 78n
6ou 6oo 6ot
2p7 2p6
5od 5o7
6gd
3i3 3hz
2ga 2g9
408
85 83
3ke 3kb
3k5 3k4
bb ba
5t7 5t5 5t6
4fx 4ft
694
47q
2t 9p
4e9 4en
37l
751 6e5
3jh
3a6 5it
60g
zf
5j 2j5
l4
53f
5hs
1xy
3wn 3wp
2ge 2gb
1y
1yx
1yz
17s ct 17x
cu 5zw
17x
4bx
119 4g8 11f
11n 11f
5te
5tg
13w
6jg 6jj 12o 6qg
1w3
dn 12l
32h 595
5lx 6ua 2rn 76n
km 6uc 2rp 23t 76o
53b 6e6 597 v8
23f 4mi 65j
6vx 4o3 617
6yl 6ym
3k7 6hr 58l
le 1j1
6hy zx
1ng 527
6jz 2fv
51o 7hg 7hh 51l
51t 51u 3yp 3ym 51s
19z 49e
2hu 49e 2l6
5w8 6cu
3zc 5wk 5wj 5wl
4uo 177
30i
4mu 1vr
h8 5rh
318 31p
319 31q
x3
x5 x6
3jn xy
126
4zj
26k 66q
18i
11o 3i1
6t3 6t4 6t7 6t6 6t8
584 fi
1k2 1im
3ad
3w
8x
1sj 1sk
28l
3bx 5ma
2nn
205
6zh
1m3
6a6
5qe
5mb 5md
5ed 2ht
4uf 2sr 2hs 5tm
134
2jj
6p4
3wi dq
5lk
5wh gc
6vr 5wm 5wi
16r 6pa 138
139
5w9 5n6 5nb
2xh 4j4
1ca 1c8
61
5jg
5ow 2oc
2a1 5cq
656 3q9 av
1iu 6d4
384 1j7
4ln
76f
38l 70f 38i
e
5cg 1hv
4b 4tr
56v 2n9 er 4fg
62q
2qt
27h
2hp
1j8
2oq 2pq 2pr
1t3 6ns
2p6
5jv
2yp
sy
61m
468
53o
6sm
6ak
297
51y
6p6
4ye
1tz 1u0
4qu
30f
18f
2ik
o7
5at
4x9
20j
64s
wc 3q
1zd
3z7
3zs
4sj
2dm
mp
4tk
37e
hh
5og
665 66u 79r
6sj
3lx 184
1yk 4ua
724 727
4u7 3kx 142
3r1 1yo
7cp 72z
64b 643 50r 2jy
3cn
427
518 5te
2v9
1o9 4a3
1pn 5z4 2kr
4c0 5tn
4qk
6rw 38m 70c
5gz 3v8
5zf
1la
5zl 5zk 5zj
r1 3no
2v1 3pd
43e 2to 2tq
3nq 7dw
4st
6l0
3pj
f3
366
3ah
5mq
2pc
36n
507 1ln
39e
1fv 10b 60k
4do
4ti
5ss 5sq
6n7 6se 5lq
6eo 6en i2
2ko 3bf
2ki 5l5 3b9
706
4ao
4pe 4p7
2kx 10t 3k6
3kg
3x6 3uh
1er 1en
3ih 3im
56s 56r
2g5 2g4 2g3 2g2
6nu 6nt
59g 4nn 4xs 3hy
s2
3xq
1c9
5ri
4hu 3x9
37i 4rz
58c
x0
6tx 6dj
6ye 6fh 44b
wl wm 1cy
78l 392 78j
6cp 5sk 6ct
3vk
1bx 1d6
16c 16b
1tj 1to 5vi 51g
2ol 2of
66k 66i
l
169
xz
5qi 1xi
2mn
yy z0
1wb
6f8
49a
49b
ct cr
1dd 5vw
3vo
6jc 21j 5rc
2rt 3oj
5fr 49d 5fu
4vb
6x5
3fw 1cy 6tr
hm
41c 41d 41b
1u9
4jr 4jt
4vp 4vo 4vm
4vq
6l2 6l1 s
p8
6u2
et
1y4 1st
13w
2lk
222 16i
1lg 1tm
5d2 2pi
kg
28j
2u3
3uq 72c xn
5kl
bd 2ts
2e2 1l4
4zq
1yd 5uc 60d
u4 60t
1av 732
56w
7a5 7f7 5fo
620 6pj
23r
1s4 23c
6pk 5p5
2xo 6fd 2qd
3xa 5ij 6al
6eh
437 23b 6fb
1u 28x 1v
6ia 50m
6i5 58a 3rw
225
1hf
2c3 5x
3vt
2jp
47v
4hx
11t 12f 5g6 37x
7d9 7d8 63n
6xo 6pw
7cg 7ck
4g2 3su 3sr
5oc 2wv
4mm 4mn
2zr n1 hv
zm zk
3af 7hb
660 3kw
6fx 38e
2w 2v
6i9
45a 2z2 45b
xt
3hx 541
2u7
4zh
4an
4nw 1n8
54l
17k
5oh ey
ib
4zj

2sf 2sk
26k 66q
3jn 126
3jo
126 2o8
xy
5kr
6nr
619
t8 t7 415
6cg
1sq 4nb 3bc
4ye
234
6p8
2lc 2lf

2vp
2vq
3vo
448
lp 62n
62o 2nj
2ff
79p
5or
6hx 18i
6pq
1gn

vb 1ih

2nd 2ne 2ni





2c9
338 339 33a 4hb
11o 3i1 6gw
6t3 6t4 6t7 6t6 6t8 1me 1mf 1mg 1mj
6zb
5mn



289

6hh

5cq


5vt 1dd pp


6jc
21j 1lq
5rc

6jc
76u 1bz 39x
3ig
2wh
5z3
28k
oq
kp

55i 55c 1jp
5yq 5yl
529 154

2vc
gd ge
1jd
7ak
5lb 5lc
6ju
6jv
2qx
457 346 344
78b
272
2ut
5hj 1hd
2o8


7em
7e6 133
5r3
456
455
30d 8u
1pm
3n0
3rb
46s
3xx 73b



6l9
dz
e0 dy e2
1gy 4qq 4qd
4qp
x3
x4

2jf

2y9

2ys
2yt nr
1ta 1tc


171
1qb 1mv

18x
2tc

5jw
5jx
sz t2
t0 t1
1xq
1xr
7ct 7cu 733
7cw
72y



6ke 1t5


65a
fr
34n
74p 74w 5tf
g3 fw fx fv ft 46e
3an
3f6 586
5d4
15q

1zi 1zk 516
iq ir
1gm
319 31q 6f2 1e0 1e1

fm
fn
hm 1kf 2a3 2m

3zu



6kr 6kq

4wm
41c 41d

665 66u


4vq 4vo
1y9 4vn 1y7
2wv

1u9

4ke


724 727 726

4up 177 77
4uo
22o
22p
44w 44y
201
4g4
11n 11f 11p


3ac
3ad 3ei
581 6o1 5xn
57z
57x
1l1 1l2


18s
4ks
4cf
390 39c
4zy 18q
1e
1uu
4n1 4si
30p 30r 30s
4jm
28r 4kw
4kj 4km
114
6zv
5az
5b 5g 5i
4dg
3gn
1vq 1vp 4gf
4ol 51 27i

4jr 4jt

b7
4kp

6lj
6x5
6x5 6wh
3fw








4g5 1ro 53v 3m2
1my
17x
bc
7u 6tp


1cy 6tr










30i


2zu 19t
5e4 5e1 6y1
3jf
y8

4vb

4nb
9d
3d2

78f
4as
1y4 1st
4vr
302
22t
et
1a 1b
be 7g8
2u8
1jq
3js 5gm
25q

6u2
3gp
577
72p 2hy
z9 za zc


58d
3q9 av 656 g1 1l0 2f

4fi

s

p8
p8
b9


3g5
f6
f2
4r1
4r2
42n
8d
du
1v5 61l 3h3

76v 76w
ql

56s 1v8 1dm
6iy


4y2 4k9 4k6

13w
13w
2lk

6yk 47w

28t
1cs
3yg 1h9 1ha 3d1
14i 4hq
274 1fu
59j
40s

4v6
1lg 442


51t 51u 3yp 3yq 524 51s
xu
16i


6w1
34a 349
49d 5fp 5ft

5fp 5fd
42g
2rj
4nz
o0



1s8


134


4wz c4
60x
2gx 2gy nc nd
2f9
2f7 2fd

i8 73
72
5v4 5v5
2j7 2j8 2j6
2nf
3xk 3vz 7ea
8f
2rt
3oj


69t 69r 69s
2yx


1yz
4uj
3kx 142


sw
5w8 6cu
5wc 6cx
5n8 5n9 5nh 5ni 5nb 5na 5n7
139
pd
pg pi
6m
3m7 4dv 4e1
6q8
3hd 3he

6b2
6sk


4jp

40l
qo

3zc

3ih 3im



4hs 4hk q8
1b5


22y
3pv 3pu 3px
3pw

60u 23i






5ak 5al 2a4
5gd
5gd 2jt 43f
3fo
3fo
3z1 5tg 6zg
yy

1hp
7n
2gd
5d0
5ef
2b0
74h 2uf
1wz 5dz
1tg
5ve 1xf
51g
4w5
4zi
6jz 2fv 67s

6qh 3we 3q2 3jl
1a7
20j 4zd
m7 1c1
m6 1c1
3ql 3qm
3ql 3qn


o7 2qr

5at


5zo gb 76a
5zo
5xe
gy 6wc
gq
5ra 146
2si 5r9
6cm 5xs

5tv
207 208 20p
30f 25e

63z 4l9 52z
2r1
2r0 s7
5cd 5ce 2u5 2u6
6ij 3tc
7db xz
4kx lo 52s
3o8 3xm
vp 3t5
3ga 295

4vi

169 75j 168
7fp 1l5
75x 1c5 8t
60y g5 60z
202
75q 5ca 5d
18l 4pp
4zr 4z5
6ab 6ac 6ae
f0 330 5b5 ep
5xu
m2
3o4
2lb
2la
128
5nr
713 3nl
2w1 1o
6pc 3xj

j6 6jd 3ya 1pe
6zc
5i5
646 1kw 5tp
8s
5l0 6p6
615 5kx
1zp
6k8
3vs ar 2s9
18f
2ik 35r
7ek 7e5 3vw

2lw
65i

t6
4ye 5fx
4ye 5fx
2hq 669
48s 473 451
2da
3g4 3nv
1u0
1tz
2c3
1io
5g0 5eh 5eg
5g0 5eh


75o 4o8
4n8 5gc
4n8

6p6
6p6
2zj
2vo 2v9
1zx
6vo
1q5

6yy
5mo 6e7
4mz
wb
3o
14d
3q5
6wv 642
367 36b
3q6 49m
57r
57r
2gl
6ev
4qu 4qw
1sl
50h
1g5
4a4
79a
79a
2lp
3hf 76z
2ya 2vg 3aq
5ur
2go
3oj
317
2pd ex
37e 6df 3x7
1er 1en 247
mp
hh
6z8
2c3 31c
7bl
1ol 1of
6da
nn
xm 1na
21c 21b
r8 4xz
77x
4sj

3p7 2cs

2ck uk
3z7
6jp
6km 6kk
4wl
2hp
1nv
1uc
r5
3de
14a 11u 1sh
6r4

16t
53y

5e6
70h 3hu 3f7 3db 3da
42v 42o
4wv 6j5
4ew 4ku
4vp 4vo
2v9 67a 671 2cr
6gg 5ua 6gj


2o7
712 56t

3fk 4kn
4dh 66x 13m
13m 4dh 66x
44h
3mp
2yw
5vp
39n 39s

5k8 vz fe
54l
yg
2sv 2sx
200 1zb
65v
7b8 7b6 7bb
45a
4hh 2u9
4zh
12m

2w3
71d
2zr n1
3f4
584 6kz pt
3af
5hg 25a
yb 1dr
631
6jg 6jj 6qg
zm zk

ow 5gw
31w
2q6
43p 43q

6pt 2xv
16q
16r
5n5
3b1
4j4
6c4

651
4k0
4k0
53o
54o 1kj
16k 3e9 2o
2bm 550 1kj
5rw 53p
4fj 4fh 15a aq
15b 4fj 4fh
7bo 6ne
3ew
36j 36k
1xy
1ig
3q8
1ss


6mo 3r0
5g2
6mq
47v

4rp 4rq
74l 5n3
4t1
3fo
1uk 206
1uk
135
6u0
78l
3ae 78h
1z5
dg
3ze 73f
7bi 7dd 7dr
4q4 4pz
3ot 4fl
4ut 14r 46f 62e


26z

5t4
78n 4g3
4pl 14i g9
l7 h7
2qf wg

2xw
2xz 352 6qq
7g0
qn
37w 5g2
2ur
1gk
4ta 5x7
2bf
7fm
1fc
519
55a
2o7
106 107
4o
36r 36s
5wu
7hg 7hj
2jj
21d 2pf 2wu

652
5h8
36e
pl
76s 7g6
1by
h0
6db 76y 76t
5ja


4cx 15i
24t
r6 ez
5h6
4v3 4vb 4wc 4w1 634
4vg

351
2m6 3qk 32j
u0 4nu

fb
6bu 1sg
1jg 4v7
6ws

4vs
739 2hg
22q 22r

10h bw 48g bi
70v
3wl 6w0
ji jv 1pw
25f
6xn 6pv
58q
483
5tg
6s1



6sv

340

1ct
638 6tr
50m gl
3sv

qs
19z 49e
6nu 6nt
6oy
1u 292
5gb
1hp
5s1
3zh
4ma 57d
27e 69x 7f4
2og 5sf
3gf
3go 4xt
3iu 709
7f

554 4qa 72d
5ep








5mz
na 5vl
ys



3n4
2yb 2z9 2za 2z8


1z1


nv

6bs 6br
3bu 3bv 3bw
2rf

4xn 4xm
34b 4sb 4sl 6ah

2ra
ay

7t 70s a2
70p 7t
3sm
2tj
2nu 1am 57y
41o


3b8
x7
2xx

1n7 1n6
14u 2y0 19s


5ax

50


1uw



212 213 20g 20h

2b 2a 1f

3el
md
12x 11w
1gx
1qu
wy
4ka

6a2 5jo
29r 1po 5p8
4qb
rz
5nz 5o6 xc
630
sa sx
3xo 3xr
3cn 2td
3hx 541
59u 1oi
4nw
643 50r 64b
69b

3xt
dk
326
6ay 7a
1v2 58g 2p

10i 3jz 4xi

v6
zo 4e8 2ib
xh qp 1kc


5hv
3tt
3ng 5vs 5w3
5tt 5u9
3n2
273
1nl
7eq 7gq
2d5 1cb
30v 4fr




7gl
6xz 65g
49r
4jh 6ha
4lg
3f9
eu
4ye ev
6c3 6hl
l4 17r

sl sk
6ox
2aa 2a9
1ye 1yi 50l
13o 3mr 598 599
39y
5am w8
v5 v3 4ok
16r 6pa


600

3hb
3pw 768
1b4
6cp 5sk

5fd
2f5
426 4qe

7dk
5yf
579
2kc 70 1gu
4z9
1fc
72s

15a 159
2au 2av
28q
5eo 28q

cz 36w 36x
6a4 69z

3vk

1tf
zp
zp
521 5gt

32w 5ym
q0 ns q1
47m
7ff 6to
37l 5bp 6v0
1bp
5it
2j5 5j

125
6pk
3w1
z8
6vp
69q
4my
400 23k 49v

2qu 2qt
5hj
5hj
28k
28k
79o

6x
2us
52a 153
6hx 6i1


hw
485
d3
34k
68x


5c0
q 3vr
38a 70b
2b5 4l7 1s1
2up
fq

1jn
2t4
3dg

398
58s 5pg 5ph
6eg
6yw 6yq
`,
  `2fa 3ddruck 925ersilb aal aband abander abandert abbau abbeiz abbestell abbestellt abblatt abbrech abbruch abbrucharbeit abdeck abdeckcrem abdeckplan abdeckstift abdicht abdom abend abendbrot abendess abendgarderob abendkass abendkleid abendkur abendkurs abendmod abendoffn abendschul abfahr abfahrt abfall abfalleim abfallkubel abflug abfluss abflussgeruch abflussrein abfuhr abgab abgabestell abgabetermin abgasanlag abgasleit abgasmess abgasrohr abgasuntersuch abgeandert abgeb abgebaut abgebrannt abgedichtet abgefahr abgegeb abgeheilt abgehob abgeholt abgelauf abgeleg abgelichtet abgemeldet abgemess abgemischt abgerechnet abgereist abgeriss abgesagt abgeschaltet abgeschleppt abgeschliff abgeschloss abgesperrt abgesproch abgesturzt abgibt abhang abhangdeck abheb abheil abhol abholbereit abholservic abholstation abholstell abholt abholzeit abi abiball abitur abiturvorbereit abklebeband abkuhlbeck ablag ablauf ablaufplan ablehn ables ablicht ablos abluftventilator abmeld abmeldet abmess abmisch abnahm abnehm abnehmprogramm abnutz abo abonnement abonnent abonni abonniert abort abos abplatz abrechn abreis abreiss abreist abriss absack absag absagt absatz absatzbar absatzreparatur absatzschuh abschalt abschaltet abschiedsfei abschiedsparty abschleif abschlepp abschleppdien abschleppseil abschleppwag abschliess abschluss abschlussball abschlussfei abschmeck abschmink abschminkpad abschminktuch abschurf absend absenderin absenk absetzmuld absolvent absolventin absperr absperrhahn absperrt absperrventil absprach absprech abstaub abstellraum abstrakt abstraktion absturz abverkauf abwart abwartin abwasch abwaschbar abwaschmittel abwass abwasserkanal abzahl abzieh abzock abzug abzugshaub abzweigdos accessoir account achselhemd achsvermess achterbahn achtsam ack ackerbau acryl acrylbild acrylfarb acrylglas acrylmalerei acrylnagel adapt ade adh adieu admin adopti adoptiert adress adressat adressbuch advent adventsmarkt adventszeit advokat advokatin aed aend aender aerobic agb aggregat aggregatvermiet agraff ahnenforsch ahnenforscherin ahnentafel ahorn ahornholz airbag airbrushtanning akkord akkordeon akkreditiert akku akkus akkuschraub akkutausch akkuwechsel akn akonto akt aktenkoff aktentasch aktion aktionsangebot aktionscod aktionspreis aktmalerei aktualisi aktualisier aktualisiert aktuell aktzeichn akupressur akupunkteur akupunkteurin akupunktur akust akustikgitarr akzentwand akzepti akzeptiert alarmanlag alarmuberwach alb album align alk alkohol alkoholfrei alle alleinerzieh alleinsteh alleinunterhalt alleinunterhalterin allerg allergi allergikerfreund allerwert allgemeinarzt allgemeinmedizin allgemeinmedizinerin allinclusiv alljahr allrad allradantrieb allround allwetterreif alm alopezi alp alpaka alpakawoll alpenhutt alpinismus alpinist alpinistin alst alsterwass alt altbau altbaut altenbetreu altenheim altenpfleg altenpflegerin alternativmedizin altersbeschrank altersgrenz altersgrupp altersheim altersklass altersrent altersresidenz alterssicht altersstuf altersweitsicht altglas altglascontain altjahrsab altmetall altpapi altrosa altstadt altstoffsammelzentrum altwarenhandl alu alufelg aluminium alumni alzheim amateur amateurtheat amboss ambulant ambulanz ameis amp ampel ampeln amt analgetika analgetikum ananas anasthesi anasthesist anasthesistin anbau anbaut anbiet anbrat anbring anchovis and andenk ander andert anderungsarbeit anderungsateli anderungsschneid anderungsschneiderei anderungsschneiderin anerkannt anfaeng anfahrt anfahrtsbeschreib anfahrtskost anfahrtspauschal anfang anfangerfreund anfangerin anfangerinn anfangt anford anforder anfrag anfrageformular anfragt angebot angebracht angefang angefordert angefragt angeheitert angekomm angel angelautet angelkart angeln angelrut angelschein angelt angemeldet angemess angenomm angereist angeruf angesagt angestand angestellt angestrich angl anglerin angora angorawoll angst angstlich angststor anhab anhang anhangerin anhangerkuppl anhangerverleih anhangervermiet anhoh animation animiert ank ankleid ankomm ankommt ankund ankunft anlag anlageberat anlagenmechan anlagenmechanikerin anlass anlaut anlegeplatz anmeld anmeldeformular anmeldet annehm annonc annulli annullier annulliert anorak anpflanz anprob anprobekabin anprobi anprobiert anreis anreist anricht anruf anrufbeantwort anruft anschluss anschlussblech anschlussstell anschraub anschreib anschrift ansichtskart ansprach ansprechpartn ansprechpartnerin ansprechpartnerinn ansprechperson anspruch ansteck anstecknadel ansteckstrauss ansteckstraussch ansteh anstell anstellt anstreich anstreicherin anstrich anstricharbeit anstrichfarb anteilnahm antenn antennenbau antenneninstallation anthrazit antiaging antialkohol antibabypill antibiotika antibiotikum antik antiquar antiquariat antiquarin antiquitat antiquitatengeschaft antiquitatenhandel antiquitatenhandl antiquitatenhandlerin antiquitatenlad antitranspirant antivirus antlitz antragsring antwort antwortet anwalt anwaltin anwaltinn anwaltsburo anwaltskanzlei anwend anwohn anwohnerin anwohnerpark anwohnerparkplatz anzahl anzeig anziehsach anzug anzugschuh anzugw apartment aperitif apero apfel apfelkuch apfelsaftschorl apfelschorl apfelsin apfelspritz apfeltasch apfelwein apothek apothekennotdien apothekerin apothekerinn app appartement appetithapp appl applikation approbiert apps aprikos april aquafitness aquagymnast aquarell aquarellfarb aquarellmalerei aquari aquarium arbeit arbeitet arbeitgeb arbeitgeberin arbeitnehm arbeitnehmerveranlag arbeitsagentur arbeitsamt arbeitsanzug arbeitsbeginn arbeitsbekleid arbeitsbewill arbeitsblatt arbeitserlaubnis arbeitsflach arbeitsgwand arbeitshandschuh arbeitskleid arbeitslos arbeitsoverall arbeitsplatt arbeitsplatz arbeitsprob arbeitsschuh arbeitsschutz arbeitssich arbeitsspeich arbeitsstatt arbeitsstell arbeitsstipendium arbeitssuch arbeitstag arbeitsuch arbeitsunfahigkeitsbeschein arbeitsvertrag arbeitszeit arbeitszeugnis architekt architektenburo architektin architektinn architekturburo architekturburos architekturfotografi aren arena arm armatur armaturenbrett armband armbanduhr armier armkett armkettch armreif aroma aromatherapi arthritis arthros artikel artistinresidenc arznei arzneimittel arzt arzthelf arzthelferin arztin arztinn arztprax arztpraxis arzttermin asb asbestentfern asbestsanier asperg asphalt asphalti asphaltier assistent assistentin assistenz assistenzhund asthma asthmat astigmatismus astsch ateli atelierbesuch atemarbeit atemaussetz atemschutz atemschutzmask atemtechn atemtherapi atemub athlet athletin atmungsaktiv att aubergin aubeschein audiodeskription audiogramm audioguid audiolog audiologi audiologin aufarbeit aufbau aufbaukur aufbaut aufbereitet aufbett aufenthalt aufenthaltsraum auffahrramp auffahrt auffuhr auffull auffullt aufgab aufgabenbereich aufgabenhilf aufgearbeitet aufgebaut aufgefuhrt aufgefullt aufgehangt aufgehellt aufgehort aufgelad aufgemacht aufgemess aufgenomm aufgepolstert aufgeraumt aufgerustet aufgeschloss aufgeschnitt aufgeschurft aufgesperrt aufgetaut aufhang aufhangesyst aufhangt aufhell aufhor aufhort aufkleb auflad aufladt auflag aufleg aufmach aufmacht aufmass aufmerksam aufmerksamkeitsstor aufmess aufnah aufnahm aufnahmebeding aufnahmepruf aufnahmestudio aufpol aufpolstert aufpreis aufraum aufraumt aufrust aufrustet aufschlag aufschliess aufschneid aufschnitt aufsperr aufsperrdien aufsperrt aufspritz aufstiegsmog aufstrich auftau auftrag auftragnehm auftragsarbeit auftragsbestat auftragsnumm auftragsstatus auftragswerk auftret auftritt aufwand aufwarm aufwarmtraining aufwisch aufzeichn aufzug aufzugsmonteur aufzugsmonteurin aufzugstechn aug augenarzt augenarztin augenbrau augenbrauenfarb augenbrauenform augenbrauenkorrektur augenbrauenstyling augenbrauenthreading augenglas augenheilkund augenlas augenlicht augenlid augenopt augenoptikerin augenstift augent augentropf augenuntersuch august auktion auktionator auktionatorin auktionshaus aupair aupairmadch ausback ausbess ausbesser ausbessert ausbeul ausbild ausbilderin ausbildungsbetrieb ausbildungsmess ausbildungsplatz ausbildungsvergut ausblick auscheck ausdau ausdauertraining ausdruck ausdruckt ausfahr ausfahrt ausfall ausfallgebuhr ausfallhonorar ausflug ausgab ausgang ausgeb ausgebessert ausgebeult ausgebildet ausgebucht ausgecheckt ausgedruckt ausgegeb ausgehob ausgeleert ausgeliefert ausgelieh ausgemacht ausgemess ausgemistet ausgepackt ausgesperrt ausgestellt ausgestrahlt ausgesucht ausgetauscht ausgetrag ausgewahlt ausgezog aushang ausheb aushilf aushilfskraft aushub auskunft auskunftsersuch auskunftsrecht auslag ausland auslandsliefer auslandsversand auslauf ausle auslegwar ausleih ausleiht auslief ausliefer auslieferungsfahr auslogg ausmach ausmacht ausmal ausmess ausmist ausmistet auspack ausprobi ausprobiert auspuff auspuffanlag auspufftopf ausrust auss ausschacht ausschlag aussenbeleucht aussenbereich aussenbord aussenbordmotor aussendamm aussendienstl aussenfarb aussenkuch aussenspiegel ausserhaus aussicht aussichtspunkt ausstand ausstatt aussteh ausstell ausstellerin ausstellungseroffn ausstellungsflach ausstellungsraum ausstopf ausstrahl aussuch aussucht aust austausch austauscht austrag ausverkauf ausverkauft auswahl auswahlt ausweis auswucht auszeichn auszeit auszieh auszubild auszug auszupf autark authent autismus autismusspektrum autist auto autoaufbereit autobahn autobatteri autobiografi autobiographi autobus autoelektr autogas autoglas autoglaserei autohandl autohandlerin autohaus autokennzeich autokuhl autolacki autolackier autolackiererin automat automatikgetrieb automatiktur automatisi automatisier automatisiert automechan automechanikerin autopfleg autor autorenles autorin autorinn autos autosattl autosattlerei autoschlussel autoservic autositz autospengl autotuning autovermiet autoversicher autowasch autowaschanlag autowerkstatt avocado avocados award axt ayurved ayurveda ayurvedamassag azubi azubis baba baby babybauchfotos babybauchshooting babybett babybody babyflasch babyfotografi babyfotos babykleid babymassag babymilch babymod babyparty babys babysach babyschal babyschwimm babyschwimmkur babyshow babysitt babysitterin babysitterinn babysittet babytrag babywieg bach bachelor back backblech backerei backerin backerinn backerl backerlad backermeist backermeisterin backform backkur backkurs backof backofenrein backofenreparatur backpulv backrohr backshop backstein backstub backt backup backups backwar backwerk bacon bad badbau badeanstalt badeanzug badehos badekleid badekugel badekugeln badelatsch bademantel bademeist bademeisterin bademod badesalz badeschaum badeschlapp badeschuh badeshort badetuch badewann badezimm badezusatz badi badluft badminton badrenovier badsani badsanier badumbau bagg baggerarbeit baggerfahr baggerfahrerin baggerfuhr baguett bahn bahnhof bahnstation bahnsteig bais balayag bald baldmog balk balkon balkonkast balkonkraftwerk balkontur ball ballenzeh ballerina ballett ballettschul balletttanzerin ballkleid ballon ballonfahr ballonfahrt balsam bambus banan band bandag bandagist bandapparat bandmass bandscheibenvorfall bandschleif banjo banjos bank bankdat bankeinzug bankerin bankett banki bankkart bankkauffrau bankkaufmann bankkonto banknot bankomat bankomatkart bankuberweis bankverbind bann bar barb barbershop barbershops barbi barbiersalon barcod barfrau bargeld bargeldlos barista baristas baristi barkeep barkeeperin barkeeperinn barmann barmix barrierefrei barrierefreiheitserklar bart bartend barterl bartpfleg bartrasur bartschnitt bartstutz barzahl basar basecap basilikum bass bassgeig bassgitarr bassist bassistin bastelarbeit bastelbedarf bastelgeschaft bastellad bastelmaterial basteln bastelt batteri batterieladegerat batteriespeich batteriewechsel bau bauabnahm bauarbeit bauarbeiterin bauaufsicht baubewill bauch bauchgrimm bauchnabel bauchnabelpiercing bauchschmerz bauchweh bauendrein bauerin bauernhof bauernhofurlaub bauernlad bauernmarkt baufinanzier baufirm baufirma baugenehm baugerust bauhelf bauhelm bauholz bauklempn bauklotz bauklotzch bauleist bauleit baum baumarkt baumaschinenvermiet baumaterial baumateriali baumchirurg baumeist baumeisterin baumfall baumhaus baumklett baumnuss baumpfleg baumpflegerin baumschnitt baumschul baumstumpf baumwoll baumwollstoff bauplan bauplatz baupruf baurein bausachverstand bausatzmobel bauschad bauschutt bauschuttcontain baustahl baustein baustell baustoff baustoffhandel baut bauunternehm bauunternehmerin bauwerk bauzeichn bauzeichnerin beam beani beanstand beantwort beantwortet bearbeitungszeit beat beauftrag beauftragt beautybl beautyexpertin beautyop beautysalon beb bech beck bedach bedarf bedeckt bedi bedien bedient bedienungsgeld beding beeil beeilt beeintracht beeintrachtigt beend beendet beer beerdig beerdigungsinstitut beet befah befall befest befestigt befeucht befleckt beforder befordert befrist befristet befull befullt befund begabt begabtenforder beginn beginnt beglaub beglaubigt begleit begleiterin begleitperson begonn begrabnis begrenzt behag behandeln behandelt behandl behandlungsraum behandlungszimm beheizt beherberg behinder behindert behindertenausweis behindertengerecht behindertenparkplatz behindertentoilett behindertenwc behord beiboot beibring beig beigebracht beigetret beihilf beikoch beikochin beikraut beil beilag beilagscheib beileid bein beinkleid beinlang beisel beisetz beisl beisln beisserch beistellbett beitel beitrag beitret beitritt beiz bekannt bekanntmach bekleid bekleidungsgeschaft bekomm bekommt belast belebt beleg belegschaft belegt belegungskal belegungsplan beleucht beleuchterin beleuchtungskorp beliebt belletrist beluft bemm benachricht benachrichtigt benefit benefizveranstalt benomm benot benotigt benutzerkonto benutzernam benzin bepflanz bequ berat beraterin beraterinn beratungsgesprach beratungstermin berechn berechnet bereit bereitschaft bereitschaftsapothek bereitschaftsdien berentet berg bergfuhr bergfuhrerin bergfuhrerinn berghutt bergschuh bergsteig bergsteigerin bergstiefel berichterstatt berlin berlinerball bermudas bermudashort beruf berufsausbild berufsbezeichn berufsbild berufserfahr berufsfachschul berufshaftpflicht berufsjag berufskleid berufskolleg berufskraftfahr berufsschul beruhmt bes beschad beschadigt beschaft beschaftigt beschall beschallungsanlag beschaulich beschein beschlag beschneid beschnitt beschw beschwerd beschwert beschwipst beseit beseitigt besenwirtschaft besetzt besicht besichtigt besitz besitzerin besoff besohl besohlt besprech besprechungsraum bestand bestat bestatigt bestatt bestatterin bestatterinn bestattungsinstitut bestattungsunternehm besteck besteh besteht bestell bestellbestat bestellnumm bestellstatus bestellt bestimm bestpreisgaranti bestsell besuch besucherin besucherinn besucht betaub betaubungsmittel beton betonarbeit betonbau betonbauerin betonfertigteil betoni betoniert betonplatt betrag betreu betreuerin betreuungskraft betrieb betriebsfei betriebsferi betriebshaftpflicht betriebskost betriebssyst betriebsurlaub betrug betrugsmasch betrunk bett bettbezug bettdeck bettgestell betthaupt bettlak bettrahm bettsofa bettwanz bettwasch bettzeug beul beurkund beurkundet beutel bewass bewasser bewasserungsanlag bewegungsmeld bewehr beweis bewerb bewerbungsbild bewerbungsfoto bewerbungsfotos bewerbungsfrist bewerbungsgesprach bewerbungsmapp bewerbungsschluss bewerbungsschreib bewerbungsunterlag bewert bewertet bewill bewirbt bewirt bewirtet bewolkt beworb bezahl bezahlmog bezahlt beziehungsberat bezirk bezug bezugsquell bhberat bhgross bhs bibeli bibliografi bibliographi bibliothek bibliothekar bibliothekarin bidet bien bienenkast bienenstand bienenstock bier bierbrau bierbrauerin bierch biergart bierhall bierkell bierzelt bifokalbrill bijouteri bijoux bikerjack bikini bikinis bikinizon bild bildbearbeit bildeinrahm bilderaufhang bilderbuch bildergeschicht bilderglas bilderrahm bilderrahmerin bilderschi bildhau bildhauerei bildhauerin bildhauerinn bildnachweis bildnis bildquell bildschirm bildschirmfoto bildschnitz bildung bildungsgutschein bildungsscheck bildungswes bilingual billard billett billettautomat billettkass billig bim bind bio bioabfall biobauernhof biografi biographi biohof biolad biolog biologi biomarkt biomull biosupermarkt birk birn biskuit biskuitkuch bitt bitteschon bitumenbahn blackout blas blasenschwach blaskapell blasmus blasorch blatt blattert blatterteig blattsalat blattwerk blau blaube blaukraut blaumann blaz bleaching blech blechblas blechblasinstrument blechn blechverwahr bleib bleibt bleich bleichmittel bleiglas bleiglasfen bleistift bleiverglas blind blindbewerb blindenhund blindenleitsyst blindenschrift blindheit blink blitz blitzsaub blockflot blockhaus blockhutt blockiert blockkart blog blogartikel blogbeitrag blogeintrag blogg bloggerin blondi blondier blondiert blouson bluejean bluh bluht blum blumenbeet blumenbind blumenbinderin blumenerd blumengeschaft blumengesteck blumenhandl blumenhandlerin blumenkast blumenkohl blumenlad blumenmust blumenprint blumenstrauss blumentopf blumenzwiebel blumenzwiebeln blumig blus blush blut blutabnahm blutbild blutdruck blutentnahm bluterguss bluthochdruck blutspend blutspenderin blutt blutuntersuch blutwert boazn bob bobfrisur bobschnitt bockleit bod bodenbelag bodenbeschicht bodendiel bodenflies bodenheiz bodenleg bodenlegerin bodenleitsyst bodenplatt body bodyguard bodylotion bodymilk bodys bog bogenschiess bohl bohn bohr bohraufsatz bohrbrunn bohrhamm bohrmaschin bohrt boil boll bolz bon bonbon boni bonus bonuskart bonusprogramm bonuspunkt booklet boot booti bootsanhang bootsausflug bootsbau bootsbauerin bootsfahrt bootsfuhr bootsliegeplatz bootsreparatur bootsschuh bootsservic bootstrail bootsverleih bootsvermiet bootswerft bordeaux bordeauxrot bordstein borg borgt borserl bot botendien botin botox bottch bottcherin botulinum botulinumtoxin boudoir boudoirshooting bouillon bould boulderhall boulevard boutiqu bowling bowlingbahn box boxerin boxershort braill brailleschrift bralett brandneu brandschutz brandschutztur brandwund brandy branntwein brat bratensaft bratensauc bratensoss bratpfann bratsch bratwurst brau brauch braucht brauenfarb brauerei brauerin brauhaus braumeist braumeisterin braun braunung braunungsspray braunungsstudio braus brausekopf braut brautboutiqu brautfrisur brautigam brautjungf brautjungfernkleid brautkleid brautlad brautmakeup brautmod brautmodelad brautmodengeschaft brautsalon brautschmink brautstrauss brautstyling brautwalz brazilianwaxing breakdanc brech brechbohn brecheis brechreiz brechstang bredl breit breitband breitbandanschluss brems bremsbelag bremsenreparatur bremsenservic bremsenwechsel bremsklotz bremsscheib brennerei brennholz brennholzliefer brennof brennwertheiz brennwertkessel brennwerttherm brett bretterbod brettljaus brettspiel brez brezel brezeln brezn brief briefbog briefkast briefkopf briefmark briefpapi briefschlitz brieftasch brieftrag brieftragerin briefumschlag brikett brill brillant brillenfass brillengeschaft brillengestell brillenglas bring bringdien bringt bringzeit broccoli brockenhaus brockenstub brocki broil brokkoli brombe bronz bronzeguss bronzeplast brosch broschiert broschur brosel brot brotaufstrich brotbuchs brotch brotdos brotlaib brotli brotzeit browlifting browni brows bruch bruck bruckentag brud bruh brummi brummifahr brunch brunn brushing brust brustaugmentation brustgeschirr brustimplantat brustkorb brustop brustvergrosser brutto bua bub buch buchantiquariat buchbind buchbinderei buchbinderin buchbinderinn buchclub buchdruck buchdruckerin buchenholz bucherei bucherregal bucherschrank buchfuhr buchhalt buchhalterin buchhalterinn buchhandl buchhandlerin buchhandlerinn buchlad buchles buchprasentation buchpremi buchs buchsenmach buchsenmacherin buchstabi bucht buchumschlag buchung buchungsanfrag buchungsbestat buchungscod buchungsformular buchungsgebuhr buchungskal buchungsnumm buchungsreferenz buchungssyst buchungstool buchvorstell bud budap budch budget buegeln buergersteig bufett buffeln buffet bug bugelei bugeleis bugeln bugelsag bugelservic bugelstub bugelt bugelwasch buggy buggys buhn buhnenarbeit buhnenstuck buhnentechn buhnentechnikerin bukett bulett bulimi bull bulldog bummeln bundesland bungalow bungalows bungeejumping bunt buntlack buntstift burg burgersteig burnout buro burorein buros burozeit bursch burst burstenbind burstenmach burstenmacherin bus busbahnhof busch buschauffeur buschenschank busfahr busfahrerin busfahrerinn bushaltestell busi businessanzug businessfoto businessfotos businesshemd businessportrat busreis buss bussgeld bustenhalt busunternehm butl butt butterbrot buttermilch bux cabaret cabrio cabriolet caddi caf cafekonditorei cafeteria calamari callcent camion camp camperverleih camping campingplatz campt canap cap cappuccino cappuccinos caps caravan cardigan cardio carport carsharing cartoonist cash cashback cashm casting cat catering cateringfirma cateringservic cds celli cello cellos cent cereali cerum chalet champagn champignon chat chatbot chatt chauffeur chauffeurin chauffeurservic checkin checkout chef chefin chefkoch chefkochin chefredakteur chefredakteurin chefredaktion chemi chemine chemischrein chic chignon chilbi chili chilis chilischot chill chillt chindsgi chipp chips chiptuning chiroprakt chiropraktikerin chirotherapeut chirotherapi chirurg chirurgin chlorrein chocolati chor choreo choreograf choreografi choreografin choreograph choreographi chorgesang chorleit chorleiterin chriesi christbaum christf christkindlesmarkt christkindlmarkt christstoll chrom chungel ciao cid circa circus city cityb clickandcollect clip clips cloud cloudspeich clown clownin club clutch cms co2 co2neutral coach coaching cocktail cocktailkleid coding cognac coiffeur coiffeursalon coiffeus collag colli coloration colori combo comedian comedy comeld comic comics comput computergeschaft computerlad computermaus computerreparatur conceal concierg condition conferenci confiseri confiseur consultant cont contain containerdien containervermiet contemporary contentcreator contouring cooki copyright copyshop copyshops copywrit cord cordstoff cornichon couch couchtisch coupon courtag couturi couvert cov coverlock coverup cpu craftbe crash crem cremant cremefarb cremetort creol crep croissant crumbl cupcak cupgross curricula curriculum curriculumvita curry currys curvy cutaway cuttermess cyan cybersich dach dacharbeit dachausbau dachbod dachbodendamm dachbox dachdamm dachdeck dachdeckerbetrieb dachdeckerei dachdeckerin dachdeckerinn dachfen dachfirst dachflachenfen dachgaub dachgepacktrag dachgeschoss dachgeschossausbau dachlatt dachpapp dachpfann dachrein dachreparatur dachrinn dachrinnenrein dachsanier dachschad dachtrag dachuberstand dachvorspr dachziegel dachziegeln daf daheim dam damenbekleid damenbind damenfriseur damenhaarschnitt damenkleid damenmod damenschneid damenschneiderin damenschnitt damentasch damentoilett damenwasch damenwc damm dammplatt dammt dammung dampf dampfabzug dampfbad dampfbrems dampfbugeleis dampfsauna dampfsperr dampft dank dankeschon danki darbiet darleh darm darstell darstellerin dart dashcam dat datei datenbank datenmigration datenrett datenschutz datenschutzbeauftragt datenschutzbestimm datenschutzerklar datenschutzgrundverordn datenschutzhinweis datensicher datenubernahm datenubertrag datenverarbeit datenvolum datenwiederherstell datschi dattel datteln datum dau dauerhaft dauerkart dauerwell daum daunenjack daypack dayspa daz deadlin deal debitkart decaf deck deckenbalk deckenbezug deckenlamp deckenleucht deckfarb deejay defekt defi defibrillator degustation dehn dehnbar dehnub deinstalli deinstalliert deko dekoration dekori dekoriert delikatess delikatessengeschaft delikatessenlad dell dellenentfern dement demenz demnach demonti demontiert denim dental dentalhygien dentalhygienikerin dentallabor deo deodorant deoroll deos deospray depilation deponi depot depression depressiv derbys dermabrasion dermaroll dermatitis dermatolog dermatologi dermatologin design designbod designerin designerwar designmarkt desinfektion desinfektionsmittel desinfizi desinfiziert desktop dessert dessin dessous destillateur destillateurin destilleri detailhandel detailhandl detaillist detektei detektiv detektivin deutsch deutschkur deutschkurs deutschnachhilf deutschsprach deutschunterricht dez dezemb dhh diabet diabetikerin diagnos diagnostizi diagnostiziert diamant diarrho diat diatassistent diatassistentin dicht dichtband dichterin dichtmass dichtring dichtstoff dichtung dichtungsband dichtungsring diebstahl diel dielenbod dienstag dienstkleid dienstleist dienstwag diesel digestif digitalisier digitalkamera dill dimm dini diniert dip diplom diplomiert dips direktnachricht direktor direktorin direktvermarkt dirigent dirigentin dirndl dirndlkleid dirndln discjockey disco discos diskjockey disko diskothek diskret diskretion diskusherni diskusprolaps dispersionsfarb display displaybruch displayreparatur displays displayschad displayschutz displaytausch displaywechsel distanz distanzunterricht diy djan djs doc dockingstation doggybag dojo doktor doktorat doktortitel doku dokument dokumentarfilm dokumentation dokus dollar dolmetsch dolmetscherin dolmetscherinn dolmetscht domain domainnam don donerkebab donn donnerstag donut doppelbett doppelhaus doppelhaushalft doppelmet doppelverglas doppelzimm dorf dorff dornwarz dorsch dos dosier dosis dost doula doulas download downloadet dozent dozentin dozentinn drachenflieg drage draht drahtesel drahtseil drahtzaun drainag dram drama dranag drauss dread dreadlock drechsl drechslerei drechslerin dreckig dreharbeit drehscheib dreifachverglas dreifachverglast dreimonatskol dreitagebart dreiteil dresscod dressiersack dressing dressur dringend dringlich drinn drogeri drogeriemarkt drogist drogistin drohn drohnenaufnahm druck druckerei druckerpatron druckerreparatur druckgraf druckgraph druckknopf druckmust druckservic druckt drum drumm drumset dsgvo dsl dubel dubios dudelsack dudelsackspiel duft duftol duftwass dult dung dungemittel dunkelblau dunkelbraun dunkelgrau dunkelrot dunnpfiff dunst dunstabzug dunstabzugshaub dunstet durchfall durchgefall durchgeh durchlauferhitz durchmassi durchsicht durchwahl durst durstig dusch duschabtrenn duschbad duschcrem duschgel duschglas duschkabin duschkopf duschtass duschwand duschwann dutt duvet duvetbezug dyskalkuli earbud eaudetoilett eauto eautos ebass ebbelwoi ebenerd ebik ebikeakku ebook ecard echeck echt echthaarverlanger eck eckart eckcouch eckkneip ecksofa ecommerc ecru ecterminal edel edelbrand edelstahl edelstein edition edv egitarr eheberat ehebett ehefrau ehemann ehepartn ehepartnerin ehering ehrenamt ehrlich ehrung eich eichenholz eichhornch eichkatzch eier eierkuch eierspeis eigenanteil eigenhaartransplantation eigentum eigentumerin eigenverbrauch eigenverlag eignungspruf eignungst eil eiland eilauftrag eilig eilliefer eilzustell eim einarbeit einascher einbahnstrass einband einbau einbaukuch einbauschrank einbauspot einbaustrahl einbaut einbrech einbrecherin einbruch einbruchmeldeanlag einbruchschutz eincheck einfahrt einfamilienhaus einfarb einfri einfuhr einfuhrungsangebot einfuhrungspreis einfuhrzoll eingang eingangsbereich eingangshall eingangstur eingebaut eingecheckt eingefror eingekauft eingekocht eingelad eingelegt eingeloggt eingelost eingemacht eingenaht eingepackt eingepflanzt eingerahmt eingerichtet eingescannt eingeschlafert eingeschrieb eingestellt eingewachs eingeweid eingezog eingriff einhebelm einheim einkauf einkaufsbeutel einkaufskorb einkaufspassag einkaufsstrass einkaufstasch einkaufswag einkaufswagerl einkaufszentr einkaufszentrum einkoch einkomm einkurz einlad einladungskart einlag einlager einlass einleg einlogg einlos einmach einmachglas einmal einnah einnahm einpack einpackservic einpackt einparkhilf einpflanz einpflanzt einrahm einrahmt einricht einrichtungsberat einrichtungshaus einrichtungsservic einscann einscannt einscheibensicherheitsglas einschlaf einschliess einschreib einschreibebrief einsendeschluss einspeis einspeisetarif einspeisevergut einspiel einsteig einsteigerfreund einsteigerin einstell einstellplatz einstellt einstufungst eintausch eintopf eintritt eintrittsdatum eintrittsgeld eintrittskart eintrittspreis einverstand einverstandnis einweih einweihungsfei einweihungsparty einwill einwohn einzahlungsbeleg einzahlungsschein einzaun einzelfirma einzelhandel einzelhandl einzelhandlerin einzelnachhilf einzelstuck einzelstund einzeltraining einzelunternehm einzelunternehmerin einzelunterricht einzelzimm einzieh einzigart einzimmerwohn einzug einzugsermacht eis eisbad eisbahn eiscaf eiscrem eisdiel eisenbahn eisenwar eisenwarengeschaft eisenwarenhandl eisenwarenlad eishall eiskast eislad eislauf eislaufplatz eismach eismacherin eissalon eisstadion eiswurfel eiweiss ekz ekzem elast elastan elasthan elearning elektr elektrikerin elektrikerinn elektrizitat elektroauto elektroautos elektrobetrieb elektrofachbetrieb elektrofahrrad elektrofahrzeug elektrogerat elektrogitarr elektroheiz elektroingenieur elektroinstallateur elektroinstallateurin elektroinstallation elektromeist elektron elektronikerin elektronikreparatur elektronikschrott elektropruf elektrorad elektroreparatur elektroroll elektroschrott elektrotechn elektrowerkzeug elementarpadagogin elfenbein ellbog ellenbog elt elternab elternbeirat elternbeitrag elterngesprach elternkind elternrat elternsprechstund elternsprechtag elternteil elternverein elternvertret elternzeit email emailadress emission emissionsmess empfang empfangerin empfangnisverhut empfangsdam empfangsmitarbeit empfangsmitarbeiterin empfangsthek empfehl empfiehlt empfohl emus end endbetrag endet endodonti endrein endtopf energi energieausweis energieberat energieberaterin energieeffizient energieeffizienz energiekost energiepass energierechn energiespar energieverbrauch energieversorg eng englisch englischkur englischkurs englischnachhilf englischsprach englischunterricht enkel enkelin enkelinn enkelkind enoteca enothek ent entbind entbindungspfleg entbund entertain entfern entfernt entfeucht entgelt enthaar enthalt enthart enthartungsanlag entkalk entkalkt entkoffeiniert entlass entle entleert entleg entluft entluftet entriegeln entriegelt entrumpel entrumpeln entrumpelt entschad entscheid entscheidet entschied entschuld entschuldigt entsorg entsorgt entspann entspannt entsperr entsperrt entspiegelt entstopf entstopft entwasser entwerf entwickl entwicklerin entwicklungsmog entwirft entworf entwurf entwurm entzund entzundet epilation epili epoxidharz equipment erb erbau erbin erblind erbrech erbricht erbroch erbs erbschaft erd erdapfel erdapfelpure erdarbeit erdbe erdgas erdgeschoss erdkund erdnuss erdung erdwarm erdwarmepump erezept erfahr erfahrungsbericht erfrischungsgetrank ergebnis ergotherapeut ergotherapeutin ergotherapi ergraut erhalt erhol erinn erinner erinnert erinnerungsmail erinnerungsstuck erk erkalt erkerfen erklar erklart erkrank erkrankt erkund erkundigt erlagschein erlaub erlaubnis erlaubt erlebnisbad erlebnispark erlern erlernt erlos ermaess ermass ermassigt ermittl ernahr ernahrungsberat ernahrungsberaterin ernahrungsumstell ernahrungswissenschaftl erneuerbar ernt erntedank erntedankf eroffn eroffnungsangebot eroffnungsfei eroffnungstanz eroll erotikshooting erpressungstrojan erreich erreichbar erreicht erricht errichtet ersatz ersatzrad ersatzschlussel ersatzteil erschi erschopf erschopft erschwing ersetz ersetzt ersparnis erstatt erstattbar erstattet erstauffuhr erstberat erstehilf erstehilfekast erstehilfekur erstehilfeset erstgesprach ersthelf ersthelferin erstklass erstkommunion erstsprach ersttermin erwachs erwachsenenbild erweiter erweiterungsbau erwerb erwerbslos erwerbstat erwirbt erworb erzahl erzahlkun erzeugnis erzieh erzieherin erzieherinn erziehungsberechtigt escaperoom esch eschenholz escoot esel esg esim espressi espresso espressomaschin espressos ess essenkehr essensr essig essiggurk esskastani essstor esstisch esswar estrich estrichleg estrichlegerin etag etagenbett etankstell etat ethernet etikett etui etwa eul eur euro event eventfotograf eventfotografi eventlocation eventmanag eventmanagerin eventplan eventplanerin eventtechn exam exitroom exkl exklusiv exkursion expert expertin exposition expressliefer expressversand expresszustell extension extraktion extrazimm exzenterschleif eyelin fabel fabeln fabrikant fabrikat fabrikneu facelift facelifting fach fachabitur facharbeit facharzt facharztin fachfrau fachgerecht fachhandel fachhandl fachhochschul fachkraft fachkraftemangel fachleut fachmann fachmess fachschul fachubersetz fachverkauf fachverkauferin fachwerk fachwerkhaus facilitymanagement fad fadenepilation fadentechn fagott fahig fahr fahrausweis fahrerin fahrerlaubnis fahrgeld fahrkart fahrkartenautomat fahrlehr fahrlehrerin fahrlehrerinn fahrleut fahrmann fahrplan fahrpreis fahrpruf fahrrad fahrradabstellplatz fahrradbeleucht fahrradfahr fahrradgeschaft fahrradkett fahrradkuri fahrradkurierin fahrradlad fahrradlicht fahrradmechan fahrradmechanikerin fahrradreparatur fahrradschlauch fahrradstand fahrradtour fahrradtrag fahrradverleih fahrradvermiet fahrradweg fahrradwerkstatt fahrschein fahrscheinautomat fahrschul fahrschulerin fahrstuhl fahrstund fahrt fahrtucht fahrunterricht fahrwerk fahrzeug fahrzeugaufbereit fahrzeuglacki fahrzeuglackiererin fahrzeugpruf fahrzeugrestaurier fairgehandelt fairtrad faktur faktura fakturi fakturiert fall fallig falligkeitsdatum fallrohr fallschirmspring fallt fallung falschliefer falschung falt faltblatt faltch faltenbehandl faltenunterspritz faltig famili familiar familienberat familienbetrieb familienfotografi familienfotos familienfreund familiengart familiengefuhrt familiengerecht familienkart familienpass familienportrat familienshooting familientherapi familienticket familienunternehm familienzimm fan fanartikel faq farb farbberat farbenfroh farberei farbig farbkonzept farbroll farbstift farbt farbton farbung farbvariant farm faschiert fasching faschingskostum faschingslad faserplatt fashionschmuck fasnacht fasnet fassad fassadendamm fassadenfarb fassadenrein fassadenverkleid fassbi fassbind fassbinderin fassung fassungsvermog fast fastet fastfood fastnacht faszi faszial faszienmassag faszientherapi faulgrub fauna faustel fausthandschuh faustling fauteuil favorit fax fayenc feb februar feder federball federbett federleicht federmapp federmappch federpennal federschachtel federvieh federweiss feedback feg fegt fehl fehlerdiagnos fehlerhaft fehlermeld fehlerspeich fehlerstromschutzschalt fehlgeburt feier feierab feierlich feiern feiert feiertag feig feil feincord feingeback feinkost feinkostgeschaft feinkostlad feinripp feinschmeck feinschmeckerin feinstrumpfhos feintaschn feld feldflasch felg fell fellpfleg fenst fensterabzieh fensterbank fensterbau fensterbauerin fensterbrett fensterfoli fenstergitt fensterkitt fensterlad fensterled fenstermonteur fensterputz fensterputzerin fensterrahm fensterrein fensterreparatur fensterscheib fensterschloss fenstersicher fenstersturz fenstertag feri ferienanlag ferienapartment ferienappartement ferienbetreu feriencamp feriencamps ferienfreizeit feriengast ferienhaus ferienjob ferienkur ferienkurs ferienlag ferienprogramm ferienwohn ferkel fernbedien fernfahr fernkur fernkurs fernseh fernsehgerat fernsehtechn fernsehtechnikerin fernsprech fernstudium fernunterricht fernwarm fers fersensporn fertig fertiggestellt fertigras fertigt fertigteil fest festanstell festeinband festess festig festival festlich festmahl festmod festnetz festnetznumm festnetztelefon festplatt festpreis festred festsaal festsal festspiel festumzug festzelt festzieh festzug fet fettabsaug fettarm fettreduziert fetz feu feucht feuchtig feuchtigkeitscrem feuchtigkeitspfleg feudeln feuerbestand feuerbestatt feuerf feuerhemm feuerholz feuerkorb feuerlosch feuerschal feuerschutztur feuerstattenschau feuerstell feuerverzinkt feuerwerk fewo fiak ficht fichtenholz fieb fiebrig fiedel figaro figurentheat fiktion filet filial fill film filmaufnahm filmdreh filmemach filmemacherin filmf filmfestival filmfestspiel filmproduktion filmregisseur filmregisseurin filmschnitt filmt filmtheat filz finalist finalistin finanzamt finanzberat finanzberaterin finanzi finanzier finanziert find findet fineartprint fing fingerfood fingerhandschuh fingerhut fingernagel fingerring fink firewall firm firma firmenbuch firmenevent firmenfei firmenlogo firmensitz firmenveranstalt firmenwag firmung fisch fischalt fischereischein fischerin fischerinn fischgeschaft fischhandl fischhandlerin fischlad fischstabch fischt fischverkauf fisol fitness fitnesscent fitnessstudio fitnessstudios fixpreis flach flachdach fladenbrot flanell flasch flaschch flaschengrun flaschennahr flaschenoffn flaschenpfand flaschn flecht flechtfrisur flechtzopf fleck fleckenentfern fleckentfern fleckig fleec fleecejack fleecestoff fleisch fleischballch fleischerei fleischerin fleischersatz fleischfrei fleischhack fleischhau fleischhauerei fleischhauerin fleischkuchl fleischlaibch fleischlos fleischpflanzerl flexibel flick flickschneiderei flickschust flickt flieg fliegengitt flies fliesenarbeit fliesenleg fliesenlegerin fliesenlegerinn fliesenspiegel flimmerkist flipflops flitterwoch floh flohmarkt flohmi floral florist floristin floristinn flot flotist flotistin flott flug flugbegleit flugbegleiterin flugblatt flugel flughaf flughafentaxi flughafentransf flugkapitan flugplatz flugzettel flupp flur fluss flussiggas flussigmakeup flussigseif flyer fohl fohn fohnfrisur fohnt fohr fokus folg folgetermin folgt foli foliengewachshaus folienstrahn folientunnel folk folklor follow fon fonfrisur font forder forderbedarf fordermittel forderschul forderunterricht forell formular forst forsterin forsterinn forstwirt forstwirtin fortbild fortgeschritt fortgeschrittenenkur foto fotoabzug fotoalb fotoalbum fotoapparat fotoateli fotobearbeit fotobox fotobuch fotodruck fotograf fotografenmeist fotografi fotografiert fotografin fotografinn fotokamera fotokopi fotoleinwand fotorahm fotos fotosession fotoshooting fotostudio fotostudios fototermin fotovolta foulard foundation foy fracht frachtgut frack frag fragebog fragt fraktur frank frankfurt frankli frans fratz frau frauenarzt frauenarztin frauenarztinn frauenheilkund frauenmod freelanc frei freibad freiberufl freiberuflerin freidreh freigeheg freiland freilandhalt freiluft freiluftkino freimach freiredn freischneid freisitz freitag freiverkauf freiwill freizeit freizeitbad freizeitbeschaft freizeitpark fremdenfuhr fremdenfuhrerin fremdenpension fremdenverkehrsamt fremdenzimm fremdsprach fremdsprachenkenntnis fremdsprachenkur frenchmanikur frenchnail frenchterry fresk fresko freund freundin freundinn freundlich friedhof friedhofsgartn friedhofsgartnerei friedhofsgartnerin friedlich friesennerz frikadell frisch frischkas friseur friseurgeschaft friseurin friseurinn friseursalon frisiersalon frisor frisorin frist frisur fritt frittenbud fritti frittiert fronleichnam frontscheib frontscheinwerf frosch frost frostschutz frostschutzmittel frotte frotteestoff frotti frottiertuch frucht fruchtbar fruchtsaurepeeling fruehling fruehstueck fruh fruhaufsicht fruhbetreu fruhbuch fruhbucherpreis fruhbucherrabatt fruhdien fruherkenn fruhjahr fruhjahrsputz fruhling fruhlingszwiebel fruhlingszwiebeln fruhschicht fruhstuck fruhstucksbufett fruhstucksbuffet fruhstucksflock fruhstuckspension fruhstucksspeck fruhstuckt fruhzeit fuch fuchs fuchsia fuchsschwanz fudli fuehrerschein fuehrung fug fugendichtmass fugenmortel fuhrerausweis fuhrerschein fuhrerscheinpruf fuhrhund fuhrung fuhrungszeugnis fuhrunternehm full fullmass fullt fullung fundament fundburo fundsach funknetz funkschlussel furni fuss fussabstreif fussball fussballplatz fussbod fussbodenheiz fussgang fussgangerin fussgangerzon fussgewolb fussknochel fussleist fussmassag fussmatt fussmess fussminut fusspfleg fusspflegerin fusspilz fussreflexzonenmassag fussreflexzonentherapi fussruck fussschweiss fusssohl fussvermess fussweg futsch futt futtermittel futtert gabel gabeln gabelschlussel gabelstapl gala galaab galabau galas galeri galerieschi galerist galeristin gam gan ganganalys gangschalt gans ganseblumch ganzheit ganzjahresreif ganztag ganztagsbetreu garag garagenflohmarkt garagentor garagentoroffn garanti garantieanspruch garantiefall garantiefrist garantiert garantieverlanger garantiezeit garderob garderobenhak gardin gardinenschi gardinenstang garn garnel garngeschaft gart gartenarbeit gartenbau gartenbeleucht gartencent gartenerd gartengestalt gartengestalterin gartenhaus gartenhutt gartenmarkt gartenmau gartenmobel gartenpavillon gartenpfleg gartensch gartenschlauch gartenservic gartenteich gartentor gartenweg gartn gartnerei gartnerin gartnerinn gas gasaustritt gasdichtheitspruf gasflasch gasgeruch gasheiz gasinstallateur gasleck gasmonteur gaspruf gass gassch gassi gassibeutel gassigeh gassigeherin gassiservic gast gastebuch gastechn gastefuhr gastefuhrerin gastehaus gastelist gastetax gastfreundschaft gastgart gastgeb gastgeberin gastgeberinn gastgewerb gasthaus gasthausbrauerei gastherm gasthof gastlich gastronomi gaststatt gastwirt gastwirtin gaszahl gatchi gatt gattin gaub gaul gaup gazett geandert geangelt geantwortet gearbeitet gebabysittet geback gebaeud gebar gebardendolmetsch gebardendolmetscherin gebardensprach gebardensprachdolmetsch gebastelt gebaud gebaudeautomation gebaudemanagement gebauderein gebaudereinigerin gebaut gebiss geblieb gebluht geblumt gebohrt gebor geborgt gebracht gebrat gebraucht gebrauchthandy gebrauchtwag gebrauchtwagenhandl gebrauchtwar gebrauchtwarenlad gebraunt gebraut gebroch gebucht gebuehr gebugelt gebuhr gebuhrenfrei gebuhrenordn gebund geburi geburt geburtsdatum geburtshelferin geburtshilf geburtstag geburtstagsfei geburtstagsgeschenk geburtstagskuch geburtstagsparty geburtstagstort geburtsvorbereit geburtsvorbereitungskur geburtsvorbereitungskurs gecampt gechillt gechippt gedammt gedampft gedarm gedenkfei gedicht gedolmetscht gedownloadet gedrangt gedruckt gedunstet geendet gefahr gefallt gefalscht gefarbt gefastet gefegt gefeiert gefertigt gefeuert gefilmt gefilzt gefischt gefli geflickt geflocht geflugel gefohnt gefolgt gefont gefragt gefrierschrank gefriertruh gefror gefruhstuckt gefullt gefund gefuttert gegang gegend gegensprechanlag gegenstandslos gegenub gegess geglattet gegoss gegrab gegrillt geh gehackt gehakelt gehalt gehaltsabrechn gehaltserhoh gehaltsvorstell gehaltswunsch gehaltszettel gehbehindert geheg geheilt geheimhaltungsvereinbar geheimratseck geheimzahl geheiratet geheizt gehetzt gehhilf gehirn gehminut gehob gehoft geholf geholzschnitt gehor gehorlos gehorschutz gehrung gehrungssag gehsteig gehstock gehstutz geht gehwag gehweg gehwegplatt geig geigenbau geigenbauerin geigenbog geigensait geigerin geimpft geiss geistlich gejagt gejatet gejobbt gejoggt gekauft gekehrt geklebt geklettert geknetet geknipst gekocht gekostet gekriegt gekuhlt gekundigt gekurzt gel gelabert gelad geland gelandewag gelateria gelato gelauf gelb geld geldautomat geldbeutel geldbors geldinstitut geldschein geldschrank geldstraf geldstuck geldzuruckgaranti geleast geleert geleg gelehrt gelenk gelenkband gelernt geles geliefert gelieh gellack gelmanikur gelmodellag gelnagel gelockt geloscht gelotet gels gemahl gemahlin gemaht gemailt gemald gemalocht gemalt gemampft gemeind gemeindeamt gemeldet gemess gemietet gemischt gemixt gemolk gemues gemuet gemus gemusegart gemusegeschaft gemusehandl gemusehandlerin gemuselad gemustert gemut genagelt genaht genealog genealogin genehm generaluberholt generalunternehm generalunternehmerin generator generika generikum genes genick genickstarr geniess geniesserin geniesst genoss geocaching geoeffnet geoffnet geografi geographi geomet geothermi gepack gepackaufbewahr gepackstuck gepackt gepacktrag gepaddelt geparkt gepasst gepennt gepflanzt gepflastert gepflegt gepierced gepierct geplant geplaudert gepolstert geprellt geprobt gepruft gepunktet geputzt gequatscht gequiltet geradelt gerani gerat geratehaus geratereparatur gerateschupp geratetreib geratevermiet geratscht gerauchert geraucht geraum gerausch gerb gerberei gerberin geredet geregnet gereinigt gereist gerelaxt gericht gerichtet gerichtsdolmetsch gerichtsstand gerichtsvollzieh gerichtsvollzieherin geringelt geringfug geriss geritt germ gerontgt gerostet geruch geruchsverschluss gerudert geruhrt gerust gerustbau gerustbauerin gerustbaufirma gesagt gesamtbetrag gesamtschul gesang gesangscoach gesangslehr gesangslehrerin gesangsstund gesangsunterricht gesangverein gesass gesaubert gesaugt gesaumt gescannt geschaeft geschaft geschaftsaufgab geschaftsbeding geschaftsfuhr geschaftsfuhrerin geschaftsinhab geschaftsinhaberin geschaftskart geschaftsleit geschaftspapi geschaftspartn geschaftspartnerin geschaftsraum geschaftsschluss geschaftswag geschaftszeit geschalt gescharft geschenk geschenkbon geschenkboutiqu geschenkbox geschenkelad geschenkgutschein geschenkide geschenkkart geschenkkorb geschenklad geschenknachricht geschenkpapi geschenkservic geschenkset geschenkt geschenktipps geschenkverpack geschenkverpackt geschicht geschichtenerzahl geschickt geschirr geschirrspul geschirrspulmaschin geschlaf geschlechtsneutral geschliff geschloss geschmack geschmeckt geschmeid geschminkt geschmort geschmuckt geschneidert geschneit geschnitt geschnitzt geschoss geschraubt geschrieb geschuftet geschuldet geschwatzt geschweisst geschwist geschwoll geschwomm geschwul gesegelt gesell gesellenbrief gesellenpruf gesellin gesellschaftsspiel gesellschaftstanz gesendet gesetz gesetzwidr geshoppt gesicht gesichtsbehaar gesichtsbehandl gesichtscrem gesichtsmask gesichtspeeling gesichtspfleg gesichtspud gesichtsrein gesichtsserum gesichtsstraff gesichtswass gesim gespart gespaziert gespeist gespendet gespielt gesprachsgrupp gespritzt gesproch gest gestalt gestalterin gestaltet gestaltungstherapi gestank gestartet gestattet gesteck gestell gesteppt gestillt gestimmt gestohl gestopft gestoppt gestreift gestresst gestrich gestrickt gestuft gestut gestutzt gesucht gesund gesundheitskart gesung gesurft getankt getanzt getaucht getauft getauscht geteilt getestet getont getrag getrank getrankehandel getrankekart getrankemarkt getrieb getriebereparatur getrimmt getroff getrunk getupft geturnt geubt geupgradet geuploadet gewach gewachs gewachshaus gewahlt gewahrleist gewahrleistungsanspruch gewahrleistungsfrist gewand gewandert gewartet gewasch gewaxt geweb gewebeband gewebt geweitet gewerbeanmeld gewerbebewill gewerbegebiet gewerbepark gewerbeschein gewerbeschul gewichtsabnahm gewichtsreduktion gewichtsverlust gewinn gewinnerin gewischt gewitt gewurz gewurzgurk gewurzkraut gewurzt gezahlt gezeichnet gezeltet gezockt gezuchtet gezugelt gezupft ghostwrit ghostwriterin gicle giebel giess giesskann giesst giftkod gig gilet gingivitis gipfel gipfeli gips gipskarton gipskartonplatt gipsplatt gipsverband girland girocard girokart girokonto gitarr gitarrenbau gitarrenlehr gitarrenlehrerin gitarrenreparatur gitarrensait gitarrenspiel gitarrenstund gitarrenunterricht gitarrist gitarristin gitt gitterbett gitterbettch gkv glac glamping glanzlack glas glasblas glasblaserei glasblaserin glasbod glasbruch glascontain glaserei glaserin glaserinn glasermeist glasfas glasfaseranschluss glashaus glasi glasiert glaskun glaskunstl glaskunstlerin glasmal glasmalerei glasmalerin glasperl glasregal glasrein glasruckwand glasscheib glastur glasur glaswoll glaszuschnitt glatt glatteis glattung glatz glatzkopf glaukom gleich gleis gleitschirmflieg gleitsicht gleitsichtbrill gleitsichtglas gleitzeit gliedermassstab globuli glockengiess glockengiesserei glockengiesserin glotz gluckwunsch gluckwunschkart gluehbirn gluhbirn gluhlamp gluhwein glutenfrei gockel gof gokart gold goldgelb goldplattiert goldschmied goldschmiedin goldschmiedinn golfclub golflehr golflehrerin golfplatz golfpro gondel gondeln gor gott gotterspeis gottesack gotti gouach gourmet gpskoordinat grab grabgesteck grabmal grabschmuck grabstatt grabstein grabt graffiti graffitientfern graffitischutz graffito grafik grafikdesign grafikdesignerin grafikerin grafikkart granit granola graphicnovel gras gratis gratist gratisversand gratiswlan gratulation gratzel gratzl grau grauabdeck grauhaarabdeck graveur graveurin gravi gravier graviert gravur greenkeep greissl greisslerei greisslerin grenz grill grillab grillf grillgerat grilli grilliert grillparty grillpartys grillplatz grillstell grillt gripp grobspanplatt groess groom groov grosi grospapi gross grossdruck grosselt grosselternteil grossenander grossenberat grossenrechn grossentabell grosshandel grosshandl grossmutt grossvat grosszeh grott gruezi grumbe grun grunabfall grund grundbuch grundbuchauszug grunderin grunderinn grundi grundier grundiert grundof grundrein grundriss grundschul grundschulalt grundschulkind grundstuck grunschnitt grunstrom gruppenbuch gruppengross gruppenkur gruppenkurs gruppenreservier gruppenstund gruppenunterricht grusskart gsalz gschrapp guenstig guetzli gugelhopf gugelhupf guglhupf guid guipur gultig gummi gummihamm gummihandschuh gummistiefel gunstig gurgel gurk gurt gurtel gurteln guss gusseis gutacht gutachterin gutschein gutscheincod gutschrift gutsl gym gymnasi gymnasium gymnast gynakolog gynakologi gynakologin haar haarausfall haarband haarburst haarentfern haarfarb haargel haarglatt haargummi haargummis haarklamm haarknot haarkur haarlack haarlos haarmask haarnadel haarnadeln haarreif haarschaum haarschneid haarschneidemaschin haarschnitt haarshampoo haarspang haarspliss haarspray haarspul haarstudio haarstyling haarstylist haarteil haartransplantation haartrockn haarverlanger haarwach haarwasch hab hack hackballch hackbrett hackepet hackfleisch hackt haf haferbrei haferdrink haferflock haferl hafermilch haferschleim hafn hafnerin haft haftbar haftet haftgrund haftpflicht haftpflichtversicher haftschal haftung haftungsausschluss hagel hahn hahnch hahnenwass hairstylist hak hakelei hakeln hakelnadel hakelt hal halal halawa halbedelstein halbjahr halbjahreszeugnis halbpension halbstund halbtag halitosis hall hallenbad hallo hallux halsband halsentzund halskett halsnasenohrenarzt halsschmerz halstuch halsweh haltbar haltestell haltung haltungsschad hamam hamatom hamburg hamm hammam hammel hammelfleisch hamst hand handarbeit handbraus handcrem handdesinfektion handelsregist handelsvertret handgearbeitet handgefarbt handgefertigt handgelenk handgemacht handgepack handgestrickt handicap handkreissag handl handlauf handlerin handlettering handorgel handout handpfleg handpupp handsag handschalt handschrift handschuh handschuhfach handseif handsigniert handstickerei handtack handtasch handtuch handtuchhalt handtuchheizkorp handtuchstang handtuchwarm handwaschbeck handwerk handwerkerin handwerkerinn handwerkermarkt handwerkskun handwerksmarkt handwerksmeist handwerksmeisterin handy handyapp handyhull handynumm handyreparatur handys handyvertrag handyzahl handzettel hang hangelamp hangematt hangeschloss hangung happch happig hardcov hardopfel hardwar harf harfenist harfenistin hark harmonika harnblas hartholz harz has haselnuss hasenstall haub hauptabsperrhahn hauptbahnhof haupteingang hauptelsalat hauptgang hauptgericht hauptgewinn haupthahn hauptleit hauptplatin hauptsaison hauptsitz hauptspeis hauptstrass hauptuntersuch haus hausarzt hausarztin hausarztinn hausaufgab hausaufgabenbetreu hausaufgabenhilf hausautomation hausbesorg hausbesorgerin hausbesuch hausboot hausgemacht hausgeratereparatur hausgeratetechn hausgeratetechnikerin hausglock haushalt haushalterin haushaltsauflos haushaltsgerat haushaltshilf hauskrankenpfleg hausl hausliefer hausmannskost hausmeist hausmeisterdien hausmeisterin hausmeisterservic hausmittel hausnumm hausordn hausschlapp hausschuh haustechn hausti haustierfreund haustiersitt haustur hausub hausverwalt hausverwalterin hauswart hauswartin hauswirtschaftsraum haut hautarzt hautarztin hautausschlag hautbild hautfarb hautpfleg hautpflegeprodukt hautunrein hautverjung haxn hbf hdmi hdmikabel headhunt headset hebamm hecht heck heckensch heckenschneid heckenschnitt hef hefeweiz heft heftpflast heidelbe heil heilbad heiligab heilkraut heilmittel heilpadagog heilprakt heilpraktikerin heilt heilung heilungsphas heim heimarbeit heimel heimhilf heimisch heimladestation heimliefer heimservic heimspeich heimti heimtierfutt heimunterricht heimwerk heimwerkerin heimwerkermarkt heirat heiratet heiratsvermittl heiss heissklebepistol heissluftballon heisswass heiz heizanlag heizgerat heizkessel heizkorp heizkorperthermostat heizkorperventil heizkorperverkleid heizkost heizluft heizol heizolliefer heizoltank heizstrahl heizsyst heizt heizung heizungsanlag heizungsbau heizungsbaubetrieb heizungsbauerin heizungserneuer heizungsinstallateur heizungsmonteur heizungsreparatur heizungstausch heizungswart helf helferin helikon hell hellblau hellbraun hellgrau hellseh hellseherin helm helpdesk hemd hendl hendln heng henkeltasch henn herabgesetzt herausgeb herausgeback herausgegeb herauslass herb herberg herd herdreparatur hergerichtet hergestellt hering herkomm herkunft herkunftsland herr herrenanzug herrenbekleid herrenfriseur herrenfriseurin herrenhaarschnitt herrenkleid herrenmod herrensalon herrenschneid herrenschnitt herrentoilett herrenwc herrgottschnitz herricht herstell herstellerfirma herstellergaranti herstellerin herstellt heruntergelad herunterlad herz herzinfarkt herzspezialist hetz hetzt heu heurig heuschnupf heut hexenschuss hiesig highheel highlight hilf hilfsarbeit hilfsbereit hilft himbe himmelblau himmelfahrt hint hintereingang hintergrundbild hinterhof hinterteil hinub hinweis hiphop hirn hirnschlag hirsch hirschfleisch hirt hirtin histori hitz hitzewell hno hnoarzt hnoarztin hobby hobbys hobel hobelbank hobeln hochbau hochbeet hochbegab hochbegabt hochbett hochdruckrein hochgelad hochlad hochpreis hochprozent hochsaison hochschaubahn hochschul hochschulabschluss hochschulreif hochsteckfrisur hochstuhl hochwert hochzeit hochzeitsbild hochzeitsfei hochzeitsfotograf hochzeitsfotografi hochzeitsfotografin hochzeitsfotos hochzeitsfrisur hochzeitsgeschenk hochzeitskleid hochzeitslist hochzeitsplan hochzeitsplanerin hochzeitsreis hochzeitsreportag hochzeitsring hochzeitst hochzeitstag hochzeitstanz hochzeitstanzkur hochzeitstort hock hof hofeinfahrt hofflohmarkt hoflad hoflich hofpaus hoftor hofverkauf hoherstuf hohl hohlraumversiegel hohlwanddamm hoi holz holzarbeit holzbalk holzbau holzbeiz holzbildhau holzblas holzblasinstrument holzbock holzbod holzdeck holzdiel holzdubel holzern holzfall holzfallerin holzhamm holzhandel holzhandl holzkohl holzlasur holzof holzol holzpellet holzrahmenbau holzschnitt holzschnitz holzschnitzerei holzschnitzerin holzschutz holzschutzmittel holzterrass holzverkleid holzwurm homeoffic homepag homeschooling homoopath homoopathi homoopathin honig honigkuch honorar honorarordn hoodi horakust horakustikerin horapparat horbehindert horbuch horfilm horfunk horgerat horgerateakust horgerateakustikerin horgeschadigt horhilf horizontalsperr hormon hormonell horn hornch hornhaut hornhautschwiel hornhautverkrumm hornis horschleif hort horverlust horvermog hos hosch hosensaum hospital hospiz hostel hosting hotel hotelbesitz hotelbesitzerin hotelhall hoteli hotelleri hotelpag hotlin hotpant hotspot hotston hotstonemassag hottub housekeeping huf hufbearbeit hufbeschlag hufbeschlagschmied hufeis hufpfleg hufschmied hufschmiedin huft hugel huhn huhnch huhneraug huhnerstall hull humm humus hund hundch hundeausfuhr hundebett hundeerzieh hundefreund hundefriseur hundefriseurin hundefutt hundegeschirr hundehotel hundehutt hundekorb hundekorbch hundekotbeutel hundelein hundepension hundepfleg hundephysiotherapi hundepsycholog hundesalon hundeschul hundesitt hundesteu hundetrain hundetrainerin hundetrainerinn hundetraining hundi hung hungrig hup hupfburg huss hust husteln hustensaft hustensirup hustet hut hutgeschaft hutmach hutmacherei hutmacherin hutt huttenkas hyaluron hyaluronsaur hybrid hybridauto hygi hygieneartikel hygienekonzept hygienevorschrift hyperaktiv hyperaktivitat hypertoni hypnos hypnosetherapi hypnotherapeut hypnotherapeutin hypoallerg hypothek identitatskart igel igelschnitt illegal illuminator illusionist illustration illustrator illustratorin illustri illustriert imagefilm imagevideo imbiss imbissbud imk imkerei imkerin imkerinn immatrikulation immobili immobilienagentur immobilienburo immobilienfotografi immobilienfotos immobilienkredit immobilienmakl immobilienmaklerin immobilienverwalt impf impfstoff impft impfung implantat impragniert impressum inbegriff inbusschlussel individualisiert individuell indoorcycling indoorspielplatz induktion induktionsanlag induktionsherd induktionskochfeld induktionsschleif industriegebiet inear infarkt infektion infiziert influenc influencerin influencerinn influenza info infobrief infoheft informat information informationselektron informationselektronikerin informationstechn informi informiert infos infotag infrarotkabin infrarotsauna ingenieur ingenieurin ingw inhab inhabergefuhrt inhaberin inhaberinn initiativbewerb injektion inkl inklusiv inkontinent inkontinenz inlin inlineskat inn innenarchitekt innenarchitektin innenarchitektur innenbeinlang innenbereich inneneinricht innenfarb innenfutt innenhof innenrein innensechskant innenstadt innerei inox insekt insektenschutz insel inseln inserat insomni inspektion installateur installateurin installateurinn installation installationsbetrieb installi installiert instandgesetzt instandhalt instandsetz instruktor instrument instrumentallehr instrumentalunterricht instrumentenbau instrumentenbauerin instrumentenhandel instrumentenmiet instrumentenreparatur instrumentenservic instrumentenverleih insult inszenier inszeniert internat internatsschul internet internetadress internetanbiet internetanschluss internetauftritt internetausfall internetseit internetshop internetverbind internetzugang internist internistin interview interviews interviewt intimenthaar intimwaxing intoleranz inzahlungnahm ipl irdenwar isoli isolier isolierflasch isolierglas isolierkann isoliert isolierverglas isst itberat itdienstleist itfirma itservic itsich itsupport ivf jacht jachthaf jack jackett jacuzzi jag jagd jagerin jagerinn jagt jahr jahresabo jahresbeitrag jahreskart jahrestag jahresurlaub jahreszeit jahrgang jahrgangsstuf jahrlich jahrmarkt jalousi jan jann januar jat jatet jaus jausenbox jausenbrot jazzdanc jazztanz jean jeanshos jeansstoff jegging jersey jerseystoff jetski jga job jobangebot jobb jobbt jobcent jobinserat jobmess jobsharing jobsuch jobtitel jockey jockeys jogg joggerin jogginganzug jogginghos joggt joghurt jogurt johannisbe joll jonglag jongleur jongleurin jongli journal journalist journalistin jubila jubilaum juck juckend juckreiz juckt jugend jugendbuch jugendherberg jugendliteratur julei juli jung junggesellenabschied junggesellinnenabschied junghund juni junkmail juno jup jurt justi jutebeutel jutetasch juwel juweli juweliergeschaft juwelierin juwelierlad kabarett kabarettist kabarettistin kabel kabelbind kabeljau kabinenbahn kabis kachel kacheln kachelof kachelofenbau kaffch kaffe kaffeeautomat kaffeebech kaffeehaus kaffeeloffel kaffeemaschin kaffeerost kaffeerosterei kaffeerosterin kaffeevollautomat kafig kahl kahlheit kaiserschnitt kajak kajal kajalstift kakao kakerlak kakte kaktus kalb kalbfleisch kalend kalenderwoch kalk kalkablager kalkentfern kalkfarb kalkstein kalkuli kalkuliert kalligraf kalligrafi kalligrafin kalligraph kalligraphi kalmar kalori kalt kalteanlagenbau kaltebruck kaltetechn kaltetechnikerin kaltwasserbeck kamera kamerafrau kameraleut kameramann kameras kamin kaminfeg kaminfegerin kaminholz kaminkehr kaminkehrerin kaminof kaminrein kaminsanier kamm kammerjag kammerjagerin kammgarn kampfkun kampfsport kampfsportart kampfsportschul kanadi kanal kanaldeckel kanalgeruch kanalinspektion kanalisation kanalrein kanaltv kanape kandel kaninch kaninchenstall kannel kantin kanton kantonsschul kanu kanufahr kanus kanzlei kapazitat kapell kapellmeist kapitan kapitel kapiteln kapp kapperl kappi kappsag kapsel kapselheb kapseln kaputt kapuzenpulli kapuzenpullov karaff karaok karat kardiolog kardiologi kardiologin karenz karenzzeit karfiol karfreitag kari kariert karikatur karikaturist karikaturistin karminrot karneval karnevalskostum karnickel karo karomust karos karosseri karosseriebau karosseriebauerin karosseriebetrieb karosseriespengl karosseriespenglerin karosseriewerkstatt karott karpf karr karre karri karrieremess kart kartbahn kartenetui kartenlegerin kartenlesegerat kartenspiel kartenterminal kartenzahl kartfahr kartoffel kartoffelbrei kartoffelchips kartoffeln kartoffelpure kartoffelstampf kartoffelstock karton kartonag kartonmess karussell kas kaschmir kasehandl kasehandlerin kasekuch kaselad kasemach kaseplatt kaserei kaserin kasethek kasetort kasperletheat kasperltheat kass kassa kassabon kassenbeleg kassenbereich kassenbon kassenkraft kassenleist kassenpatient kassenpatientin kassenschlag kassensyst kassenzettel kassi kassiererin kassiererinn kast kastani kastanienbraun kastenwag kasterl kastration kastri kastriert kat katalog katalogbestell katalysator katarakt katz katzch katzenbaby katzenbabys katzenfutt katzenhotel katzenj katzenklapp katzenklo katzenpension katzensitt katzenstreu katzentoilett kauf kaufbeleg kauferin kaufhaus kauft kaution kautschuk kauz kcal kebab kebap kegelbahn kegeln kehl kehr kehrblech kehricht kehrichtabfuhr kehrschaufel kehrt keilrahm kek keks kekserl kell kellerabdicht kellerausbau kellerei kellersanier kelln kellnerin kellnerinn kenntnis kennwort kennzeich keram keramikcaf keramikerin keramikerinn keramikkur keramikkurs keramikmalerei keramikof keramikwerkstatt keratin keratinglatt kerl kerndamm kernspin kernspintomografi kernspintomographi kerw kerz kessel kesseldruckimpragniert kesselstein kesseltausch kesselwart ketchup ketschup kett kettch kettenanhang kettensag keyboard keynot kfo kfz kfzmechan kfzmechanikerin kfzmechatron kfzmechatronikerin kfzsteu kfzversicher kfzwerkstatt khaki kichererbs kick kid kiddi kief kiefernholz kieferorthopad kieferorthopadi kieferorthopadin kies kiesel kiez kiga kilometerstand kilowatt kilowattstund kind kinderarzt kinderarztin kinderarztinn kinderbekleid kinderbetreu kinderbetreuerin kinderbetreuungsangebot kinderbett kinderbuch kinderclub kindereck kinderermass kinderf kinderfrau kinderfreund kinderfriseur kindergart kindergartenjahr kindergartenkind kindergartenpadagog kindergartenpadagogin kindergartn kindergartnerin kindergeburtstag kinderhaarschnitt kinderheilkund kinderhochstuhl kinderhut kinderhuterin kinderkleid kinderkripp kinderliteratur kindermadch kindermod kinderparty kinderpflegerin kinderpreis kindersach kinderschmink kinderschnitt kindersitz kinderspielplatz kinderstuhl kindertagesstatt kindertarif kinderwag kinderwunsch kindgerecht kindi kindstauf kinesiotap kinn kino kinofilm kinos kiosk kipferl kipp kirchenchor kirchenorgel kirchweih kirm kirsch kirschbaum kirschholz kirschrot kirta kiss kissenbezug kist kit kita kitagebuhr kitas kitesurf kitt klag klamott klampf klappkart klapplad klapprechn klargrub klarinett klarinettist klarinettistin klarlack klass klassenausflug klassenfahrt klassenraum klassentreff klassenzimm klassik klausur klavi klavierbau klavierbauerin klavierlehr klavierlehrerin klavierspiel klavierspielerin klavierstimm klavierstimmerin klavierstund klaviertransport klavierunterricht kleb klebeband klebepistol klebestreif klebstoff klebt kleid kleidch kleiderhak kleiderkast kleiderlad kleidermott kleiderordn kleiderreparatur kleiderschrank kleidung klein kleinanzeig kleinbetrieb kleinbus kleingart kleingedruckt kleingeld kleinkind kleinkindpadagogin kleinkun kleintransport kleinunternehm klemm klemmt klempn klempnerin klempnerinn klett klettergurt kletterhall kletterin klettersteig klettert kletterwand klient klientel klientin klima klimaanlag klimagerat klimakterium klimaneutral klimaservic klimatechn klimatechnikerin klimatisiert klimawart klimbim klimperkast klingel klingeln klingelschild klinik klinikum klink klo klobrill klodeckel kloppelspitz klops klos kloschussel klosett klospul kloss klotzch klub klunk knab knackebrot knallig knapp knarr knarrt knauel kneip kneipenquiz knet knetet knickfuss knie kniegelenk knips knipst knirps knobi knoblauch knoch knochel knochenbruch knodel knofi knoll knollch knollenselleri knopf knopfloch knusprig kobaltblau koch kochbuch kocheln kochfeld kochherd kochin kochinn kochinsel kochkun kochkur kochkurs kochnisch kochplatt kochrezept kocht kochtopf kod koff koffeinfrei kofferraum kognak kohl kohlenhydratarm kohlenmonoxid kohlenmonoxidmeld kohlezeichn kohlspross kolik kolleg kollegin kolleginn kollegstuf kollektion kolnischwass kolonialwarenlad kolorit kolumn kolumnist kolumnistin kombi kombis kombitherm kombizang komedon komfortabel komfortluft komik komikerin kommentar kommenti kommentiert kommod kommun kommunikationsdesign kommunion komodi kompaktpud kompass kompetent kompetenz komplementarmedizin kompliment komponi komponiert komponist komponistin komposition kompost komposti kompressionsstrumpf kompressor kondensat kondenswass kondition konditor konditorei konditorin konditorinn kondolenz kondom konfekt konfektionsgross konferenz konferenzdolmetsch konferenzraum konfirmation konfitur kongress konigsblau konn konnerin konserv konservatori konservatorium konservi konsol konsultation konsument konsumentenschutz konsumentin kont kontakt kontaktangab kontaktdat kontaktformular kontakti kontaktiert kontaktinformation kontaktlins kontaktlos kontaktperson konto kontodat kontoverbind kontrabass kontrakt kontroll kontrolli kontrolliert kontrollleucht kontrollschild kontrolluntersuch konturi konturpud konventionalstraf konversation konversationskur konversationstraining konzentration konzentrationsfah konzert konzertflugel konzertgitarr konzessioniert koordinat kopenhag kopf kopfhaut kopfhor kopfkiss kopflaus kopfsalat kopfschmerz kopfschupp kopfteil kopfweh kopi kopiergerat kopierlad kopiert koppel koppeln korb korbchengross korbflecht korbflechterin korbmach korbmacherin kord koriand kork korkenzieh korp korpercrem korperhalt korperlotion korpermassag korpermilch korperol korperpeeling korrektor korrektorat korrektorin korrekturles korrespondent korrespondentin korrosion kosch kosmet kosmetika kosmetikbehandl kosmetikerin kosmetikerinn kosmetikinstitut kosmetikpinsel kosmetikprodukt kosmetiksalon kosmetikstudio kosmetikstudios kost kostenerstatt kostenfrei kostengunst kostenlos kostenschatz kostenubernahm kostenvoranschlag kostet kostlich kostprob kostspiel kostum kostumfundus kostumverleih kot kotelett kotflugel kotz krabb krabbelgrupp krabbelkind krabbelstub krach kracherl krachledern kraftbruh kraftfahrzeug kraftstoff krafttraining kraftwerk krall kram kramerin krampf kranfahr kranfuhr kranfuhrerin krank krankengymnast krankengymnastin krankenhaus krankenkass krankenkassa krankenpfleg krankenpflegerin krankenschein krankenschw krankenstand krankenstation krankenversich krankenversicher krankenversichertenkart krankenwag krankgeschrieb krankheit kranklich krankmeld krankschreib kranz krapf kratz kratzbaum kratzbrett kratzf kraus kraut krauterte krawatt kreativkur kreativkurs kreativmarkt kreb krebserkrank kredit kreditinstitut kreditkart kreis kreisel kreissag kreisverkehr krem kremation krematori krematorium krempel kren kreppband kreppel kreuzfahrt kreuzkummel kreuzlinienlas kreuzschmerz kreuzung kreuzweh krieg kriegt krimskram kripp krisendien krisentelefon kritik kritikerin kron kronleucht kross krot kruck krug kubel kuch kuchenarbeitsplatt kuchenbau kuchenchef kuchenchefin kuchenform kuchengart kuchenhelf kuchenhilf kucheninsel kuchenkraut kuchenmaschin kuchenmonteur kuchenmonteurin kuchenruckwand kuchenschrank kuchenzeil kuech kuehlschrank kuendig kuf kuferin kuh kuhfuss kuhl kuhlfluss kuhlgefrierkombination kuhlmittel kuhlschrank kuhlschrankreparatur kuhlt kuhlung kuk kukuruz kummel kumpel kund kundenbetreu kundenbewert kundendien kundendiensttechn kundenkart kundenkonto kundenmein kundennumm kundenservic kundenstimm kundensupport kundentoilett kundenwc kundig kundigt kundigungsfrist kundin kundinn kundschaft kunst kunstblum kunstdruck kunsterzieh kunstfas kunstgaleri kunstgewerb kunsthandl kunsthandlerin kunsthandwerk kunsthandwerkerin kunsthandwerkermarkt kunsthandwerksmarkt kunstharz kunstinstallation kunstkur kunstkurs kunstl kunstled kunstlerbedarf kunstlerin kunstlerinn kunstlermaterial kunstlerpinsel kunstlerresidenz kunstmal kunstmalerin kunstnagel kunstpelz kunstschaff kunstschmied kunstschrein kunststoff kunststofffen kunsttherapi kunsttischl kunstunterricht kunstwerk kunstworkshop kunterbunt kupf kupplung kupplungsreparatur kur kurbad kurbeitrag kurbis kurbiss kuri kurierdien kurierfahr kurierfahrerin kurierin kuriert kuriertasch kurort kurs kursangebot kurschn kurschnerin kursgebuhr kursinhalt kurskost kursleit kursleiterin kursplan kursteilnehm kursteilnehmerin kursus kurtax kurvig kurz kurzfilm kurzfrist kurzgeschicht kurzgross kurzhaar kurzhaarfrisur kurzhaarschnitt kurznachricht kurzreis kurzschluss kurzsicht kurzt kurztrip kurzung kurzurlaub kurzwar kurzwarengeschaft kurzwarenhandl kurzwarenlad kurzzeitpfleg kuschel kuscheldeck kuschelti kust kutsch kutschfahrt kuvert kva kwh lab label labello labert laborant laborantin lach lachs lack lackfarb lacki lackier lackiererei lackiert lad ladegerat ladekabel ladenbesitz ladenbesitzerin ladengeschaft ladeninhab ladeninhaberin ladenkass ladenoffnungszeit ladenschluss ladenschlusszeit ladenthek ladepunkt ladesaul ladestation ladt lag lageplan lager lagerabteil lagerbestand lagerbi lagerbox lagerfeu lagerhall lagerhaus lagerraum laib laie laien laienbuhn laientheat lak laktosefrei lamellenvorhang laminat laminatbod lamini laminiert lamm lammfell lammfleisch lammwoll lamp lampenschirm lampenwechsel lan land landhausmod landingpag landkart landkreis landlich landschaft landschaftsarchitekt landschaftsarchitektin landschaftsbau landschaftsbild landschaftsgartn landschaftsgartnerin landschaftsmalerei landschulheim landurlaub landvermess landwirt landwirtin landwirtschaft lang langfrist langhaar langhaarfrisur langhaarschneid langhaarschnitt langlauf langleb langsam lankabel lapp laptop laptopreparatur laptops laptoptasch larch larchenholz larm larv laserepilation laserhaarentfern lasertag laserwasserwaag lasik last lastenfahrrad lastenrad lastkraftwag lastminut lastminuteangebot lastschrift lastschriftverfahr lastwag lastwagenfahr lasur lateinamerikan latsch latt lattenzaun latz latzch latzhos laub laubblas laubholz laubsaug lauch lauchzwiebel lauchzwiebeln lauf laufanalys laufbahn laufband lauferin laufkundschaft laufleist laufschuh lauft laufzeit laugenbrezel laus laut lautsprech lautstark lavabo lavendel leas leasing least leb lebend lebensberat lebensberaterin lebenscoach lebenserinner lebensgefahrt lebensgefahrtin lebensgeschicht lebenslauf lebensmittel lebensmittelgeschaft lebensmittelhandl lebensmittelhandlerin lebensmittellad lebenspartn lebenspartnerin leberfleck lebhaft lebkuch leck leckag leckerch leckerli leckerlis leckermaul led lederartikel ledergurtel lederhandwerk lederhos lederimitat lederjack lederreparatur ledertuch lederverarbeit lederwar lederwarenherstell ledlamp leer leert legal legasthen legastheni legasthenikerin legend legespiel leggin legging legionell lehm lehmputz lehnstuhl lehr lehrberuf lehrbetrieb lehrbuch lehrerin lehrerinn lehrgang lehrkraft lehrling lehrlingsentschad lehrlingslohn lehrmadch lehrmittel lehrperson lehrplan lehrstell lehrt lehrtocht leib leibch leiberl leibeserzieh leibwacht leibwachterin leibwasch leichenschmaus leichtathlet leichtgewicht leid leih leihfahrrad leihhaus leihrad leiht leihwag leim lein leinenstoff leintuch leinwand leinwandbild leinwanddruck leis leistung leit leiterin leitung leitungsschutzschalt leitungswass lektion lektor lektorat lektori lektoriert lektorin lend lendenwirbelsaul lenkberecht lenkrad lenkung lenz lern lernbehinder lernbetreu lernbuch lerncoaching lernend lernforder lernhilf lernschwier lernt lerntherapeut lerntherapeutin lerntherapi lerntraining lernzielkontroll les lesebrill leseclub lesekompetenz lesekreis leserechtschreibschwach lesung lettering leucht leuchtend leuchtmittel leumundszeugnis leut level licht lichtbild lichtdurchflutet lichtschalt lichtschutzfaktor lichtsignal lichtspiel lichtspielhaus lichtspieltheat lichttechn lichttechnikerin lid lidschatt lidschattenpalett lidstrich liebesperl lied liederab liedermach liedermacherin liedtext lief liefer lieferadress lieferanschrift lieferant lieferanteneingang lieferbar lieferbestat lieferdatum lieferdau lieferdien lieferfahr lieferfahrerin lieferfrei lieferfrist liefergebiet liefergebuhr lieferkost lieferruckstand lieferschein lieferservic liefert liefertermin lieferwag lieferzeit lieferzufahrt lieg liegenschaft liegenschaftsverwalt liegeplatz liegestuhl liest lifecoach lift liftkart lik likor lila lili limett limitiert limo limonad limousin limousinenservic lind lini link linoldruck linoleum linolschnitt lins lipgloss lipo liposuktion lipp lippenbalm lippenbalsam lippenfarb lippenglanz lippenpfleg lippenpflegestift lippenstift lippenunterspritz literaturkreis lithografi lithographi livechat livemus lizenz lizenzgebuhr lizenziert lizenzschlussel lkw lkwfahr lkwfahrerin lkwwerkstatt loaf lob lobby location lock lockenstab lockenwickl lockig lod lodenstoff loffel login logis logo logopad logopadi logopadin logos logout lohgerb lohn lohnabrechn lohnausweis lohnerhoh lohnvorstell lohnzettel lokal lokalanasthesi lokalisi lokalisier lokalisiert lookbook loopschal losch loschung lot lotet lotion lotkolb lotteri loung lowcarb lrs lsf lsschalt luft luftaufnahm luftballon luftbefeucht luftbild luftbildfotografi luftdruck luftentfeucht luftpolsterfoli luftrein luftung luftwarmepump luftwasserwarmepump lukarn lull lumbago lunchbox lung lust luxurios luxus lws lymphdrainag lyrics lyrik lyrikerin madch madel maderl madl maerz maestro mag magazin magenschmerz magenta magersucht magi magist magnetresonanztomographi mah mahl mahlt mahlzeit mahn mahngebuhr mahnung mahrobot maht maibaum mail mailadress mailbox mailt mainboard mais majo majolika makeup makeupartist makeupentfern makeuppinsel makeupschwamm makl maklerburo maklerin maklerprovision mal malbedarf malerarbeit malerbetrieb malerei malerin malerinn malerkrepp malermeist malerroll malkreid malkur malkurs mall malleinwand malmess maloch malocht malpinsel malschul malspachtel malt malunterricht malutensili malwar malworkshop mama mami mampf mampft manag management managerin mandant mandel mandeldrink mandelmilch mandeln mandolin mangel mangelhaft mango mangos manicur manikur manikurepedikur manikuristin mann mannermod mannschaft manschettenknopf mantel manualtherapi manuskript mapp mappch marathon march marchenbuch marchenerzahl mard margarin marill marin marina marinad marineblau marini mariniert marionett mark markenartikel markennam markenprodukt markenwar markenzeich marketing markis markt marktbeschick marktfahr marktfrau marktplatz marktstand marktverkauf marktverkauferin marmelad marmor marmorkuch maron maroni marz marzipan mascara maschendrahtzaun mascherl maschinenverleih maschinenwaschbar mask maskenbildn maskenbildnerin maskenbildnerinn mass massag massageol massagetherapeut massagetherapeutin massanfert massangefertigt massband massenmedi masseur masseurin masseurinn masseus massgefertigt massgeschneidert massi massierst massiert massivholz masskonfektion massschneid massschneiderei massschneiderin massschuh masstabell mast mastering match math mathemat matratz matur matura maturaball maturavorbereit maturball maturitat mau mauerfeucht mauerstein mauerwerk maulkorb maulschlussel maulwurf maur maurerin maurerinn maurerkell maus mausefall maut mautgebuhr mauv mayo mayonnais mbsr mdf mdfplatt mech mechan mechanikerin mechatron medaill medi mediathek mediation mediator mediatorin medienarbeit medienbereich medienbericht mediengestalt mediengestalterin medienmitteil medientechnolog medientechnologin medikament meditation mediti meditiert medizin medizinerin medizinerinn meer meerblick meeresfrucht meerrettich meerschweinch meeting meetingraum mehl mehlspeis mehrarbeit mehrfachkart mehrfachsteckdos mehrfarb mehrpreis mehrsprach mehrwertsteu meinung meissel meist meisterbetrieb meisterbrief meisterin meisterklass meisterkur meisterpruf meistertitel meistverkauft meitli melanzani meld meldet melk melkt melodi melon memoir mengenrabatt menopaus mens mensa mensch menstruation mentor mentorin menu menus merceri merch merchandising merci mering meringu merino merinowoll merklist merkzettel mesh mess messeng messengerbag messermach messerscharf messerschleif messerschmied messerschmiedin messestand messing metall metallbau metallbauerin metallbauerinn metallbearbeit metallsag meterstab metro mett metzg metzgerei metzgerin mfa mfk microblading microneedling miesmuschel miesmuscheln miet mietauto mieterin mieterinn mietet mietinstrument mietvertrag mietwag mietzin miez miezekatz mignon mignonbatteri migran mikro mikrochip mikrodermabrasion mikrofas mikrofasertuch mikrofon mikroneedling mikrophon mikros mikrowell milch milchfrei milchglas milchkaffe milchmix milchprodukt milchshak militarschnitt mill min mindestalt mindestbestell mindestbestellmeng mindestbestellwert mindestlaufzeit mindestlohn mindestvertragslaufzeit mineralwass mineralwoll minibagg minibar minibus miniclub minigolf minigolfanlag minijob minimarkt minirock minut minz misch mischbatteri mischling mischt mischtechn misst mist mistkubel mitarbeit mitarbeiterin mitarbeiterinn mitbewohn mitbewohnerin mitbring mitbringsel mitess mitgebracht mitglied mitgliedsbeitrag mitgliedschaft mitgrund mitnahm mitnahmemobel mitnehm mitschnitt mittag mittagess mittagsbetreu mittagsmenu mittagspaus mittagsschlaf mittagst mittagszeit mitteil mitteilungsblatt mittel mittelgross mittelschul mittelstuf mitternacht mittwoch mix mixdown mixedmedia mixt mizellenwass mld mobel mobelgeschaft mobelhaus mobelmontag mobelpack mobelpackerin mobelrestaurator mobelrestaurier mobelschrein mobelschreinerin mobelspedition mobelstuck mobeltischl mobeltischlerin mobelwach mobelwag mobil mobilepayment mobilfunkdat mobilfunkvertrag mobiliar mobilisation mobilitatseingeschrankt mobilnumm mobiltelefon mobliert mocktail mod modeaccessoir modeboutiqu modedesign modedesignerin modegeschaft modehaus modelad modellag modellbau modellbauerin modelli modelliermass modelliert modellierton moderator moderatorin modernisi modernisier modernisiert moderntanz modeschmuck modeschneid modeschneiderin modeschopf modeschopferin modisch modist modistin moebel mofa mohair mohr mohrrub moin mokassin molk molkerei molkereiprodukt mollig monat monatsblut monatskart monatsrat monet monitor monogramm montag montessori montessorischul monti montiert moos moosentfern moped mopp morg morgenbetreu morgenmantel mortel mosaik most mostrich motel motherboard motivationsschreib motor motorboot motorgeratereparatur motorhaub motorinstandsetz motorol motorrad motorradhandl motorradhelm motorradjack motorradreparatur motorradwerkstatt motorreparatur motorroll motorsag motorsens motortuning mott mountainb mouss movi mpa mrt mta mtb mtra muck muckenschutz muckenspray muckibud mud mudig muell muesli muffin muhl mulch muld muldenservic mull mullabfuhr mullbeutel mulldeponi mulleim mullerin mullhald mullkipp mullmann mullsack mulltonn mulltut multifunktionsdruck multifunktionsgerat multimet multiplex multiplexplatt mund mundgeruch mundharmonika mundharmonikas mundi mundspul mundwass munz munzgeld mural murbeteig murbteig murk muschel muscheln muse museum museumsglas musical musik musikal musikalienhandl musikanlag musikant musikerin musikerinn musikerzieh musikgeschaft musikgrupp musikhaus musikhochschul musikinstrument musikkapell musiklehr musiklehrerin musiklehrerinn musiknot musikpadagog musikpadagogin musikproduzent musikproduzentin musikschul musikstuck musikstudio musikstund musiktherapi musikunterricht musikverein muskat muskatnuss muskel muskelkrampf muskeln muskular muskulatur musli must mutt mutterbod mutterkind muttermal mutterschaftsvorsorg mutterschutz muttersprach muttersprachl muttersprachlerin mutti mutz mwst mykos myopi nabel nabelpiercing nach nachahmerpraparat nachbar nachbarin nachbarn nachbearbeit nachfolg nachfolgerin nachfrag nachfull nachfullt nachgefragt nachgefullt nachgeschnitt nachhalt nachhilf nachhilfelehr nachhilfelehrerin nachhilfelehrerinn nachhilfestund nachhilfeunterricht nachholpruf nachkontroll nachlass nachliefer nachmittag nachmittagsbetreu nachnahm nachpfleg nachpruf nachricht nachruf nachschlussel nachschneid nachschreib nachschub nachsorg nachspeis nachstgeleg nachstimm nacht nachtcrem nachtdien nachtermin nachtess nachthemd nachtig nachtisch nachtleb nachtmahl nachtschicht nachtspeicherheiz nachtspeicherof nachtwasch nachverfolg nachweis nachzieh nack nackensteif nacktschneck nadel nadelfilz nadelholz nadeln nag nagel nageldesign nageldesignerin nageldesignerinn nageldesignstudio nagelfeil nagelhaut nagelhautch nagelkosmetikerin nagelkun nagellack nagelmykos nageln nagelneu nagelpfleg nagelpilz nagelstudio nagelstudios nagelstylistin nagelt nagelverlanger nageti nah nahbedarf nahcaf nahegeleg naherei naherin naherinn nahgarn nahkun nahkur nahkurs nahmaschin nahmaschinenreparatur nahnadel nahrung nahrungserganz nahrungserganzungsmittel nahrungsmittel nahschul naht nahtreff nahunterricht nahverkehr nahworkshop nailart nailstudio namensschild nanny nannys napfkuch narb narbenbild narkos narkosearzt narkosearztin nas nascherei nasenkorrektur nasenop nasenoperation nasenpiercing nasenring nasensteck nass nassfilz nassfutt nassrasur nassraum nasswisch nasszell nastuch natel natelnumm nationalpark natur naturbelass naturheilkund naturheilkundl naturheilmittel naturheilprakt naturheilpraxis naturschutzgebiet naturstein naturweiss naturwissenschaft navi navigation navigationsgerat navigationssyst nawi nebel nebenbeschaft nebenjob nebenkost nebensaison nebenstrass nebentat nebenverdien nebenwirk nebenzimm neopr neoprenanzug nepp nerv nervenarzt nesselsucht netto netz netzabdeck netzsteck netzteil netzunabhang netzwerk netzwerkadministrator netzwerkinstallation netzwerkkabel netzwerkschlussel netzwerktechn netzwerktechnikerin neu neubau neubaut neubesohl neubezieh neueroffn neuerschein neugebor neugeborenenfotografi neugestartet neuheit neuig neujahr neujahrstag neulackier neuling neurodermitis neurolog neurologi neurologin neustart neuverkabel neuwag neuwert newbornshooting news newslett nichterschein nichtrauch nickerch nicki nidel niederkunft niederlass nier nieseln nieselreg niet nietenhos nipp nirosta nis niveau niveaustuf nobel nock nockerl nominier nominiert nonstop nord nordicwalking nordlich norm normalgross noshow not notapothek notar notarburo notariat notarin notarinn notarkanzlei notarzt notarztin notaufnahm notausgang notdien notdienstapothek notebook notebooktasch notenblatt notenheft notfall notfallambulanz notfalldien notfallsanitat nothelf nothelferkur notizblock notizbuch notizheft notstrom notstromaggregat notstromversorg novemb nuad nuanc nubukled nuckel nudelholz nudeln nudelwalk nuggi numm nummernschild nummerntafel nuss nussbaum nussbaumholz nutzernam nutzfahrzeugwerkstatt nutzgart nutzti nutzungsbeding nutzungsrecht nylon oben ober obergeschoss oberhemd oberkelln oberkellnerin oberkorp oberlicht oberlippenbart oberschenkel oberschrank oberschul oberstuf oberteil oberweit objektbetreu objektiv obligator obo oboist oboistin obst obstbaum obstbrand obstgart obsthandl obsthandlerin obstipation obstkuch obstl obstlad obsttort obstwies occasion ochs ochsenblut ock odem oeffn oeffnungszeit ofen ofenbau ofenbauerin ofenrohr ofensetz off offent offentlichkeitsarbeit offert offis offn offnet offnungszeit offsprech offwhit ogs ohr ohrenarzt ohrensaus ohrenschmalz ohrenschmerz ohrensessel ohrenstopsel ohrenweh ohrgerausch ohrhang ohrhor ohrloch ohrlochstech ohropax ohrring ohrschmalz ohrschmuck ohrsteck ohrstopsel oke okkasion oko okolog okostrom okotrophologin okt oktob olbad olbild oldtim oldtimerrestaurier ole olfarb olgemald olheiz oliv olivenol olmalerei oltank olwechsel oma omas ombr ombudsfrau ombudsmann ombudsstell omelett omi onlinebestell onlinebuch onlinehandel onlinekur onlinekurs onlinemeeting onlinereservier onlineshop onlineshops onlinestor onlinetermin onlineunterricht onlinezahl opa opas oper operation opern opernhaus ophthalmolog ophthalmologi opi opnv ops optik optikergeschaft optikerin optikerinn optometrist optometristin orang orangefarb orangenkonfitur orangenmarmelad orch orchide ord ordent ordination ordinationszeit ordn oregano organisation organisator organisatorin organisi organisiert organist organistin orgel orgelbau orgelbauerin orgeln orientierungslauf original originalwerk ort ortch orthografi orthographi orthopad orthopadi orthopadieschuh orthopadieschuhmach orthopadieschuhmacherin orthopadieschuhtechn orthopadietechn orthopadietechnikerin orthopadin ortlich ortsansass ortschaft ortschaum ortstax ortsumfahr osb osbplatt ost osteopath osteopathi osteopathin osterf osterferi ostermontag ostlich otc outdoor outdoorkuch overall overlock overlockmaschin oxfordschuh ozean paanlag paar paarberat paarmassag paartherapi pachtvertrag pack packch packerl packshot packstation packt packzettel padagog padagogin paddeln paddelt paddock padiat padiatri pag pagenkopf pagenschnitt paintball pakerl paket paketbot paketbotin paketdien paketshop paketstation paketverfolg paketverlust paketzustell paketzustellerin palatschink palett palliativ palliativpfleg palliativversorg pamp panach paniermehl paniert panikattack pann pannendien pannenhilf pantoffel pantoffeln pantrykuch panzerband panzerglas panzerschrank panzertur papa papagei paperback papeteri papi papierschnitt papierwarenhandl papp paprika paprikapulv paprikas paprikaschot parad paradeis paragleit paragliding paraplui parch parfum parfumeri park parka parkas parkautomat parkett parkettbod parkettleg parkettlegerin parkettschleif parkfeld parkgarag parkgebuhr parkhaus parkluck parkmog parkpieps parkplatz parkscheib parkschein parkscheinautomat parksensor parkt parkticket parkuhr parodontitis parodontos part parterr partezettel parti partitur partn partnerin partnerinn partnermassag partnervermittl partnervermittlerin party partykell partyraum partys partyservic partyzelt parzell pass passag passbild passepartout passform passfoto passfotos passt passwort pasta pastell pastellbild pastellfarb pastellkreid pastellton pastet pastor pastorin pat patent patient patientin patientinn patin patinn patissi patron pauk paus pauschal pauschalbetrag pauschalpreis pauschalreis pauschalurlaub pausenbrot pausenhof pausenplatz pavillon pcreparatur pcs pdf pedal pedelec pedelecs pedicur pedikur peeling pelargoni pellet pelletheiz pelletkessel pelletof pelz pelzhandl pendeln pendelt pendl pendlerin pendlerinn penn pennt pension pensionar pensionier pensioniert pensionist pensionsstall penunz peperoni pergol pergola period perkussion perkussionist perl perlenarbeit permanentmakeup perron perso person personal personalabteil personalausweis personalcoach personalisier personalisiert personalmangel personalsuch personaltrain personaltrainerin personaltraining personalvermittl personalwes personendat personenschutz personenschutzerin perspektiv peruck pescetar pescetari pescetarierin peterli petersil petersili petit petrolblau pfad pfadfind pfadfinderin pfadi pfahl pfand pfandhaus pfandleih pfandleiherin pfann pfannkuch pfarr pfarrerin pfeff pfefferkuch pfefferminz pfefferoni pferd pferdeanhang pferdebox pferdeeinstell pferdehang pferdepension pferdepfleg pferdepflegerin pferdeschlittenfahrt pferdeschwanz pferdestall pferdewirt pferdewirtin pfiati pfing pfingstmontag pfirsich pflanz pflanzenbasiert pflanzendrink pflanzenmilch pflanzerd pflanzkubel pflanzlich pflanzt pflast pflaster pflasterarbeit pflasterin pflasterl pflasterstein pflastert pflaum pflaumenkuch pfleg pflegeanleit pflegebegutacht pflegedien pflegeetikett pflegefachfrau pflegefachkraft pflegefachmann pflegegrad pflegeheim pflegehinweis pflegekraft pflegeprodukt pflegerin pflegespul pflegestuf pflegt pflicht pfort pfortn pfortnerin pfost pfot pfund pfusch pfuscharbeit pharmazeut pharmazeutin phd philharmon philharmoni phishing photo photobooth photograph photographi photographin photos photovolta photovoltaikrein physik physio physiotherapeut physiotherapeutin physiotherapi phytotherapi pianino pianist pianistin piano pianos pickel pickeln pickerl picknick picknickplatz pickup picobello pie piek piep pierc piercerin piercing pierct pies pigmentfleck pigmentier pik pikant pilat pilateskur pilg pilgerreis pill pilot pilotin pilz pin pincod pingpong pink pinsel pint pinzett pischi pissoir pist pizz pizza pizzaback pizzabackerin pizzaiolo pizzas pizzeri pizzeria pkv pkw pkws plakat plan plank plant plantarfasziitis planung plastik plastiktut platin platt plattenaufleg plattenlad plattenleg plattenlegerin plattfuss plattli platz platzch platzreservier platzwart platzwartin platzwund plaud plaudert pleit plomb pluginhybrid plund plundergeback plunderteilch pluschti plussiz plz pmu pneu pneus pod podcast podcasterin podolog podologi podologin poesi poet poetin pokal poli poliert politur polkadot pollenallergi polo polohemd poloshirt polst polster polsterei polsterin polsterrein polsterschaum polstert polsteruberzug polterab poly polycarbonat polystyrol pomad pomm pommesbud pommesfrit pony ponyfrisur ponyreit ponys pool poolbillard pop popmus popo popup popupstor por porre porridg portemonnai portfolio portfolios porti portion portmone portmonnai porto portofrei portokost portrait portrat portrataufnahm portratfoto portratfotografi portratfotos porzellan porzellanmalerei posaun posaunist position post postadress postamt postanschrift postbot postbotin posteingang postfach postfilial posting postkart postl postleitzahl postlerin postnatal postpartal postproduktion poststell poulet powerbank praktika praktikant praktikantin praktikantinn praktikum praktikumsplatz pralin prami pramiert pranatal praparator praparatorin prasent prasentation prasentkorb praservativ pravention prax praxis praxisassistentin preis preisanstieg preiserhoh preisetikett preisgaranti preisgekront preisguenst preisgunst preisklass preisleistungsverhaltnis preislist preisnachlass preisrahm preisschild preissegment preisspann preistabell preistrag preistragerin preisubersicht preiswert prellung premi premium prepaid prepaidkart press pressearbeit pressebereich pressebericht pressebild presseburo presseecho presseerklar pressefoto pressefotos pressekit pressemapp pressemeld pressemitteil presseportal pressespiegel pressestell pressetext priest primarschul primarstuf printshop prinzessbohn privat privatdetektiv privatdetektivin privatlehr privatlehrerin privatleist privatnachricht privatpatient privatschul privatsphar privatstund privatunterricht privatversicher privatversichert prob probeabo probearbeit probefahrt probelektion probenarbeit probestund probetag probetraining probezeit probezeitraum probi probiert problem problemstoff probt produkt produktbild produktfotografi produktfotos produktion produktpalett produktschlussel produzent produzentin produzi produziert prof professionell professor professorin profi profil profilleist profilzylind profis profit prognos programm programmi programmier programmiererin projektor promenadenmisch promotion promoviert propangas prophylax prophylaxeassistentin proppenvoll prosecco prosit prospekt prost protein prothes prothet provenienz provid provision prozent prozessor pruf pruft prufung prufungsvorbereit psoriasis psychiat psychiaterin psychiatri psycholog psychologin psychotherapeut psychotherapeutin psychotherapi publicrelation publikation publikationslist publikum publizi publiziert pud pudding pudelmutz puderdos puenktlich pulli pullis pullov pult pulverbeschicht pulverbeschichtet pulvermilch pump pumpel pumpensumpf pumps punkt punktch punktestand punktlich pupp puppch puppenspiel puppentheat pure purpur pusch put putz putzerei putzfirma putzfrau putzhandschuh putzhilf putzkraft putzlapp putzmacherin putzmittel putzt putztuch puzzl puzzlespiel pvanlag pvc pvcbod pyjama pyjamas pyrotechn pyrotechnikerin pzr qrcod quad quaddeln qualifikation qualifiziert qualitat qualitativ qualitatswar quarg quark quarkkuch quartal quartalsweis quarti quarzkomposit quarzstein quatsch quatscht querbind quereinsteig quereinsteigerin quereinstieg querflot quetsch quetschn quietsch quietscht quilt quittung quiz quizab rabatt rabattcod rabattiert rach rad radeln radelt raderwechsel radfahr radfahrerin radgeschaft radiator radier radiesch radio radiolog radiologi radiologietechnolog radiologietechnologin radiologin radios radkapp radl radlad radlerin radmach radreparatur radstand radtour radverleih radvermiet radwechsel radweg radzierbl rafting rahm rahmenmach rahmung ram ramp ramsch ramschlad rand randbezirk randstein rankgitt ransomwar ranz rappelvoll ras rasch rasenflach rasenmah rasenmaherreparatur rasenrobot rasenspreng rasentrimm rasi rasierapparat rasierkling rasiermess rasiert raspel rass rastalock rastas rastplatz rasur rat ratenkauf ratenzahl rathaus ratsch ratschlag ratscht ratt rattenfall rattengift rauch raucherbereich raucherei rauchfang rauchfangkehr rauchfangkehrerin rauchfrei rauchmeld rauchrohr raucht rauchverbot rauchwarnmeld raufas raufasertapet rauled raum raumausstatt raumausstatterin raumdeck raumdien raumgestalt raumlich raumpfleg raumpflegerin raumplan raumthermostat raumung raumungsverkauf rauslass rausschmeiss rcd realschulabschluss rebberg rech rechenschwach rechenunterricht rechn rechnung rechnungsadress rechnungsanschrift rechnungsduplikat rechnungskauf rechnungskopi rechnungsnumm recht rechtlich rechtmass rechtsanwalt rechtsanwaltin rechtsberat rechtschreib rechtsform rechtswidr rechtzeit recruit recyceln recycelt recycling recyclinghof red redakteur redakteurin redaktionssyst redet redn rednerin reduziert reepschlag reet reetdach reetdachdeck reetdeck referat refere referent referentin referenz referenzprojekt reflexzonenmassag reformhaus refurbished reg regal regalbrett regel regeln regenbog regendicht regendusch regenfallrohr regenfass regenjack regenmantel regenrinn regenschau regenschirm regentonn regenwassernutz regenwasserzistern regi region regional regisseur regisseurin registri registrier registrierkass registriert regn regnet reh reha rehabilitation rehfleisch reif reifendien reifendruck reifeneinlager reifenhandl reifenhotel reifenpann reifenprofil reifenschad reifenservic reifenwechsel reifepruf reihenhaus reim reinig reinigt reinigungsdien reinigungsfirma reinigungsgel reinigungskraft reinigungsmilch reinigungsmittel reinigungsservic reinschau reis reiseberat reiseberaterin reiseburo reiseburokauffrau reiseburokaufmann reiseburos reisebus reisebuss reisebusunternehm reisefuhr reisegepack reisekoff reiseleit reiseleiterin reisemobil reisepass reiseveranstalt reiseveranstalterin reisst reissverschluss reissverschlussreparatur reist reit reitanlag reiterhof reiterin reiterinn reitet reithall reithelm reithos reitkapp reitlehr reitlehrerin reitplatz reitschul reitsport reitstall reitstiefel reitstund reitunterricht reizwasch reklam reklamation reklami reklamiert rekonvaleszenz rekruti rekrutiert rektor rektorin relax relaxedfit relaxt reli religion religionsunterricht renn rennrad rennvelo renommiert renovi renovier renoviert rent rentn rentnerin rentnerinn rentnerrabatt reparatur reparaturdien reparaturservic reparaturwerkstatt repari repariert repeat repeti repetitorium report reportagefotografi reporterin reproduktion resch reserverad reservereif reservi reservier reserviert reservierungsanfrag reservierungsbestat reservierungsnumm reset resort rest restaurant restaurantleit restaurantleiterin restaurator restauratorin restauri restaurier restauriert restbetrag restplatz restsumm retour retourenetikett retourenschein retro retrolook rettung rettungsassistent rettungssanitat rettungssanitaterin rettungsschwimm rettungsschwimmerin rettungswag retusch retuschi retuschiert revierjag revision revisionsschacht revisor revisorin revu rezensent rezensentin rezensi rezension rezept rezeptbuch rezeptfrei rezeption rezeptionist rezeptionistin rezeptpflicht rhabarb rheuma rheumat rhinoplast rhythm rhythmus ribisel richt richtf richtlini riecht riegel ries riesenrad rind rindenmulch rindfleisch rindvieh ring ringel ringelspiel ringgrossenander ringt ringweitenander rinn rinnenrein rippch ripperl rippli riss rissig rist roadi robust rock rodel rodeln rogg roggenbrot rohfass rohkost rohmilch rohr rohrbruch rohrkamera rohrleit rohrrein rohrreinigungsdien rohrverstopf rohrzang roll rollad rollator rollbalk rollgabelschlussel rolli rollkoff rolllad rollmass rollo rollos rollras rollstuhl rollstuhlfahr rollstuhlfahrerin rollstuhlfreund rollstuhlgerecht rollstuhlplatz rollstuhlzugang rolltrepp roman romant rontg rontgenarzt rontgenassistent rontgenassistentin rontgenaufnahm rontgenbild roomservic ros rosa rosenkohl rosensch rosewein rosin rosmarin ross rossschwanz rost rostbratwurst rosterei rostet rostfrei rostig rot rotkohl rotkraut rotwein roug rouleau rout routenplan routiniert rtw ruck ruckantwort ruckbau ruckbild ruckbildungsgymnast ruckbildungskur ruckenmassag ruckenschmerz ruckenweh ruckerstatt ruckerstattbar ruckfahrkamera ruckgab ruckgabebeding ruckgaberecht ruckgeld ruckmeld ruckruf ruckrufservic rucksack ruckschnitt rucksend rucksendeetikett ruckspiegel ruckstand rucktrittsbeding ruckvergut ruckzahl rud ruderboot rudert rudolfsteinerschul ruebli rueckerstatt rueckgab rufnumm ruft ruhebereich ruheraum ruhestand ruhetag ruhezon ruhig ruhr ruhrei ruhrkuch ruhrt rummel rundbrief rundfahrt rundfunk rundgang rundschreib rundstuck runterlad runzel runzeln russ rustikal rutsch saal saat saatgut sabbatical sabberlatz sachbuch sachliteratur sachverstand sackerl sacklerhos sackli sackpfeif saf safran saft saftig sag sagemehl sagespan sagewerk sagt sahn sahnetort saison saisonabo saisonal saisonbedingt saisonkart sait saiteninstrument sakko sakkos sal salami salamis salat salatgurk salatsauc salatsoss salb saldo salon salsa salz salzig sam samerei sammelobjekt sammelstell samml sammlerin sammlerobjekt sammlerstuck samstag samt samtstoff sand sandal sandalett sandblattfeil sandfarb sandkast sandkist sandpapi sandstein sandwich sang sangerin sangerinn sani sanier saniert sanitar sanitarbetrieb sanitarfirma sanitarinstallateur sanitarinstallateurin sanitarinstallation sanitartechn sanitat sanitaterin sanitatsbedarf sanitatshaus sanka sardell sardin sarg satellitenschussel satin satinglas satschussel sattel sattl sattlerei sattlerin sau saub saubergemacht saubermach saubert sauc sauerrahm sauerteig sauerteigbrot saug saugglock saugling sauglingsnahr saum saumarbeit saumt saun sauna saunabereich saunagang saunamantel saunas saunatuch sauni saurepeeling saus sax saxofon saxofonist saxophon saxophonist sbahn scann scannt schab schablon schacht schachtel schachteln schad schadel schadenersatz schadensersatz schadensfall schadensmeld schadling schadlingsbefall schadlingsbekampf schadlingsbekampferin schadsoftwar schadstofffrei schaf schafbock schaferin schaff schaffell schaffl schaffleisch schafft schafschur schal schalldamm schalldampf schalldicht schallisolier schallplatt schallplattengeschaft schallschutz schalt schaltgetrieb schalthebel schaltknuppel schaltung schalung schampon schampoo schampus schanigart scharf scharft scharlachrot scharni schatz schatzung schau schaufel schaufeln schaufen schaufensterdeko schaukast schaukel schaukeln schaumbad schaumfest schaumgeback schaumgummi schaumstoff schaumwein schauraum schauspiel schauspielerin schauspielerinn schauspielhaus schauspielkur schauspielkurs schauspielschul schauspielunterricht scheck scheib scheibenreparatur scheibenton scheibenw scheibenwaschanlag scheibenwischwass scheibtruh scheid scheidung scheinwerf scheinwerfereinstell scheitholz schemel schenk schenkt scher scherenschleif scheu scheuerburst scheuerleist scheun schi schicht schichtarbeit schichtdien schichtleit schick schickt schiebedach schiebetur schiedsmann schiedsricht schiedsrichterin schief schieferdeck schieferdeckerin schiefergrau schieferplatt schienbein schiess schiessanlag schiessbud schiesssport schiessstand schifahr schiffbau schifferklavi schifffahrt schiffsfuhr schiffsreis schild schildermach schildermacherin schildermal schildermalerin schildkrot schildmutz schilehr schimmel schimmelbefall schimmelbeseit schimmelentfern schimmelpilz schimmelsanier schimmerpud schindel schindeln schink schipp schiri schirm schischul schlacht schlachterei schlachterin schlaf schlafanzug schlafapno schlafch schlafcouch schlaflos schlafsack schlafsofa schlafstor schlaft schlafzimm schlag schlaganfall schlagbohrmaschin schlagob schlagrahm schlagsahn schlagzeug schlagzeugerin schlagzeuglehr schlagzeugunterricht schlang schlapf schlapp schlauch schlauchboot schleckzeug schleif schleifdien schleiferei schleifmaschin schleifpapi schleift schlepp schlepplift schleppt schleuderpreis schleudertrauma schlicht schlichterin schlichtung schlichtungsstell schliess schliessfach schliesst schliesstag schliessung schliesszeit schliesszylind schlips schlitt schlitteln schlittenfahr schlittenfahrt schlittschuh schlittschuhlauf schloss schlosserei schlosserin schlosstausch schlosswechsel schlot schluessel schlummertrunk schlupf schluss schlussel schlusselbox schlusseldien schlusselkart schlusselkast schlusselkopi schlusselmach schlusselnotdien schlusseltresor schlussverkauf schmackhaft schmal schmand schmankerl schmeck schmeckt schmerz schmerzmittel schmerzstill schmerzt schmerztablett schmetterling schmied schmiedeeis schmiedin schmink schminkpinsel schminkschwamm schminkt schmok schmor schmort schmuck schmuckdesign schmuckdesignerin schmuckgeschaft schmuckgestalt schmuckgestalterin schmuckhandl schmuckreparatur schmuckstein schmuckstuck schmuckt schmutzig schmutzwasch schmutzwass schnak schnall schnapp schnappch schnappli schnappschuss schnaps schnapsbrenn schnapsbrennerei schnapsbrennerin schnarch schnarcht schnauz schnauzbart schnauztuch schneck schnee schneebes schneekett schneeraum schneeschuh schneeschuhwand schneesportlehr schneeweiss schneid schneiderei schneiderhandwerk schneiderin schneiderinn schneidermeist schneidermeisterin schneidet schneien schneit schnell schnellgericht schnellimbiss schnellschust schnellstmog schnitt schnittbearbeit schnittblum schnittholz schnittlauch schnittmust schnittmusterbog schnittverletz schnittwund schnitz schnitzel schnitzerei schnitzerin schnorchel schnorcheln schnull schnulli schnupf schnupperkur schnupperlehr schnupperlektion schnupperpraktikum schnupperstund schnuppertag schnuppertraining schnurband schnurbandel schnurlostelefon schnurrbart schnurschuh schnursenkel schob schoki schokobraun schokolad schokoladenmach schonheitschirurg schonheitschirurgi schonheitschirurgin schonheitsop schonheitsoperation schonheitsprodukt schonheitssalon schonschreib schonschrift schopf schopp schorl schornstein schornsteinfeg schornsteinfegerin schornsteinrein schott schottenkaro schrank schraub schraubenbolz schraubendreh schraubenmutt schraubenschlussel schraubenzieh schraubstock schraubt schraubzwing schrebergart schreib schreibheft schreibkur schreibkurs schreibschrift schreibt schreibtisch schreibwar schreibwarengeschaft schreibwarenhandl schreibwarenlad schreibweis schreibwerkstatt schreibworkshop schrein schreinerei schreinerin schreinerinn schriftenverzeichnis schriftstell schriftstellerin schriftstuck schripp schrittlang schropf schropfkopf schropftherapi schrott schrotthandl schrotthandlerin schrottplatz schrubb schuach schubfach schubkarr schublad schuft schuftet schuh schuhband schuhbandl schuhbendel schuhcrem schuheinlag schuhgeschaft schuhgross schuhhandel schuhhaus schuhlad schuhmach schuhmacherei schuhmacherin schuhmachermeist schuhpolitur schuhregal schuhreparatur schuhschrank schuhservic schuhsohl schuhweit schuhwerk schuhwichs schul schulalt schularbeit schulartikel schulausflug schulball schulbedarf schulbuch schuld schuldet schuldirektor schuldnerberat schuldnerberaterin schuleretui schulerhort schulerin schulerinn schulerrabatt schuless schulfach schulferi schulgeld schulhalbjahr schulheft schulhof schuljahr schulkantin schulkind schulklass schulleit schulleiterin schulmaterial schulpaus schulpflicht schulranz schulreis schulrucksack schulsach schulstund schult schultasch schultertasch schulthek schulung schuluniform schulzeugnis schulzimm schupp schuppenflecht schuppig schur schurfwund schurwoll schussel schusseln schust schusterei schusterin schutt schuttmuld schutzblech schutzbrill schutzengild schutzenverein schutzfoli schutzhelm schutzhull schutzhutt schutzimpf schutzkleid schutzumschlag schwamm schwammerl schwammerln schwang schwangerschaft schwangerschaftsfotos schwangerschaftsmod schwangerschaftsvorsorg schwanz schwarz schwarzarbeit schwarzbe schwarzbrot schwatz schwatzt schwedenof schweif schweigepflicht schwein schweinefleisch schweinern schweiss schweisserin schweisserinn schweissfuss schweissgerat schweisst schwell schwellenlos schwellung schwer schwerbehindertenausweis schwerhor schwest schwiel schwierig schwimm schwimmbad schwimmbeck schwimmbrill schwimmenlern schwimmkur schwimmkurs schwimmlehr schwimmlehrerin schwimmmeist schwimmschul schwimmt schwimmunterricht schwindel schwindelgefuhl schwindlig schwitzbad schwitzwass screening screenread screenshot scrunchi sdkart sechskantschlussel secondhand secondhandlad sectio security see seeblick seelenklempn seen segel segelboot segeljacht segelmach segelmacherin segeln segelschuh segelt sehbeeintrachtigt sehbehinder sehbehindert sehhilf sehkraft sehn sehpruf sehscharf seht sehvermog seid seidenstoff seidig seif seil seilbahn seilerin seite seiteneingang seitenspiegel seitenstrass sekretar sekretariat sekretarin sekretarinn sekt sekundarschul sekundarstuf selbermach selbstabhol selbstand selbstbedien selbstbehalt selbstbeteil selbstbraun selbstgemacht selbsthilfegrupp selbstpfluck selbststand selbstverlag selbstverteid selbstzahl selbstzahlerin selbstzahlerleist selch selcherei selfpublish selfpublishing selfstorag selleri sellerieknoll sem seminar seminarraum semmel semmelbrosel semmeln send sendet sendung sendungsnumm sendungsverfolg senf senfgelb senior seniorenbetreu seniorenbetreuerin seniorenermass seniorenheim seniorenpfleg seniorenrabatt seniorenresidenz seniorentagesstatt seniorenwohn seniorenwohnanlag seniorin seniorinn senkel senkfuss senkgrub senn sennerei sennerin seo separe septemb septum ser serigrafi serios serum serv servas servi servic servicedesk servicegebuhr servicekraft servicenumm servicepauschal serviererin serviert serviertocht serviett servus sessel sesselbahn sessellift setzung setzungsriss shak shampoo shampoos shellac shiatsu shooting shop shopp shopping shoppingcent shoppt shops short shortlist show showreel showroom shows shrimp shrimps shuttl shuttlebus shuttleservic sich sicher sicherheitsdien sicherheitsglas sicherheitsgurt sicherheitsleist sicherheitsmann sicherheitsschuh sicherheitssyst sicherheitstechn sicherheitstur sicherungsautomat sicherungskast sicherungskopi sicherungsschrank sichtschutz sickergrub sickerschacht sideboard siebdruck siebdruckerei sied siedet sieg siegerin sifon sightseeing signal signatur signet signierstund signiert silb silberfischch silberling silbern silberschmied silberschmiedin silikon silikonfug silv silvesterab silvesterparty sim simkart sims simst simultandolmetsch simultanubersetz sinfonieorch sing singt siphon sirup sitz sitzbank sitzgeleg sitzplan sitzplatz sitzplatzreservier sitzung sitzungszimm skat skateanlag skateboard skatepark ski skier skifahr skifahrerin skilanglauf skilauf skilehr skilehrerin skilehrerinn skilift skipass skipist skipp skischul skiverleih skivermiet skizz skizzenblock skizzenbuch skizzi skizziert skonto skulptur slimfit slip slips smarthom smartmet smartphon smartphonereparatur smartspeak smarttv smartwatch smoking smoothi sms snack sneak snowboard socialmedia sock sockch sockelleist sockerl sofa sofakiss sofas sofat sofort softcov softdrink softwar softwareentwickl softwareentwicklerin sohl sohn soja solar solaranlag solarenergi solari solarinstallateur solarium solarkollektor solarlamp solarleucht solarmodul solarpaneel solarpanel solarrein solarspeich solarstrom solarteur solarteurin solarthermi solewasserwarmepump somm sommeli sommercamp sommerferi sommerjob sommerkino sommerlag sommerpaus sommerreif sommerspross sommerzeit sonderabfall sonderanfert sonderangebot sondermull sonderpadagog sonderpreis sonderschul sonderverkauf sonderzahl song songtext songwrit songwriterin sonn sonnab sonnenaufgang sonnenbank sonnenblum sonnenbrand sonnenbraun sonnenbrill sonnencrem sonnenenergi sonnenkollektor sonnenlieg sonnenmilch sonnenschein sonnenschirm sonnenschutz sonnenschutzmittel sonnensegel sonnenspray sonnenstudio sonnenstudios sonnenuntergang sonnig sonntag sonografi sonographi sortiment soss souschef souschefin souterrain souvenir souvenirlad sozialarbeit sozialarbeiterin sozialkaufhaus sozialleist sozialpadagog sozialpadagogin sozialstation spa spachtel spachtelmass spachteln spagetti spaghetti spali spam spann spannband spannbettlak spannbetttuch spannteppich spannung spannungspruf spanplatt spar sparerib spargel sparsam spart spas spasmus spassbad spassmach spat spatag spatdien spati spatkauf spatoffn spatschicht spazi spazierengeh spaziergang spazierstock spaziert speak speck spediteur spedition speib speich speicherkart speicherplatz speicherstick speis speiseeis speisekamm speisekart speiselokal speisenkart speiseol speisesaal speist spelunk spend spendenaktion spendet spengl spenglerei spenglerin sperrholz sperrholzplatt sperrmull spes spezi spezialist spezialistin spezialitat spiegel spiegelei spiegelreflexkamera spiegelschrank spiel spielbereich spieleck spielgrupp spielhaus spielkart spielkonsol spielparadi spielplatz spielsach spielstand spielt spieltherapi spielwar spielwarengeschaft spielwarenhandl spielwarenlad spielzeug spielzeuglad spielzimm spinat spind spinning spirituos spirituosengeschaft spirituosenhandl spirituosenlad spital spitex spitz spitzbod spitzenstoff spliss splitt sponsor sponsoring spontanbewerb sport sportart sportarzt sportausrust sportbekleid sportbh sporthall sportkleid sportl sportlerin sportlerinn sportmassag sportmedizin sportmod sportplatz sportschuh sportswear sportunterricht sportverein sportverletz sportzentrum spot spottbill spottpreis sprach sprachassistent sprachbox sprachkenntnis sprachkur sprachkurs sprachmemo sprachnachricht sprachschul sprachtherapeut sprachtherapeutin sprachtherapi sprachunterricht spraytanning sprech sprechanlag sprecherin sprechpraxis sprechstund sprechstundenhilf sprechzeit sprechzimm spreizfuss spricht springbrunn springreit sprinkl sprinkleranlag sprit spritverbrauch spritz spritzbeutel spritzschutz sprudel sprudelbad sprudelwass spruhbraun spruhkun spruhschaum sprung sprunggelenk spul spulbeck spulhilf spulkast spulkraft spulmaschin spulmaschinentab spulmittel spulung spureinstell ssd staat stabil stachelbe stadel stadi stadion stadt stadtbibliothek stadtf stadtfuhr stadtfuhrerin stadthaus stadtmitt stadtplan stadtplanerin stadtrad stadtrand stadtrundfahrt stadtrundgang stadtteil stadtviertel stadtzentrum staffelei staffelpreis staffelrabatt stahl stahlbeton stahltrag staketenzaun stall stallbursch stallmist stammbaum stammgast stammkund stammkundin stammkundschaft stand standard standardtanz standby standesamt standesbeamt standesbeamtin standig standl standlerin standmix standort standrechn standuppaddling stangenbrot stangenselleri start startdatum starterbatteri startet starthilf starthilfekabel statik statikerin station stationar stativ statu stau staubgesaugt staubmask staubsaug staubsaugerreparatur staubsaugt staubtuch staubwisch staud staudenselleri stauraum staus std steak stechbeitel stechmuck steck steckdos steckdosenleist steckenpferd steckersolargerat stecknadel stecknadeln steckschlussel stefanitag stegreifaufgab stehlamp stehleit stehleucht stehpaddeln steif steifheit stein steinbildhau steindruck steinerschul steingut steinmard steinmassag steinmetz steinmetzbetrieb steinmetzin steinmetzinn steinmetzmeist steinschlag steinschlagreparatur steinsetz steinwoll steinzeug stell stellenangebot stellenanzeig stellenausschreib stellenbeschreib stelleninserat stellensuch stellmach stellplatz stellvertret stellvertreterin stemmeis stempelkart stephanstag stepp steppdeck steppjack stepptanz sterbebegleit sterilisation sterilisi sterilisiert sterlingsilb stern sternebewert steu steueramt steuerausgleich steuerberat steuerberaterin steuerberaterinn steuerberatungskanzlei steuerburo steuererklar steuerfrei steuerkanzlei steuernumm steuerriem steward stewardess stich stichsag stichtag stick stickerei stickerin stickerinn stickt stiefel stiefelett stiefeln stieg stiegenhaus stier stierenaug stilettos still stillberat stillberaterin stilleb stilleck stillleb stillraum stillt stillzeit stillzimm stimm stimmbild stimmung stinkt stipendi stipendium stirn stirnband stirnfrans stirnlamp stock stockbett stockelschuh stockfleck stockwerk stoff stoffbeutel stoffgeschaft stoffhandl stoffhos stofflad stoffmarkt stofftasch stofftaschentuch stoffti stola stoll stopf stopp stoppelfrisur stoppeln stoppelschnitt stoppelzieh stoppt storni stornier storniert stornierungsbeding storno stornobeding stornogebuhr stornokost stornos storung story storys storytelling stossdampf stossfang stossstang str straf straffung strafgebuhr strafmandat strafregisterauszug strafzettel strahl strahn strahnch strampelanzug strampl strand strandbad strandmod strang strapazierfah strass strassenarbeit strassenbahn strassenbau strassenbauerin strassenf strassenhandl strassenmus strassenmusikerin strauch strauss straussenwirtschaft strausswirtschaft streetart streetdanc strehl streich streichelzoo streichinstrument streicht streif streifenmust streit streitig stress stressig stretch stretching streu streudien streuobstwies streusalz streusel strichcod strick strickerei strickerin strickgarn strickjack stricklad strickmutz strickpullov strickt strickwoll strickzeug stroh strohdach strohdachdeck strohhalm strom stromaggregat stromanbiet stromausfall stromgitarr stromkabel stromnetz stromrechn stromschlag stromspeich stromverbrauch stromversorg stromverteil stromzahl stroph strudel strumpf strumpfhos stub stubb stubbenfras stubenmadch stubenwag stuck stuckateur stuckateurin stuckateurinn stuckch student studentenermass studentenjob studentenrabatt studentin studentinn studi studienabschluss studiengebuhr studienjahr studienplan studier studiert studio studios studis studium stuf stufenlos stufenschnitt stufig stuhl stull stund stundenlohn stundenplan stundenpreis stundensatz stundlich sturm sturz stut stutz stutzflugel stutzmau stutzstrumpf stutzt styling stylingprodukt stylisch subunternehm subvention such suchmaschin suchmaschinenoptimier sucht suchtig sud sudlich suessig sugaring suit sukkulent sultanin summ sup supermarkt supp supplement support surf surfboard surfbrett surflehr surflehrerin surft suss sussgeback sussig susskram sussspeis susswar suv sweat sweatshirt sweatstoff swimmingpool symphonieorch symptom synchro synchronfass synchronisation synchronisiert synthesiz synthet synthi sysadmin systemadministrator systemadministratorin systemhaus systemkamera tabakgeschaft tabaklad tabakwar tabakwarenhandl tabell tabellenkalkulation tablet tablett tach tacho tachomet tack tafel tag tagesausflug tagescrem tageselt tagesess tagesfamili tagesgericht tageskart tageskass tagesmami tagesmenu tagesmenus tagesmutt tagespass tagespfleg tagespflegeperson tagesrucksack tagesschul tagesstatt tagesticket tagesvat tageszeit taggleich taglich tagung tagungsraum tailliert takeaway tal tampon tandelmarkt tango tank tankstell tankt tanktop tann tannenbaum tannengrun tanteemmalad tantiem tanz tanzakademi tanzball tanzbod tanzerin tanzerinn tanzfitness tanzflach tanzkur tanzkurs tanzlehr tanzlehrerin tanzschul tanzsport tanzstudio tanzstudios tanzstund tanzt tanzunterricht tap tapet tapezi tapeziert taping tarif tart tartan tartelett tasch taschenbuch taschengeld taschenkreb taschenlamp taschenreparatur taschentuch taschn taschnerin tass tastatur tatig tatigkeitsbeschreib tatoo tatowi tatowier tatowiererin tatowiererinn tatowierstudio tatowiert tattoo tattooartist tattooentfern tattookunstl tattoolas tattoomotiv tattoopfleg tattoos tattooshop tattoostudio tattoostudios tattoowi tattoowier tatz tau taub taubenabwehr tauch tauchbeck taucherin tauchlehr tauchlehrerin tauchpump taucht tauf tauffei taufpat tauft taup tausch tauschbors tauscht tausend tax taxamet taxi taxichauffeur taxifahr taxifahrerin taxis taxistand taxistandplatz taxl teak teakholz team teamarbeit teambuilding teas technik technikerin teddy teddybar teddys tee teehaus teekann teekuch teeloffel teen teenag teeni teer tees teesalon teestub teich teig teigroll teigwar teil teilch teilgenomm teilhab teilhaberin teilliefer teilnahm teilnahmebeschein teilnahmebestat teilnahmegebuhr teilnahmeurkund teilnahmezertifikat teilnehm teilnehmerin teilnehmerinn teilnehmerzahl teilt teilzahl teilzeit teilzeitjob teilzeitkraft teilzeitstell teint telearbeit telefax telefon telefonat telefonbuch telefoni telefoniert telefonnumm telefonseelsorg telefonverzeichnis telefonzeit tell tellerwasch tempera temperatur tempomat tennislehr tennislehrerin tennisplatz tennisschlag tennistrain tennistrainerin teppich teppichbod teppichleg teppichlegerin teppichmess teppichrein termin terminabsag terminbestat terminbuch terminerinner terminkal terminplan terminstornier terminvereinbar terminvergab termit terpentin terpentinersatz terracotta terrakotta terrari terrarium terrass terrassendiel terrassenplatt terrassentur terrazzo test testament testet testphas teu teuer teuerst teur text texterin textil textilgeschaft textili textilrein textverarbeit tfa thaimassag theat theatergrupp theaterhaus theaterkass theaterkur theaterkurs theaterpaus theaterstuck theaterverein thek themenpark therapeut therapeutin therapi therapiert therm thermalbad thermenreparatur thermenwart thermo thermosflasch thermoskann thermostat thermostatventil threading thrombosestrumpf thunfisch thymian ticket ticketautomat ticketschalt tiefbau tiefengewebsmassag tiefenmassag tiefgarag tiefgefror tiefgekuhlt tiefkuhl tiefkuhlkost tiefkuhltruh tiefkuhlwar tiefpreisgaranti tiefschwarz tier tierarzt tierarzthelf tierarzthelferin tierarztin tierarztinn tierarztprax tierarztpraxis tierasyl tierbetreu tierfreund tierfutt tiergart tierhandl tierheim tierklin tierkrankenversicher tierpark tierpension tierphysiotherapi tierpraparator tierpraparatorin tierpsycholog tierpsychologin tiersalon tierschutz tiersitt tiersitterin tierversicher tierversuchsfrei tierwelt tight tim tinnitus tint tintenf tintenpatron tipp tipps tisan tisch tischbestell tischdeck tischgesteck tischl tischlerei tischlerin tischlerinn tischordn tischreservier tischtennis tischtuch titelbild toast toastbrot tocht todesanzeig toff tofu togo toilett toilettenschussel toilettensitz tol tomat tombola ton tonanlag tonerkartusch tonikum toningenieur tonmass tonmeist tonstudio tonstudios tont tontechn tontechnikerin tonung tonungsfoli tonwar top topf topfentort topferei topferin topferinn topferkur topferkurs topferof topferscheib topferton topferwar topferworkshop topfpflanz tops topsell tor torantrieb torautomat tornist tort tortch totengrab totengraberin touchscre toupet tour tourismusabgab tourismusburo tourist touristin touristinfo touristinformation tracht trachtenkleid trachtenlook trachtenmod tracking trackingnumm traditionell trafik trafikant trafikantin trag tragehilf tragertop tragetasch tragetuch tragt tragwand tragwerksplan tragwerksplanerin trail train trainerin trainerinn traini trainiert training trainingsanzug trainingshos trainingskleid traktor trall tram trampolinhall trampolinpark transf transparent transpond transport transportervermiet transportschad transportservic transportunternehm trau traub traubeli traubenles traueranzeig trauerbegleit trauerbewalt traueress trauerfall trauerfei trauerflorist trauerkaffe trauerkranz trauf trauma traumat traumata trauredn traurednerin trauring trauung trauzeug trauzeugin treck treff treffpunkt tregging treib treibhaus treibstoff trekkingrad trekkingschuh trekkingstock trenchcoat trend trendig trennschleif trennwand trens trepp treppenabsatz treppengeland treppenhaus treppenlift treppenstuf tres tresor tresoreinbau tret tretboot tretroll treuekart treueprogramm treuepunkt treuhand treuhandburo treuhanderin trickfilm trifft triggerpunkt triggerpunkttherapi trikot trim trimm trimmt trink trinkbrunn trinkflasch trinkgeld trinkglas trinkhall trinkhalm trinkschokolad trinkspruch trinkt trinkwass trittleit trockenbau trockenbauerin trockenbaumonteur trockenblum trockenfutt trockenmau trockenrein trockn trodel trodellad trodelmarkt trodl trojan trolley trommel trommelkur trommeln tromml trompet trompeterin tropf tropft tropha trottinett trottoir truck truthahn tschick tscho tschuess tschus tschuss tschutt tshirt tub tuba tuch tuchent tuchmask tulp tumbl tumor tumpel tunch tuning tunk tupf tur turband turdruck turgriff turkis turklingel turklink turn turnhall turni turnpatsch turnschuh turnt turnunterricht turnverein turoffn turrahm turreparatur turriegel turschild turschloss turschwell tursprechanlag tursteh tursteherin turstopp tursturz turverkleid turzarg tusch tuschzeichn tut tutor tutorin tuv tvhalter tweed tween typ typc typoskript ubahn ubel uben uberbein uberbruckungskabel uberdach uberfall uberfullt ubergaberein ubergardin ubergeb ubergelauf ubergross uberhitz uberhitzt uberlauf ubernacht ubernachtet uberpruf uberpruft ubersetz ubersetzerin ubersetzerinn ubersetzt ubersetzungsagentur ubersetzungsburo ubersetzungsdien ubersiedeln ubersiedelt ubersiedl uberstech uberstund uberteuert ubertopf uberwachungskamera uberwachungskameras uberweis uberweist uberweisungsschein uberweisungstrag uberwies uberzieh uberzug ubt ubung ubungsaufgab ubungsblatt ubungsleit ubungsleiterin uebernacht ueberweis ufer ufzgi uhr uhrarmband uhrband uhrenreparatur uhrenservic uhrmach uhrmacherei uhrmacherin uhrmacherinn uhrmachermeist uidnumm ukulel ultraleicht ultraschall ultraschalluntersuch umbau umbaut umbuch umbucht umfahr umfrag umgeb umgebaut umgebucht umgeh umgehungsstrass umgeknickt umgetauscht umgezog umhangetasch umkleid umkleidebereich umkleidekabin umkleideraum umkreis umland umleit umruhr umsatz umsatzsteu umsatzsteuerid umschlag umschul umson umstandskleid umstandsmod umsteig umstieg umtausch umtauschrecht umtauscht umverpack umweg umweltfreund umweltschon umzaun umzieh umzieht umzug umzugsfirm umzugsfirma umzugshelf umzugskarton umzugskist umzugslast umzugsrein umzugsservic umzugsunternehm umzugswag unbar unbefristet unbesetzt unbezahlt undercut undicht uneb unentgelt unfall unfallinstandsetz unfallreparatur unfruchtbar ungefahr ungezief ungift uni unifarb uniform unikat unis unisex universitat unkraut unkrautbekampf unkrautjat unmobliert unpartei unrein unserios unt unterarmgehstutz unterbodenschutz unterbrech unterfang untergeschoss unterhalt unterhaltsrein unterhaltungselektron unterhaltungsliteratur unterhemd unterhos unterhosn unterkunft unterlag unterlegscheib unterleib unterleiberl untermiet unternehm unternehmensberat unternehmensfilm unternehmerin unternehmerinn unterricht unterrichtet unterrichtsfach unterrichtsraum unterrichtsstund untersagt unterschrank unterschreib unterschreibt unterschrieb unterschrift unterspannbahn unterspritz unterstand unterstutz unterstutzt untersuch untersucht untertitel untertitelt untervermiet untervermietet unterwasch unterzeichn unterzeichnet unvertrag unverzug unwett unwohl unzulass upcycling updat upgecycelt upgrad upgradet upload uploadet urauffuhr urheberrecht urheberrechtsverletz urig urinal urkund url urlaub urlauberin urlaubsanspruch urlaubstag urn urolog urologi urologin usbc usbstick ust ustid usv uvlack vakanz vanill vanillesauc vanillesoss variet variete vas vat vati vegan veganerin veganerinn vegetar vegetari vegetarierin vegetarierinn veggi velo velofahr velogeschaft velokuri velolad velomechan veloreparatur velos velostand velostreif velour veloursled veloverleih veloweg ventil ventilation ventilator ver verand veranda veranschlag veranschlagt veranstalt veranstalterin veranstaltungsfotografi veranstaltungsort veranstaltungsraum veranstaltungstechn verantwort verband verbandkast verbandskast verbess verbesser verbessert verbind verbot verbrauch verbraucherin verbraucherschutz verbrenn verbruh verbundglas verbundpflast verbundsicherheitsglas verchromt verdauungsschnaps verdi verdien verdient verdolmetsch verdraht verdunn verein vereinbar vereinbart verfall verfallt verfarbt verfass verfasserin verfasst verfli verflies verfolg verfolgt verfug verfugbar verfugt vergilbt verglas verglast vergleich vergleicht verglich vergnugungspark vergold vergolderin vergoldet vergriff vergrosser vergunst vergunstigt verhaltenstherapeut verhandelbar verhandlungsbasis verhandlungssach verheiratet verhinderungspfleg verhut verhutungsmittel verjung verkabel verkauf verkauferin verkauferinn verkaufsautomat verkaufspersonal verkaufsraum verkaufsschlag verkaufsstell verkaufsthek verkauft verkehr verkehrsamt verkehrssich verkehrsverein verklag verklagt verkleid verklemmt verknack verkost verkostet verkuhl verlag verlagshaus verlang verlanger verlangert verlangerungskabel verlangt verlass verleg verlegerin verlegt verleih verleiht verletz verletzt verli verlieh verliert verlink verlob verlobt verlobungsring verlor verlos vermahl vermahlt vermess vermesserin vermessungsingenieur vermiet vermieterin vermietet vermittlungsgebuhr vermogensberat vermogensberaterin vernetz vernissag veroffent veroffentlich veroffentlicht verordn verordnet verpack verpackt verpackungsservic verpflicht verputz verputzt verrechn verrechnet verreis verreist verrentet verrostet vers versand versandadress versandgebuhr versandhandel versandhandl versandhaus versandkost versandkostenfrei versandt verschal verschick verschickt verschieb verschiebt verschleiss verschlussel verschlusseln verschlusselt verschmutzt verschob verschreib verschreibt verschreibungspflicht verschrieb verschwieg verschwiegenheitserklar versend versendet versich versicher versichert versichertenkart versicherungsagent versicherungsbeitrag versicherungsfall versicherungsgesellschaft versicherungsmakl versicherungsmaklerin versicherungsprami versicherungsvertret versicherungsvertreterin versicker versiegeln versiegelt versilbert versorg verspachteln verspann verspannt verspat verspatet verstark verstauch verstaucht versteif versteig versteiger verstopf verstopft vertafel verteil verteilerdos verteilerkast verton vertont vertrag vertragsbruch vertragslaufzeit vertragsstraf vertragsverletz vertraulich vertreib vertret vertreterin vertriebspartn verwahr verwandt verwandtschaft verwohn verzeichnis verzink verzinkt verzoger verzogert verzug vesp veterinar veterinarin vhs vichykaro video videoanruf videobearbeit videoberat videocall videochat videoclip videograf videografin videokonferenz videoproduktion videos videoschnitt videosprechanlag videosprechstund videotelefonat videoturklingel videouberwach viech vieh viertel vierteljahr viertelstund vierzehntag viez vignett vinothek vintag vintagemod vinyl vinylbod viola violett violin violinist violinistin violoncello vir virenscann virenschutz virus visagist visagistin visitenkart viskos vita vitamin vocal vocalcoaching vogel vogelabwehr vogelbeobacht vogelfutt voiceov vokalist vokalistin volant voli volksf volkshochschul volksmus volksschul voll vollbart vollholz vollkorn vollkornbrot vollmacht vollpension volltank vollwarmeschutz vollzeit vollzeitjob vollzeitstell volontariat volt vorab voranstrich vorarbeit vorarbeiterin vorausbezahlt voraussetz vorauszahl vorbau vorbeigeh vorbeikomm vorbeischau vorbereitungskur vorbestell vorbestellt vordach vorfuhr vorgart vorgeburt vorgesetzt vorh vorhang vorhangeschloss vorhangschi vorhangschloss vorhangstang vorhersag vorkass vorleg vorles vorlesestund vorlesezeit vormittag vornehm vorort vorpubertar vorrat vorratskamm vorraum vorschau vorschlaghamm vorschrift vorschul vorschulkind vorsing vorsorg vorsorgeuntersuch vorspeis vorspiel vorsprech vorstell vorstellungsgesprach vortrag vorubergeh vorverkauf vorverkaufsstell vorzugsmilch vpn vsg vulkaniseur wach wachdien wachleut wachmann wachschutz wachsenthaar wachsmal wachsmalkreid wachsmalstift wackel wackelpudding wackelt wad wadenkrampf waffel waffeln waffenschmied wag wagelch wagenheb wagn wahl wahlt wahlweis wahrsag wahrsagerin wahrung wald waldarbeit waldhorn waldorf waldorfschul walk walkindusch walkstoff wallbox wallfahrt walnuss walz wamp wand wandbild wander wanderin wanderkart wanderschuh wandersleut wanderstiefel wanderstock wandert wandertag wanderweg wandfarb wandflies wandgemald wandhalter wandkal wandmalerei wanduhr wang wangenrot wann wanz war warenangebot warenhaus warenkatalog warenkorb warenlag warenprob warensortiment warenzeich warm warmebruck warmedamm warmedammverbundsyst warmekabin warmend warmepump warmeruckgewinn warmwach warmwass warmwasserbereit warmwasserboil warmwasserspeich warnleucht wart wartebereich wartefrist wartelist warteraum wartesaal warteschlang wartet wartezeit wartezimm wartung warz wasch waschanlag waschanleit waschbar waschbeck waschedien wascheklamm waschelein wascherei wascheservic waschestand waschetrockn waschgel waschkuch waschmaschin waschmaschinenf waschmaschinenreparatur waschmittel waschpulv waschsalon waschstrass wascht waschtisch wass wasserabweis wasseranschluss wasseraufbereit wasserbehalt wasserdicht wasserdruck wasserenthart wasserf wasserfall wasserfarb wasserfilt wasserflasch wassergebuhr wassergymnast wasserhahn wasserhausch wasserkoch wasserkraft wasserleit wassermelon wassermotorrad wasserpark wasserpumpenzang wasserrechn wasserresistent wasserrohrbruch wasserrutsch wasserschad wasserski wassersp wasserspul wassertank wasseruhr wasserversorg wasserwaag wasserzahl wasserzahlerables wattiert wauwau waxing wcschussel wcsitz wdvs web webadress webcam webdesign webdesignerin webdevelop webentwickl webentwicklerin weberei weberin weberinn webgestalt webhosting webinar webpelz webrahm webseit webshop webshops websit webspac webstuhl wechselgeld wechseljahr wechselkur wechselkurs wechselrahm wechselricht weck weckdien weckerl weckl weckruf weddingplan weekend weg wegbeschreib wegfahrsperr weggli wegweis weh wehtun weichholz weichspul weid weidmann weih weihnacht weihnachtsab weihnachtsbaum weihnachtsfei weihnachtsferi weihnachtsgeback weihnachtsgeschenk weihnachtsguetzli weihnachtskeks weihnachtsmarkt weihnachtsplatzch weihnachtsstoll wein weinbar weinbau weinbauerin weinbe weinberg weinbrand weinf weingart weingartn weingut weinhandl weinhandlerin weinhau weinhauerin weinkellerei weinkelln weinkellnerin weinlad weinles weinlokal weinprob weinrot weinschorl weinstub weintraub weinverkost weisheitszahn weiss weissbi weissbind weissbrot weisskohl weisskraut weisswar weisswein weit weiterbild weiterbildungsbonus weiterempfehl weitsicht weiz weizenbi wellenreit wellensittich wellholz wellness wellnessbereich wellnesscent wellnessoas wellnesstag wellnessurlaub wellnesswochen welp welpenschul werb werbeagentur werbeaktion werbeanzeig werbefilm werbemail werbemull werbespot werbetechn werbetechnikerin werbetext werbetexterin werbung werdegang werdend werft werkbank werkseinstell werksferi werkstatt werkstattkur werkstudent werkstudentin werktag werkverzeichnis werkzeug werkzeugkast werkzeugkist werkzeugkoff werkzeugverleih wertermittl wertgutacht wertgutschein wertig wertkart wertstoffhof wesp wespenn west westerngitarr westlich wett wettbewerb wetterbericht wetterf wettervorhersag wettkampf wettlauf wettrenn whirlpool whiskey whisky wickelmog wickelplatz wickelraum wickelt wickl widd widerruf widerrufsbelehr widerrufsformular widerrufsfrist widerrufsrecht widersprech widerspruch wiedereroffn wiedereroffnet wiederhol wiederholungspruf wiederverkauf wiederverwert wiederverwertet wieg wien wienerl wienerli wies wifi wild wildbret wildfleisch wildhut wildkraut wildled wildschwein wildti wimmerl wimmet wimp wimpernextension wimpernfarb wimpernlifting wimperntusch wimpernverdicht wimpernverlanger wimpernwell wind windbreak windel windeln windenergi windig windjack windkraft windkraftanlag windrad windschutzscheib windsurf winkelschleif wint winterdien winterferi wintergart winterjack winterpaus winterreif winz winzerhof winzerin winzerinn winzig wirbelsaul wirt wirtin wirtschaft wirtschaftspruf wirtschaftspruferin wirtshaus wirtsleut wisch wischerblatt wischmopp wischwass witterungsbestand wlan wlanpasswort wlanschlussel wlanverstark woch wochen wochenbett wochenbettbetreu wochenmarkt wochenmitt wochent wochentag wodka wohlbefind wohlfeil wohlfuhl wohltatigkeitsveranstalt wohngemeinschaft wohnlandschaft wohnmobil wohnmobilvermiet wohnung wohnungsauflos wohnungsendrein wohnwag wohnzimm wolf wolk wolkig woll wolldeck wollgeschaft wollig wollknauel wolllad wollmutz wollstoff wollweiss workout workshop workshops workwear worterbuch wortlaut wrap wraps wuch wucht wund wundpflast wunschlist wurm wurscht wurst wurstaufschnitt wurstch wurstchenbud wurstel wurstelstand wurz wurzelbehandl wurzelfras wurzelkanalbehandl wurzelstock wurzelstockentfern wurzt xxl yacht yachthaf yoga yogakur yogakurs yogalehr yogalehrerin yogalehrerinn yogaschul yogastudio yogastudios yogi yogini youngtim zahl zahlbar zahlerables zahlschein zahlt zahlung zahlungsart zahlungsbeding zahlungsbestat zahlungserinner zahlungsfrist zahlungskondition zahlungsmethod zahlungsmog zahlungsnachweis zahlungsverzug zahlungsweis zahlungsziel zahlweis zahn zahnarzt zahnarztin zahnarztinn zahnarztordination zahnarztprax zahnarztpraxis zahnaufhell zahnbruck zahnburst zahncrem zahnextraktion zahnfaul zahnfleisch zahnfleischentzund zahnfull zahnheilkund zahnimplantat zahnklamm zahnklin zahnkron zahnlabor zahnmedizin zahnpast zahnpasta zahnprothes zahnregulier zahnrein zahnriem zahnschmerz zahnseid zahnspang zahnt zahntechn zahntechnikerin zahntechnikerinn zahnung zahnweh zang zarg zart zast zaub zauberin zauberkunstl zauberkunstlerin zaumzeug zaun zaunbau zaunbauerin zaunelement zaunpfost zech zeck zeh zehennagel zehentrenn zehnerkart zeichenblock zeichenkohl zeichenkur zeichenkurs zeichenschul zeichentrick zeichenunterricht zeichn zeichnerin zeichnet zeichnung zeitdau zeitfen zeitgemass zeitmess zeitplan zeitraum zeitschaltuhr zeitschrift zeitslot zeitspann zeitung zeitungsartikel zeitungskiosk zeitungslad zeitweil zeitweis zeitzon zelt zeltet zeltplatz zeltverleih zement zensur zentral zentralheiz zentrum zerbrech zeremonienmeist zerklein zerkratzt zerleg zerlegt zerriss zerrung zertifikat zertifiziert zeug zeugin zeugnis zick zieg ziegel ziegelstein ziegenkas ziehharmonika zielseit zierkiss zierleist zigarett zimm zimmerdeck zimmerei zimmerfrau zimmerin zimmerkart zimmerleut zimmermadch zimmermann zimmerpflanz zimmerpreis zimmersaf zimmerservic zimt zimtroll zimtschneck zink zinn zipp zippverschluss zirka zirkus zirkuss zistern zith zitron zitronengelb zivilstandsamt ziviltrau zmittag zmorg znacht znuni znuniboxli zob zock zockt zoliaki zoll zollfrei zollgebuhr zollstock zoo zoofachhandel zoogeschaft zoohandl zoos zopf zopferl zopfgummi zopfgummis zubau zubehor zubring zucchetti zucchini zucht zuchterin zuchterinn zuchtet zuchtperl zuck zuckerback zuckerbackerei zuckerbackerin zuckerenthaar zuckerfrei zuckerguss zuckerkrank zuckerl zuckermais zuckerpast zuckerstreusel zuckerwatt zudeck zufahrt zufriedenheitsgaranti zug zugang zugangskontroll zugangsvoraussetz zugelass zugelet zugelfirma zugeln zugelunternehm zugemacht zugeschickt zugesperrt zugestellt zugestimmt zugig zugluft zuhaus zuhor zulass zulief zumach zumacht zumba zundkerz zung zupf zupft zuruckerstatt zuruckerstattet zuruckgeb zuruckgegeb zuruckgeruf zuruckgeschickt zuruckgeschnitt zuruckgezahlt zuruckgibt zuruckruf zurucks zuruckschick zuruckschickt zuruckschneid zurucksetz zuruckzahl zusammenarbeit zusammenbau zusammenbaut zusammengebaut zusammenstoss zusatzleist zuschau zuschauerin zuschick zuschickt zuschlag zuschneid zuschnitt zuschuss zusperr zusperrt zustand zustell zustellbestat zustellbett zustellerin zustellgebiet zustellgebuhr zustellnachweis zustellt zustimm zutat zutrittskontroll zuverlaess zuverlass zuweis zuwend zuzahl zuzl zuzug zvieri zweibettzimm zweifachverglas zweifaktor zweigstell zweiradmechan zweiradmechatron zweisprach zweiteil zweitfrisur zweitschlussel zweiwochent zwetsch zwetschg zwetschgendatschi zwetschgenkuch zwetschk zwiebel zwiebeln zwielicht zwing zwirn zwischendeck zwischenmahlzeit zwischensaison zwischenwand zylind zylindertausch zzgl
6t2 4z3 34o 2a0
443
6tc 8pj 6tl 6ti
17g 3ow 6tm 6t9 2ds
8ua 8ud 8uc 4ze 95n
4z7 3m8 97f 34p 4z5 98c
6zb 61m 6td 2cx 9dy 83c
2cy 73b 9dz 3z6 6zd
oj 7ni 4m 728 7el
ac 858 6l
7om 7ol
4za ac 4z8 6ah 56g
9c9 9ca 4g9 4ga
3p6 3do 9vb 3dq
3p7 6zc 6n 1ou
72i 2iw 2iv
3b 1u 2ix 2iy 9g8 9g9
6z8 10p 4kc 1bh 4kj 4ka
a0j 15n
a0e a0i 3i4 15n 15p
a0k a0q a0r a0w
9l7 9lr 9l5
e1
4li 812 1tr
7ca 2dw 7cs 7cr
2dw 2dy a73 a74 7ca a7i a7a
38t a6b
um ue v5 1ky
4jg
517
216 3iv 3iu u4 1sj ua 5ji
4wv
5va 3tx
95r ub
95r 95s 95v
59m u0 59n 26f
717 719 8sm 4u
2qe 2qf 2qd
72m
61q
7jb
5q2 60u 97b 9b4
8fp 16
8fy a5a
65s
1gw
49w 49v 253 48o
2g2 2g1 a8h a9a
jo a7t 5q0 jt
922
y9 7zw 7zz
9rv 7cg 4rj
5z5 38s
u8 38p
38k 4uf 4t8 5ws a22 4nq 6oj
2fp
6mx
1x7
1la
2vq 2vs
9ne
9rx 9ry
1i8 2fi
146 8mc 3cm 28y
786 7et 788
94x o5 6ae 988
a0t 9ir 7cp
5jx a0n
2j0 a0f
2j0 2j1 a0v a0o
a0l a0p
8ib 9ib 4xa 8i9
8hy 8hz lx ly
1hy 9fs
9gl 6rk 5fq 9gh a85
5u0 10d 4cp
34 33 39
6iq 6is 6ir
2oj 2ri
8ll 8lk 8li
8lm
9e1 9e3 9e2
6tm 6tb
6t4 6t3 8ub
6tf 2fk 6t5
8kx 7tm 8kv
7z6 7z3 778
5qn 8ci 8ch
2yc 2ya 2yb
59l 787
2jo 2jt 2jp
4oy 4p6 4o9
25k 25o 25m
8vf 25n 17d 4j9
4k7 p 8ny 8vh 9mj
9mi
53a 91l 1bl 8fc
1bn 91n 6xi
1kz 7cr
13q 8vs 6t6
88g my m0 kd
4k7 574 74f
4kk 4kl 4km
38l u9
38n 6rd 6ri 38m 1fb
4wx 4wm u7 3iw
uc tz 4wy 4wz
515 1rh
887 a8e
887 889 3fn
89n 89o
3dj 6su 5tw
3dz 3du
6l 6w1 9uh
34c 7ws 6a2
4bv 25i
6wg
34q 444
4ld 4lh 37z 2eg 2ek 23x
4ld 23x
9ea 9ej
ok 9dw
9m0 5ff 9dk 2c7
873 877 3fk 2dv
3p8
1ht 1hr 34l
1ht 77q
77p 77r
8tk
9d7 9d8 nb me
8ts 8tn 8tt
6c2 6c7
1i2 1hz 1i3 8tp
9dk
2w2 9dk 987
a2v a32
11d 11g 11h
2e5 2e0 2eb
2ty 626 61l
6uz 6v1 7q8 6ux 7q4
6v3 8u9 3m9 6uu
6ut 60i 9ol
13k 6d1
13k 13o
k4 k6
xu xv
5np 5nh 48r
9ld 9le
13m k8
1i0 1hw 77u 1i1
13l k7
13a 1hv 77t
13a 13b
9p5
9p8 7m0 ct
9pa
8hs 8hu 3h 1x bx bz
8ht 3h 8hw 8i0 by
8hx 8hv 7cq
9gr 9gy 9f4 9f6
96p 96v
66w 67o
5aa
m6 ok 10r
3oa 3oe
8x7 8wz
1hu 77s
5fa a80 n8
5f9 5fu 392 a80 a6o n7 mc
9gf 7yv
9h5 9h6 9gp 9gq 7k2 3e3 7yt 3f3
5fx 5fn
5fv 5fh
9gm 6rl 3ma 5fm
2g7 2g8 22d 2g9
n1 n0
6fb 6et
6fe 6fj
9g2
9g2 9g3 24n 23j
551 552 1cc
a80 a83 5fk 6fc 6fj n9
1fc 1fd 6s2 6s3 6s9
7yx 7yw 8z5 6fh
9dh 9di 62h
5fb 5fc 9gg
72j 72k
5fs 6ey
2a 7y1 2c
2a 1n
2d 6ew 6ff 2e 6fg
16 1f 1k 17
5u5 8oh
5fj 5ft 1fn 3xi 3vo 3xj
7cm 789 a7e a78 a7d
7cf 7ce 7cd 97l
7cn 78b 78a
97k 96z 8r0 3go
24h 23g
3or
2o 1o 9d9 9da
a59 a5b 233
57d 57h 139 9m0
57d 57l 57n
5fd a6v 9j
61y 61n
61n 7cp 5fr
9oj 243 23z
6c8 6c9 9rq
23x 80h 80k 3f6
5s0 5s4 39o 5cz 5d3 393 n5 md
9f7 9fp
9f7 9f8 9fc n5
5cz n5 1c8 1c9 349
13s 13v
9la 9lb 75a 9l9
9cb 2fq bp
8sh 8s7 8sb 13s
bs aq 254 23p 74d 74g 74e
2v 1r
24g 23f 5hp bs
na 2v 5hw
7y3
8oc
8to 2cc
9aj 42s
3oh 3dt
6fi
903
2j6
8sa
5t1 5t0 5sz
5fo a84
6al 3dg 575
1jd 3dg
8ay 8aw
8t2
6ae 3am 6aj 6ak jb ip
3ea 7ml 7mn a6w a6l
576 3de 7mq
7mp
14c 14g 9ux
7d5 7mo
9au 2n6
2m2
7tp 2n6
1gh 2n5
8nq
40f
5x4
3fs
5x4 9lw 2y7
5u7 5ue
5ub
6ip 991
61o
l
623
5ul
9v2 9yg fx
9ya 9s7
5wv
1vi
5um
1xh
2wg
7f6 85k
866
9y9
9yf
a8t 9jk
5wo
5wo
6yr 9ji
9ji 6ys
3rl
3rl
4cn
4cw 7p
8od
8lh 8dz
5tg 5sx
3ro
9jj
7ec 4ct
2yh 2yf 5du
84v
3zb
9xg
41q 3uv
65g a96
7ee 7ef
9sk
3x3 9sl
9so
8fd 8eb
821 822 8p
66h 66i
6e6 6ea
6eb
4ij
6ec
6lq
6lr
40q ia
2xr
5o 5q
2kd 2ki 2kx 4iq 2kj
84y 852
9xl 9xi
1s7
4g2
a2y 8tq 2p
2hp
8lj 55i
6vv
2xl 1sh 8g6 256 18
1s8 a2u
a2z a33
7yn 91w
7tu 8l3
2y7 2ys
87c
9hs 9ip
9ht 9iq
6xl 72y
t5 1tc
843 96w 9ac 3kg
1yw 22c 1yx
z0 z1 z7 a2 ae 8db 8de
z0 a2 8db
28x 28z 35j j4 yf yg
28x 7n8
4ea 4e9 4cr
34x
34u
205 67i
u 87h
9mh a39 a38 yu
1s9 8d2
681 11n 11l
687
a3a
968
968
4g3
9ye
9ax
50o 50f 50l
9l1 9lk
55q 59k
58t
4wn
4wr 4ws 2dg 2di 5qg 5qh 39m
4wp 4wt 4wo
4wq aa
ck cl cm cn 4ww
8su 2nv
c9 7d1 au 8sx 8sy bq ak
c9 8sv
8sz 7d0 68s
3tq 3tv 5vh 64t 83j
3tt 5vg 64u
2of 2og 2oh
459 7zy
34p 4z5
209
7ci 7cj
a7c a77
ca 5k3 8al 8ak
12z
2dh
28i 5k1
5k1 5k4 39f
28j 5k2
61t 5uf
83q 55w 826 827 3fj
1vy 6ul
1lg 1li 5h4
5r9
1f4 7rf
7rf 7rk 3en
6s1 6rz
6s5
6ry
6s0 6s6 6sf
1f6
2l9 8st
66v 7dd 7dh
36 37
9 a 2v oi mn
83u
2tx 2tz 361
2u6 35
10d 6ry 6s7
8s5 8sl 3gp
5g8
4v6 4v7 4v8
6vp
4wx 4wm 118 53b 51
119 68y
6i5 4ma
111 5uf
2ca
15f 78x
15f 8fn
15f 15g 78w
53f 53c 73l
28t 28u 28v
28t 9tz
2ln 7ch
96s 2vn
a9
2vm 2vo 363 a9 ag 617 61a
2vm
dp 7c2
dp dq 33m xq xr
12t 76j
12s 12u 76k 76l
5hf 4vj
1rd 1re
2an
9rp 9rs 43w 4bj 4bh
5gk 9fe
4bd 65t
2jy
49c 498 49i mv
49g 49h 111 112
1g2 6w9 2tq 2j9 3ty
4kw
9k4
bj 10i mq
66g 6t 66u 665
19a 19c
6ts 5p3
6u5 6u4
4bp 4bq
e2 4ak 9ui
9ur 76i 5mm
8ae
29g
1un
8as 8b1 3fr
95b 95e
1x8 1x9
8mh 9a0 40k
53e 538 536 53g
3yz 7zv
9iy 9jc 9j1 9j2
9j6 6c6
28m 28n 5m
45 46
b7 bl
86u 4eq 9ul
5q3
99w 81p
5l ch
8d6 57d 6dl
9y 9z 9s9 c6 7bx
4j9 58b 8c7 57e
8ip 8i8
32i 32j
7c 1co
6ph
5ms
6sa 6px
3vv
8c0
1xp 6e0
39k 4va
4ad 8cf a3j 8c6 1n4
8t
9jh 8cd 8ce 4ns 6yt 3me
9ly 8ca 70i
749 36c
58c 518 15r
1j0 588 4ho
588 58d
96t 977 976
63e 63h
5i4 6dy 74a 40h
mz
588 8bu
29x 1wq
9tw 29y 1p
215
36f
3hp 48z 3hq
246 245 80j
2zs
3uy 241
7xs 65h
22i
234 a6d 235
m1
7xq 40s
3un
8h4 8h8 2ff 3el
2bs 6hg
695 697
98y
4m1 993 86d
1q5 1pr 2fc
42k 4aa 40u
33x 3v0
722 3dd
56w 3d1
2pr a8m 672
3uw a3h 2qx
1ja 1jc
93m
8yj
4sg 4sh 93r
7kq 9sc
90v
640 6cn 6ai
1jj 1jz p6
3s3 1jr
8ir 8zv 17h
94r 5rp
7h7
a6c sz 26m
t0 t1
3um 3wl
3kh t2 6k2
5gj
9co cc
97i 97j
2hi 2id 2he 17d
8nx 8o9
5wq 4cq 33 1sa
8r6 8ra
8rb 8rc
p0 pw 9n5 6oz
2hd 2ij 35k
901 5fw 4rg
5ha 59o 59g
5xk
7aj 5xr 5x2 5we
2ev 2dd 91k
1kw
6gp 6ha 3ax
6h1 8vl 6h5
6h5 8f8 6h2 6gy
6h0 6h7 6hb
6hc 6gs 6h8
zm
57b 57a 2fh
8on
5oq 5or 9jm
p2
lv ce
51o
51b 519
98 99 5et
9ek
8dn 8dy
xe 8iq
978 97o
1gg
657 658 659
4xk 3ln
7by
2hs 6zf 9bp 9bw 1y7
20y 6j3 6j4
6zj 6zg 6zh 3bf 9bq
6zj 6zk 6zx 6zz 9bq
2i6 702 2ht 9bx
707 2ib 9by 9c2
2i9 704 9c1 5d2 5d0
36l 37i 36b 5a5 5ad 38i
87l 87j 1iz
2zq 2zr
375 2zz 309
37k 1j8 37f 92z
9s8 6kv
9nu 9ns
2te 2ti
2hd
3qp
75b 2ij
75b 75x 3by
bk bh ai c6
x 3c 11
67j 67l
8m5 8m6
6e6 6ed
9vh 9vj
3ms
a6a 22w
uw 7az zl 7b1 7ay
uw a6d
20x 8lc 7vw
7av
7aw 7ax
zj
zi yd
36u 5vf
7al 373 37j
522 37g
70e i9
8lb 919 91c 8gf
7vv 947
ki 2ih 5g6
7b2
3sv 38e
pl 7k5
8xi 4sm 4sr
zn zo
3zw 3zx 3zl
1qy 1r0 1qn
98p 3e8
9vy 9vx 9vv 9vw
8gq 8go 8gt
9x5 9x6
4p7 1in 1io
41w 4p4
88r 4o8 898 88q
88x
2jk 4oc
972 974 c2
7mm 89a
31b
3ar
3as
82j 82h 6ph
8lf
ty 82g
9pb 9p3 9p7 9p6
28m 791 bs 28s
5ii i8
9y5 9wk 45b
3mb
4bm
8e4
56x 56y
j7
4s5 4sc 4s4
3ye zg 371
71h 71i
66x 71n 71r
462
3w1 8w4
45x
3w0
18y hb 2z6
48y 48v 44r
33u 33s
18w 7xa 7x8
37b 8qm
7w0 449 44g
190 1cv 1cw
3nc

2e1
9ck 2e2
1su 1st 5t
680
2p9
9je 95p
8u1
ns 32y 7ih 2wf 16c
4a1 1yy 4a6
1ye no 2wa
20c
973
929
920 9qv
pj 9ed
8rs 4u5
4hu 2kt
71w a47
7dp 7el 3rr
138 4w6 82m 5pt
9ce 5hh 2ft 9cf
xn 6vz
10u
7d3 7d6
6h3
o4 24v bv
8dx 4i
49p 49r 49s 223 224 132 133
1lo 1lp 9lj
5de 5df 5dg 5lc 5le
3d4 3d5
3nt 3nw 3nx 5u2
3d9 5ld 2z7
5tq 5tr 5ts ax 12k 6k5 10q
8rg 5lv
qg qh os 5ce 5e0 5cn
6sj 6sk 6sl
4um 4un 4uo
6hk 6hl 6hm
3db 3dc 8s8 8s9
535 53m 53n 53o 4s1 4s3
8cs 8ct 8cr 8cu
32p
13s 13t 13u
6ih 6ii 6ij
7t5 7tk 7tl 7tw
8ku 8ky 8kz 8l5
5e0 5dv
8sh 8si 8sj
5c6 5ca 5cb 5cd
8zk 8zl 55g 55h 1ni
1y1 1y2 1y3
61f 61g 94i 94j
5q5 5q8 3to 3tp
3ex 3f0
3ti 3tj 3tk
2g4 2g5 2gz 2gr 2gy 88i 88j 2gw
6vo 6vs
11d 11e 11f
h8 h9 ha
28p 28q 792 793
7xt 7xv 7xu
2w4 2w5 2w1 7y2 7ya
k5 8ly
2wi 21r
3yp 3yq ms mt
8sp
2qs 2qr 99h 14a 3d1
2jh 2ju
4ro 4rf
5tz
5u1
4nx 4nj
qj qw 7gn 4rk
4ef 8rv 8rw 8ru
2ec
7z0 7zb 775 776 6jq 6jn
2je
285 28e
3nd
3zl 5lt
1qn 2vv
611 612 613
9fp 9fq
5s0 5s2
32z 330
9if 9ig
9ea 9eb 9ec
9l3 9l4 7k1 6qb
f4 f5
a2 a4 25b 25d 66k
2un
57p 57q 91
8f9 8fa
615 616
r2 8o2 4o3
3vq 3w7 4n
756 6y0 6xx
2hd 2hf 1lj
8rk 8rl
1hd 1he
8fs 8ft
4dh 8f0 6rx fn cu
8f1 8f3 9b8
8f2 8f5 4dm 4ak
4j7 5a7 9us
123 126
f2
f2 f3 33n 7hu 7hy
12j cu 2ei
ax 12k 2ei
155 15i 15m
155
15e 15b
5ay
cg 15d 5xd
g2 73l a3w
a3w 7ue
9mf 15a
49t 18x 89p
159 15c
36o 5hy 9d1
36r 36s 5i2
5t3
5hz 36p 5i3 5i0
9kw 9ky 9kx
8sn 8sq 8so
5td 3c7
65e 65i 65j
8kw 9v0 9v1
2ng 84z
g1
7jy 7jz 7k0
95m 5pw
3km
43v 3xd 8ss
li 124 5c6
lm 5cl
lk 5c8
9tx 2um 7uc
97e
6sm 6si
54w 559 5cc
7yo 9z8 9z9
99m 8lh 5dj
6yj
3x 8l1 41t
1vv
a3s 12o 62i
a3t 6a 9w
5q7 5qb 5qc
3ey 3ez
6wl 2fz 8u6
13i 139
203 204
2bz 127
2bz 7bz
2hc 2o1 4vh 4m9
a8 9l6
8f4 8pz
ie 8py 6mr if
113 a7o 86j
9aw 4cs 9ax
6v2
g0
2o7 986
yu yt
53l
53j 53k 389
2a8 72a 35s 2ox
25e 23q 76n 76o 6kc
yr ys
6yz 6z0 6z1
7t5
98q 98k 41s 2gv
12e 12c 3hs
4dn 4j8 ll

6kg 3wo 72z
6k6 6kh
fn ft
fk 2eh
fw fy 4dp 8f6
4dp 8f6 fw
f9 f8 4dl
25l fb 8dc
6re 5m0 fo
157
6kl k1 2b2
774 7d4 6jm 6jo
6jp 11o
60o
28h 4ig
2qz 1vl 3df
fj 12b 1vj 98m
fq fr
22g 230
5qt 5qu
2gx 6kb
2gw 2go
9i8 9d7 4x1
5x 3d3 ya 4vv
692
314 3hb
318
316 3hc 315
9h8
9h7 9h9
7hk 7hj 9hd
7y5 7y4
6sp 9hh 9hc
3r5
3qz 3r0 3qy
3r2 3r3 14d 129
3r6
7hf
12i
2aj 7hh 7hi
5ll 1ss
1ss 4i7 2ls 5lm
3f4 72p
5bu 72q 3f4 72r
47r 72x 3f5 9af
3f4
dr ds 72s 72t 5r
72u
67r 67u 67t
3c0
4q2 9eo 9ep
8jb 8jc
7mj 7mk 5p5
3c3
1rs 6uo
1rv 1rx 1ru
1zi
1rn
1s1
1ok
25u a88 25q
a88 a6p 25p
5ic 5ib 399
9w7 9w6
48n
9ao 1ol
9ap
171 173
693
5h6
5h8
5h7 8ou
5ml 9on 5mg
6ig
3a6 2cp 15h
3hr 3hn 3ho
3sj 2qt
8g0 9b5 97c 96i
9w5 9w4 9w2
9w1
co 2ua
73u 73t 9m5 13p
3vw
79e
99t 99u 99v 9a9 9aa
53j 389
9ez 9ey 9f0
5t2 5t4
5ae 9ia
4ri
9id 9h3 7vl
36x 9h4
5sy 8e 8d
on 6k7 47o
75r 6hx
62i 154 10p
9ks
9ch a7z
9ch a7z
14h 4w
1vf 3g5
2zf 2zg
80x
80x
47b 47e 47d
4x2 6wl 4am
67m 8cw
5s6 6er
1hd 1hc
8fx
6wl 78p
m2 m9
11i 11j 9ey 9f2
7td 7te 3ep
7td 9co
9d0 9d2
248 24m 2cv
97a
3hw 6vt
2ua a7w 8lz 2uc
8gz 8gy
509 50i
a8f 221
72o
un 985
6og 36z 6oh
a0h 2cn 25x 95u
85b 6o
8ad 8ac 7mf
6tq
90u 137 5ps
a7 af
22v 1lm
lp 1ln
82k 6pj
10t 10s
9p4 4ih
4d1 4d0 4cz
2lc 2lb
5n1
eu
4ep 4er
4ek 4ej
l6
7zl
6bf 6be
68j
1uu 1ut
855
r s v 9kk
30y
3rp
2yk 2yd
87i 87e
62d 625
2ly
1kg
8sw 8t1
6s4
5fe 5fy
71a 39l 8c5
73j 73k 739 73a 9mg
9cb 9cc 6d8 6d9
49q
ff fd
125 4dq
7ds oq
8rh a7j
1bk 1bj 6sp 85e
6jf 6jg
6jh 6ji 6jj
9gu 9gw
mx mw
1rt
9i9 9ic
2qa 8fq
zp 9a
72w
267 268 25z
1u7 3si
7i8 8uw 91f
2j 2h 5o8 5oc
6ki
6ta 6th 6te 6tg
9zf 65o 4w
9xv 4z6 876
2dx 7cb
bt 1hx
8sk 3ob
265 269 6up 6uq
3oc 3od 3og 3of
3va
6k4
6cb 9jb 9j0
9w8 9w9
2d9 66a 2db
53d
1f8
97d 1fe 56f 1ox
254 255
96x 6e3 96r
2hj 8vg 17e 2ie
1jk a55
6h6
dz e0
53h 53i
7b0
z6 z4 z5
7vz zk
hx
hv 44b
18z 1ax
99h 99k 99l
3su 3sw 261 56z 570
3nk 3nj
ln 5cf 5cg
4do
6uv 6v0 7q9
7q5 7q7
8ah 2wt
2z4 2he 5dr
2z8 8id 5el
31a 317 3hd
319
9cq 9cr 4wj 4wl
9cs 4wk
6bx 6by 6bw
ux
9w3
3h 2q
231 232 2da
4jd 4jf 21c
72n 72l
a0m a0s 25w
13n k9
a81 a86 5fg
8tm
8tl 8tr
3v0
9yq en
22x
1xk 1xl
74z
1j1 1j2
666 667
86 87
xe
xi w9 w8 wq 3a8
5ok 5ol
vp xh 342 2dj 2dk 2be
vp vr wi 41g
771 773 7fm 7fo 5w1 5w3
772 7fn 5w2
96n 96o 96u
9h 9i 2ee 2ef a5m
1pq 1q6
3d 1w 75u c
3f d 7c3 e
g3 g5 g6
8dh 8di 8zh
wa vu
3o3 x3
2ze
4m1 993 86d
1pr 87t 89j
9ns 5od
917 a97
8zg
3ip 3iq 3ir
92b
a3z a40 rs 5of
5og
13y
8ck
2o5 142
a3f
5x7
6xu 9g6 9g7
8kq 9g6 3io
8kp
2fc
t7 42z
1sm
8za 8cl
8lo 2n4 94c
1sl a48 71z
a94 27
8h8 2ff 3el
1po
1pv y3 1pp
1pv 1py 1px
1qj 1q9 a3z
7k9 7kd
7l5 7l6
73d 73e 8jz
73f
1qc 742 79t
2j2 73y
7qy 4gt 7n4 71k
7qz 4gu 71l 2f4
1q0 1q2 69c
33g 33i 1q3
2rk
90j 1qh 1qi
3ie
1q1
1q8 99x
9ii 18n cd
2kk
9eq 2ko 9go
2mk
2mm 2mp
2my
1xn 4c4 4c1
1yn
7jc 2n1 3k5
54m
2mt 4q6
7aq 7ak
7as 7at 7bw
4cy 57v
5mn 85y
2so 4ah
2ce 2cg
8u4 tb
2mn
3w3 237
942 94e a20
93s 93p 93o 4sl 7ok
93r 4sg 4sh 3vg
2zx 2zl
7il 93n
7k5
312
8yj 6ms 322 42q
1f6
7mz 946
7n9
7nb 7ng jy
9lm 9lo
7mr 6vr a98
79g 944
mi 941
61v a8s 7ne 2dn
36d 8at 948
817 6g4
919 8gf
91c 8gg
8lb 91e
38e 3sv 91b
91a 6q1
5de
92a 8ee 1ao
ki 2ih 5g6
91d
70e
t8
9c8 9c7 9l8
9xj
9lf 94w
1kv 99z
7ug 31r 3bi 3bk
310
2tl 1vg 9m2
9yu 8kk
7lp
3w9 9pr
1ap 2zo 1aq
1av 1aw 6gv
57w 57x
6gt 6gu
436 1vh
1vg 438 1as
8te
8tf n4
8te 5a5 1gg 9ls
9jr 1u2 6ya
5gm
2sp 4fa 4fb 6pg 6pa
1at 1ay
9o5
2sr 2ss 6pd
2sr 35w 9dg 9df 2sq
2z0 2z2 9dj 9dl
2zp 1au
83x 2zv 7jv
3r 7m6 6gx
1ar
525
22l 52l
52h 527
fm
7r4 4kn
52k 69f 99s
4u1 52e
2su 8ba 52j
8bj 8bk 4p
9pi 9q0 5ak
9qg 3r8 gd
5tj 23v
3zd 4ty
rm 6a9
4tx 4u6
48x 48w 48u
200 201 4y 1r6
52x 26s
364 365 8vq 8vo
52v
8bo 3e5 3e6
5sn
87z 9m1 87x
3vk 27i 9tu
sk s0
sq s1
sr sp ss
8xi 4sm 4sr 6dm
4ss 8xj 4st 9r6
4sn 4so 8xk 9r7
8bm
8br 4su 9qw 8bj
20c 1do
20m 20k
20i 20d 20l
20j 1dp 73x
sj 9od
9nl
163
9ar 6oo
3te 3tg
3td 3tf
88l
88o
64p 64r
81z 820 1v9 2z1
7ky 7l2 8h7
7l1 7l0 7l3
2oz 2oy 64l
5oe
4vu 4vt 7wl
j 1i
5b9 5ba 98a
98a 92w 92v
7ac
9qt
3ye
a3i
3y2 6zm
3y1 4mu 8v2 3y0
4uz 335
1eu 1ev 1et
9p0 1be 9oy
206
9ou
5iy 5iz
2bx 84u
2bw 3aq
6bn
32d
3y8
6br 3ya
4gz 43i 7vj 6a9
4gt 2pd 1lw
6jc 6ja 6jb
4fc 3o1
8v9 726
8va 3y3 3y4
2ac 2ad
3yg 3yk 3yl
3yc 3xz 3yf
2ny
62f 62e
3y7 27k 3yb
4s5 4s4 4s6
5ix 10z 9c4
2u 5in sn
9c5
1c 71p 1a
9ov 4v3
4rr 4an 7fs
7fu 7fv
7ab 5dg 7ae
12 2o
9i1 9i0 7ah
2aw 2ax 2wc
7af 14 4hg
6xf 7gm
4hf 4hb 4t
4s 7oi
4q8 81d 7zf 2l2
9qk 3ut
4c 3us 4e
9c3
1vc 1ve
82d 3ce 81m
2a4 9q8 2a3
4g4 4g5 4mw
2a5 2a6
9q7
7m3 31z
6xg 8qt
6xe
278 279 27m
278 27o 9e9
66q
8e4
8e3 65v
7i8 5er
1vr
80y
819 9i5 8ke
818 5dh
2r2 2lv
4f5 5dg 8k7 1y6
9f1
8e5 5py
4z 9i4
3kw 17w 3kx 5ek
5bf 5br
584 5ei
1so 1sp 3u0
51z 5j5
8if 8ab 22o 22n
8ed 8ef
10u 5eo
nr 31m
152
8k5
55y
2bv
870 9l0
8k2 27b
8ka
212 27u
71o
4ui 1ny
74 22t
95p 95q 9je
83h 3v7 33y
1r4 1r1 359 4bz 4by 4c3 9oq
1pu 1ps
4mo 42v
nv 9or 9r8 9kv 2kl
j 1v7 1vd
a6r a6q
7i7 7i1 7i4
1rb 1r8
5t6 8ey 3k8
6qu 1r2
8bg 6e1
294 29a
9op 4gk
5ki 5kn cw 5kq 93i
5kk cz
2jz cy 9o4
8j5 8j8 3ga cw ay
1wh 9o4 4a8
2km nx
56q 4qc
56s 56v
56r 3je 1j5
3nz 3r1 9l2
3ny 3o0
8pf
8pg 8ph
71t 71u
6ok
2k5 5kr
2l 51i 5kp
86p 2zb 86o
86q 9hp
7ma 7fg
10g 431 59q 43h
4g7 93i
8tv 9d5 8tw
8
7hb
9nt 9o9
71
3lw 3lx
2jz 2k8
2k0 2k4
8x2 8x4 7rt 7rv
a4f a47 a4d a4b
8x3 7ru 42y 430
2h5 2h6 43l
5nh 5np
22k 238
4rb 7r4 4kn
22m bg
73r 73s 2n
1ha 1hb
fg
8np 9i2 43t
a45 6vq
94d
439 1zk
37d
5ut 5v4 24v
8wy
2fa
1ot 842
7rl 6xa
805 2l7 5c5 6au
83z 841 1os 4hi
7lm 7lj 14r
219 217 9yn
14k
5o6
14n 14q
4xu 14o
2fg 8h5 41k
4o5 3j9 qm
4v9
7se 7sc 56w
c8 81f
42j 7jo
ty 82g
4pt 840 a44
4xp 4pt 6qj
1sl 9yz 56a
14m 2lf 8ff a69 20o
14t
57t 14p 5d8 86y
9ll 31d
31f 9lp 31e 9ln
df
783 785 784 i1
5v0 5uz
x8 5u4
6qk 6qj 3b7
6qj 6qm 71x 8pg
669 jm
15s 95x 46u
6qo 7j0
4a2 4a3 71x 24w
4a4 4a7 721
3jf
3jf 3jm 3jn
9dn 9do
810 251 2ex
9cx 9mm 9cv
5sq 7g6
3jk
3k6
31j
9lh
324 326
58j 31l 31p
31p 58h 31l 30k
31x 320 31k
324 31k
70o 70q
7au 2o3
5jr 5jz 39e 70r
70r
5jy 70t
70v 2we 5xt 91x
3ws
3wv 3wu
3wt
12q 12r a7g 7cl 7p7
wk
ww wp
2iz 35l ws
9zu 8km 9zx
8iy 1jl
yk 19o 6zb
98r
4d2 98t 98s
2bm 60k 31o 45w
4vp 4vq
1zs 1zt
5to 1zs 8cp
5ye 79k
6m1 6m6 37l 8u3
6m1 3b1 6m3
9cw
22w a6a ia 42l
9s8 323
4nq 4nr 7r2 89m
8u2 43s 1sl
8s1 321
3h9 90y 3js
2u3 2u1
a28 97r 25y
a29
a2b
a2c 6mv 6kz
59u 8cm
5n4 1y9
31u
8ls
92g
70k 86t
6jv 6ju 59y
6iy 31w
150 151
70u 8b4 74h
3if 3ih 36i 14z
3ig
7sd 7ji
87c
7ip 7iq 7l8
72e 3uc
3qj
31y 7bf hf
59y 188
59z 5a1
6lt
6lt 6m0 3b0 24r 11b
7ey 7dr
a8z a90 1a4
1a2 8y4 6ly 524
31n 325
wz
6r3 7w6 8my
9vs
7gt 7gs
ny 6eg
3mt
88t wt
7iu 7iv
7fe 7ff
7p2 9xh
8jk 8jh 8ji
77d 77e 779 4aw 2sj
77c 77b 77a
3ti 3tj
3vt 3vr 7s
3vq 3vs 3w7 4n
2h7 33z 69k
9pc 4av 3hg
4am 6wl 959 4x2 208
6wj 6wk 3ba 959 4x3 4x4
3p4 x7 7dw
2do
2dt 2du og mm 8r0
1ss 40w
7hf 12h 12i
9gt 32
681 689 687
a0 a1
4za ac 6ah
6xu 6y4 3bc 751 752 3bx 7gf
6xx 6y0 756 724 6xz 3vl
754 753 340 759
1jb 995
2mw 2mz 3k3
2mz 2mw 3k3
8tj
6qn
3o2 2yg
291 981 9ys
w1 x6
1qd 79u
41l
41l
2kn
1qa 5x1
8dq 7gl 3cx 8do
8dq
5x3 9y2
9y0 3hy kg 64q 2p2
12g
2lo 2lp 35p 4lr 4lw 380
4h 8du
758 6y3 751
1u8 1u9
1u6
1u7
2rx
2rz 2ry
6qb 6qc 6qd
9pe 7oh
9pe 9pz 3hh
9px
9pm 9pn
9ps
9pp 92i 93f
1lx 8uj 751 6xv
1ih 1il 34n 3ka
1ig 1r9
1ij 1ik
9pv 9pw
9sg
9pl
9po
9pk
7hn 4h3
7hl 98i
ym 7hm
5oo
71e
62r 63d
4fx 7ha
14s 9oe
9vf
9vg
44q
96
2sy
8tu
5xv 4r8
43u
81u
8qn 9kb
8qm
5oj
5m6 8eo
2iz 5op 71f
71g 3ii 4ua
97u 95k a6j
97s 970 95i a6j
983 97w 97v a6i 5v3
97x 5ux
984 980 5v8
97y 97z
6es 6ex 3au 9g2 24n
nh mh
57f 24d 7yk
57n 57g 57j
57l 57m 57d
5uw
5wy 5wz a7k a7m i2 ii
5wv 22k
22k 238 4as 4at
1td 1te 7 1g a3o a3p
2ag 3vj 727 9yr
nf 2ah
4qv
5yh y 4lt
5yr 5yl z 10 5tp
1oe 5yf 48 xb
1of 1og 5yg
xa 7ur
88f
5yi 15 4lu
5yp
1tq 5yk 5yo 5yn
9ve 733 8u 7f1
730 731 732 9wd
859 856 6v7
27y 27t
7s6 8q
7s9
17t 17k 3ns 3o8
8r
8n 8o 3jl
2ap 2aq
h1 h3 h2
9v4
9v5 9v7 9v6
280
3s9
9m4
43d 3ot 2l4
7ra 7r7
7r5
62s
1bg 7r6
60j 7r8
99d 101
1zk
1bc 7ls 1bb
1b8 1b9
6d
1b8 1bd 347
7e5
3t2 2yw
8g5
51a 3st
4n4 5xs
4i3 37e
5rn 1ii
7e5 7e9 3cl
7r9 30g 5oi
7an
71b 8ea
48p 4ac 7wr
a1z 4v0
7ai 9qo
5nj tt 7ar
a5c 5ro 1xm 3kn
9r0
59e 51m
5q4 10c 8fb 8e1
41d 41f
2m4 711
7m9 7m6 2gd tv
9xf 916
9uv 41e
7rb
a92 7rd
4qx 4r1 5d5
4qx 4r2 381 5d5
4qy 4r0
6g1 3hk
8no 3ta
1pl 8ti 4jr
7jr
qc zz
1eb 52s 1ed
4m1 5on
3ch wb
3ci
4vs
8k3 3aa 5y 68h
7vp 7vu 3er
7vp 7vq
7vt
5id 39a 5ie
5ig
9v8 5n6 3bm wm
3xo 7y0 1ws
3xo 3xp
wl 26p
26n 12p
42x we
42x 43a
1ew 6p3 1b6
59t 1q7
88d 5yw
872
5ow 2kg 5ox
6e4 3n5 6e5
3uf 5a0
9sf 62p
5nu 9kp
21u 21v
4nl 4nm 2tv
2pi 2pj
1gz 1h8
68w 9np 68x
597 598
2et 2eu
4pq 4pp
64 65
8re 8rf
tn
4ya
2zj
1eq 2p7 4gw 7jn
7e6 7e7
7e8
48m 4mv
5ri
8cj
21f 679 7bp 4af
26g
3p3 3p2
7nw
8y 8w
54t
5rh
1fx
a4n
9io 9in 2pe
a4o
1my 9cy
18j
5rj 5rm 7n0
5rj 7mz 5rk
7nv 54j
7nv
7bl 7bq 9gd 4yq
6xb 6xc
8ej 654
8eq 8es
3m4
5mx
7fh
4g8
6yv 6yu
8u5
7f9
8xo 5c3
5c4
4g4
8h9 3hj 8ui 8ug
x1
9yy
5d6
7xi
7f7
2q7
4db 1tf
6qs
694
31g 2h8 a93
63e 63x 3a3
63p
62n 62q 63r
75v a4p
4tq
7p7 7pa 7pb 63j
9u
7gp
5bf
547 5bk
9wq 9bz
7g9 7ga 8pu
7uo 7ss 7sy
6g9
6gc 4jp 4jq
4jp 7hd 7he 4pv
5iv
54l 6p7
6y9
5b 58
6qt
3os 4lj
7j0 7iz
3ug 2bb 542
2u0 6p2 h
p0 pw 9n5 6oz 4n8 4zu
2in
901 5fw 4kq 4rn
5ha 59o 59g 59j 1kh
6nu
8mu 38f
4ux 4uy
1k9 1ka
5xk 8xf
2ev 2dd 27x
91k 92y
2hs 6zf 9bp 9bw 1y7
20y 6j3 27g 27v
59i 59h
5xw
76y 76z
8c9 1n5 910
6zj 6zk 6zx 9bq
2i0 2hw 6zl 9br
2i4 701 9bv
9yt 1ks
9yo 1ki
b7 3tz
6ld
b9
1bp
7x1 7x2 4cd a00
5xf
4hq 4hs 4ha
4ft
7m4 zq 4e1
3qp 4ce a01 5ma
nt nu
1c4 9uu 1bt
4df 9qm
8r6 8ra 8r4
8r8 8rd 8r9
75i 75j
4rg 5t9
74n 6pz 6q0
9xm
853
30x 7t
74x 6zi 706
74w 74r 74o 9mn
6pa 74t 74v 6pf
6zf
2mh 8x
6zw 708
53 8bs
oo 9zg
74q 74s
74u
74p 5it
77n 2dm 77o
q8 9uy 4nf 310
5oz pp 4n9 4nb 5p1
q0 4am 538
3uz 6nr 5rv 2ir
4j2 4ix q2
4iw
1t8 14v
lh 1t9 m4
50s a3n
ph 56t 56s 66j
pg 56s 56u
9xd 2xs
8ev 8ew 7jd
p9 pa
7jf 9y0 9y1
5xe
3gx
54u
1ei
1ej 1en
1eo
p3 8dd
nk nl 19
7i2 292 nm
4ky 4kv
7jl 2xt
586
6bs
5xj
a1p 8g1
a6z
2im 2ld
8i5 1r5
5dt
5ds 9kh
8i7 8i6
4zk 7ut
5xh
4ud
ge
9p1 4x5
811 3oz
66
52t pf
2xw 2xx 52w 52u
9n7
8df 8dg 94v
1uy 2lr 2lu
4s9 4sd
990 42u
68t 4mb 68u 4x6
a6u
2z4 2he 2z3
2if
2hk 2hl
2ii
2hr 2z5
q6 9pf q7 9py
2io p1 4ab pr
34e
66r
pb pd
q4 5s7 5d4 5s1
5an
3s 1z
6fw 6fx 3t
3v
6fv
98d a7n 1p3
98f 98e
6gp 6h5
6h5
6h1 8vl
8f8 6h5 6h2
657 659 65a
1qg 1q4
1pt
2i8
3yy
4n1 2hx
30t 7ic
6j2
7g8
7m3 2i5
7ut
2hu 2i1
11a 8b6 4zv 90z
1vm
p8 2tn
8on
8om 8oo 3gk
27c 27d 20t 20u 27h 8k2
479 47a 6pr
57c 38d j7 io
57b 57a 579
9nn 3xh
9cq 8b7
4nu 5ab
8nm 8nn
5fa 5f9 392 a80
551 552
9gf 9h5 9gq
2vj 2vk
87r 87q
30h
6fm
904 4rn
901 yr
293
84c 84e 85s 84q
84l 6nc 6y8 84d 84n
84t 84i 85t
84r 84g
ta 8e7
9s0
8kb vn 84p 3xk
257 259 258
225
8k9 29b
8k4 29e 8kd 9ho
8pj
a0e 8kf 33c 9r1
83i
a0g 2r
328 2br
32e 32r
32f 32c 329
4uh
6w3 32b 2tn
9qz 9q3
929 5di
9ox 3xx
9qp 9qe
1gn 1ba
746 747 a4u
745 73z
9qx a4u 9q5
9xc 9xb
9xa 9x7
9qj
4zx
2d5 6bc 3o9
29c 297 876
298
295 296
2ua a7w 2uc
56h 4nw
4nv
65t 8k8
65x ov
68g 9b6 68i
3y6 299
1ng 28k
4s8 1nh
1o1 72h 6j0
593 595 683
1ua 8d7
8nj
3tq 3tv 83j 5vh 64t
8su
2of 2oh
7qd
174 1wi 1wl
5wt 174
8yr
1wj 1wm
1wo 1wk 1wp
6b 6c vl
6e 6f vo
56x 56y 65w
6sh
4f5
9b3 87w
5e
8px
5oo 1o4
1z5
1z5 1ze 35h ls m8
ls
7h8
7h8 7h9 3cz 24z
8ws 8wu 1z7 6in
8xo 8xq
4xw 4xx 2v6
4xw 2v6
5yt 5yu
1
4go 4gs 2ut
1vp 88n 8nc
69l
9rb
1z3
2nr 2ns 3ks
83m
xn 6vz
5ai 1cs
4xo 3wp
5sj 5se
d2
7g4 7g7
2nn
88v 4wh
83n
7bx
5vk
4bd
9y5 9wk 2zh
9y6 9y7 662
1eg 1eh
4bg 4bl cc 9co
3jq 3jr
1zj
1s2 5vb
65y 587
9fv 663 660
77f 9y8 5r7
661 591 2fj
45b
28m 65u 81o
8i1 lw 4bi
9j 6wf 4bf
3tw 5vc
6tq 6tr 9vd
824 825 2ey
2at 2au
28i 5k1
28j 5k2
86u 9uk
9rs 9rp 43w 4bj 4bh
9rc 9rk
9rc 9rd
9rf 9rg
9rf
451 9rl 9rt
1xc 1xd
6c8 9rq 21a 4bk
7zj 8m2
19a
83u
66v 7dh
1nf 737
58a a43
5gk 9fe
1ge
8m1
9at 9ra 4be
846
em es dw eq
3tr
9ah 6r 6q 6s
9aj
4as 4at 4aq 24v 23m
1sz 1t0
1xz 406 405 7dj
41n 41m 9al
14f
90x 3bl
5h9 6vf
33 34 39
4l 24 il
2lq 1ie
2lt
66p 66e
a7h 9uw 77v
8nh 8ni
8uk
1ro
6d5 9im
1x3
6j1
b7
21i 49f
4cb 3yz
4c7 4c9
1o5 6iz 594
3tu 83k
1o2 1o3
6vw 6vy 2b0 2b1 847
6vw 6vx
rv 1ry 81a
1rr 1s3
2oi
8bt
fs 70d 87t
87v
1n9 1na
7zr
1rp
6i5 4ma 6og
bs 5hp 24g
4wx 4wm 118 51
119
1pn 4ca
9k1 9jy 7hp 92n 5l6
9k0 dm 9jz
2qq
36m 3qj
6n5 14h
70l 2df
9gu 9gw 9gv
1rs 1zi
a8l 0
9ml
816 815
a8a a6e 7nc
91g 38q
mu 2bp np su 8vi
3lo 3lu 36j mr ma st
st 5t7
3lo
1ya 1yd 2ay
81e 9hk
7hc 4hc 78q
4he 4hh 7ad
13z 143 144
7id 9go
153 gh xc
1ay 145
6m1 8is
h5 8rx
h7 h6
1c7 70j
79y 79z
808 809 47
992
x9
44i
4m5 4m2 4m3
27z 27l
43e 43f xg
xf wn wo
wj 6qb 9l3
5ce qg qh os
5q5 5q8 3to 5q6
3ex 3f0
40l vr wc
vr vs
3w5 48g
5ke 48e 5kg
x5 vt
xl xm
5r8 5tn 39n ne jd 9fm
7p7 7pe 3ej a7u a7v
9l ad yn yo 5wy 5wz
j0 il 3tz
j 1i 9hl 9hm
jp it
7m6 7mb 3e9 3r
8 2t
9f4 9f6
7r5 7rc 3em cf
634 63b 3a2
le m3 lf
2oq 62j
25e 23q 4eu
9cl 9cn 9cm
9q6 9q9
9vn 9y4
2p5 2p3 1cz 2p6
1cz
1d0 2pb
2p9
8b5
3s2 58z 7a2 8io 8bv
97p 61d 6bb
98j 7hq
7i3
7bp
50v
9ph 4q
uw 7az zl
uw
3sp 3sn 3sf
34c 7ws
9jo 78c
22s
22q
22u
2n2 2n3
3j8 2mr
9mr 9mp 80z 7wv
75
9jd 9ja
3bj 3vd 27w
9pu
52y
9qi
8xb
4fk 4fo 2f1
5un 8d5
52g
8dr
63q
5iu 29z
5iq yp
5iw
3ze ro
313
8yk 8yl
3br 599
5ah 5aj
6z5 6z6 4t3 4t4
4rq 4rp 9er 198
5hi 9mz 9mx
7k9 98b
3cd 3fx 79f 8gx
4hd 13
956 952
23a
b 189 3a
9db 9dm
3y5
585
31b 4r5 31c
7sx 7sz
16q
16u 70a
24t 70c
94l 9o7
91h
2mq 8y1 7je
81c
860
85x
31v
5g3 85u
3u1
2pa 2pd 2p8
1fa
3vv
644 945 4si
94b
7nd 7nh 7na
3k2 3jj
3k9
3k4 52j
20h
902
2i9 704 9c1 2ia
20z
5xm
5xp 5xo
5xl
6yh
6bi a0d
6bj 2is
93j q3 5xu
1m9
7je 8y1
pz 2zi
9sa
1rm
6h9 24q 6h4
7cc
8t7
3u
7p1
7jg 7jh 9y3
8om
46s
192
7co nz 7xr
3t6
7k4
7ia 7ib
pj pk
7i9 3t3
7r 7q
2tg 2tf
80u 80v a5o
5s7
5gh 1ll 5gg 5ge
1by 1c0
5g2 br 1bx
1br 1c1
7x0
5o1
7xm 8ql 5d6
bf
1c2 1c3
ba bb
56d
3yo 8v5 4my
3ym 8v4
3yn 4mx 3yj
4gx 4h0 7r1 2pc
32h 32a
1qb 1qe
1qf
2n0
943
7n3 7n2 a99
rn
84o 6nd
4h1
3ts 45u 7uz
1wn 6g2 7ux
6az
83l 8af
3wm 3wn
9b2 94p
1ww
3u8
3m3
6wi 1p1
5k5 5xc 3uu
954 955
9qt
1s0 1rz 1rq
24y
1z8
1z6 1om 1zd
9k4
2tq 3ty 2j9
6p1 6ry
ud
j6 8g7
57y 57z
1h2 1h1
2up 2v9 16n
2uy 2uq 4x
8dl
87u 7wq
9ix 9j8
9iz 9j9
16o 2uv 78l
7wo 175
40t
111
4wn 5n
83q 61t 55w
5k3 8ag
c9 8sv
c9 au 8sx 8sy
9iy 9j1 9j6
1lg
6yg
8jm uk
4jd 4jf 21c
4k7 4ki 74f
7wn
1lh
pn pm po
1vo
4c6
6c2 1i2
6cd
27q 996
27s
3bh
3a7 i5 73p
34d
d4
d3
1er
3y9
6j9 43k
4uf
1ff
43g
8kc 29d
8cy
a30 8wq
vm
84k 84j
5z
9qc
9q4
9r2
5c2
6aa 3qw 4fd 6ad
88a 88b 18m 2rt wf
37k 1j8 37f 92z
8pr
8h3
5sb 5sc
592 93b 6y5 6y1 8dt 2ow
2mu 5bn
5si
7v4
22f 524
3ou 6xy
3t5 fi
5yj 5yq 5ys
4lv 4ls
7sa 1jf 7ju
4v 2ml
2a5 4g6
rn
18q 18r 1mg
7xl
8bq 4r
8bp
4q1 2ms
43q 43r
43j
9mo 5v7
86o 7ha
4f6
3xv 4qz
5yv 871
676
3rc
4n1
1y8
37c 6b7
7uu
8dp hl hk
wd 7uy
814 fp
6eh fa 18g
fj 12b
8rb 8rc
2hq
8r5
9yp 1kj
1jj 1jz p6
8ir 8zv 17h
2if 2ig
4nd
4ne q5
9em 2ik
1d
54v
1ek 1el 1em
3gy
5xq 5xi
7jm
px py
p7
5hd 68z
70s
5xg
7ii 7m7 7m8
5rd 5rc
7st 7pk
96b
7oc
75w
5bm
8ps
2yl 2yr 367 a51
5u8 5ud a50
n m 62c 627 a52
1gm
83r 481 4d4 1gb 9is a53 a8i
481 482 7pj 6qx 2xo
8xh 5u3
880 882 4j9
3gv
5qv 5qw
8nw 8o0 8o1 8nu 8nx 5ua
9mb
3uq 3ux 3up
620 62a 1ub 8ms 5pv
100
6rh
5ju 5js 2f3
5az 63v 2fb
3c0 87x
2f3 4c5 36g 87x 885 3fm
91z 928 3h1
3gt
4tu 4u8 385
4tu 4tz 4u0
528 529 1lq 1lr
86b 86c
52d zw zx
ra ru 33p
1d4 34b
1d4 34b 9k
2xp 2xq ld 3z8
3mt 3n3 36k 3mx 3my
3mv 3mz 3n0 3mu
3mt 3mw
4tu 4u8 385 81i 81j 4tw
1r5 1rc 35a
7o3 7o4 3ef 1zz 202 35i
25j
8mf
1gj 1cl 4zt 8mf
86a 7gh 93k
1d7 1d6 1d5
1yu 7er 7eq 5mb
5mb 10g
5md 5me 24f 10g
78y 4u7
a89
4tv
525 4u2
3vp
2kw 7pi
88k 7nm 1t5
2mb 2mc 3lm 3ag 3ah 5be
3vc 7y7
2xb
8vn 8vm 366 8vo
8vp 8vr
77x 2f5
1wx
77y 339 5i4 881
333 336 9xy 9xv 108 109 10g
4t6 108 10g 6ol 1ak 218
ue
8uw 91f
1kc 4fi
8s0 8rq 8rz
16c
4hn 5qq 5qp 1ke
4m6 4m7 4m8 y7 696 7zx 802
699 69a 77z 780
ur us uu uv ut
84w 9tc
9xt 9xu 33a 33b 9xz
72i a2d
77p 77r 1ht 1hr 34l
82j
8u1 2wf 32y 7ih ns
13h
30e 30f
5r8
5ho
8rt 4fj
8t3
7um 7un 7i0
8pw
y1 4fh 3qt
3jf 923
803
8x0 8x9
2rn
523 4ia
8y4 4u9
6l4 1d8
6a9 rm rq
3zd 4ty
52x 26s
364 365 8vq 8vo
8t4 4p 8bl 8bn
5pu
a5w
7ew
6l8
1k4
5m7
6bk 883
6bp
2f6
21y
3ww 3ca
rp
441
5mw 4w8 3oi
6cy 6cx
9my 3li
9bb 9ba
6x3
3i0 9zs
50x 52f 3i2
4th 4tm 4tg
a8z a90 1bf
2yi 2yj 5a3 5a4
5a2 6rb
7pq
6ks 6kq 6kr
v8
1vq
7bi
8ve
6d6 1xw
5th 6la
a4k
60a 60b
49o
9b9
51l
533
4y9
7e2
6ge
7yy 5xa
4mz 4n0
5ou 5ot 5k7
5pq 51h
75b
68p 8s4 6i6
86s 86r
4ji 4jl 2bn 3nq 3u7
6qw 6qy 2xn
1m8 4jk
4jj 4jm 6xq 4jn 2bo 4jo
4tl 4sv 67e 67f
1g4
57o 1g9
1g7 7yq 7ys 7s1 9s4 9s1 9sb 7di 1ga 9s3
sy 8d9
1f1 1f2 1f0 1f3
1pa 44m 4pi 3in
8xb 8xc
7fi 8lg 110 1k5
9kq
7a6
9u1
3qp 3qs
3qq 6rc 3qv
60h 5yb 3m5
2yo 1lb
3kz
57u
5sp
9bh 9bi 9bj
9bk 9bl 9bm 9bn 9bo
6ko 6kp 6kn
7i
7h
9ab 4bu
1v3
2d0
4gh 4ll
271 6wb
9k7
a61
2ou 2ov
5ij 4ug
7a9
2sg 2s9
6lz 6lu
a58
1uw 1ux
3ri
4yr
17j 17q 6ba 6bb
2ku 2kv 35o
46q 46r
20a 20b
5b9 4zc 7nj
3eb gl
7ii
8mo
7gc
17z
7ex
4ts 520 77m
7e4
a21
2s4
79l
7vn 7vo
4g1
582 580
3sc 3sb 7hx
3r9 45r 3z1 3z2 6sg 1fu
931 6xt
29s
30r 30u
9wl 9wm 9wn
412 74m
9wr
9zm 9zo 9zq 9zl
9wg 9zo 2vr 9wh 9wi
1da 7bm
7l7
87p rz 2yq
7em 7en
jw 9zn
3qn 3qj 36m 2kc
5rq 3qm
2xa 1iv 2sh 2se 2sf 2s5 3qk 4sq
1j7 3s8
8e0
7pw
4zj 4j6
1d4
2pq 5dp
79v 874 79w 79x
5ap
673
4ae
5rr 5rt 2s4 2s7 2sb 7lc
5rs 2s6 7ld 2sc
2m7 2m9 2m8 1t6
3bo
71j
2r1
5pp
56o 56p
2uf
8vd
4f7 1xs
3zh
4j4
3wr
3
7g2
7g1 9m
5zb 5zc 5ry 5rz
31h 80s 80t 4zm
4zm 513 8pq
45v
of
8wt 4gg 1kf
2ra
2r7 2r8
2r6 2r9
39u
4j3 5wg 7cx 5wh
4uf 50x 9ts 9tt 4f9
7bs 7bt 18f
19x 4ii
1fv 1fq
7be 4uk
899
4xr 18b 3uo 7eo
7eo
8xm 6gi
3oy 7ep
3i1 2f7 1or
a5q a5p
ht 5qf
54z 550
2bk
1b7
2rd 1ea 6ue
5go
4nh
5k6 a65 532
6of 7v5 7v6
875
7yl 8da 8dw
4tp 7ym
6zo
70h
6gd 6gf 6gg 6jt
1m1 1m2 1m3 6jt 6lb
q9 qa
6bo
68v
9np wv
3ui
5lg 5lj
2bu
4ko 5mz 5n0 2f8
84b
8xg
2s8
69q 2y2
ea
17w
6m8 a8v a8u a8y 6z3
4po 1ms
2bq
40o
3x0 18e 7vf
1fw
4e0 79b 908
8bw
907 9tl
7bh 8mb 9t0
et 5m8
6ls
6cv ee
a4w
5gc
to
9d
5ql
9ql
5ln 5lo
yh
795
2m3
1s5 1s6
5so
7ea 70a 696 670
7lv 7lt 7lu
7gi 7nl
4dy 4dz
6yp 8y4 6yo
4jt
476
2xc
1k6
5wk
5st 5wm
a41
4k0
6pa 1ey
1vu 1vx
k2 1g5
6lw 6lv
3qu 3qr
5li 5lh
5su 5ss 80a
2w8 2w9
6bz
7d9 220
88m 8gi
6or 6oq 6ov
6ox 6ow
1xe 1xf 4lm 4ln
1ph 1pi
9zd 9ze
525 8yn
8yn
352 350
42i
1pc
5yc
4ly 4lz 6pi 3ol 3p9 1ee 4m0
9su 9ss 9sp 9sr
33p 2m6 8s6 8kt 8mp
rx ry
8s2
18a
5z9 5z8
7gj 7gk
7a7
9tr
9kr 7vg
2rl
4t0
6fs 7yr 1g3
6ft
50r 11z 6l5 51j 1xi
6l5 21z 6fl
1p9 6fl
9n2 9n3
8kh
8pk 8yo 8pm
6ic 6nw 6o3
4jx 6yq 8y5 4k4
eb
a8x 6m9 a8w 1s4
17x 17y 7da
3on 3om 3oo 647
5my
7eb 1p7
69x 6a0
5b8 6l9 442
8hk 1mx 9sv
t3 5r2 5r1 7iy
1gd
a4m a4l
6ps 6pt 6pu 4xl
eg
8mq 8mt 64e 1bi a64 7m5 8mr
7qk 7qi
6so 4w2
26g 87y 3jc 38h 26k
26l 26j 26t 38g
ra rd re y2
rc rt
4vx a5y 1oa
4vw 4vy a5x 6im 1ob
7p0
68o 8s3 9u5 68q
rj 52a
rb
a62 3k7
a67 5f3
8jl 1pb
5n2
8b9 1yt
4t8 4t9 383
7d8 7db 3cg 979
3qj 3qo 36m a3m
7i0 7i8 3dh
9zs 9zy 3i3 40
6v4 6v5 4z3 4zb 386 9et 9eu
24f 23e
24i 247 23h 23c 4wg
1xt 1hn 4wd
3jf 24j
7jc 7pm
4ff 4fe
2f0 2ez 2f2
1kp 1kq
5sr 59t
2a7 4uc 1sk
8rp 8ry
50y 8wx
4fw 926
8rr
4fk 4fg
uo up
7bn 4fm
9q1
8bb 8bd 5t5
5di 3ra
7e3
ed ec ef
9tj 7qx 3fq 8b8
5gf 5ge 1do 2c1 845 4zr
83p
1nk
5vj
7a 79
89c 7op 41p 1d3
7op 69s 69y 21e
5g9
9vu 9vt
9yh
9t2 1d2 4ue 1nn
9sw
7bu
9tv
7bc 7bg
7xx 7j1 1le 7ig 6w7 1p5
3ky
9t6 4m4 9xo
9t1 9t4 72d
9xn 9xp 9xq 9sy 9sz 9t9
9th 9tm 9et 1sv
40d 8j1 8j0 12y 1jn
168 16b
3ys 57i
9u1 9tp 9u2 3wx
2kp
1p2
1df
1dh 334
1db 1dg 169 1di
7b d7
1n1 eh 5x9 ep 20w 9jl
6zx 84 83 6fr
4kv
6wa 6w8
927 8xb
e8 e9
1vn 9cz
3g 7n6
270
8k1 925
4yb 8hq
2rr 4i5
14j 134
12v ah
1l3 6hu 1l5 1l2
1id 1ib
2qk 3u4 4hi eo
u2 2o9 2od
6ns
39x 39y 69u
5b0 5b3 3mp 3mq 8ot 87f 87g
4ph 1i7 924 9qh
8me
17p 17s 73o
4jv 4jw
4k1 7zh
5wl
9t7 9te 9jn 29r
3gw
9sx 9tk 9tg
16d 16e
62b
452
5xb
6jm 32u 2yp 2wp
2nl 2pg 2n8 2n9
2nf
9yq e7 en
450 4eh 3zc
1kl a3d
1ki 1km 356 a3b a3c 3i6 1kk
a3b
9yt 1ks
9yo 1ki 75q
8f8
3jd
7ll
1ld
196 197 475
475 11t 7v0 7z
7u 7w
3vb
wt
4et
w4 58n
a47
26a
1xo
a8j
8m9
2jv
1xj 21l
2fg 8h5
a82 i6 10b
qm 4o5 3j9
41w 4oo
14t 14u
3tc 2y1
14m 2lf a69 93c 20o
1sl 9yz
1lm 22v
1ln lp
c6 bk
3c x
c6 bh at ai
791 28m
792 793 28p
5hg 2vi 236 455
7nc a4c
6f6 458 3av
1o7 6rg
a4e a4a
45f
a4j 7bb
5t8
3rn
9kt
7o
957 629
i7
957 958 629
99b 6yt 18o zh 5hq
9dk
m6 10r
8ht 8hw 3h by
8hs 8hu 3h 1x bx
13a 1hv 77t
e1 4li
8pj a4h
55m 6e2 32w 54y 8yu
86n 9u6 9u7
1r7 1ra 3s6
9vs 4ch 8bc
84h 862
5nd
6r3 8my 7w6
2yn 2ym
6h5
9y5 9wk
3w1 8w4
462
uw 7az zl
71n 66x
o1 lo
5po
7wx
32z 330 331
32x 337
338 332 457
456 453
9au 2n6
563 561 55x
75b 2ij
lz 8nr 2g3
8yw 9au 9av 2ne
2z7 7dg 130
2wn 2wo 32s 32t 8c3 8c4 75o 75p
81n 130
8c3 8cc 8cb
8yy 8yz 9el 9en 2wq 8yv
558 3x2
2n7 77w
3ar 75m
4ub
80u 8zy 2tg 80w
8r6 8ra 8r4
9s5 9s2
7e1 91g a4i
2ts 2u7 3qe
1ig
4s5 4s4
3ye
4u5 52l 6g0
9ps
9pm 9pn
291
ki 2ih 5g6
7d7 8gk
3a1 za 3xe
7dn 9aq
15f 78x
75e 75h
6it 6iu
1jy
51k 7kp
1bv 1bs 7kn 7de
6al 3dg
7d5
8xi 4sm 6dm 3vn
31b
9cb 2fq bp
6hq 6ht 2lx 2m0 2os 7h1 2o6
2m0 2m1 35q
2lx 2lz 2oc 2o6
41y 420 3xr 9fk
90q
a4z
8cz a4y
3xr 3xs 370 9fk
1dq
1dt
1du
90r 90s
1dw 427
429 42a 9s6
21q 90p
9ff
4en 4dg
4em 4dg
6qr
2sx 42b
4ea 4e9 4cr
42f
34x 34s
34y 351
4ol 4ow
8qv 4pb 8qw
8qv 8qy 3gn
6if 6ik 6il 8qx 3lk 3lh
4vc 2e9
4w7 2r0
yi z8 107 13c
13c 13d 13e
13f 13g yj
5cv 90d 90h
90f 35c
102 4w0 d1
50q
90i 3lp 3lr 90g
7g3
9ay
22h 2p4 51d
3lo
2x4 3lj
61u
8xe 90a 6hf 6hh
9sn
2qv 14b 2qu 2qy
8ri
4w4 8oe 4w9
5ps 137 82l
7yo
9z8 9z9
4w6 8of 138 7yp 82m
5r8 2h0
o6 7io
9fw
o6 o7
8cv 5rg
5mt 8d3 1i5
4xg 3ij
ib 9me kc 80o 80r 1rg
tp
185 186 5zu
5h5
1wu 1w7 1wa
5zh 5zm 5zn 5zl
7fj 7fk 7fl
1mi
6cz
2ob
9kj 4pn 4pm 4ms 4ps 1zr 7dc 4cx 1m0
97u 2oo 2or 6gh
5mo
9yd w6
2sz 92l
9st 1mw 1mv 5p
540 3tl
25k 24e
25o 25m
4k7 p 8vh
9mi
ok
5hh 9ce 2ft
7dp 7el 2ol 2om
6hs 6hr
7zk 65l 2gc
2op 6hv
16f
1ip
6wz a7p a7q
32v
24a
24a 57c 23d
1t2 1t1
5ip tj
2pf
3it
4mt
8iz 1a1 1iu
1e4
3g0 19t 8x1
3dj 6su
3p6 3do 3dq
994
a23 a24 5jo
1nb
4p0
46t
4ib
4t7 6za
8ov
8ov 8pc 3gl
1w8 1w9 1wc 1wb 1nd
tc 30i 30l 30j
2i 3y
3z
4qh
821 823
9sk 1mu
6e6
82i 8x6
1ys 4r9
o q
e4
83o
q
4zf 9eq
5n8 59a
4zh
2uw
32q
734 cj
5vz 5w0 a3l
qv r1
25t 25s
3p 3q o3
2d9 2db 25r
79d
8iu 8c2
1xq
9t3
2d8 2d7
4js 79p
79i
54 41r
a68
8xn 9fj 5ih
3hw 6t2 3ur
l7 9hz
114 9yl 888
887
89n
9p8 ct
949 94a
12l 5zk
10u 5ex
9cg 2fy
a3e
8p2 8oy
2wb 850
5k0
a4s a4t
8un 7j6
4pe 4pg 5ev
2pt 8j9
5ze 5zd
30m
5eg
9mg 73h
6vv
9cb 9cc 6d8 6d9
2fw 2fx 2fu 2fv
5s0 5s4 39o 5cz 5d3 393 n5
9f7 9fp
54w 559 5cc
99q 5dj
99m
8zk 8zl 8zm 1ni 962 963 4ax
6kd
a2 a4 a5 66k 25b 25d
89q 89r
89y 89z 8a0 hp hq
2re
2rg 2rh 3pa 5y7 2rf
8zp 9z7
8zn 8zo
4zw
lr 1ku
5a8
a02
6o8
5w
1sw 1sy 8jg
89b 48s
9qf ev ew
5ph 5pi
2ar 2c8
ke kf
lq 4vv
30 3ht 3hv
9f9
5a5 5ad 38i 4dt 4dx 37y
5a5 5a9 4dt 4du
5m2
76x 9vr 9vq
9vl 9vp
93v
88p 6hi 5o3
5lv 8rg
9d6 4sx 1nd
8a8 940
5u0 10d 4cp
bs 5qh aq 254 23p
bs 254
6v1 6uz 7q8 7qa 7q4
6up 269 265
8lj 55i a2y
8nx 8o3 8o9
7eg 1sa 4cq
a2i 5px 199
2cx 6zb 9dy
2jo 2jt
7w4 7wf 3eu
7w5 s2
3rs
2w3 sm
2cr 87a 2wk 9qn
7do 9qs
s3 s5 sc
s4
7w7
78i 78j sa sb 7wd
7w9 7wa 7wg
qz
8qo 8qu 3gm
8qo 8qq
7pz 7q0
65n 65m
8mi 8mn 3gj 9u3
8mk 8mj
9xe
4q0 4pw
7x5 7x7 3ew
7x1
4cd a00
7ct 7cv 3cf
7cu
6f1 6f2 3aw 4hr
8d8 8md 8eg
91j
9qu
709
am ap 33l 2r1 2rb 35v
az b0 2r1
aj an
ao 2r3 al
4ua
4ru 4rz 382
1cm
4rw 1cn 4s0
4ru 4rx
11v 11w 81 82
11v 80
4rv
7xm
4ry
75y 763 3c9 76c
76b 76d 760 75z
76f 76g
75y 761 762
7g8
a27 918
45k
45m 45n
6qz 6r2
6r1
764 76a
1yv
8b3
6lh 25f 6jr 6lf
6zj 6zg 6zh 3bf 2hv 9bq
2hs 6zf 9bp 9bw 1y7 6zx
20y 6j3 6j4 27g 27v
5xw 5y2
76y
2i9 704 9c1 705
703 2i7
707 2ib 9c2
6zj 6zk 6zx 6zz 9bq
9ns 9o1 3hf
9nu
9ns 9nv 9ny
9o3 6kv 309
9nx 11u 9nz
7ck
58b 4j9 9nw
4vf
9o0 912
67k 9nk
3im
6ob 9no 6oa
6di
3ak
7xn 3le 3lf 4f8
807 806
830 7md 5g6
831 5g7
82t 82w 7kk
82r 82s 7jx
82t 82u 82w 7kk
834 7lb
82x 82y 7kx
6op 832 x
58y 82v
83t
83t
7mt 7a4
7a5 7mv 7mu
26u 7my
7mx
26i 26v 26z 26r
4a0 49z
7p3 7p4
3lc 3l9
8ta
7lq 8tb
so 2le
8x8 6oi
2zm 4ni 937
2zn 8a4
tc
1cq
4lp
1cr 4lo
5tb 5tc
17c 6r4
1rl
88p
1ez 3f1
4je
88u 4j9
6y6 6y7
2es 2g0
896 88y 892
88x
48t 88w
8zw 8zx
2wm 9ds 2cs 8ux
a5d a5h 8w6 8wb
8j6
41b 41c 2wl 8e6
2wj
vj vk 33w
8jn 8jv 3gb
8y4 8y6 4mc
5ki 5l3 39i
a2q a2s 3i5
2v1
8p3 8p4
8p7 8p9
603
608
4u3 4u4
rk rl
4h7 4h6 4h8
7yc
1cs
1cs 1ct
79n 79r
93t 93y 3h3 3pd
5cw
1b5
7kf 7ki
7kj 7kg
7uw 7uv
82p 82n
82q 82o
3ki 6gk 6gj
1y4
2j3
1j3
3xw tl tk
4jh 3l2 4j9
4ja
59d
6f9
56e
56d 2ph
7mw 6lk
4cj 4ci 4cm 37v
4ci 4ck 9si
6kw 6kx 6ky
2nj 851 2nb 2nd
4o7 5ta
r2 r3
28a 60l
nn 89t 2bc
89u 89x 8a6 8zs
8zq 4dv
4dw 8zr
93x 8a5 83s
5ac
91v 5cp
80m
5c1 5c0 8wp
89v
2s1 2s2
740 c0 9x9 9x4
741
3t5
2l6 2l5
60t 9z4 3uk
4i0 1ko 1kr 4i2 7kw v7
470
7i0
85q
85r 85y 85v 85z
5y5 4ah 5y6
921 9qd 2mg
8v8 8v7 4c0 4c2
8h3
9ck 9cj 2e4
972 974 975
7k7 7k8 7l9 98v
8yj
88z 6xk 2c2
81k
3hw 3hx 81k 81l
5p2
6qa 92x
2jw b7 b8
8bz 8by gb ga
89w 93u 8aa
8a4
8vu 9jf
3w0 3xl
45x 9r4 4zi 8xl
5tk 6w0
9ud 45y 4eo
4l0 5s9 5sa 1js
4l1 4q1 4l2 4l6
4kv
6lc 7bj 33h
8lp
3z3
2tr 2za
2ew
52r
79j 79m
4g0
8gh 1ix
6a3
7vm
2nm
7gc
7hr
580
9w0 7hs
a3y 37t a3x
45q
3z5
3r8 3l0
531
35z 2ll
691 9jg
4hk 3uh 4is 1mz
3sd
5pr
9u4
6g6
9ka
f1 f0
8u0 8tz
7kv
7m0
164
483 485
167 165
4ag
5y4 8e2 39b 7oj
9vf
2sn
a2e 435
9zk
2b6
8vv 8vy 8vz 9it
8w1 8w9
48k
48h 48j 37s
4kt 4ku 4ks 8fk 8fl
5sf 1m7 358
2mj 46e 91x 3gz 7jr
463 464 3n7
46h 8wi
2mi 6jd
5jv
7vc 7vk
6mw 8qk
4zy
45g
8wc 46d 467
4l9 4l5
468
8wk 8w3 3w2
32m 32o 46j
32k 32m
46o 461
46i 9ue
46l 46m
5d6 46c
3rv
3e4 1gr 466
5oh
460 469 46a
4l8 4lc
4lb 8jh
50t 50u
4fp
8w5 3xm
30b 30c
465
4l4
5bc 5bd 5bb
92f
64n
9kd
a5g a5f 8w7 a5e
8w8
a5r a5s
712
a5r a5u 3i8
8cq 63
3gd
6ld 6lg
76e
765 767
766
8cn 6lm
6le
nf 5to
45l
4l7
8wm 8wa
46k
46b 32l
45t
4hl 3uj
36v n2 2w7
9ki
8wj
8wd 46f
8wg 8wh 46g 9e0
7hz 7uj
9yy
5qi 5qj 39r
w3 42k 377
vp w2 58p 58q
58r 57
42n w5
7jw 8bx 7jt 7qh
8zt 90t 7mc
2d6
9sh 4y0 4y1
40c
8jy
5to 1zs
a28
3ws
7y9
31j
324 326
58j 31l 31p 30k
31n 31t
325 wz
6lt 3h7 3h8
6lt 6m0 3b0 c1 24r
a4g 8yg
19n
1a8
19l 19m 345
2t2 2t3 19p 19q
19y 19s 19u
7po
53q
92e
7ey 7dr 7dq 7ez
1a3 1a4 4tn
2bm 1ap
19r 6lx
4vp 45w
1zs 1zt
98r zy
4d2 4d3 37w
70o 70q
3m7
5jr 5jz 39e
70r
3wv
12q a7g 7cl wy
ww wx
2iz 2j4 35l ws
8dv
7bc
93e
85n
30v
6d0
5al
3bg 6j8
5gb
4fz 4fy
8ma
5x0
21u
1gz 1ht
17v
4nl 2tv
8oq
2pi
64
5gi
9sh
9sm 1mt 8or
69r
69t 6a1 8jj
39v 690 52b
7re 4rh 2jl
31r 31s 3bk 7ug
yk 19o
41h
1a2 6ly 95o
19w t9
6jv 59y
5g3
85u 5fz
85x
8b2 1gn
8s1 9sj 93h
3ig
7m3 31z
3if 3ih 36i 9q1 14z
150
31y 7bf hf
59y 188 18c
1eq 4gw 2p7
42x
9xh 7p2 720
7hn
4h3 7hn
64w
653
64v
8wo 9ws 2l3
9kc
9nf 2uh
2uh 2ui
9wj
2mf 56
11p
45p bc
8oi
7ww 7wz
2tm
r8
8ik
5pn 6el
56c
4ai 4aj 22a
966
9qa
42t 3no
o2
57k
2pd 3n1 3n2
6nt 715
1ye 6ef 2wa
74j 411
2yt 2yu
47p
21w 21x
2fn 4lk
7oy
62m
7nu 2j8
2xu
9yv
ue
9vk
9lq 9vo 9vm 6vu
73q
74h 74i 3bw
7io 743
675 674
8ln 9ad
3hz
1xg
193
3r7
7oz
7pf 7pg 3ei
2xv
26g
3kb
65c
9x3
9x8
85j 85w
865
9yw
15l 9yx y5
416
417
4gi
4gi
9oo
8t6
744 7la 6gl
73v
864
85l
84v
3zb
9xg
gt gw gx 1wz 5pk 5pl 5pm 1wv
3v1 3v2 3v3 7l 7m 7n
6t0 6sz gz gy 6d3 8az
8tk h0 8ts
8aw 4wi 11h
508 4sj 89g 4sk 44y
687 67z 681 688
50k 78k 78e 7g0 7fw 7fx 67x 67y
50e 50b 50c 6ml 6ma 6mn 6mg
50b 147
8a 7z1 7z5 88
6mj 89 8g 7z4 7z7
3vm 3xf 89h
7z0 7zb 7zc 775 776 777 6jq 85
zd 8v0
zb zc zd 8v0 8v1
3x1 3x9 36w 3xa 551 556
3ad 2c8 76m
74k 74l 54w
6ni 6nf 506 6ng 6nh 507
6e8 6e7 6e9
1ma 1mb 1md 1mc
2c5 2c3 2c4
5ht 5hs 5hu 8ap 8an
6wv 6wt 6wu 8uy 8uz
6wr 6ws 7wy
6wo 6wp 6wq
9yi
1ts 1tt
b3 b5 b4
6fu
1j9 2dq
8jd 3g9 8je 10n
90k 90m 90l
8m3 26 8m4
7lk 7ln 4al
7np 9sd
9se 7ns 7np
4xs 4xv
5sd
7c8 51n 7c9 51p
40g 5j2
a1q a1y
vz w0 5jl vw
6at 6aw
3rz 3s1 3rw
9f9 9fa 9zh
9f9 9fa
9hv 9hw 9es a3r 96y
1gf 4tk 2vp 34k
1ad 6tn 3s7 3b8
7pu 7pt 6pm
7uk 44 ix
9ct 1d1 9cu
183 188
648 649
9ci tq 17i
6m1 3wz 9zi 6m5
3io 3is
522 37h 98z
7av 7ao
7al 373 37j
uw 7az zl 7b1
zj zi 3ss yd ye
50m 2cj 5cy
505 2ck 9ae 50n
50p 50o fz hs 50d
2cf 7q3 9ev
3n4 497
46v 46z 46w
2pk 2pl 8t6
492 493
2b7 2b8
7i 7h
40e 6qf
9ab 4bu
nq 3wd 65r 6yi
4ed 4eb 4ee 4ec
272 273 66l 1tx
7uh 6wn
6g 6np 6nq 9wt 98w 3wi 15x
5tx 4v1
9pd 1xr
60m 5b6 6o4
854
2j8 2jd 2ja 7dk 7dl
85o
1uw a63 1ux
1ab 1ae 47h
408 491
7lr 410 4b8
513 514 93g
1tb 90 1ta
gn go 796 797
hc hd
94s 1ec
2bh 2bi 2bj 951 4zl 87s 1e9
203 1v2 1zy
9i0 9i1 69w
7wh 7wj 7wi 115
5y8 5y9 2dr 2dq 7m2
7vx 3et 6a6 3ev
501 60d 9n1 879
9hq 9hr 8eh 8ei 9hx
62l 3af
7mg
tu 1wg
3s4 4ye 3s5
8n0 12t
1uy 1v0 1uz yx
9a2 9a3
9m9 9ma 2ye 6sy 7wm
1a9 1ai 1aa 1aj 1ah 1ac
7b5 7ba 7b9 3cb
96l 867 868 96m
5y0 4mp 4mr 5jq
48k 48i 8b8 6nx 6o6 7v1
48h 37s 48j
8b8 49u
6ch 6co 23u
1me 1mf
64a 13w 9e 13x
5i5
94 95
8dk
8dj 50g
2gp 2gq 88i 88j
95r 95t 95v a8d
4ny 4nz 4o0 4on 6f4 6f5
2vw 2vx 2vy 3pe 3pg 3pf 2vz
3wb 3wc 1ty 1u0 1tz
6dp 6dx 6dq
4id 4if 4ie 409
66m 66o 66n 65q
9az 9b1 9b0
418 419 41a 6aq
4bn 4bo
6zq 6zu 6zr 7b6
5pg gr gs 5pk
8nk 6oc 4i4 4i6 1y5
d8 6oc 9e6 9e7 28o
7nq 7nt 9c 9b 7nr
da d9
7es 1p4 51c tm
92v l4
46x 82e 46y
78y 9gz 9g0 2by
9gz 9h0 9h2 9g0 9g1
790 2wh 6ee
794 9h1
ei
ei ek el
67q 682 ej 11m
65k
1xv 1xt 1xu
3ac 3ab 610
63t 63u 9k7 8mg
43z 43y 440 3ko
64y 3x7 3x8 652
8c 4vi 30w
6y 6w 6x
6v
6lz 50x 3x4 650 6nj
3x5 3vu
4yc 5co
4xm 7hg
3f7 dn
62k 3rh 3ae
3rh 6ze 4lq 3ox
7u8
7c1 9xs
5dq 5j8 5dp
gc
283 284
3so
3se
2qj
1sc
1gp 1gt 69b
1gp 1jj 69j
vv 99e 9nr 70m k
5jj
45o
6r7 40r 3cv 7k 2yx 40v
103 3wk
69e
4tb 4tc
9n0
7ke
4tj 8bi 2zu
2zk
2nz
a2f
3nn
307 849
2zt 7a0 86v 305
38y
4ti
60c 60e 60g 60f
7xd
tp ts 38z
3wa 8sr 3we
6ra
1a8
407
5j4
183 3ue
1ri 35b 23s
65p
374 40z
a0x 10a
a0y a0z a10 a1j
a1j a1d a0y 1tg
a13 a12 a1g
1ti 1th 6w5
a1o 6w4 6yf
2zd 6pq a1c
4ik a19
9zt 9zv 290
51y a1h
1gg a15
48l a1e
343 a1m 6wc
2gb a18
9tn
a1s a1f a1n 78
4nn 4np 4no 4n7
18i a14 j3
a1a
a1b 6hd 6he 3il
4nl
a16
a1l a17 a1k
a1r
5z4 5z3
5yz 3rq
km
6cp 6cr l0 l1 6ct
kn ko kw 6ck 6cl
7xg l3 7xe l5
1fg kv 7xb
1fk 2ks 3g1
1fl 5go
4wu 5go 3r4
85q
5eb
3kk 3kl 3kj 16g
55z 60w
9u0 8m 8k
44p he
7xc 7xh 7xf ky
18w 191 7xa 7x9 2bg
4kz
3kf
kx 59f
5ez kz
6ap
37a 44u
44d 44h 448
446 447 44e 6z hy hz
44s hw
8qm 7w0 37b 44t 44g
8wr 6ax 6ar
6as 1lc 6b4
6b7 6b2 37c 6av
64d
5yy
5gs
a70
4pd
9ob ra rf
8h0
kp 1db
9wv
6q4 6q6 6q5 300 301
6j6 300 6j5
45s 44n 7w2 44o
td 3ru 94u
23r
302 60v
637 633
6pf 7ze 8b0 4ta
24c 7sm
6ds 6dr 5nz
2o0 6p5
30s 5a6
7vs 306
50i 509 50a 50h
4kf 4kg 3jb 4ke
6um 6us 6oy 6ur
7yd 7ye 7yf 6uk
2dw 2dy 4z9 7ca 4z4
a8f 7y4 221 7y5
9ha 3gh 211 50j
7v8 7v7 9ut
3wq 34v 29u 34w
34t 29t 671
33r 29t 29v 348
9sd
4fs 7wu
6sr 9li 7vb 60n
353 354 355
9yb 61z 6sc 6sd 9yc
7c4 7c5 7c6
2lw
2y3 4p8 4cc 98g
qj qw 7gn 66c y0
4rk 4zo
8gk 8gr 3g3 8gs
8gl 8gm
qt 7go 6xd 2rq
2ro qo 7qw
7q1 68r 68n 7q2 5j1 a8g
9x5 9x6 6fq
4p7 1in 1io
qm 4o5 3j9 3ja
9wf 8ko r7
8ze r6 8zb
41w 4oo
4p2 q1 qy
59w 59v v0 7dt
8ij 1az 1b3 8ii qn
a0x a1t a1x
4ul 1yp
qs
qz r0
60j 5l8 5l9 60s
9bf 6g5 6g9 9bg
285 28e 2er
3nd 3ne
3nl 6bt 6bu 6c0 3n9
3nm 6ce 6cf 6cm 3na
3ph 7qv 5jv
2xd 2xf 2xg 2xj 2xk 1no 1nq 2pn 3qb 3rb
2xh 7eu 2xi 1np 2xe
ug ui 3zo 3zt
3q3 61w 8lq
2xm 3qa 41v 8lv
2ts 2u7 360 2tt 2u8 1go
2ts 2u7 3qe
3qh
80b 80c 3q4 7ie 7if
8br 1o8 3q8 6mo
3pt 3pw
3pm 2jz 35n 1nt 8y0 8xo 1nu 2k9
8ih 8ig 40j t4 5oy 2u2 6bv
19h 19g 19i j3 im 18q
3mg 3mh 2c6
1sb
3ka 36h 3po 4mm 4ml 3kc
3kb 3po 3ka
5hj 5hk 9vz
5hi 5hl 398 50w
6qz 6r2 8h2 2vt 6r0
1al 1am 6f7 6f8
55v 55u 55t
58u 58v 58x
8lb 8ld 3gc 8le
989 5sv 8hn
6ll 7bk a5j
a5i 2rv 35y 2ru 2rw a5j
20n 3ps 1lz
1ds 1e5 425
2ga 3qf 214
6km 3qc 8ys a8r
1yg 1yf 714 713
3pi 3kd 4fr 7v 36y
4fq 3ke 3pv
3qd 222
7ug 4xt 7ui
4xn
89l 3q6
5ag 4xq 67a
3q7 3pu
3pn 38b 3qg 6qv 8lw
7ix 3q0 5xx 2oa
4h2 8if 8j4
3pk
3pp 3pq a5k a5l 7wp
3pz 3pj 8h1
3px 3py 3pr 3q5 60
uy 9ko 1yq 8ho 3f8
7qe 7ow 7ov 69d
v1 v3 v2 v4
716 70w 710 64o
70w 70z 70x 70y
3q1 3q2 91x 58w
4om 4od 4p1
3zq 3zv 3zo
1qr 1qw 1qq
62s 2qn a2g
5lq 5lp 636 3t0
5lr
638 639 62t 643
62t 62u 62v 5ls 630
632
397 80d 394 9b7 396
5d 54g 63c 5vs
642 62t 631
62x 7fc
62y 62z
2wv 2ww
5nd 4yg
5nr 5nt 5ns 207
5nl 5nm 5nn 5nf 5ng
7c7
2zw 303 73n 304
8a1 8vj 8vk
45c 8ep 45d
8um 68k
5j9 5us
80e
qe qd qf
gm 1zp
5ne 4yi
6hn 6ep
2ky 2l1 2l0 2kz
91t 91u
7s3 7s4 7s5
4pc 8pe 8pi
5ly 5ve
9u6 9yk 9il
2ar 2as 3n 76r 1m4
86n 878 1sf 9u7 9u8 8v2 3x2 54x 9u9
9ua 9uc 9ub 87d
7gt 7gs 7gx 7gz 7gu 7gv 7wk
1r7 3s6 3sa 1ra
49k 49l 9os
9vs 4ch 8bc 45e
8qp 4gn 26h 2m
7w5 6r3 7w6 sm
3rs
2w3 8il sm
7d3 7d2 7d6
s9 5x6 7gw
3tc si 7gy 2y1
2sw a2h
sf s8 sg 7m2 59s 7m1
ze zf
4z1 4z2 4z0 7qs xz 4yx
4yv 4yw 4ys xx
4ys 4yt 4yz 6mm 7qr
3f9 3fd 4yu
3wg 3wh
2p0 3fa 8ns 5if 2p1
624
1b1 4yf 4yh 4yd 1b2
3sh
7zq 7zn 3fg
3ff 755 757 5ur 9pq
3fi 8xo 8xr
3fb 93d
6j7 4yj 3fc
2y4 7h0
5sg 1tv
5rx 5sk 1tw
d6 9e8 3wj 2jb
1ce 1ch 2jc 1ci
2ps 477 478 99y 5h0 k0
7qq 7qp 7qn xy
2gk 2gl 3fh 8ia
2ot 5gr 5gq
64f 64g 798 64h
1gv 1gu 1gs 1gq
3pl 2a1 2b9 2ba 1tp
9r5 9mt 9ow 3hi
16m 4bt 4bs 1e7
8m8 a66 a60 3rj
8vb 2ha 2h9 ku
59c 4bw 59b
kr ks kt 1gc
6om
a71 a72 3ia ou
9x1 9ww 9x0
9wy 9x2
9wx
kq 1de
5rw 6k1 6o5 6py
5k9 7ny 3ee
9k2 9k3 5ka 5n9 5na
2vh 3nz 2to
1o6 i g f
6x2 3fe 4ve 6x5
7bv 1a7 9oc
1fx 4x8 1oj 4x9
40j 47s 7l4
5gz 5gp 5gw 5gv
5gx 5gu 56k 5gy 5gt
5n3 9wz 94f
2ge 4fu 4fv 5f2 l2
5f0 5f1
7nz 5kc 4yy
xw 5kd 7o0
41 5kb 43 42
1dy 1e3 1e5
6gn 1zo 20s 4ur 1zq
6go
1tk 1tl 1tn dl 1tm 1to
7xl 3t7 2tp
20g 20e 20f
sl 7iw sd s6 s7 se 6bg
85r 85y 85v 85z 5es 5il 861
1dk 34i 85p
84h 84f 85m 862 1dn
8ar 7y6 1dm 67 8be
8q7 8qe 8q2 8q6 8qj 8q0
8q1 8q3 8qa 8q8 8qi
8qg 8qh 8q5 8qf
8q9 1p0 95l 8qb
8qc
6o1 3b4 3b3
6nz 6o0
6b1 6b0
64i 64j 64k 7zm
vy 60y
vx 60x
61z 61r 3xb
3o4 9km 6ub 6uc
7xy 69g 5uj
3pc 3pb 4hp
3cn
69h 7xz 4up
4bb 4bc
6un
5ww 5wx
9ni 9nj 8em 7cw
98q 98k 98o 41s 2gv
12e 128 2h1 12c
li 5c6 5cl lm 124 5c7
6sm 6si 6sn 7q5 7q7 9kz
6sj 6sk 6sl
8ku 8ky 8kz 8l5 8l0 8l9
7t5 7tk 7tl 7tw
5e0
8sh 8si 8sj 55j 55k
5c6 5ca 5cb 5cd 5cj 6ez 6f0
8zk 8zl 8zm 55g 55h li lj
1y1 1y2 6vm 6vn 6vk
61f 61g 61h 6ui 6uj 94i 94j
61e 61j 6uq 263 5e2 2ue 61i 77h
3v4 3w4 967
3v5 3v6 5dx ig
99m 99q 5dj 7u7
99m 99n 5c6 5cm 38x zr zt
5dv 5e4 390 1ic 6io 8l0 8l6
9wa 77g
54w 559 5cc 55l 55a
9z8 9z9 9uz 5qa 5q9
7yo
7uc 8zp
9tx 2um 2ed 9kk 9iv
97e 6z1 6yz
9mg 9lt 73h 6sv
9rm 6c4 6c5 277 2np 2nq 6cc
2nw 2nx 3xn 43x 1wr
6uz 7q8 7q4 6v1 6ux 7q6
a2 a4 a5 25b 25d 66k z0
5uk i3
2un 2uo
2g4 2g5 6vo 6vs 2gz 2gy 2gr 4wb 4wc
67b 8lb 5en 67c
6wl 2fz 4qk 8u6 7t7
6z9 560 8ec 5e9
2j 2h 5o8 5o7 74y 41u 2gn
72c
6wm 2k 5oa 9lc
13i 139 13j
203 204
61s 9wb 61x 61k
67p a3g
a3w 7ue 3rm
a3s 9as 12o 1vv
8sd 8sc 8sg 8sf
a3t 6a 6yk 3ba 1vw
5h8 4xj er
6yj 3x yl
8l1 41t r9 1vv 5jp
1x1 1x0 6n2 6w2
49 4a 8z
5q5 5q8 5q7 5qc 3to 5q6
3ex 3f0 2go 3ey
bs aq 254 23p 487
155 15m 15i
a6u jj a6f
jk 228 25h 227
7yn 91w 3rl 7tr
7tu 8l3 4of
8lj 55i a2y 8l4
5ck 1pf 1pe 55e
2gm 7to 99o
5o4 5o5 72h 72g
29l 29h 29i 29j
1us 1uo 1up 1uq 1ql 1sg
8ai 8aj 8am 8aq 2wu
2ws
4xc 4xb 8av 4xd
656 65b
6ne
1lv
17r 17j
3e1 415
3an 3ao 2bt
8a7 93t 93z 5cr
76v 76w 76u
49b 6vw 21i 1nm
54p 53s
608 606 5zo 4b0
603 4wf 4we 5zs
5ea 5g4 391 5ed
3t4 7rj 7qt
72v 1hq 6dn 6do 7rq
5bw 5ef 5ik 5bv 5bx
20q 72f
5g 47g 47f jf
ox oz h4 oy
2ub 85a 85c 2ud 3x6 5dw 5e3
41j 41i yy yz
177 6ez 17a
5e7 5dz 5e8 5e5 5e6 5e1
4xe je 2tw 4xf
4oe 4px 4pz 4p5 9m6 88s 4nt 4pa 1m6
4px 4pz 51t 4os 8o8 4zp 4zn
4o2 4o4 4op r2
8o2 8oa 8nt 8nv 8o4 8nz
645 646 4ou 4ob
lb lc
r2 r3 r4 4oq
44s 61p 30z 6ao 8o7 5u9 7tj
2y9 5x5 2y8
2eo 2ep 2eq 4ok 4oj 281 4ox 4rl
7ty 7tz 1vz 1w0 76p 76q 7tf
4qi 4qg 7uf 99p
4qd 7tx 4cu 4cv
7tt 6iw 6ix
88x 4p3
6ip 7u1 42p
2n6 7tp
84y
2nj 2nb 2nc 84x 2nk 2na 2nh 2ni
4qf 7t9 9o2 7u4 4qe 2g3 58m
lz 8nr 2g3
7u3 7u9 70m 7u5 8uw 7ub 8ym
2li 5m1 2lh 2fl 2lj 2lk 7ti
3wy 7ts 7rg
68e 68f 68d
7tc 5c9 5ci 5dy
fe 3sz 961
95z 960
7u6 7tb 7rm 7u0 7t8
7ud 98m
5qq 5qp 7tv 4hn 7tn 5ud 884
6iv 1g8 1g6 5j3 a54 4d5 4d6
83r a95 4d4 a53 a8i 1gb 9is 481
4nx 4nj 4tf 3l1 3oj 2vu 3lg
4el 1gy 1je 4sz 1gx
5jd 5je 5jg 5qe
4ef 8rv 8rw 8ru
2ec
8f 8l 8h
9m7 9m6 4og
7t6 7u2 3o6 3o5
94n 9lz
2je 2jf
2jk 4oc 4p9 2jn
4ol 4ow 4oa
6hq 6ht 2lx 2m0 2o6 2os
896 88y 892
893 897 895 894
6y6 6y7 5bz
6xm 6xn
8rm 8rn 8ro 56b 8hi 6pv
xd wg wh 4sw
88p 890 3fo
898 88r 4o8 88q 48t 88w
vj vk 33w ve
7w9 7wa 7wg 7we 7w8
2ii 2il
2hk 2hl
2e3 2e6 2e7 68c 68b
286 28d 289 28c
287 28f 28b 28g
2a 1fp 2g
55d 7tq 8l2 8se 55f 288 4py
a7w 2ua 2uc zv 8lz
178 179 9ty
160 1h9 8c1 5p4
9zb
5zh 5zi
5zh 5zm 5zn 5zl
tp 4hv 5zq
6cz 82a 8mz 6n4 6n3
185 186 609 187 5zu
1mi 3cu 4pk 1mp
4xg 3ij 5f5
ib 9me kc 80r 1rg
kb ij ib 9lg
5h5
5f4 85f 604
82b 82c 3gi 3co 8zu
7fj 7fk 7fl 9kf 9kg
3ct 3cs 3cq 3cr 8gv 9k9 3cp
8gu 9k8
4ay 5zt
5zp 5zr 5zj 4b3
4ql 6nn 6no 4sf
2td 4xh 8lr
6nk
4n5
8n5 8n7
6nl 6nm 4qq 4qr 4n5
4qw 4qu 4qo 4qp
4qs 4qt
4qs 3g4 622
3ix 4q4
21j 27j 8k6
70 9vi
4xi
v9 vb 20v
vc vd
3j6 3j7 3j3
3j5 3iz 3j0 3j4
7eh 3j2 37q
8j7 8j5 7ei
37m 9ju 2pm
37m 37r 9jv 9jw
1d9 9js
1l8 1l7 1l9 9jx
4x0 va
1b4 37p
37n 37o 4b1 4b2 3iy
3u9 3ua 3ub
96j
tw tx
5lk
a4v
3ql
7lw 92p 92r 1zf 1zh 7kh 6jx
7lw 7lx 1zg 92s 6jy
7lz 7ly 92q
2t5 6z2 2t6 2t7
195
4q9 4qa 4qb
7h5 7h3 7h2 7h6 7h4
69n 69o 69p
2hb
92t 92u
6rv 6rw
44l 9nh
93a 939 3yr
18l 18k
434 433
69 a42 7km 6z4 3sy 3ud
5z0 5z1 5z2
6de 6dh 4pl 6dc 6dd
1zm 7e0 1zn
67p 685 6hj 686 5zy
68
5qk
79a 799 xt 3n8
5f8 85g 5ja
4vm 4vn
85h 85i 5f6 5f7
4vk 4vl 9i6 9i7
4vo 604
1w2 1w3 4hw
1mq 1mr
6ut 3b9 6v8 6uy
94t 95y 3h4 95z
ji ir kh 25a 5u6
8xv 8xw jl 605
8xy 8xs 8xu 8xz
6vg 6vh 601 602
5o2 2y 1t 5uo
77 76
7i5 6pa 9jq
1l6 81v
6pc 7i6
1wu 1w7 1wt 6pb ja
9hu 97
6em 12l 12m 8xp 5zk
5sj 5se 5sm 5sl
4xo 6az 3wp 490 20r
5zv 5zw 5zz 600 4az
9m8 9mc 9md 1l1
6cg 6ci 6cj
5zg
4qj 28w
9kl 2u4 2u5
6r5 6r6
8ov 8pc 3gl
8ov 8oz 8p0 te th
8p7 8p9 8pa tg 8ow
8p3 8p4 8pb 8pd
8p5 8p6 1mk 1mm 1mn
1ml 1mo 1mj
tf
3f2 8cx 59r 8p8
7ev
8ol
9nq
40y 1e8 8j3
8fh 8fe
4d7 4d8
1oh 5w4
42g 42h 2dc 1e6
tc 8ox
3y 2i 5o9 5ob 7ta
a6y 8p1
8un 7j6 8up
8uu 7j3 1yc 1yb 1ir
7j3 7j4 7j5 1rj 1rk
7ja 7j7 7j8 8ur 8us
7j9
8uo 57s 92 8uv 57r
7aj
74b 74c 748 4b9 4ba
6to 9an 2dz
8vf 25n 17d
25k 25o 25m
4k7 8uq p 9mi 9mj 8vh 17f
1sa 4cq 7eg 4co 7ed
33 39 34 36 37
6wz a7p a7q a6t
82j 82f
6ip 8ut
3t1 5mf
6xp 4k6 4k5 6xo 2po
1nx 4vd
4v4 4v5 1nw
4f2 4f3 4f4
9bc 9bd 78t 4rm 1k8
a4s 1n3 a4t
a23 a24 a25 5jo 47t
4e3 4e4 4e5 4e2
1nb 1nc 87b
4zf 9eq 2ke 4ir
4zh 4zg 2kf
2pt 4pf 5xy
4pe 4pg 5ev 5ew 2q6 5yw
2pw 2px 2q2 2q3 9j4 9j5 2pt
9ix 9j8 1n7 1n8 9j3 2pu
2pt 35t 2q5 1yl 2pv
9j7 2q1
47z 480 9uj 99j
9j9 2q4 6se 7pn
4go 4gs 2ut 2v5 4td
4gr 4gp 4gq
1z3
5io 5ir 1z4 5is
1x4 1x2 1x6 1x5
55p
8zj 8rj 9m3
9a4 9a5
8n3 8n4 8n1 8n2
9ke 8as 8au 6am 9i6
2ob 2on
2pz 2q0 2py
2up 2v9 6n6 6nb 16n 5ep
7oo
2uz 2v3 2v4 6n8 6na 2v0
2v1 6n9 2uz 6n8
2v1 2v2 4td 384 2s 1q
2vc 2vd 2uu
2vb 80f 2va 2ve
6ro 6rn 172 6rq 6rs 6rr
6i2 6i3 6hz
157 158 156 1jx 1ju 1jv
422 421 423 424 41z 42c
66d qp qq 66t
2jj 2jr 2ji 2jq
ql 7v9 qk
1cj 1ck 2de
6vb 6vc 6ev 6va
2fs 2fr 9cd 77j
48b 48c g9
2uw 6n7
78l 78m 78n 16o 2uv 614
1z5 ls 35h
2uq 2uy 9dx 4x
5d9 5kw 4lx
5db 5da 2v7
6ry 6p1
53r 77l 3id 2qi
5gd
81s 3t8
j9 m0 21h
2ux
2us 2ur
70a 16u 2v8 9rz
24t 23l 70c 16p 70b
6i0
16t 5zf 2av
16q 3u3 30n 16w j1
53p 54q
546 549 54a 54i
5ki 5kn 5ko 54e 54f
39g 16n 5km 6bh
5kt 5ku 5l1 5l7 5l4
544 545 54r 510 511
6bq 6bl 6bm
ex ez ey 9qb
58 5a 5c 59
3ll 8t5 1sq
4j 4k 36e
58e 58i 58l
8gp 8gn
6i 6u 6p
9nt 9o9 9o6 2wz 2wy 5z7
3lv 3ly 8j2 8bf
8cg
6ok 5l0 54c
86o 5l2 5kx
548 5kj 54b 5l5
vf vh vg vi
a2q a2s 3i5 83a 83b
a2t 837 47u
a2l a2m a2p a2n
47v 47w a2q a2r 47x 47y
839 a2j 838
18u
1j6 2k6
9mw 9mv 9mu 5ks
a2k 4uj
6i7 6ia 6i8
94f 8ws 94g
4gc 4gf 5eh 3sx 7qu
1nz 1o0 3m6 16s
4im 4in 4io
bd be a2o 91r
3m0 4vb
3m0 3m1 3lz 3m2 5pb 5pc
5hr 5hv 81q 2qw
83d 8dm
16x 16z
16x 5vv 5vx 16y
1fx 1fy 1fz
43o 7px 7pv 3ek
432 7pv 43n 3zy
8eq 8es 8ek 8eu
4aq 543
4mc 8y6 8ye 8y2 8y4
8y4 8y7 4mc 4me
8yc 1ym 2w6
8y9 8ya 4mg 4mh 8yf
8yd 5vy 8xt 5vw
3k7 3ju 3jt
1es 4mj 8yb
6rt
8ez
8en 4bx
8ty 8tx
2la 5k8
4mi 6ru 4md
9be
8pw 3qt
y1 4fh 3qt
3jh 3jg 3ji
3jz 18v 18s 18t
3jv 3jw 3jx
5x8
1nr 5up 5tm
1z9 1za
5gn 5gl
43m
6zn
5h2 5h3 8el
81g 81h 7zo
30m 53u
53w 53x
o6 7io 2g6
o6 mj
o6 o7
9fw o8
hg 8l7 8l8
hh
49j 7q9
k4 k6 xv ka
6re 6rf fo 80p
op qb 21t
6t7 6sq
3hw 3hx 6tj 6tk 81k 81l
9vl 1od
67h 67g 80n 2q8 2q9
54d gq fv
6dj 6dk
98n 264
53y 53v 3tm
3sp 3sn 3sf 3sl
3ti 3tj 53y 53z
540 3tn 541 1u5 512
7o5 7oe 3ed 4ex
4ey 4ez 7o8
3l6 3l7
81x 81y
7o6 7o7 7o9 7oa
79n 2qo
21q 90p 42d
9fh do
4n1 3rx 1ns 4n2
4n3 b7
6b3 6ay 6b5
6b6
1p8
gf gk gj gi
1g0 cq
5lw
968 gg a2x
96d 96f 96h 96e
96b 96c
3l3
9dv 3l5
81t 81w
8fm 2
9hn
6p9
1v1 1fh 4sy
21g 7od 3rk
6jz a5v
6jz 3k1 6k0
3mn 3mk 3mm 3mi 3mj
79q 3nf 79s
7in 3p4 9va 9v9
3p4 3p5 7dw 7im
4ic
5w5 16h 16i 2kh
1gz 7o2 9nq
1hg 1hj 1hh
dd dc 1h0
8po 6g7 844 1g2 1g1
3u6 34r 2o8
210
44a
7b3
10y 2pp 997
7du 7dv
4o6 4ot
16r
4eg 4ei
4tv 78z
75l
35d
5jb 6q7 1vc
750
9c6 9ge 8kg
1v6 1v8 5jb 5jc 6q8 6q9
3e1 2el 8i2 8i3
55r
5m3 5m4
2gf 2gg
5by
3e2 5m5 2em 8i4
9lu 9lt 9lv
5eg pt 1hk
5ee 1h5 5h1 5ec
1hm 1i4 1hl 81r
ps pu pv 7ry 7rz 9dc 9dd
3ib 3ic
8ue 8uf 9up 9uq 1oo
8ue 9zc
7rf 7rk 3en 9dc 9de
7rr 7rh 7ri 7rs
5lz 2b5 7a8 94q
5dk 5do 5dl 5dm 5dn
4yl 4yn 4yk 4ym
1ls 1lt 1lu
9ew 9f4 9f5 9ex
9fx 9fz 6x0 6x1 3z7 3z9 2dp
7yj 7yb 7yi 226
9fy 6wx
66b
15y 15z 9v3 7rx 6wy
4hy 4hz
7xp
1oy 97d 22j 1hs 7v3 8xa
1h2 1h1 1h3
1z6 1om 6ud
2tq 2tc 3ty 2j9 2tj
1g2 6w9 1bo 49a
9k4 3d8
1f9 1f5 3da 1f7
24a 24b
3oh 3ku 4q5
6s8 ci
4g2 9o8
5jk a31 47y 4e6
a34 8ob 33j
66v 7dd 7dh 499 5ug
6ts 5p3 5nk
4e7 4e8 77i 77k 4yo 4yp 735 736
gp 10d a35
4uu 4uv 4uw
6u5 6u4 6tz 6u9 5pd
6u3 6u2
6tu 5p9 6u6
6u8 6tx
6tv 6u7 11y 5pa 6ty
78x 51w 137
51w 51x 78u 78v
4bp 4bq 4br
6q2 6q3
6zp 7df 44c 6zv
2nr 3ks 2sv
7yv oc 3f3 mk
19a 19e 19f 19c 19b 19d
83u
494 495 496 1oi
95b 95e
95b 95c 95d 2h2
95g 95h 95f
1x8 1x9 35e 9d3
828 829 4w5
z2
3c2
5i7 5i6 5i8
60q 60r 60p 2ea
a8p 5q1 17b
1x3 99c 7s0
1f4
734 cj 2ok 4n6
739 73a 73j 73k 9mg 87o
17m 17n 5ax
5qm p4 p5 5au
5ay 9k6 1pg
53f 53c 2c0 537
73l 73m
28t 28v
15f 8fn 8fo
6ag 6tt 6ww 5p8
9ur 76i 9uf 15m
e2 4ak bw 9ui 4re
9um 9uj
6u0 6u1 6tw
56w 3d1 80g 80l 1cp
23x 4ld 4lh 37z 80h 2eg 2ek 80i
9ea 9ej 9ie
535 53m 53n 4ld 4lf 53o 4s2 4s1 4s3
9ea 9eb 9ec 9ee 2h3 2h4
572 573 56z 570 3d6 3d7
261 262 1uj 1ui
260 1uh 2gt
3nj 3nk
3su 3sw 2gu 9ih 9eh 15t 9wc
6v9 gp 9of 2en
5qy 2jx 5qz
869 ol 6ve 9om
4uq
5mg 56j 2gi 5mi
5mk 5mj 5mh 1u4
400 403 2gh 401
3zj 3zk 6we
74a 3xg
17j 6ba 17q 6bb
61d
2iu
97p 97q 6bb
9bh 6lz 6lu
8wn
6t2 4z3 34o 8pj 443 2a0
6tc 6tl 6ti
17g 3ow 6tm 6t9 2ds 4z6 9yj
8ua 8ud 4ze 41o
5j7 5j6 6tp 2g2 21d 67d 376
6yl 41x 6ym 6yn 9vc
7el oj 7ni 728 4m 73b 85d
6zb 2cx 6td 61m 83c 73b 9dy 6wh
858 6l 6o 1si
7om 6b9 7on
3p7 6zc 1ou 6n
3p6 3do 3dq 9vb 3dk
53a 91l 1bl 8fc 1bm 91m
3dp 3dy
3ds 3dn 86f 3dl
3dz 3du 3dv 3e0
86e 9o 2cd
3dr 6sw 3dm 3dw
34z
9sq
426
42e 3dx 428
34c 7ws 34g
7wt 86i 1fr 1ft 34h
9jo 9jp
78c 78d
df db
di dh dk dg
7f5 7f4 7f0
7f2 7f3
2sz 92l 42m 311 v6 8ok
92k 92m 70g
92j 51s 4zz 678 4se 6ps
l7 9hz
l8 l9 la
784 783 785
781 782
i1 ih 3a7
9ag 9ai
732 731 9we 9wd
8r0 3go 8r1
97k 96z
7cd 7cm 789 a75 a7e a7d
2dw 7ca 3p8 7cr
314 3hb 318 402
76j 76k xp 12t
1ss 2ls 5lm 5ll
4kc 4kj 10p 6z8 4le 1bh 4k9 4ka
72i 2iw 3b 2iy
15n a0e 15p 3i4 a0j a0i
a0k a0q a0r 15o a0u
um v5 1ky
38k 4t8 a22 5ws
4jg
517
216 3iu u4 1sj ua
4wv
95r ub
59m 59n u0
719 718 8sm 4u 5wr
2qe
e1 9l7 9lr 6h
4k7 4k8 4kb
8uw 578 91f 9ei
6al 3dg 575 8ay 8aw
3ea
576 577
14c 14g
246 245 80j 6hy 240 5kv
4lg 9oh
5b0 5b3 3mp 4us
4ph a37 a36 1i7 924
87f 87g 8ot 5te
2m7 2m9 2m8 1t5 1t6
8ne 8nf 8z7 8nd
5mo 5ms 9yd
5mt 8d3
42n w5 42r 1w1
w6
9st 1mw 5p 1mv
6r9 6r8
80q oa 9ef 7j2 o9
7ir my 7it 7is
6c8 9rq 4bk 6c3 21a 6ca 6c1
13k 13o 9ld 6d1
9oj 243 23z 4y2 9n6 244
5fa 5f9 392 9gf 9h5 9h6 9gq a80 5ft
9gm 6rl 3ma
5fx 5fn 5fi xs
9gl 6rk 5fq 9gh 6rm a85
2a 7y1 1n6 2b 2d
6fb 6et 6eu 6fa
7yx 7yw 8z4 8z5 13n 6fh
9g2 9g3 97n
57h 9m0 139 9dk 5ff
ok 9dw
61y 61n
57d 57l 9ok 57n
4kw 9oi 5i9
9gi 9gk 4kx 9gj
9zj 5r5 5r6 2l8
66f
13r 9eg 8yi 76x 4kh 5qd
5np 5nh 857 5nq
6ka 6k9 48q 5wu
3nb 4w3
5nc 2x
3ni 3ng 3nh 5o0
4rd 55s 6kt
5uh 5ui 67n
3nb 9zz
953 6pw 55n 1pj 5wn
6hx 6i4 3ay 6i1
29f 4t2
83e 8og 7nk
9tw 5hi 76s
58s 9ey
55o
55o 38a 562 249
9tw 7t2 1ef
58s 7s2 105 4a5
972 974
c2 c4 c5
2jz 2k8 68l 2ka 4ut
1j4 2k3 2k1 5pz 4t1 5ej 54s
7vd 8vt
9to 7p6
1p6 282 21b 655 9z6 6an
3mf d5 7kc 3yv 1zw
7br 7ik 4ip 4pr
1c5 1c6 9ti 1zx 6a4
7bd 6oj 7bc 8s 2yv 5jm
6cv 6cw
38j 7yz a4x 6a5 3l4
3nr 6bo 4ng 8os 2rp
18d 5m9 5mc 1zu 3yt 40p 4wa 4tt
93q 1pm 6ku
5ga 9jt 5os 6xr
1dk 7qj 4kp 3yu 1zv
zs 7fd 8qz 3wf
6ib 6i9
60i 3a0 1uc 1zc
3g8 8j9 8ja 79o 3c6
4il 4it 4iv 4iu 7r3 9iw 8pl
3bb 6xj 93l 3h2 6qe
346 19z 2t1 1a5 1a0
98k 22y 98l
4rc 10j 4q3 3he e3
5vk
5wa 915 8lx av 7k2 1ly
914
5vp 5vm 10k 5vq 4r7 5vr 8uh
5vn 5vo 5w8 5w9 1ow
1qt 1qo 2w0 1qs
3zs 3zn 5lu 3zr
4ov 4o1 4or 4oz
qu qr qx
4r3 4r4
q ti 1nl t 2oe o
1dw 427 1dz
1e1 1dx 1e2 1e0 1dr
1dv
7a3 5tf 4es
1a6
3z0 698 1jw
938 5cp 5cq
6qi 6qh 6qg
8y3 8yh 8zc 8op 69i
6x9 6x7 6x8 8ju 8mv
8jr 1kt
445 4i9 4i8
8mw
9vh 3ik e6
998 99f 52 2ma
44v 104 1k7 8hd
4d9 4da 19k 677
80m 121 45a 122
5c1 5c0 90w 4dc
8kj 694 2md
83v 8ki 83w 83y
e4 a8q 1yr 1jt 3zm
7ej 7ek 4cg 18h
4cf c0 9x9 19j
5lx 913 95w
741 740 2x9
6gq 6gr 1sd 8fg 9xk
5bl 16j 5xn
83o
2vl
1pk
1w4 1w6 1w5
5bj 4zs 7dy
8z0 8z3 589 8z1 8z2
fj 12b fc 9za fh 7v2
18g 6eh fl
59x
89u 89x 8a3 8a6
8zq
4dw 8zr
sc 8im
s3
16k 16l
s4 sh
9a8 5cu
1ud 76h 1qz
999 83f 83g 7n7 44w 33d 99a
1cu
15w 1k1 1cx
15u 15v 4y3 1pd
62g
7lg 6yb 6yc 6on
628
97h 97g 7va
4i0 1ko 1kr 4i1 4i2 7kw v7
60t xo 3uk 8jt 6x4
472 474 5wb 5wc 471 6y2 473
7i0 3s0 8hj 5ia 2vg
3t5 2l6 2ql
3p0 3p1 5bh
50z 7ms
5n5 6yy
8pt 8hh 7ox 64s
744 7la 6gl
50 a5n 5vl
7sh 7t3 91i 59s 7sb
7sn 7sr 7sq 7sp
93x 83s 8a5 93w
8gc 8ge 1bp 1bq
8gd
3ov
7fa 7fb
6xh 40i 8h6 3m 8gj
3vy 6fy 6fz 6xs 2qp 3vx
5he 5wj
1bz 7x6
7qf e5 1i6 6ek 1tu
9nx 9nz 11u 911 11x
7so 7t2 308 2zy
7qg 7si 7qb 7sj 7sk 7zd
7sl 7sw 7t4
7ss 7su 7uo 2sl
7sy 7st 7up 3k 7t0
135 668 3l
8pn 14y
3tb 971 1ne 7ua 3z4 1qx
7ck 1se 8o6
38n 6rd 6ri 1fb 38m 4jb 1ca 6rj
4ub 75n 7ap 92o
3sq
6k 6j
596 684
557 5ra
5bp 5bg
7g9 8pu 2me 5bo
8ha 4ev 4ew 8hg 80h
94h 7dx 7dz 8zd 242 23y
8he 8hb 8hc 8hf
564 565 567 63f 5qx
x1 x2
5d6 5d7 2rj
9yy 9z5 9z1 7ul
5r3 5r4
4ju 1l0
7x 7y
5wf
b1 b2
583
7xi 7xk 7xj
7g5
7f7 7f8 9bz 66z
1op 4y8 1oq 2m5
8n6 53t
9k5
276 275
5sh
4dd 4de
1sx 274 8jf
2s1 2s3
2xy 2y0 2xz
8mx 2wx
89i 89k 4sp 3oq
94m
5hm 5hn
9nk 9nm
2rm
4h5
5bf
9wq 9c0 71v 68m
547 5bk
6jd 2mi
54h 9rn
581 7hv
55b 55c
9q6 9q9 73w 9q2 48m 9vn
hr
2lg 5cx 96k
9oo 569 9ot 8v6
36a
9r3 3g2 4c3
63e 63x 3a3 63i 7p7 3eh 63m
63p 6ei 6ej 1oz
63n 63o 63w 641 63g 63y 63z
7p7 3zu 5nw 7pc
7pa 7pb 1qv 63j 63k 7pd
7p8 5nx 5nv 7p9
9p 33k 4 1e 9r
9u 9t 9s 4ra 2sk
7gp 3cy 44x 7gq
24l 23i 729 3za
75v a4p a4q
4tr
1zb
2sj 2sm 35x jh
8hl 3g6
77d 77e 779 le m3
63x
8g4
2h8 63l a93
62n 62q 63r
8e8 8e9
2qm
7pr 7ps 6ga
8jn 8jv 3gb 3sr 8jo 8jx
3re 3rg 36n 3rd 3rf
31g 8jq 8jw 9z2 4t5 8in
9z0 9z3 31i 8js
8g8 8g7 8gb 3t9
6z7 3be
9r9 3hl 9rh
9r9 9ri
9ru 9ro
2q7 35u 62o 64m
2jz 35n 2k2 3sm
6ql 6qj 6qm 71x 71y jm
9ll 31d 950
14l 1sn 20p
4pu 6qq
14p 57t 5d8 86x
8uj 6xv 92h 751
9pm 9pj 9pn
9px
1ih 1il 34n 1ij
9ph 5n7
6mk 6me 9pg 6mb
2rx 2rz 2s0 yq
79y 3c8 a3q
a02 a0b a0c
a03 a04 a09 a05 a06 a08
6o8 6o9
5ph 5pi 5pj
55 5ov
ho hn hi hm
6kd 6kf 266
2d1 2d2 1v5 6bd
1v3 2d3
30 3hu 3ht 31
1ni 1nj 5ar 6k8
47i 47j 47k 47l
44z 6fn 6fo 6fp 8fi
6mi 6mp 6mc
568 9e5
8o4 7z8
7z9 8j 7za
37g 87m
49y 49x 184
7fz 7fy 6dv
4vr 8lt 8vc
6wc 6wd 6dv
1af 1ag
8vv 8vy 9it 8w1
8a9 8a2 89s
44j 44k
9rw 5qo 4s7
6jw 5qs 5wp
8oj 1qp 47c
4w1 6sx
7ot 7ou
7lh hj
2f9 5jn 1iw
906 90b 90c 90e
6eq 6eo 21k 15q
2js 2jg
54n 607 891 3fw
7y8 3fp
51v 8t0 51u 459
8qd 29 1l
4b5 3j1 4b6
4b7 5s5 4b4
9f7 9fp 5s0 5cz 39o n5 393
9g4 24o
77d 77e 779 4aw 4au
2sj 2sm 35x le lg m3 lf
9n 5u 9q 33k 9p 5v 4 6 1e 5
96p 96q 96v
9gr 9gs 9gy
751 752 3bx 6xu 6y4 3bc 7gd 7gg 3cw 7gf 7ge
6xx 6y0 756 723 724 6xz
9pe 9pz 3hh
1ih 1i9 1il 34n 1im
5f9 5fu 392 5fa a80 a87 a6o
5ft 5fj 1fn 3xj
9h5 9h6 9gn 9gf 9gp 9gq
7k2 7k3 3e3 a7r a7s a6m 7yt 7yu 3f3
2a 2f 1n
1f 25 1k 16
1ht 1hr 34l 77p 77r 77q
8tk 8ts
8hs 8hu 8ht 8hw 8i0 3h 3i 1x
53j 52o 53k 389
13k 13o
4ld 4lh 37z 2eg 2ej 2ek
23x 23b 80h 80k 3f6
9ea 9ej
5s0 5s4 39o 9fp 9fr 9f7 9f8 9fc 5cz 393 n5 md
5am 5ao 38u
5cz 5d3 393 n5 n6 md 9f7 9f8 9fc
c2 c4 c5
972 974
5r8 5tn 39n ne mf 2x 1s 5nc
5nq 5np 5nh
6ka 48q 48r
4as 4at 4aq 22k 22p 238 5wy 5wz 5wv
a7k a7l a7m i2 i4 ii 5wy 5wz 5wv
vp xh 342 2dj 2dk
33x 33q xk
771 773 772 7fm 7fo 7fn
8j5 8j8 3ga cw ay cy
5ki 5l3 39i 5km
39g
54q
56s 56v 56t
8pg 8ph 8pf
99m 99n 5c6 5cm 38x zr zt
5dv 5e4 390 2ct 2cu
8l0 8l6 8la
94t 95y 3h4 95z
130 131
90u 91s 3h0
1fm 1fo 34a 5tv 5ty
6h5 8f8
6h1 6gz 8vl
719 8sm
922
8wv 8ww 71c 40x
3dj 7jp 7jq 3dx 6su
3p6 3do
3p7 6zc 6n
8r0 8r2 3go 97k 97m 96z
4bv
a75 a7b a76 7cd 7cz 789 a7e a7f a78 7cm
2dw 2dy 7ca 7cy a73 a74
c9 cb au 8sx 8sy
8su
3tq 3tv 5vh 64t
5k1 39f
61t
826 3fj 55w
2vm 2vo 363 a9 ab ag 2cl 2cm
12s 12u 12t 76k 76l 76j
9p2 9p9 3hg
9pa
9p8 ct aw
9p5
bh bi ai bk c6 c7 at
3c 3e 1v x w 1j
22v 239
lp m7
6aj 6a7 6ak 3am 3al jb jc ip
7ml 7mn 3ea a6w a6x a6l
6al 6a8 3dg 8ay
6ae 3am 3al
3ea
z0 z1 z7 a2 a6 ae 8db 8de 3fy
yf yg 28x 28z 35j 7n8
j4 j5 in 8hm 8hr 3g7
2o1 11k 2o2
18o 18p 344 i7
957 964 958
7lf 7lo 3e7 6jk 6jl 3az
66y 7li 5uc
2f3 4c5 36g 30b 30d 36a 5la 5lb 39j
3gt
2m0 2m1 35q 2lx
6ht 2os 2lx
3xr 3xs 370 9e4 9fk 9fl
41y 90q 3xr
7p7 7pe 3ej
91x 91y 3gz 8lq 8lu 3ge 61w 61c
3q3
ra ru 33p
3mt 3n3 36k
9et 1sv 4zd
7nn 7no 3ec 6v4 6v5
ni nj 6v4 6v5 8u6 8u8 3gq
6uw
6uz 7q8 6v1 7q4
bs bu aq 74d 74g 74e 254 23p
2v 2w 1r
36 37 33 39 34
24g 23f bs bu aq
155 15i 15m
25e 25g 23q cu cv ax
8f1 4di 8f2 9b8
f2 fu fn cu
123
f2 f3 33n 5ky 5kz 39h 7sf 7sg 3eo 4dj 4dk 37x
3yp 40n 378 40k
9a0 9a1
11d
28t 28u 28v
6wj 6wk 3ba 959 95a 4x3 4x4 4x2
9pc 4av 4am
3uz 6nr
j7 j8 io
6t2 4z3 34o 34m 2a0 443
8pj
4za ac 56g 6ah
ac 858 6l 6m
6zb 2cx 2cw 2cy 61m 6td 73b
oj 7ni 728
72i 3b
6z8 10p 4kc 4kj 1bh
e1
4li
6l0 2rs
97s 97t 970 97u 95i 95j 95k
29x 29y 12w 12x
730 731 9wd
3s 1z 3t
24n 24p 23j 9g2 9g3 3dz
6es 6ex 3au
9g2
8za 8zf 3gs
8za 8zf 3gs b6
9n9 9na 3ha ol om mo od oe ml
ol
869 9og
9dp 9dq 9dr
8m0 8m3 3gf
2qg 2qh 369
1dc 1dd 116 117 y4
2c7 10l 10m 51q 51r 387
2ch 2ci
1x8 1xb 35e
1z5 1ze 35h ls lt m8
4xw 4xz
7h8 7h9 3cz 24z 250 23n
2v1 2v2 4td 4te 384
2up 2v9 5ep
2vb
2pt 2q5 35t
3ft 3fv 2az 2b3 2b4 2b5 1u1
6p2 6p4 3b5 6p6
6da 6db 6d7
1t3 1t4 1t1 1t2 7o5 7of 3eg
a7g a79 7cl wy
6lt 6m0 3b0 24r 24s 23k
70w 710 716
2jz 2k7 35n 8xo 8xx 3gr
5nr 5nt 5nd
8zn 8zo 8zp
7uc 9tx 2um
82b 82c 3gi 3co
a2q a2s 3i5 a2t
5ea 5g4 391
400 404 3zg 6vi 6vj 6vd 2o1 2o4 35r
783 785 784
6qj 6qp 3b7 jm jn is 6qk
7ii 7ij 3di 7m6 7mb 3e9
55o 560 38a
7gp 7gr 3cy
135 136
3mk 3mm 3mn
70a 24t 24u 23l 70c
8q1 8q6 8q2
6nz 6o2 3b4
3pl 2a1
8dq 8ds 8do 7gl
jp jq it
2ah 2ai nf ng mg
2ag 3vj 9yr
3ye 3xy 3yd 371
4s5
jx jz iy ju iv
3w 21 a7x a7y a6n 4b 4d 22
mi
2dt 2du 2dl og oh mm
9aj 9ak 3h5 jr js iu
6q 6s 6r
618 619 61b ic id ik
1r1 1r3 359 1r4 4by 4c3 4bz 9oq
4qx 4r2 381
j0 j2 il 3tz
7vp 7vu 3er
6qb 6qc
5b9 98a
9i1 9i0 7ah
17g 3ow 3ok 6tm 6t9 6t8 2ds 8ac
8ua 8ud 8uc 4ze 41o 3u5
7ph 70p a6q 2t8
590
1yw 1yx 22c
843 96w 9ac 7pl t6
2g7 22e 22b
681 11n
4z7 97f 98c 34p 4z5
49w 49v 48o 2a2 253
2g2 2g1 a8h a9a
jo jt a7t 5q0
9dk 2c7 5ff 9m0
2w2 987
94y 9kn 70n 6w6 35g
12z
7d7 2x8 12n
5dc
5ah
599 4zq
63e 60z 621 63h
9tw 29y
1p 2ab
5i4 6dy 6dz 23w
a3h
34c
1cy 635 2gj
66s
3a7 i5

df db
3sp 3sn 3sl 3ti
3xo 7y0
97p 97q 6bb 6ba
61d
2it
9bh 9bi
9bk 9bl 9bm
3kz
5sp
a61
9q6 9q9
9q2 9qq
4oc 2jk 4p9
462
3w1 8w4
uw 7az zl 7b1
a2 9x a4 a5 25b 25d 66k
a3 25c
2un
2bz 7bz
7gd 194 6nv
6d2 it
7og 1yk 9gx
4i7 1ss 40w 30a
7hf 12h
3nb
4rd 9xr
3nb 3n6
11c 4v2
3a1 39t 3xe
2xb
7ii 6o7
a8c a8b 9f3
7zp
6vl 2gz 2gs
6vo 6vs 2gz 2gy 2g4 2gw
a3t 6a
6yk m5
5h8 4xj
2si
5j6 5j7 2g2 21d 67d 376 9lx
a2w
8z6 3zi
55q
8od
9yf
5wo
4cw
8lm
6xl 6x6 72y
9ht 87c 9iq
2y7 2ys
1tc
10x 363
41x 2e8 6ym
58z 8io 3s2
8bv
9ph 9pt
5v9
6k4
1ye 2wa
1yy 4a1
6uf
6af
269 265 6up
61e 61j
3oc 3og 3of

6iq
6iq 6is 2oj
8ll 8li
60u 5q2 9b4 97b
3gg
64w 64x
7j 47m
66x 71n
7ee
a3k
1wd 1we
9id
2o 1o 9d9
46r 46q
20b 20a
5y8 2dr 4i7
505
7v7
fk 2eh
7ya 7y2 2w4 2w5
8sn
9kw
6jp 9gc
zg
4sc
5vi
98u
3bq
3ys 5eq
10h 12f 770
6t7
2jm
49q
ar
26c 98n 264 24k
5gd z9
9nb 2wi
6mr 9g5 69m
98h 1n2 2fm a4r
4nx 4nk
qw 7gn 66c
4rk
8rw 4ef
2ec
7z0 7zb 7zc 775 776 777 6jq 6jn
7t5 7tk 7tl
8ku 8ky 8kz 8l5 8l0 8l9
qg qh os 5ce 5e0
li 5c6 5cl lm
6sm 6si
60j 5l9 60s
9bf 6g9 9bg
285 28e
3nl 6bt 6bu 6c0
3nm 6ce 6cf 6cm
3nd
29m 29p 29n 29o
3es
1gi
7w1
84a
8xd
6hl 6hm 5b4 5b5 5av 5aw 21o 21p
21n 33e 39c
21m 33f 39d
2x0
2x1
2x0 2x1 2x2 534 88h 3qi
9fg
9ff
4cr 4ea 4e9
8qv
yi z8 13c 107
2je
9ij 9ik
32p 13s 13t 13u
535 53m 53n 4s1 4s3 5lf
8cs 8ct 8cr
9lj
5tq 5tr ax f6 6k5
49p 49r 132 133 223 224
4um 4un 4uo
5lt 94o 4mn
2vv 1qn
5em 5qr
9yq en
a6s 1qm 3xc
31j
t8
310
9uy q8 4nf
5ut 5wd 24v 5vd
1os 4hi
4rb 4r6
7r4 4kn
4cy 7as 7at
7aq 2mt
8te
1ap 2zo
1pr 87t 2fc 1q5
4m1
sk s0
8xi 4sm 4sr 6dm 3vn
525 52m
9yu 8kk
ki 2ih
919 91c 8gf
234 a6d
5l ch
2pr a8m 672
9jh 8cd 8ce 4ns 3md 6yt
4ad 8cf a3j
8k2 27b
3kw 3kv 5ek 3kx
8e4
8e3
7ky
70o
31r 7ug
7n9 7n5
9n5 6oz 6p0 4j5
2hs 6zf 9bp 9bw 1y7
6j3 6j4
7aj 5xr
901 4rn 5fw
2z4 2yy 2he
74n
11a 8b6 4zv 90z
98d
6fv
74t 6pa
2t9
2te
t0
75b
75b 75x 3by 9ga 9gb
lz 8nr
2z7 2yz 8yt 7dg
130
58b 8c7
75r
on 6k7 6k3
9au 2n6
2m2
9ya
99b 18o

p2
37k 1j8 1ia 37f 92z
25n
2hi 2id 17d
3ar 3at
38k 4uf 4t8 4nq 5ws a22 521 5oo 6ny 8lq 5x0 6a5 6js
um

6mx
2fo
38n 6rd 6ri 38m 1fb
216 u4 ua 1sj
4wv
95r 965 95v
4rj 9rv 5z6
5z5
38p u8
38l u9
6tc
880 5qv
2fi
515 1rh
36o 5hy
8pp
873 877 3fk 2dv
a3u 4zz 51g
4rc 4q3 10j e3 3he
7sh
93x
1fg
72h

2nr 3ks

52x 52n
2f3 63s
5az 23x
a95 4d4 1gb
4ff 4fe
8rp
168
2yl 2y6 a51
5u8
n m 627 a52
5ay
9mf 15a
65e 65d 65j
7jy
95m
36q 5i1
4px 4pz 4p5 4nt
3v4
6wl 4qk
a3s 12o 9as
7tp

5c6 5ca 5cd
98q 41s
45x 46p 9r4
9ud
4l0 5s9
4l1 4l2
gt gw 1wz
3v1 3v2 7l
78y 9g0
78y
48h 48j 37s 48k
9a2 9a3
zb zc zd
50p 50o hs
9cb
bp 38w
9ce 722 2ft
24a 23d
8sh 8s7 8sb
8sh 8si
10e zu 10f
9ey 9f0 9ez
24h 23g
j7
28 1m
1rd 1re 1rf 5r0
180
3rt 5wi 804 3np 8nl 42w 7zs
936 934 935 1n0 804 5h 5f qi 933 6lp
6b8
3kt 3mc
49c

a31 5jk
e2 4ak bw
kc
7a 79
a46 4pj 932 2tk
744 7la
39u 39s
4ji 4jl 2bn
8r3 79h 5sw
8lg 110
1g7 7yq 7ys 9s3 9sb 7s1 9s1
8y4
7ea 70a 696
6cv ee
11z 50r 51j
2ar 2as 1m4 1m5 357 76r 76t 3bz 3n 3o 1y
a56 a57 3i7 30q
734 738 3bv 6yw 6yx 3bd 6pn 6po 3b6 56i 56l 38c 7vh 7vi 3eq 71b 71d 3bn
dp dq 33m xq xr
4wn 4wr 4ws
49g 49h 111 112
2c9 2cb 2ca
a7 af a8
15f 15g 78x
2an 2ao
7ch
6v6 7w3
2lq
13a 13b
99w 99t 99u 99v 9a9 9aa
9i8
9h8
5tg
5x4
821
66h
5wv
1vi
5um
1xh
2wg
7f6 85k
866
4d1 4d0
2lc 2lb
5n1 5jh

4ep
4ek



2yh 2y5 2yf
9lw
61o
623
9ns 9o1 3hf 9nu
87l 87j 87n 3fl 87k
4dt 4dx 37y
75y 763 3c9
82t 82w
1ki 1km 356 a3b a3c 3i6
am ap 33l
34t
7v8
7d4 774
7jk 7jj
9fb 9fd 9fi
30b 30d 36a
5j 5k
46o 461
32k 32m 32o
4o2 r2
r3
8o2 8oa
4ou
6ma 6mq 3b2
6ml 6ma 6mn 147 148
7zt 801 y6 y8
1vk 5dd
15j 15k
5u5
87x 885 3fm 1vs 1vt
94h 7dx 14y
3tb
5yh 5ya y
5yl 5yr z 5tp
4p7
7q1 68r
44v
9a8
6x7 6x8
4ly 4lz 6pi 3ol
8mq 8m7 1bi 64e a64
1m8 4jk
9qg
6sa 6px
6s2 6s3 1fc 6s9
4pe 4pg
2pt
56w 3d1 3d0
246 245
ei
2rg 2rh 5y7
1i5
8ik
2xm
2xd 2xf 2xj 1no
5rr 2s4 7lc 2sb
5rs 2s6 7ld 2sc
8x2 7rt 8x4 7rv
a4f a47 a4d
4rr 4an 2rt 88a 7fs
278 279 27m
7qz 4gx 71l
3vq 3vs 3w7 4n
3ti 3tj
4t6 108 106 10g
4ph 87f 87g 8z7 1i7
508 4sj 89g
2j 2h 5o8
9d7 9d8 4g 23 4f nb nc me
2ak 2al 2am
3ag 3ai 3aj
yb yc 229 40a 40b 372
2ug
406 405 7dj 1xz 1y0 35f
41n 41m 9al 9am 3h6
79y 8bh
2rx
50s
7bl 7bq
8om 8oo 3gk 9ku
8on 8om
q6 9pf 9py
6hx 6i4 3ay
29f 4t2

205
9oj
243
4k7 4k8
4kk 4kl
9ea 9eb
2d9 66a
7mp 3d2
14c 14g
4w 9zf 65o
14h 14i
5ke 5kg 48e
dr ds 72s 72t
3zd
4tx
rm
9ps
2nl 2pg 2nf
72 73 bv as
2dh
2co 2cq 3fz a6u a6g
9cp 99r
71h 71q 3bp
24v 23m
5bs 5bt 38v n3 mb 2a9 2aa
2za 2zc 368 yv yw
52t 52z 388 530
22z 23a
k3 iz
1d4 34b 2xp 2xq
7bl 7bo 3cc
5js 5jt 39c
1db 1dq 34j
jv iw 7jc
5ti 5tl 39p 5un 5uq 39q
9ld 9le
9dh 9di 7yx
1f8
97d 56f 1fe
6s0 6s6
2sp 4fa 4fb 9dg 9df 35w
9g6 9g7
3d 1w 3f
6m1 6m7 3b1 6m2
1qc 742
7qy 7n4
4gt 1lw
3y1
3y2
7ab
12
84d 6nc 6y8 84l
74
4sg 93r
7ny 7o1 3ee
5lq
6j6 300
3f9
2ts 2tu 360 2u7 2u9 362
1sb
8ih 8ig
uy
7gs

896 88y
4ol
46h 463 46e
8vv 8vy
8wc 46d 4l9
5d6 46c
9sw
5ge 5gf 845 1do
26g 87y 3jc 38h
5ju 3c0
6rh
3jf
8pw y1
13h
803
6ii 6ih
8yx 8yw 9au 9av
25v dx dy 23w
7e
6en 6gm
7d
4el 1gy 1gx
5jd 5je 5jf
3zl
1qn
8i9 1k0 38r
8fp
5jw
4wx 4wm u7
7vy
3xu
80x
2x3
40m
42o
21s
4vg 2hc 3e3
666
86
1xl 1uv
74z
26d
9ym
5tt 5tu
65f 14e
5zh 5y4
8ie 4to 8ic
2sz 92l
92j 70f 6ps 51s
2ou
2jz
7o5
6vv
2l8

7lg 6yb
6ip
5ub
576 3de 2ly
7ec
65g
41q 3uv
6cn 6ai 640
3s3 1jr
8ir 17h
94r
1jz 75i
9rp 4bj
57f 24d 57n
7mm 89a
31b
57b 57a
9gl 5fq 6rk 5fp
9gm 3ma
2do
a5n
56x
4f5
174
61z 61l
a0 a1
9y 9s9 9z
9a6 9a7 99g
26e 26b 23t
ot or mp
r2 r5 33o
7uo 7ss 7sy
7nb 7mz
7p7 7pa
324 326 58j
97w 983 97x
2uz 2v3
61f 61g
8zl 55g 55h
4yv 4ys
5nm
a0y a0z
6cp 6cr
6ni 506
6ng 6nh
8fs 8ft
1hd 1he
95b 95c
4hv

6hu
2t3 19u
2hd 2hf
551 1cb a80
791 28m
a8p
29k
1ur
5b7 10o 5aq
7b4
ow 213
35m 2j7
953
a91 1zl 98x
6pp 1h
6bi
xn 6vz
43v
a2v a32
1s8 a2u
2xl 18
2hp 8lj a2y
2ua a7w 2uc
53a 91l 8fc 1bl
8kx
5u0
25k 25o 25m
7w6
7w5 3rs 2w3
22w ia a6a
9xj
9h 9i
1pq
22l
47n w7 48d
6bs
q4 5s7 5d4 5s1
9xm
74x 706
9xd 2xs
68t 4mb pe
657 659
6it
32u 2yp
1kl a3d
4eh 3zc
9o 5tw
2nj 2nb 2na
44s 61p
7w9 7wg
3qn 2kc 36m
4uf 50x 9ts
5mw 4w8
2f7 3i1
6m8 a8v a8y
6of 1lf 7v5
6l5 21z 6fl 1p9
1f1 1f2 1f0 1f3
3r9 45r 3z1 6sg
9zm 9zo 9zq
16c
4rr 4rs 4rt 4an 4ao 4ap 7fs 7ft bn bo 7fq 7fr 4ar
3yg 3yi 3yk 3yl 3yh
32e 32g
278 279 27a 27m 27n 27q 27r 27p 27f 27e
8x2 8x4 8x5 7rt 7rv 7rw
8x3 7ru
a4f a4d a47 a4b a49
5v5 5v6 5v1 5v2 54o 54k
1pv 1py 1pz 1px 1pw
73f 8k0 73g
7ka 7kb
5ok 5ol 5om
8eq 8es 8et 8ek 8er
5ki 5kn 5ko cw cx 93i 9tq 56s 5kl 5kq
8kq 8kr 8ks 9g6 3io 6xu
92b 92c 92d
2sr 2ss 2st 6pd 6pe
1av 1aw 6gv 6gw
2fd 2fe
3jf 3jn 3jo 3jp
3jm
7nb 7ng jy 7nf
7mz 7n1 5rj 5rk 5rl 7n0
7nv 7nx 54j
7nv
45m 45n 45j
7vp 7vq 7vr
3ci 3cj 3ck
7qz 7r0 4gx 4gy 71l 71m 4gu 4gv 2f4
88a 88c 88b 2rt 18m wf
140 141
8is 8it
xi xj w9 w8 wq wr
3a8 3a9
9l3 9l4 6qb
6aa 6ab 6ad 3qw 3qx 4fd
84r 84s 84g
52h 52i 527
2mn 2mo 2mv
a29 a2a
4h3 4h4 7hn 7ho

3vq 3vs 3w7 3w8 4n 4o 3v8 3v9
3ti 3tj 3tk
6qj 6qm 71x 71y 6ql
7g9 7gb 7ga
8tg 8th
g7 g8 g4
4a2 4a3
49m 49n
8dh 8di 8zh 8zi
9fm 9fn 9fo 3ap 58o
295 296
48e 48f 5ke 5kg
5kf 48a 489
3w5 3w6 48g 5g1
7ss 7su 7uo 7uq 7sv
7sy 7st 7up
6ds 6dt 6du
7p7 7pa 7pb 5nw 5ny 3zu
1qu 1qv 5w6 5w7
63j 63k 63e
9u 9t 9v
7p8
96d 96f 96g 96h
4ey 4f0 7ob
3l6 3l7 3l8
81x 81y
3mi 3mj
1h1 1h3 1h4
1h2
1h6 1h7 5pe 5pf
1z6 1om 1on 4xy
7kr 7ks 9un 9uo 7ku 7kt
8y4 8y7 8y8 4mc 4me 4mf
8y6 4mk
3jg 3ji 3jh
4y6 4y7 4y4 4y5
1cf 1cg 52p 52q 2kq 2kr 7hw
8f7 9n8 700
7xm 7xo 73c
3bs 3bu 5hx
3bt
55b 55c 6je
472 474 5wb 5wc 6y2
9r9 9ri 9rj
8g9 8ga
9dt 9du
781 782
16u 16v 24t 70b
3kp 3kr 3kq
1jh 1ji 1jg
1yh 1yj 1yi
43n 43p 7pv 7py 176
16x 16z 170
5yh 5ym
5yd
1ho 1hp 9n4
5re 5rf 5rb
7js 5rd
8pu 8pv 2me 5bq 5bi
5vt 5vu
37n 37o 3iy 4b1 4b2
4qm 4qn
4qs 4qt
6df 6dg
6ss 6st 8we 8wf ob
ra rd re rh ri
rc rt rg rr
4vw 4vy 4vz a5x a5z 6im 1ob
4vx a5y 1oa 1kd
5rr 5rt 2s4 2s7 7lc 7le 2sb 2sd 2sa
5rs 2s6 7ld 2sc
7yg 7yh
2r7 2r8 2rc
2r6 2r9 2r7
39x 39y 69u 69v
39z 69z 39w
5b1 5b2 4zz 500 3mp 3mr
5b0 5b3 3mq 8ot 4us
2m9 2m8 1t6 2m7 1t7
73o
17p 17s 17u
4jt 4k2 7zg 7zi 4jz
5wl 4k1 7zh
4jv 4jy 4k3
1mh 7ql
26l 26j 26y 38g
26w 26x
4fl 4fn 7bl
7bn 4fm
1db 1dg 169 16a 1di 1dj
1df 1dh
7oq 7os 1ue 1uf
1ep 1ug 7or
9xn 9xp 9xq 9sy 9sz 9t9 9ta 9t5
9t6 9tb 4m4
9t1 9t4 72d
9jn 9t7 9te 29q
9t7 9t8
8j1 12y 40d 1jn
9et 9th 1sv
9tf 9wu 909
2lm 7h1
84w 9tc 9td
uo up uq
528 529 1lq 1lr
4m6 4m7 4m8 696 7zx y7 7zt 800 802
ur us uu ul uv uz
456 453 454
9xt 9xu 33a 33b 9xz
792 793 28p 28q 28r
a4e 8kn
8t4 8bj 8bn 4p
6rg 6mt 6mu
6f6 458
1o7
2xd 2xf 2xg 2xj 2xk 1no 1nq 3qb
2xh 2xi 2xe 3q9 1np
ui 3zo 3zp uf
ug uh uj 3zt
4yv 4yw 4ys
4z1 4z2 4z0 7qs xz
62u 62t 63a 5ls
638 639 62w
9k2 9k3
5n9 5na 5nb
8q1 8q3 8q4 8qa
8qg 8qh 8q5
6nz 6o0
5nl 5nm 5no
862 863 84h
86n 9u7 9u8
8v2 8v3
7gt 7gs 7gx
6ng 6nh 506 507 6nf
gt gw gx 1wz 5pk 5pl
3v1 3v2 7m 7n 7l
gz gy 6t0 6d3
a0y a0z a10
a13 a12 a11
4nn 4np
a1u a1v a1w
1tj a1i
8vv 8vy 8vz 9it 9iu
8w1 8w9 8w0
ei ek el 6n0 6n1
ei
1z1 1z2
1yz 1z0
3wq 29u
1xx 1xy
50e 50b 50c 6ml 6mg 6mf 6mh
6ma 6mn 8a 8b 149 7z2
6md 86m 89h 3vm
6mj 89 7z4 8g 7z7
44z
508 89g 4sk 4sj
6wt 6wu 8uy 8uz
6wr 6ws
6wo 6wp
5ar 5as
5hs 5hu 8an 8ao
2c3 2c4
1ma 1mb
6e7 6e9
3x7 3x8 64z 651
43y 440
6q4 6q6 300 301
6w 6x
3wb 3wc 1ty 1u0
4ny 4nz 6f4
2vw 2vx 3pe 3pg
kn ko 6ck
419 41a 418 3ry
6dp 6dx
4id 4if 409
9az 9b1
6zq 6zu 7b6
9f 9g 64b 64c
66m 66o 65q
4bn 4bo
2d1 2d2 1v4 1v5 2d4
7fw 7fx 78g 78h 68a 78f
gv gu 8ax 5ru 6t1 5xz
6cp 6cr 6cs l0 l1 6ct 6cu
446 447 44e 44f
hy i0
6dv 6dw tr
7fz
5c6 5ca 5cb 5cd 6ez 6f0
61f 61g 94i 94j
61e 61j 61i
55g 55h 962 963
2hk 2hl 2hm
2if
5zv 5zw 5zx
4qo 4qp
3iz 3j0
603
8am
2eo 2ep 2eq 4ok 4oj 4oi 4oh
4px 4pz 4oe 4p5
51t 4os
8o2 8oa 8o5
lb
qg qh os 5ce 5cn 5ch
5q5 5q8 3to 3tp
5q6
8zk 8zl 8zm 1ni
6kd 6ke
a05 a06 a07
a09 a0a
8p5 8p6
8p7 8p9
7wb 7wc
82x 82y 82z 7p5
834
768 769
76b 76d 760
2rg 2rh 2rf 3pa 5y7
4rw 1cn
11q 11r 11s
2wn 2wo 8c3 8c4 75o 75p 3op
7k7 7k8 7l9 98v 73i
4dr 4ds
1kb
5at 5g5
2uz 2v3 2v4
2vc 2vd 2uu
54e 54f 5ki 5kn
546 549 54a
47v 47w a2q a2r
3lz 3m2 3m0 3m1
9rc 9rd
5zh 5zm 5zn
1wu 1w7 1sr
6nl 6nm
3j6 3j7
7lw 7lx 1zg
tp 4hv 1nv
7j3 7j4 7j5
ps pu 7ry 7rz
3ib 3ic
8ue 8uf 9up 9uq
4e7 4e8 77i 77k
735 736
5dk 5do 5dl
95b 95c 95d
1x8 1x9 1xa
4yk 4ym 4yl
9j4 9j5 2pw 2px
4gr 4gp
8xy 8xz 8xs
8xv 8xw jl
9ew 9ex 9f4 9f5
dr ds dt 72s 72t 5r 5s
4ht dv du
67r 67u 67v
67t 67w 67s
8fs 8ft 8fu 91o 91q
8fz 8fw 8fv 91p
1hd 1he 1hf
1hd 1hc
9xw 9xx 78r 78s
2qb 2qc 9ft 9fu bm
9hf 9hg 9hi 9hj 9hb
9h7 9h8 9he
ty u1 u3 u6 u5
ty 38o 516
6l2 6l3
6l1 5d1 6l2
5p6 5p7 7mh 7mi
7k7 7k6 7mh
3c4 3c5
1ul 1um 6ug 6uh 2cz
1uk
9mr 9mq 813 7wv
949 94a 72a
80z 9mp 9ms
6vw 6vy 2b0 2b1 847 848
8n9 8na 8n8 5i
1rt
4c7 4c9 4c8 8nb
2fu 2fv 2fw 9cb 9cc
429 42a 9s6
1l2 6hu 1l4 1l5
1l3 15j
2t2 2t3 2t4 19u 19v 19p 19q
19y 19s 19u
13c 13d 13g
13f 13g yj
7f 7g 29w 994
1nb 1nc
a23 a24 a25 a26 5jo 47t
90n 90o 2wd
5vz 5w0 1o9
6yd 6ye 2pf
2op 6hv
46t
2uw 6n7
551 555 553 554 1cb 1cd
552 1cc
5fk 5fl lu 6fc 6fd 6fj 6fk a80
1fc 1fd 6s2 6s3 6s9 6sb
8r8 8r9 8rd 8r7
1lj 1lk
1jo 1jp 1jq 1jm
1k2 75k
5hb 5hc 59p 2no 1gl 930 12d
87r 2z9 905 2vj 87q
97w 97v 983 982 a6i a6k
5ux 5uy
97u 95k a6h
4n9 4na pp pq 4nb 4nc 5oz 5p0 7r5
9uy q8 4nf 310
4ix 4iy 4j0 4j1
4j2 4iz
pg pi 2ip 2iq
2i2 2i3 a8n a8o 9bu
2i0 2hw 6zy 2ic 9br 9bt
pd
pb pc 34f
8on 8om
q7 9pf 9py q6
3t
6fw 6fx
6od 6oe 2th
833 4hx 7ko
2ho 2hn 1bw
vp w2 58p 58q 2kb
w3 377
42n w5
483 485 486
484 166
7hr 7ht 413 414
2r1 2r4 2r5
2uh 2ui 2uj
43b 43c 2uk 2ul 9ng
ww wx wp wu
324 326 327
58j 58k 31l 30k 31p 31q
325 31n 31t
wz
6li 6lj 6ln 6lo 8co
463 464 46h
46l 46m 46n
46i
32m 32n 45z
8wk 8wl 3w2 46j 4la
8wc 46d 4l9
8w8 8w2
a5g a5f 8w7 a5e
a5r a5s a5t
56w 3d1 571
56z 570 572 573 3d6
9ea 9eb 9ec
4kk 4kl 4km 4kd
1hg 1hh 1hi
1hg 1hj
dc de dd
4ph 1i7 87f 87g 9qh 924 a36
8z7 8z8 8z9 8ne 8ng 8nd
26p 26o 26q
wl 3xq
7rp 7rn 7ro 6g8 6gb
893 897 895 894
5uv 5uu 24x
di dj dg dk
7wt 34h 1fr 1fs 1ft 92k
2sz 92l 2t0 8ok
5mo 9yd w6
1cp 5vp 10k 5vq
7sn 7sr 7sq
246 245 80j
4lg 9oh
7o5 4ex
4ez 7o8 4f1
6cq 1fj
89e 3gw 3gu
89d 89f
756 6xx 6y0 6xz 724 723 340 341
754 340 753 6xw
2mw 2mx 3k3 2mz
751 8uj 6xv
9px
9pm
2ag 3vj 9yr
5yf 48 xb 7us
9ve 733 8u
7af 4hg 7ag
75e 75h
75g 75f 75c 75d
2i9 704 9c1
1c2 1c3
4za ac 6ah 56g 4z8
779 4aw
77d 77e 4aw 4au 79c 3c1 3zz 3zf
4as 4at 5wy 5wz 22k 238
4aq 5wv 22k
9pc 4av
9y a0 a1
681 689 11n
11d 11g
8tk 8ts
443 34o
6z8 4kc 1bh 10p 4kj
7ca 2dw 7cs
97k
3p6 3do
6zb 61m 6td 2cx
5fa a80
9gf
6rk 9gl 6rm
2a 7y1
7fp 7fv 7fu 3vz
9qg 3r8 gd
5tj 23v
8xi 4sm 4sr 4st 3vn 38
8bm
12 2o
9i0
9i1
5b9 5ba 98a
98a 92w
7ac 9qr
9qt
3y1 4mu 335 8v2
9p0 1be 9oz
3y2 6zm
2zp 1au
2ac 2ad
9pi 5ak 9q0 3th
8bj 8bk 4p
20j 1do 3sg
sj 9od
sk s0 64r
1v9 1vb 2z1 820
1vc 1va
3us 4c 3ul
9r1 9qy
4hf 4t
2j2 73y
1qc 742 4hj 4hm
9ou
8e4
819 9i5 81b 9i3
80y 5dh 818 5im
2r2 2lv 72b
7i8 5er
9e9 9d4
8k5 182
584 5ei 10w
3kw 3kx 5ek
36d 8at 948
71o 71s
6nc 2vf 6y8
84l 84n 84m
9nn 57b 57a
fm 526
4rb 4r6
2zv 83x 7jv
439
1zk
872
88d 88e 5yx
919 8gf 91c 8gg
38e 3sv 91b
2mt 7aq 7ak 7am
4cy 7as 7at
57w 57x
1vg 1vh 438 1ex
1ap 2zo 1aq
8te 8tf 86z
3r 20 7m6 3e9
56s 56v
5d5 4qx 4r1
we 7pp 42x
22l
5nq 5ni 5nh
6qk 6qj
jm is
83z 841 1os
805 2l7
1qj 1qk a3z 1q9
1q0 1q2 69c
33g 33i 1q3 5j0
1q8 181
1pr
7qy 4gt 7n4 2f3 71k
4gt 1lw
4gz 7vj 43i
4fc
1c 71p 6ac
7dm
1b 28l
a3z a40 rs 5of 4sl
6xu 9g6
9g6 9g7
86p 86o
7ky 7l2 7kz
2kk
1r4 4bz 9oq
3f d 7c3
3d 1w
9h 9i
96n 96o
772 7fn 5w2
771 773 7fm 7fo
xe
wa vu
8pg 8ph
8j5 3ga cw ay nd
9o4 d0
cy
2sp 4fa 4fb
2sp 9df 35w
2z0 2z2 9dj
9dn 3jf
1xn 4c4 4c1 a8k
1yn 1yo
7mr a98 6vr
2dn a8s 61v 7ne
jx iy ju iv 2ae 2af
91g 7e1 38q 6g3
9lm 9lo 3u2
22q 22r
74
9je 95p 95q
70o 70q
7au 2o3
3ws
70r 5jr
7cl wy 379
a7g a79
2iz 35l ws 2j5
x0 8kl 9zw
6m2 6m6 6m3
8u2 43s 437
8s1 321 9sj
4vp
5ye 79k
98r zy 9wp
4d2 37w 98t
yk 19o
150 151
3h9 90y 3js
7ug 31r 31s 3bk
a28 97r
31p 58h 31l
3q3 7pm
6qz 6r2 8h2
8ih 8ig 40j
2jz 2k9 1nt 3pm 8y0
2ts 2u7 360
uy 9ko
41v
3qf 2ga
6km
5hi 5hl
3ka 3po
1al 1an
55v 47q 8hp
1yg 713 1yf
a5i 2rv
9r5 2a1 3pl
6j6 300
397 395
9wv
9x1 9ww
kp 1db
5k9 7ny
1dl 85p
8q7 8qe 8q2
6o1
2zd 6pq
51y a1h
a1m 343
a1s a1f
48l a1e
4ik
a1q a1y
a1o 6w4 6yf
9ma 9m9 4x7
78y 9g0
50p 50o hs fz hu
95r a8d
48k
5pg gr gs 5pk
8nk 6oc
790 2wh
6ni 506 6nf
1fg kv
85q
4wu 3r4
7xg l3 7xe
1fk 1fi 2ks 3g1
3kk 3kl
44d 44h
24c 7sm
4kt 4ku 8fk 8fl
4ks 8fj
5sf 900
4l1 4l2 4l3
91x 3gz 46e 2mj
12p 45i
45g
45l 45h
1g7 7yq 7ys 7s1 9s4 9s1 7di 9sb 1ga
1f1 1f2 1f0 1f3 5af
525
8yn
11z 50r 6l5 51j 120
7gj
9kq
3qn 3qj 36m 2kc
4ae
6m8 a8v a8y a8u
4j3 5wg 5wh 7cx
7lv 7lt 7lu
3kz
9bh
6jm 32u 2wr 2yp
336 333 9xy
4t6 108 109 10g 6ol 886
450 4eh 3zc
77y 339 881
1kc 4fi
481 482 7pj 9zp 6qx 2xo 9zr
8xh o0 5u3
1kl a3d
2nl 2pg 2nf
1ht 34l 77p 77r
3rn
9kt
880
5ud 5ua 8nw 8o0
922
22v 239 1lm
lp m7 1ln 3c
oj 7ni 7el 728
6al 3dg
3am 6ae
57h 9m0
9m0 5ff
ok 9dw
13k k4
13k 13o
9ld 9le
6t2 4z3
17g 3ow 6tm 6t9
8ua 4ze
34c 7ws
14w z2
z2 z3 14w 14x
8u7
2bl 2bd 61m
2bd 2bf
7jk
9i8 4x1
4q2
9as
9ks
3nu 3nv
5s6 6er
5s0 5s8
5s0 5s2 5s3
47n w7 48d
8fx 8fr f7
5i3 5hz 36p 36t
5hy 36o
774 8i
717 719
e1
4li
um 1ky
95r
9rs 9rp 4bj 43w 4bh
451 9rl 9rt
1xc
rv rw 1ry 80y
7hp 5l6 9k1 9jy 92n
9y5 9wk
6i5 4ma
593 595 683 4q7
3tq 3tv 83j 5vh 64t
1rr 1s3
1wk 1wo
28i 5k1
6c8 9rq 6c9 9rr
8m2 7zj
41y 90q 3xr
6hq 6ht 2lx 2m0 2o6 2os
34x
yi z8 13c 107
90f 35c
3lo 3ls
3lt 3lq
50q 90i
1a1 8iz 1iu
5s0 39o n5 md 5cz 393
3ij kc
4xg
9me ib
o6
9uy
k6
6ro 6rn 172
1z5 53r
70a 16u
5d9
9p
7gp
55o 38a
75v a4p
c2
4r3
1dw 427
849 7t1
135 136 668
3j
8gc
968 gg
968 9oa
vl
gf 96a 969
79n
21q 90p
9fh
4n1 3rx 1ns
6b3 6b6
gf gk
9tw 3hm
2up 2v9 16n ji 5ep
2vb 80f
6i2 6i3 6hz
6rq 6rs 6rp
2tq 2tc 3ty
1g2 6w9
9k4
ud 86w 8zz
j6 8g7 6nr
4xw 2v6
8gu 3g4 8gw
6uz 7q8 6v1 6ux
4ql 6nn
37m 9ju
7lw
67p 6hj 685
p0 pw 9n5 6oz 4n8
901 5fw 4kq
5ha 59o 59g 59j 1gk 1kh
2hs 6zf 9bp 1y7 6zx
20y 6j3 27g 27v
74n 6pz
74t 6pf
94k 3uz 6nr 5rv
4am 538 7zu
3s 1z 7me
2z4 2hg 592 17d
2ii
2hr 2z5
8zt 7mc 90t 1iy
17o 17l
2d6
7aa 9mk
9d6 4sx 1nd
93x 8a5 83s 93w
7w5 3rs
2w3 8il
3lc
1cq 1cr 4lp
4pe 4pg 5ev 5eu
8un
8vf 25n
25k
9if 9ig nw 3sk
11d 11e 1oc 99i
7xt 7xv 7xw
5lc 5le 3d4 3d5
49p 49r 132 133 223
5tq 5tr ax f6 10q 6k5
2w4 2w5 7ya 7y2 2w1
6sj 6sk
6sm 6si
8f0 4dh 8f1 fn
155 15m
86g 86h 86k 86l
6l6 6l7 6id 6ie 6ua 37u
8d0 8d1
8cz a4y
503 504 502
sv sw sx
6m1 6m4 8ex
kj kk kl
4gl 4gm 4sa 4sb 4gj
2nt 2nu 49d 49e
3ve 3vf 539
7x3 7x4
1bt 1bu 7kl
4gb 4gd 4ge
3jy 3k0
33s 33t 33v
75s 75t
8jn 8jp
6pk 6pl 3mo
8qr 8qs
8ml 8mm
1wy 4h9
3la 3lb 3ld
8t8 8t9 8tc 8td
5cs 5ct 6kj 6kk 1b0
2hy 2hz 9bs
2ta 2tb 8g3 8g2
4ci 4ck 4cl 9si
9wo 12a 78o
52d 52c
6os 6ot 6ou
5mu 5mv 5mr 8d3 8d4 5mq 5mp 8iv
7s7 7s8 8v
30o 30p 53w 53x
l8 l9 9hy
la
3p4 3p5 7dw 7im
3p4 15f 7in 9va
161 162
61 62 3a4 3a5
9nc 9nd 3yw 3yx 4jc
6ho 6hp 3xt
6ho
1ij 1ik 1if
3vi 3vh 3vl
1k3
8yp 8yq
2x5 2x7 2x6
51f 51e
2x4 3lj
7qm 7qo
56m 56n 5y1
6zs 6zt 7b7 7b8 5y3
8vx 8vw 8ul
50k 78k 95 7g0 7c0
9rf 9rg 9re
663 664 65z
1u1 1u3 3ft 3fu
5vn 5vo 5w8
58f 58g
8c7 8c8 725
xl xm
7tg 7th
9ur 76i
9ug
494 495
19e 19f
4in 4io 1kx
1w2 1w3
8ov 8oz 8p0
8iw 8ix
6dc 6dd
10u 10v 5ex 5ey
1iq 1is 1it 7a1
7pw
33p 2m6 8s6 6pt
1g4
7fi 8lg 110 1k5
4d4 1gb 9is a53 a95
2yl a51
5u8 a50
26g 87y 3jc 38h
5mw 4w8 3oi
6yp 8y4
6l5 21z 6fl
5gf 5ge 1do 845 4zr
9tj 7qx 3fq 8b8
5di 3ra
jw 9zn
87p
7l7
9mb
62a 620 1ub 5pv
100
4ia 523
16c 32y 7ih
1id
3u4 2qk 1kn
cp cr cs
3g0 19t
1e4
78l 78m 78n 16o
30b 4a9
7qg 7si 7sj 7qc 7zd
63e 3a3 63x
8jn 3gb 8jv
8g8
3re 36n
9yy 31g
8h9
564 566
8aw 8ay 6d4
9pb 9p6
509 50i
1a9 1ah 1ai 1aa
7b5 7ba 7b9
96l 867 868
5y0 4mp 4mq
6ch 23u
94
8dk
9ci tq 17i
6m1 3wz
63x 2h8
34t 29t
353 354
8gk 3g3
a2e
252 23o
45x
4l0 5s9
6lc 7bj 33h
4hk 4is
9u4
4k7
974 c3
94h 7dx 7dz 6p8 8zd
3nb
291 94z
1ih 34n 3ka
9pe
751 3bx 6xu 3bc 7gd 3cw
24d 57f 57n
97y 97z
97s 970 a6j 3i9 95i 95j
2hq 2hh
9wj 9sh
7u 7w
a3u a3v
99t 99v 9a9 9aa
488 5g0
9yq
3o7 x4 6hw
6wg 1ov 5kh
130
65f 14e
a3s 12o
6wl 2fz
bs aq 254 23p
bs 254
44s 7tj
4en 4dg
4em
972 975 31b
89a 7mm 4kr
835 836
5f9 5fu 392 a80 a6o
8hs 8hu 3h 1x
8ht 3h 8hw
9gr 9gy
jd jg iq
2z vq
6my 5za 6mz
7ve
8zp 9z7
9ns 3hf 9nu
4ru 382
75y 3c9
am 33l
ao 2r3 al
6h5 8f8
2hp
5hr 5hv 81q
4go 4gs 2ut
8dl
8cn 6lm
4y0 4y1 6f3
5to 1zs 8cp
1mt 9sm 8or
5ut 5vd
784
783 785
3mn 3ml
3mk 3mm
7vp 3er
7nw
93
9dt 9dv
4mc 8ye
4lr 380 2lo 35p
9xh 7p2
9vg
14s
5xv
7c8 51n 51p
4xs 4xv
9hv 9hw
tu 1wf
2cf 9ev
nq 3wd
99b 6yt 18o
9au 2n6
lz 8nr
3du 3dz
7om
53a 91l 8fc 1bl
9ao 1ol
1zi 1rw
48n
5x 3d3
3v4 3w4 967
7t5 7tk 7tl
8ku 8ky 8l5
98q 98k 41s
a3w`,
];
