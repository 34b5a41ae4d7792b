// Seed listings for rent (Goal 1): monthly rents with charges, a rented studio and a business
// for takeover.
import type { SeedListing } from "./model.ts";

export const RENT_LISTINGS: SeedListing[] = [
  {
    id: 40232, place: "ixelles", street: 4, number: "25", box: "2", goal: 1, type: 2, types: [2], record: "20481", marquee: 1, price: 1450,
    title: { nl: "Appartement met twee slaapkamers en balkon, wijk Flagey", fr: "Appartement deux chambres avec balcon, quartier Flagey", en: "Two-bedroom flat with balcony in the Flagey area" },
    description: {
      nl: "Gerenoveerd appartement van 85 m² op de tweede verdieping van een herenhuis, met twee slaapkamers, een ingerichte keuken en een balkon op het zuiden. Vrij vanaf 1 januari. Maandelijkse lasten van 150 euro voor water, verwarming en gemeenschappelijke delen.",
      fr: "Appartement rénové de 85 m² au deuxième étage d'une maison de maître, avec deux chambres, une cuisine équipée et un balcon orienté sud. Libre au 1er janvier. Charges mensuelles de 150 euros pour l'eau, le chauffage et les communs.",
      en: "A renovated 85 m² flat on the second floor of a townhouse, with two bedrooms, a fitted kitchen and a south-facing balcony. Available from 1 January. Monthly charges of 150 euros cover water, heating and common areas.",
    },
    rooms: { bedrooms: 2, bathrooms: 1, toilets: 1 }, living: 85, epc: 80, photos: 6, age: 4,
    facts: { ChargesRenter: 150, Deposit: 4350, Floor: 2, Floors: 4, TerraceArea: 4, HasTerrace: true, ConstructionYear: 1910, RenovationYear: 2022, IsFurnished: false, EpcUniqueCode: "20220905-0000671134-01-7", CO2Emission: 16, EpcValidUntil: "2032-09-05", InventoryCost: 275 },
    words: { Condition: ["condition", "renovated"], Heating: ["heating", "gas"], Kitchen: ["kitchen", "fitted"], FloorCovering: ["floor", "parquet"], OrientationTerrace: ["orientation", "south"], Availability: ["availability", "january"] },
    documents: ["epc"],
    poi: [
      { kind: "shop", name: { nl: "Flageyplein", fr: "Place Flagey", en: "Place Flagey" }, distance: 350 },
      { kind: "park", name: { nl: "Vijvers van Elsene", fr: "Étangs d'Ixelles", en: "Ixelles Ponds" }, distance: 450 },
      { kind: "school", name: { nl: "ULB, campus Solbosch", fr: "ULB, campus du Solbosch", en: "ULB, Solbosch campus" }, distance: 1500 },
    ],
    neighbourhood: { name: "Flagey", description: { nl: "Levendige wijk rond het Flageygebouw, met cafés, cinema en een zondagsmarkt.", fr: "Quartier animé autour du bâtiment Flagey, avec cafés, cinéma et marché du dimanche.", en: "A lively district around the Flagey building, with cafés, a cinema and a Sunday market." } },
  },
  {
    id: 40236, place: "saintGilles", street: 0, number: "101", box: "3", goal: 1, status: "rented", type: 3, types: [3], record: "V-0362", marquee: 0, price: 850,
    title: { nl: "Gemeubelde studio bij het Voorplein van Sint-Gillis", fr: "Studio meublé près du parvis de Saint-Gilles", en: "Furnished studio near the Parvis de Saint-Gilles" },
    description: {
      nl: "Gemeubelde studio van 38 m² op de derde verdieping, met kitchenette, doucheruimte en een mezzanine om te slapen. Het Voorplein met zijn cafés en de markt ligt om de hoek, het Zuidstation op tien minuten wandelen.",
      fr: "Studio meublé de 38 m² au troisième étage, avec kitchenette, salle de douche et mezzanine pour dormir. Le parvis, ses cafés et son marché sont au coin de la rue, la gare du Midi à dix minutes à pied.",
      en: "A furnished 38 m² studio on the third floor with kitchenette, shower room and a sleeping mezzanine. The Parvis with its cafés and market is round the corner, and Brussels-Midi station a ten-minute walk.",
    },
    rooms: { showerRooms: 1, toilets: 1 }, living: 38, epc: 380, photos: 4, age: 110,
    facts: { ChargesRenter: 90, Deposit: 2550, Floor: 3, Floors: 3, IsFurnished: true, ConstructionYear: 1900 },
    words: { Condition: ["condition", "good"], Heating: ["heating", "electric"], Kitchen: ["kitchen", "kitchenette"], Glazing: ["glazing", "single"] },
  },
  {
    id: 40241, place: "etterbeek", street: 0, number: "228", box: "4", goal: 1, type: 2, types: [2], record: "2024/122", marquee: 2, price: 1100,
    title: { nl: "Gemeubeld appartement met één slaapkamer bij de Europese instellingen", fr: "Appartement meublé une chambre près des institutions européennes", en: "Furnished one-bedroom flat near the EU institutions" },
    description: {
      nl: "Volledig gemeubeld en uitgerust appartement van 58 m², klaar om in te trekken: leefruimte met open keuken, een slaapkamer en een doucheruimte. De Europese wijk en het Jubelpark liggen op enkele minuten wandelen. Ideaal voor een expat of een stagiair.",
      fr: "Appartement de 58 m² entièrement meublé et équipé, prêt à vivre : séjour avec cuisine ouverte, une chambre et une salle de douche. Le quartier européen et le parc du Cinquantenaire sont à quelques minutes à pied. Idéal pour un expatrié ou un stagiaire.",
      en: "A fully furnished and equipped 58 m² flat, ready to move into: living room with open kitchen, one bedroom and a shower room. The European quarter and Cinquantenaire Park are a few minutes' walk away. Ideal for an expat or a trainee.",
    },
    rooms: { bedrooms: 1, showerRooms: 1, toilets: 1 }, living: 58, label: "C", photos: 5, age: 22,
    facts: { ChargesRenter: 120, Deposit: 3300, Floor: 4, Floors: 5, HasLift: true, IsFurnished: true, ConstructionYear: 1972, RenovationYear: 2020 },
    words: { Condition: ["condition", "renovated"], Heating: ["heating", "collective"], Kitchen: ["kitchen", "open"], Availability: ["availability", "now"] },
  },
  {
    id: 40245, place: "uccle", street: 1, number: "88", goal: 1, type: 1, types: [1], category: 102, record: "20490", marquee: 4, price: 2900,
    title: { nl: "Bel-etagewoning met vier slaapkamers en tuin", fr: "Maison bel-étage de quatre chambres avec jardin", en: "Four-bedroom bel-étage house with garden" },
    description: {
      nl: "Ruime woning van 240 m² met vier slaapkamers, twee badkamers, een garage en een verzorgde tuin van 200 m². De bel-etage met living, eetkamer en keuken baadt in het licht. Vrij vanaf 1 februari 2027; huurwaarborg van drie maanden.",
      fr: "Spacieuse maison de 240 m² avec quatre chambres, deux salles de bains, un garage et un jardin soigné de 200 m². Le bel étage, avec séjour, salle à manger et cuisine, est baigné de lumière. Libre au 1er février 2027 ; garantie locative de trois mois.",
      en: "A spacious 240 m² house with four bedrooms, two bathrooms, a garage and a well-kept 200 m² garden. The raised ground floor with living room, dining room and kitchen is flooded with light. Available from 1 February 2027; rental deposit of three months.",
    },
    rooms: { bedrooms: 4, bathrooms: 2, toilets: 3, garages: 1 }, living: 240, ground: 350, epc: 290, photos: 7, age: 10, tour: "https://my.matterport.com/show/?m=aSx1MpRRqif",
    facts: { ChargesRenter: 0, Deposit: 8700, Facades: 2, Floors: 3, GardenArea: 200, HasGarden: true, HasCellar: true, ConstructionYear: 1932, RenovationYear: 2011, EpcUniqueCode: "20230127-0000688104-01-5", CO2Emission: 58, EpcValidUntil: "2033-01-27" },
    words: { Condition: ["condition", "good"], Heating: ["heating", "gas"], Kitchen: ["kitchen", "fitted"], FloorCovering: ["floor", "parquet"], OrientationGarden: ["orientation", "southWest"], Availability: ["availability", "february"] },
    documents: ["epc", "plan"],
  },
  {
    id: 40249, place: "auderghem", street: 2, number: "12", box: "1", goal: 1, type: 2, types: [2], record: "20494", marquee: 0, price: 1650,
    title: { nl: "Appartement met drie slaapkamers bij het Rood Klooster", fr: "Appartement trois chambres près du Rouge-Cloître", en: "Three-bedroom flat near Rouge-Cloître" },
    description: {
      nl: "Appartement van 120 m² in een rustig gebouw uit 2009, met drie slaapkamers, een badkamer en een doucheruimte. De living geeft uit op een terras met zicht op het groen; een garagebox is inbegrepen in de huurprijs. Het Zoniënwoud en het Rood Klooster liggen op wandelafstand.",
      fr: "Appartement de 120 m² dans un immeuble calme de 2009, avec trois chambres, une salle de bains et une salle de douche. Le séjour s'ouvre sur une terrasse avec vue sur la verdure ; un box de garage est compris dans le loyer. La forêt de Soignes et le Rouge-Cloître sont accessibles à pied.",
      en: "A 120 m² flat in a quiet 2009 building, with three bedrooms, a bathroom and a shower room. The living room opens onto a terrace overlooking greenery, and a lock-up garage is included in the rent. The Sonian Forest and Rouge-Cloître are within walking distance.",
    },
    rooms: { bedrooms: 3, bathrooms: 1, showerRooms: 1, toilets: 2, garages: 1 }, living: 120, epc: 62, photos: 6, age: 16,
    facts: { ChargesRenter: 180, Deposit: 4950, Floor: 1, Floors: 4, HasLift: true, TerraceArea: 12, HasTerrace: true, HasCellar: true, ConstructionYear: 2009, EpcUniqueCode: "20190415-0000503377-01-0", EpcValidUntil: "2029-04-15" },
    words: { Condition: ["condition", "excellent"], Heating: ["heating", "gas"], Kitchen: ["kitchen", "fitted"], Glazing: ["glazing", "double"], OrientationTerrace: ["orientation", "west"], Availability: ["availability", "now"] },
    poi: [
      { kind: "park", name: { nl: "Rood Klooster", fr: "Rouge-Cloître", en: "Rouge-Cloître" }, distance: 500 },
      { kind: "transport", name: { nl: "Metro Hermann-Debroux", fr: "Métro Hermann-Debroux", en: "Hermann-Debroux metro" }, distance: 700 },
      { kind: "sport", name: { nl: "Sportcentrum Oudergem", fr: "Centre sportif d'Auderghem", en: "Auderghem sports centre" }, distance: 1100 },
    ],
  },
  {
    id: 40254, place: "brussels1050", street: 0, number: "480", box: "6", goal: 1, type: 9, types: [9], category: 901, record: "L1271", marquee: 1, price: 2750,
    title: { nl: "Kantoorruimte van 165 m² aan de Louizalaan", fr: "Plateau de bureaux de 165 m² avenue Louise", en: "165 m² office floor on Avenue Louise" },
    description: {
      nl: "Instapklaar kantoorplateau van 165 m² op de zesde verdieping, met zes werkplekken, een vergaderzaal, een kitchenette en twee toiletten. Airconditioning, verhoogde vloer en glasvezel zijn aanwezig. Twee ondergrondse parkeerplaatsen kunnen erbij gehuurd worden.",
      fr: "Plateau de bureaux de 165 m² prêt à l'emploi au sixième étage, avec six postes de travail, une salle de réunion, une kitchenette et deux WC. Air conditionné, faux plancher et fibre optique. Deux emplacements de parking en sous-sol peuvent être loués en supplément.",
      en: "A ready-to-use 165 m² office floor on the sixth floor, with six workstations, a meeting room, a kitchenette and two toilets. Air conditioning, raised floor and fibre broadband are in place. Two underground parking spaces can be rented in addition.",
    },
    rooms: { toilets: 2 }, photos: 5, age: 28,
    facts: { OfficeArea: 165, ChargesRenter: 450, Deposit: 8250, Floor: 6, Floors: 9, HasLift: true, Parkings: 2, ParkingPrice: 150, ConstructionYear: 1989, RenovationYear: 2019 },
    words: { Condition: ["condition", "excellent"], Heating: ["heating", "collective"], InteriorComfort: ["comfort", "aircon"], Availability: ["availability", "agreement"], AreaApplication: ["zoning", "brusselsAdmin"] },
  },
  {
    id: 40258, place: "ixelles", street: 0, number: "31", goal: 1, status: "for-takeover", type: 6, types: [6], category: 602, record: "V-0399", marquee: 3, price: 2400,
    title: { nl: "Over te nemen: koffiebar met terras in een levendige wijk", fr: "Remise de commerce : coffee shop avec terrasse dans un quartier animé", en: "Business for takeover: coffee bar with terrace in a lively area" },
    description: {
      nl: "Overname van een goed draaiende koffiebar van 95 m² met 30 zitplaatsen binnen en een terras op de stoep. De volledige inrichting wordt overgenomen; de huurprijs bedraagt 2.400 euro per maand, met een handelshuurovereenkomst tot 2033.",
      fr: "Remise d'un coffee shop de 95 m² qui tourne bien, avec 30 places assises et une terrasse sur le trottoir. L'équipement complet est repris ; le loyer s'élève à 2.400 euros par mois, avec un bail commercial courant jusqu'en 2033.",
      en: "Takeover of a thriving 95 m² coffee bar with 30 seats inside and a pavement terrace. The complete fit-out is included; the rent is 2,400 euros a month under a commercial lease running until 2033.",
    },
    rooms: { toilets: 2 }, photos: 5, age: 42,
    facts: { StoreArea: 95, Floor: 0, HasCellar: true, Deposit: 7200, ConstructionYear: 1925 },
    words: { Condition: ["condition", "excellent"], Heating: ["heating", "gas"], Availability: ["availability", "agreement"], AreaApplication: ["zoning", "shopping"] },
  },
  {
    id: 40262, place: "zaventem", street: 2, number: "54", box: "1.2", goal: 1, type: 2, types: [2], record: "20498", marquee: 0, price: 1050,
    title: { nl: "Appartement met twee slaapkamers vlak bij het station", fr: "Appartement deux chambres près de la gare", en: "Two-bedroom flat close to the station" },
    description: {
      nl: "Appartement van 88 m² op de eerste verdieping, met twee slaapkamers, een badkamer met ligbad en een zonnig terras. Het station van Zaventem ligt op drie minuten wandelen, de luchthaven op tien minuten met de trein. Een kelder hoort bij het appartement.",
      fr: "Appartement de 88 m² au premier étage, avec deux chambres, une salle de bains avec baignoire et une terrasse ensoleillée. La gare de Zaventem est à trois minutes à pied et l'aéroport à dix minutes en train. Une cave fait partie du bien.",
      en: "An 88 m² first-floor flat with two bedrooms, a bathroom with bath and a sunny terrace. Zaventem station is three minutes' walk away and the airport ten minutes by train. A cellar comes with the flat.",
    },
    rooms: { bedrooms: 2, bathrooms: 1, toilets: 1 }, living: 88, epc: 150, photos: 5, age: 19,
    facts: { ChargesRenter: 100, Deposit: 3150, Floor: 1, Floors: 3, HasLift: false, TerraceArea: 8, HasTerrace: true, HasCellar: true, ConstructionYear: 1998, EpcUniqueCode: "20210518-0002515523-RES-1", EpcValidUntil: "2031-05-18", PScore: "A", GScore: "A", FloodRiskArea: false, RiparianZone: false },
    words: { Condition: ["condition", "good"], Heating: ["heating", "gas"], Kitchen: ["kitchen", "fitted"], Glazing: ["glazing", "double"], OrientationTerrace: ["orientation", "south"], Availability: ["availability", "now"], FloodZone: ["flood", "none"] },
  },
  {
    id: 40267, place: "wavre", street: 0, number: "280", goal: 1, type: 1, types: [1], record: "2024/133", marquee: 1, price: 1650,
    title: { nl: "Passiefwoning met drie slaapkamers", fr: "Maison passive de trois chambres", en: "Three-bedroom passive house" },
    description: {
      nl: "Recente woning uit 2022 volgens de passiefhuisnorm, met warmtepomp, ventilatie met warmteterugwinning en zonnepanelen: de energiefactuur blijft minimaal. Open leefruimte met keuken, drie slaapkamers, een tuin van 2 are en een garage.",
      fr: "Maison récente de 2022 construite selon le standard passif, avec pompe à chaleur, ventilation double flux et panneaux photovoltaïques : la facture énergétique reste minime. Espace de vie ouvert avec cuisine, trois chambres, jardin de 2 ares et garage.",
      en: "A recent passive-standard house built in 2022, with a heat pump, heat-recovery ventilation and solar panels, so energy bills stay minimal. Open-plan living space with kitchen, three bedrooms, a 200 m² garden and a garage.",
    },
    rooms: { bedrooms: 3, bathrooms: 1, showerRooms: 1, toilets: 2, garages: 1 }, living: 145, ground: 380, epc: 30, photos: 6, age: 5,
    facts: { Deposit: 4950, Facades: 3, Floors: 2, GardenArea: 200, HasGarden: true, ConstructionYear: 2022, EpcUniqueCode: "20220930001122", EpcValidUntil: "2032-09-30" },
    words: { Condition: ["condition", "excellent"], Heating: ["heating", "heatPump"], Kitchen: ["kitchen", "open"], Glazing: ["glazing", "triple"], WindowFrame: ["frame", "pvc"], InteriorComfort: ["comfort", "home"], OrientationGarden: ["orientation", "south"], Availability: ["availability", "january"] },
    documents: ["epc"],
  },
  {
    id: 40271, place: "luxembourg", street: 1, number: "48", box: "2", goal: 1, type: 2, types: [2], record: "L1284", marquee: 2, price: 2450,
    title: { nl: "Gerenoveerd appartement in de stationswijk", fr: "Appartement rénové dans le quartier de la gare", en: "Renovated flat in the station district" },
    description: {
      nl: "Appartement van 82 m² op de tweede verdieping, volledig gerenoveerd in 2023: nieuwe keuken, badkamer en vloeren. Twee slaapkamers en een living met erker. De tram brengt u in tien minuten naar Kirchberg; het station ligt om de hoek.",
      fr: "Appartement de 82 m² au deuxième étage, entièrement rénové en 2023 : nouvelle cuisine, salle de bains et sols. Deux chambres et un séjour avec bow-window. Le tram rejoint le Kirchberg en dix minutes ; la gare est au coin de la rue.",
      en: "An 82 m² second-floor flat, fully renovated in 2023 with a new kitchen, bathroom and floors. Two bedrooms and a living room with bay window. The tram reaches Kirchberg in ten minutes, and the station is round the corner.",
    },
    rooms: { bedrooms: 2, bathrooms: 1, toilets: 1 }, living: 82, label: "C", photos: 5, age: 12,
    facts: { ChargesRenter: 250, Deposit: 7350, Floor: 2, Floors: 5, HasLift: true, ConstructionYear: 1958, RenovationYear: 2023 },
    words: { Condition: ["condition", "renovated"], Heating: ["heating", "gas"], Kitchen: ["kitchen", "fitted"], FloorCovering: ["floor", "parquet"], Availability: ["availability", "now"] },
  },
  {
    id: 40276, place: "woluwe", street: 2, number: "365", goal: 1, type: 7, types: [7], category: 701, record: "20503", marquee: 0, price: 120,
    title: { nl: "Ondergrondse parkeerplaats", fr: "Emplacement de parking en sous-sol", en: "Underground parking space" },
    description: {
      nl: "Ruime parkeerplaats in de ondergrondse parking van een residentie, toegankelijk met badge. Geschikt voor een grote wagen; een laadpunt kan op eigen kosten worden geplaatst.",
      fr: "Emplacement spacieux dans le parking souterrain d'une résidence, accessible par badge. Convient pour un grand véhicule ; une borne de recharge peut être installée aux frais du locataire.",
      en: "A roomy space in a residence's underground car park, with badge access. Fits a large car; a charging point may be installed at the tenant's expense.",
    },
    photos: 4, age: 33,
    facts: { Parkings: 1, Floor: -1, Deposit: 240 },
    words: { Availability: ["availability", "now"] },
  },
];
