/*
 * The English titles of the NACE Rev. 2 divisions (88), groups (272) and classes (615), one
 * `code title` a line, in the classification's order. Typed in from the official structure:
 * Eurostat, "NACE Rev. 2 – Statistical classification of economic activities in the European
 * Community", Methodologies and Working papers, Office for Official Publications of the European
 * Communities, Luxembourg, 2008 (the titles of Regulation (EC) No 1893/2006, Annex I). No npm
 * package carries them; the French titles come from a package (`titlesFr.generated.ts`), and a
 * test checks both name exactly the same codes. The sections' titles are in `sections.ts`.
 */
const lines = `
01 Crop and animal production, hunting and related service activities
01.1 Growing of non-perennial crops
01.11 Growing of cereals (except rice), leguminous crops and oil seeds
01.12 Growing of rice
01.13 Growing of vegetables and melons, roots and tubers
01.14 Growing of sugar cane
01.15 Growing of tobacco
01.16 Growing of fibre crops
01.19 Growing of other non-perennial crops
01.2 Growing of perennial crops
01.21 Growing of grapes
01.22 Growing of tropical and subtropical fruits
01.23 Growing of citrus fruits
01.24 Growing of pome fruits and stone fruits
01.25 Growing of other tree and bush fruits and nuts
01.26 Growing of oleaginous fruits
01.27 Growing of beverage crops
01.28 Growing of spices, aromatic, drug and pharmaceutical crops
01.29 Growing of other perennial crops
01.3 Plant propagation
01.30 Plant propagation
01.4 Animal production
01.41 Raising of dairy cattle
01.42 Raising of other cattle and buffaloes
01.43 Raising of horses and other equines
01.44 Raising of camels and camelids
01.45 Raising of sheep and goats
01.46 Raising of swine/pigs
01.47 Raising of poultry
01.49 Raising of other animals
01.5 Mixed farming
01.50 Mixed farming
01.6 Support activities to agriculture and post-harvest crop activities
01.61 Support activities for crop production
01.62 Support activities for animal production
01.63 Post-harvest crop activities
01.64 Seed processing for propagation
01.7 Hunting, trapping and related service activities
01.70 Hunting, trapping and related service activities
02 Forestry and logging
02.1 Silviculture and other forestry activities
02.10 Silviculture and other forestry activities
02.2 Logging
02.20 Logging
02.3 Gathering of wild growing non-wood products
02.30 Gathering of wild growing non-wood products
02.4 Support services to forestry
02.40 Support services to forestry
03 Fishing and aquaculture
03.1 Fishing
03.11 Marine fishing
03.12 Freshwater fishing
03.2 Aquaculture
03.21 Marine aquaculture
03.22 Freshwater aquaculture
05 Mining of coal and lignite
05.1 Mining of hard coal
05.10 Mining of hard coal
05.2 Mining of lignite
05.20 Mining of lignite
06 Extraction of crude petroleum and natural gas
06.1 Extraction of crude petroleum
06.10 Extraction of crude petroleum
06.2 Extraction of natural gas
06.20 Extraction of natural gas
07 Mining of metal ores
07.1 Mining of iron ores
07.10 Mining of iron ores
07.2 Mining of non-ferrous metal ores
07.21 Mining of uranium and thorium ores
07.29 Mining of other non-ferrous metal ores
08 Other mining and quarrying
08.1 Quarrying of stone, sand and clay
08.11 Quarrying of ornamental and building stone, limestone, gypsum, chalk and slate
08.12 Operation of gravel and sand pits; mining of clays and kaolin
08.9 Mining and quarrying n.e.c.
08.91 Mining of chemical and fertiliser minerals
08.92 Extraction of peat
08.93 Extraction of salt
08.99 Other mining and quarrying n.e.c.
09 Mining support service activities
09.1 Support activities for petroleum and natural gas extraction
09.10 Support activities for petroleum and natural gas extraction
09.9 Support activities for other mining and quarrying
09.90 Support activities for other mining and quarrying
10 Manufacture of food products
10.1 Processing and preserving of meat and production of meat products
10.11 Processing and preserving of meat
10.12 Processing and preserving of poultry meat
10.13 Production of meat and poultry meat products
10.2 Processing and preserving of fish, crustaceans and molluscs
10.20 Processing and preserving of fish, crustaceans and molluscs
10.3 Processing and preserving of fruit and vegetables
10.31 Processing and preserving of potatoes
10.32 Manufacture of fruit and vegetable juice
10.39 Other processing and preserving of fruit and vegetables
10.4 Manufacture of vegetable and animal oils and fats
10.41 Manufacture of oils and fats
10.42 Manufacture of margarine and similar edible fats
10.5 Manufacture of dairy products
10.51 Operation of dairies and cheese making
10.52 Manufacture of ice cream
10.6 Manufacture of grain mill products, starches and starch products
10.61 Manufacture of grain mill products
10.62 Manufacture of starches and starch products
10.7 Manufacture of bakery and farinaceous products
10.71 Manufacture of bread; manufacture of fresh pastry goods and cakes
10.72 Manufacture of rusks and biscuits; manufacture of preserved pastry goods and cakes
10.73 Manufacture of macaroni, noodles, couscous and similar farinaceous products
10.8 Manufacture of other food products
10.81 Manufacture of sugar
10.82 Manufacture of cocoa, chocolate and sugar confectionery
10.83 Processing of tea and coffee
10.84 Manufacture of condiments and seasonings
10.85 Manufacture of prepared meals and dishes
10.86 Manufacture of homogenised food preparations and dietetic food
10.89 Manufacture of other food products n.e.c.
10.9 Manufacture of prepared animal feeds
10.91 Manufacture of prepared feeds for farm animals
10.92 Manufacture of prepared pet foods
11 Manufacture of beverages
11.0 Manufacture of beverages
11.01 Distilling, rectifying and blending of spirits
11.02 Manufacture of wine from grape
11.03 Manufacture of cider and other fruit wines
11.04 Manufacture of other non-distilled fermented beverages
11.05 Manufacture of beer
11.06 Manufacture of malt
11.07 Manufacture of soft drinks; production of mineral waters and other bottled waters
12 Manufacture of tobacco products
12.0 Manufacture of tobacco products
12.00 Manufacture of tobacco products
13 Manufacture of textiles
13.1 Preparation and spinning of textile fibres
13.10 Preparation and spinning of textile fibres
13.2 Weaving of textiles
13.20 Weaving of textiles
13.3 Finishing of textiles
13.30 Finishing of textiles
13.9 Manufacture of other textiles
13.91 Manufacture of knitted and crocheted fabrics
13.92 Manufacture of made-up textile articles, except apparel
13.93 Manufacture of carpets and rugs
13.94 Manufacture of cordage, rope, twine and netting
13.95 Manufacture of non-wovens and articles made from non-wovens, except apparel
13.96 Manufacture of other technical and industrial textiles
13.99 Manufacture of other textiles n.e.c.
14 Manufacture of wearing apparel
14.1 Manufacture of wearing apparel, except fur apparel
14.11 Manufacture of leather clothes
14.12 Manufacture of workwear
14.13 Manufacture of other outerwear
14.14 Manufacture of underwear
14.19 Manufacture of other wearing apparel and accessories
14.2 Manufacture of articles of fur
14.20 Manufacture of articles of fur
14.3 Manufacture of knitted and crocheted apparel
14.31 Manufacture of knitted and crocheted hosiery
14.39 Manufacture of other knitted and crocheted apparel
15 Manufacture of leather and related products
15.1 Tanning and dressing of leather; manufacture of luggage, handbags, saddlery and harness; dressing and dyeing of fur
15.11 Tanning and dressing of leather; dressing and dyeing of fur
15.12 Manufacture of luggage, handbags and the like, saddlery and harness
15.2 Manufacture of footwear
15.20 Manufacture of footwear
16 Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials
16.1 Sawmilling and planing of wood
16.10 Sawmilling and planing of wood
16.2 Manufacture of products of wood, cork, straw and plaiting materials
16.21 Manufacture of veneer sheets and wood-based panels
16.22 Manufacture of assembled parquet floors
16.23 Manufacture of other builders' carpentry and joinery
16.24 Manufacture of wooden containers
16.29 Manufacture of other products of wood; manufacture of articles of cork, straw and plaiting materials
17 Manufacture of paper and paper products
17.1 Manufacture of pulp, paper and paperboard
17.11 Manufacture of pulp
17.12 Manufacture of paper and paperboard
17.2 Manufacture of articles of paper and paperboard
17.21 Manufacture of corrugated paper and paperboard and of containers of paper and paperboard
17.22 Manufacture of household and sanitary goods and of toilet requisites
17.23 Manufacture of paper stationery
17.24 Manufacture of wallpaper
17.29 Manufacture of other articles of paper and paperboard
18 Printing and reproduction of recorded media
18.1 Printing and service activities related to printing
18.11 Printing of newspapers
18.12 Other printing
18.13 Pre-press and pre-media services
18.14 Binding and related services
18.2 Reproduction of recorded media
18.20 Reproduction of recorded media
19 Manufacture of coke and refined petroleum products
19.1 Manufacture of coke oven products
19.10 Manufacture of coke oven products
19.2 Manufacture of refined petroleum products
19.20 Manufacture of refined petroleum products
20 Manufacture of chemicals and chemical products
20.1 Manufacture of basic chemicals, fertilisers and nitrogen compounds, plastics and synthetic rubber in primary forms
20.11 Manufacture of industrial gases
20.12 Manufacture of dyes and pigments
20.13 Manufacture of other inorganic basic chemicals
20.14 Manufacture of other organic basic chemicals
20.15 Manufacture of fertilisers and nitrogen compounds
20.16 Manufacture of plastics in primary forms
20.17 Manufacture of synthetic rubber in primary forms
20.2 Manufacture of pesticides and other agrochemical products
20.20 Manufacture of pesticides and other agrochemical products
20.3 Manufacture of paints, varnishes and similar coatings, printing ink and mastics
20.30 Manufacture of paints, varnishes and similar coatings, printing ink and mastics
20.4 Manufacture of soap and detergents, cleaning and polishing preparations, perfumes and toilet preparations
20.41 Manufacture of soap and detergents, cleaning and polishing preparations
20.42 Manufacture of perfumes and toilet preparations
20.5 Manufacture of other chemical products
20.51 Manufacture of explosives
20.52 Manufacture of glues
20.53 Manufacture of essential oils
20.59 Manufacture of other chemical products n.e.c.
20.6 Manufacture of man-made fibres
20.60 Manufacture of man-made fibres
21 Manufacture of basic pharmaceutical products and pharmaceutical preparations
21.1 Manufacture of basic pharmaceutical products
21.10 Manufacture of basic pharmaceutical products
21.2 Manufacture of pharmaceutical preparations
21.20 Manufacture of pharmaceutical preparations
22 Manufacture of rubber and plastic products
22.1 Manufacture of rubber products
22.11 Manufacture of rubber tyres and tubes; retreading and rebuilding of rubber tyres
22.19 Manufacture of other rubber products
22.2 Manufacture of plastics products
22.21 Manufacture of plastic plates, sheets, tubes and profiles
22.22 Manufacture of plastic packing goods
22.23 Manufacture of builders' ware of plastic
22.29 Manufacture of other plastic products
23 Manufacture of other non-metallic mineral products
23.1 Manufacture of glass and glass products
23.11 Manufacture of flat glass
23.12 Shaping and processing of flat glass
23.13 Manufacture of hollow glass
23.14 Manufacture of glass fibres
23.19 Manufacture and processing of other glass, including technical glassware
23.2 Manufacture of refractory products
23.20 Manufacture of refractory products
23.3 Manufacture of clay building materials
23.31 Manufacture of ceramic tiles and flags
23.32 Manufacture of bricks, tiles and construction products, in baked clay
23.4 Manufacture of other porcelain and ceramic products
23.41 Manufacture of ceramic household and ornamental articles
23.42 Manufacture of ceramic sanitary fixtures
23.43 Manufacture of ceramic insulators and insulating fittings
23.44 Manufacture of other technical ceramic products
23.49 Manufacture of other ceramic products
23.5 Manufacture of cement, lime and plaster
23.51 Manufacture of cement
23.52 Manufacture of lime and plaster
23.6 Manufacture of articles of concrete, cement and plaster
23.61 Manufacture of concrete products for construction purposes
23.62 Manufacture of plaster products for construction purposes
23.63 Manufacture of ready-mixed concrete
23.64 Manufacture of mortars
23.65 Manufacture of fibre cement
23.69 Manufacture of other articles of concrete, plaster and cement
23.7 Cutting, shaping and finishing of stone
23.70 Cutting, shaping and finishing of stone
23.9 Manufacture of abrasive products and non-metallic mineral products n.e.c.
23.91 Production of abrasive products
23.99 Manufacture of other non-metallic mineral products n.e.c.
24 Manufacture of basic metals
24.1 Manufacture of basic iron and steel and of ferro-alloys
24.10 Manufacture of basic iron and steel and of ferro-alloys
24.2 Manufacture of tubes, pipes, hollow profiles and related fittings, of steel
24.20 Manufacture of tubes, pipes, hollow profiles and related fittings, of steel
24.3 Manufacture of other products of first processing of steel
24.31 Cold drawing of bars
24.32 Cold rolling of narrow strip
24.33 Cold forming or folding
24.34 Cold drawing of wire
24.4 Manufacture of basic precious and other non-ferrous metals
24.41 Precious metals production
24.42 Aluminium production
24.43 Lead, zinc and tin production
24.44 Copper production
24.45 Other non-ferrous metal production
24.46 Processing of nuclear fuel
24.5 Casting of metals
24.51 Casting of iron
24.52 Casting of steel
24.53 Casting of light metals
24.54 Casting of other non-ferrous metals
25 Manufacture of fabricated metal products, except machinery and equipment
25.1 Manufacture of structural metal products
25.11 Manufacture of metal structures and parts of structures
25.12 Manufacture of doors and windows of metal
25.2 Manufacture of tanks, reservoirs and containers of metal
25.21 Manufacture of central heating radiators and boilers
25.29 Manufacture of other tanks, reservoirs and containers of metal
25.3 Manufacture of steam generators, except central heating hot water boilers
25.30 Manufacture of steam generators, except central heating hot water boilers
25.4 Manufacture of weapons and ammunition
25.40 Manufacture of weapons and ammunition
25.5 Forging, pressing, stamping and roll-forming of metal; powder metallurgy
25.50 Forging, pressing, stamping and roll-forming of metal; powder metallurgy
25.6 Treatment and coating of metals; machining
25.61 Treatment and coating of metals
25.62 Machining
25.7 Manufacture of cutlery, tools and general hardware
25.71 Manufacture of cutlery
25.72 Manufacture of locks and hinges
25.73 Manufacture of tools
25.9 Manufacture of other fabricated metal products
25.91 Manufacture of steel drums and similar containers
25.92 Manufacture of light metal packaging
25.93 Manufacture of wire products, chain and springs
25.94 Manufacture of fasteners and screw machine products
25.99 Manufacture of other fabricated metal products n.e.c.
26 Manufacture of computer, electronic and optical products
26.1 Manufacture of electronic components and boards
26.11 Manufacture of electronic components
26.12 Manufacture of loaded electronic boards
26.2 Manufacture of computers and peripheral equipment
26.20 Manufacture of computers and peripheral equipment
26.3 Manufacture of communication equipment
26.30 Manufacture of communication equipment
26.4 Manufacture of consumer electronics
26.40 Manufacture of consumer electronics
26.5 Manufacture of instruments and appliances for measuring, testing and navigation; watches and clocks
26.51 Manufacture of instruments and appliances for measuring, testing and navigation
26.52 Manufacture of watches and clocks
26.6 Manufacture of irradiation, electromedical and electrotherapeutic equipment
26.60 Manufacture of irradiation, electromedical and electrotherapeutic equipment
26.7 Manufacture of optical instruments and photographic equipment
26.70 Manufacture of optical instruments and photographic equipment
26.8 Manufacture of magnetic and optical media
26.80 Manufacture of magnetic and optical media
27 Manufacture of electrical equipment
27.1 Manufacture of electric motors, generators, transformers and electricity distribution and control apparatus
27.11 Manufacture of electric motors, generators and transformers
27.12 Manufacture of electricity distribution and control apparatus
27.2 Manufacture of batteries and accumulators
27.20 Manufacture of batteries and accumulators
27.3 Manufacture of wiring and wiring devices
27.31 Manufacture of fibre optic cables
27.32 Manufacture of other electronic and electric wires and cables
27.33 Manufacture of wiring devices
27.4 Manufacture of electric lighting equipment
27.40 Manufacture of electric lighting equipment
27.5 Manufacture of domestic appliances
27.51 Manufacture of electric domestic appliances
27.52 Manufacture of non-electric domestic appliances
27.9 Manufacture of other electrical equipment
27.90 Manufacture of other electrical equipment
28 Manufacture of machinery and equipment n.e.c.
28.1 Manufacture of general-purpose machinery
28.11 Manufacture of engines and turbines, except aircraft, vehicle and cycle engines
28.12 Manufacture of fluid power equipment
28.13 Manufacture of other pumps and compressors
28.14 Manufacture of other taps and valves
28.15 Manufacture of bearings, gears, gearing and driving elements
28.2 Manufacture of other general-purpose machinery
28.21 Manufacture of ovens, furnaces and furnace burners
28.22 Manufacture of lifting and handling equipment
28.23 Manufacture of office machinery and equipment (except computers and peripheral equipment)
28.24 Manufacture of power-driven hand tools
28.25 Manufacture of non-domestic cooling and ventilation equipment
28.29 Manufacture of other general-purpose machinery n.e.c.
28.3 Manufacture of agricultural and forestry machinery
28.30 Manufacture of agricultural and forestry machinery
28.4 Manufacture of metal forming machinery and machine tools
28.41 Manufacture of metal forming machinery
28.49 Manufacture of other machine tools
28.9 Manufacture of other special-purpose machinery
28.91 Manufacture of machinery for metallurgy
28.92 Manufacture of machinery for mining, quarrying and construction
28.93 Manufacture of machinery for food, beverage and tobacco processing
28.94 Manufacture of machinery for textile, apparel and leather production
28.95 Manufacture of machinery for paper and paperboard production
28.96 Manufacture of plastics and rubber machinery
28.99 Manufacture of other special-purpose machinery n.e.c.
29 Manufacture of motor vehicles, trailers and semi-trailers
29.1 Manufacture of motor vehicles
29.10 Manufacture of motor vehicles
29.2 Manufacture of bodies (coachwork) for motor vehicles; manufacture of trailers and semi-trailers
29.20 Manufacture of bodies (coachwork) for motor vehicles; manufacture of trailers and semi-trailers
29.3 Manufacture of parts and accessories for motor vehicles
29.31 Manufacture of electrical and electronic equipment for motor vehicles
29.32 Manufacture of other parts and accessories for motor vehicles
30 Manufacture of other transport equipment
30.1 Building of ships and boats
30.11 Building of ships and floating structures
30.12 Building of pleasure and sporting boats
30.2 Manufacture of railway locomotives and rolling stock
30.20 Manufacture of railway locomotives and rolling stock
30.3 Manufacture of air and spacecraft and related machinery
30.30 Manufacture of air and spacecraft and related machinery
30.4 Manufacture of military fighting vehicles
30.40 Manufacture of military fighting vehicles
30.9 Manufacture of transport equipment n.e.c.
30.91 Manufacture of motorcycles
30.92 Manufacture of bicycles and invalid carriages
30.99 Manufacture of other transport equipment n.e.c.
31 Manufacture of furniture
31.0 Manufacture of furniture
31.01 Manufacture of office and shop furniture
31.02 Manufacture of kitchen furniture
31.03 Manufacture of mattresses
31.09 Manufacture of other furniture
32 Other manufacturing
32.1 Manufacture of jewellery, bijouterie and related articles
32.11 Striking of coins
32.12 Manufacture of jewellery and related articles
32.13 Manufacture of imitation jewellery and related articles
32.2 Manufacture of musical instruments
32.20 Manufacture of musical instruments
32.3 Manufacture of sports goods
32.30 Manufacture of sports goods
32.4 Manufacture of games and toys
32.40 Manufacture of games and toys
32.5 Manufacture of medical and dental instruments and supplies
32.50 Manufacture of medical and dental instruments and supplies
32.9 Manufacturing n.e.c.
32.91 Manufacture of brooms and brushes
32.99 Other manufacturing n.e.c.
33 Repair and installation of machinery and equipment
33.1 Repair of fabricated metal products, machinery and equipment
33.11 Repair of fabricated metal products
33.12 Repair of machinery
33.13 Repair of electronic and optical equipment
33.14 Repair of electrical equipment
33.15 Repair and maintenance of ships and boats
33.16 Repair and maintenance of aircraft and spacecraft
33.17 Repair and maintenance of other transport equipment
33.19 Repair of other equipment
33.2 Installation of industrial machinery and equipment
33.20 Installation of industrial machinery and equipment
35 Electricity, gas, steam and air conditioning supply
35.1 Electric power generation, transmission and distribution
35.11 Production of electricity
35.12 Transmission of electricity
35.13 Distribution of electricity
35.14 Trade of electricity
35.2 Manufacture of gas; distribution of gaseous fuels through mains
35.21 Manufacture of gas
35.22 Distribution of gaseous fuels through mains
35.23 Trade of gas through mains
35.3 Steam and air conditioning supply
35.30 Steam and air conditioning supply
36 Water collection, treatment and supply
36.0 Water collection, treatment and supply
36.00 Water collection, treatment and supply
37 Sewerage
37.0 Sewerage
37.00 Sewerage
38 Waste collection, treatment and disposal activities; materials recovery
38.1 Waste collection
38.11 Collection of non-hazardous waste
38.12 Collection of hazardous waste
38.2 Waste treatment and disposal
38.21 Treatment and disposal of non-hazardous waste
38.22 Treatment and disposal of hazardous waste
38.3 Materials recovery
38.31 Dismantling of wrecks
38.32 Recovery of sorted materials
39 Remediation activities and other waste management services
39.0 Remediation activities and other waste management services
39.00 Remediation activities and other waste management services
41 Construction of buildings
41.1 Development of building projects
41.10 Development of building projects
41.2 Construction of residential and non-residential buildings
41.20 Construction of residential and non-residential buildings
42 Civil engineering
42.1 Construction of roads and railways
42.11 Construction of roads and motorways
42.12 Construction of railways and underground railways
42.13 Construction of bridges and tunnels
42.2 Construction of utility projects
42.21 Construction of utility projects for fluids
42.22 Construction of utility projects for electricity and telecommunications
42.9 Construction of other civil engineering projects
42.91 Construction of water projects
42.99 Construction of other civil engineering projects n.e.c.
43 Specialised construction activities
43.1 Demolition and site preparation
43.11 Demolition
43.12 Site preparation
43.13 Test drilling and boring
43.2 Electrical, plumbing and other construction installation activities
43.21 Electrical installation
43.22 Plumbing, heat and air-conditioning installation
43.29 Other construction installation
43.3 Building completion and finishing
43.31 Plastering
43.32 Joinery installation
43.33 Floor and wall covering
43.34 Painting and glazing
43.39 Other building completion and finishing
43.9 Other specialised construction activities
43.91 Roofing activities
43.99 Other specialised construction activities n.e.c.
45 Wholesale and retail trade and repair of motor vehicles and motorcycles
45.1 Sale of motor vehicles
45.11 Sale of cars and light motor vehicles
45.19 Sale of other motor vehicles
45.2 Maintenance and repair of motor vehicles
45.20 Maintenance and repair of motor vehicles
45.3 Sale of motor vehicle parts and accessories
45.31 Wholesale trade of motor vehicle parts and accessories
45.32 Retail trade of motor vehicle parts and accessories
45.4 Sale, maintenance and repair of motorcycles and related parts and accessories
45.40 Sale, maintenance and repair of motorcycles and related parts and accessories
46 Wholesale trade, except of motor vehicles and motorcycles
46.1 Wholesale on a fee or contract basis
46.11 Agents involved in the sale of agricultural raw materials, live animals, textile raw materials and semi-finished goods
46.12 Agents involved in the sale of fuels, ores, metals and industrial chemicals
46.13 Agents involved in the sale of timber and building materials
46.14 Agents involved in the sale of machinery, industrial equipment, ships and aircraft
46.15 Agents involved in the sale of furniture, household goods, hardware and ironmongery
46.16 Agents involved in the sale of textiles, clothing, fur, footwear and leather goods
46.17 Agents involved in the sale of food, beverages and tobacco
46.18 Agents specialised in the sale of other particular products
46.19 Agents involved in the sale of a variety of goods
46.2 Wholesale of agricultural raw materials and live animals
46.21 Wholesale of grain, unmanufactured tobacco, seeds and animal feeds
46.22 Wholesale of flowers and plants
46.23 Wholesale of live animals
46.24 Wholesale of hides, skins and leather
46.3 Wholesale of food, beverages and tobacco
46.31 Wholesale of fruit and vegetables
46.32 Wholesale of meat and meat products
46.33 Wholesale of dairy products, eggs and edible oils and fats
46.34 Wholesale of beverages
46.35 Wholesale of tobacco products
46.36 Wholesale of sugar and chocolate and sugar confectionery
46.37 Wholesale of coffee, tea, cocoa and spices
46.38 Wholesale of other food, including fish, crustaceans and molluscs
46.39 Non-specialised wholesale of food, beverages and tobacco
46.4 Wholesale of household goods
46.41 Wholesale of textiles
46.42 Wholesale of clothing and footwear
46.43 Wholesale of electrical household appliances
46.44 Wholesale of china and glassware and cleaning materials
46.45 Wholesale of perfume and cosmetics
46.46 Wholesale of pharmaceutical goods
46.47 Wholesale of furniture, carpets and lighting equipment
46.48 Wholesale of watches and jewellery
46.49 Wholesale of other household goods
46.5 Wholesale of information and communication equipment
46.51 Wholesale of computers, computer peripheral equipment and software
46.52 Wholesale of electronic and telecommunications equipment and parts
46.6 Wholesale of other machinery, equipment and supplies
46.61 Wholesale of agricultural machinery, equipment and supplies
46.62 Wholesale of machine tools
46.63 Wholesale of mining, construction and civil engineering machinery
46.64 Wholesale of machinery for the textile industry and of sewing and knitting machines
46.65 Wholesale of office furniture
46.66 Wholesale of other office machinery and equipment
46.69 Wholesale of other machinery and equipment
46.7 Other specialised wholesale
46.71 Wholesale of solid, liquid and gaseous fuels and related products
46.72 Wholesale of metals and metal ores
46.73 Wholesale of wood, construction materials and sanitary equipment
46.74 Wholesale of hardware, plumbing and heating equipment and supplies
46.75 Wholesale of chemical products
46.76 Wholesale of other intermediate products
46.77 Wholesale of waste and scrap
46.9 Non-specialised wholesale trade
46.90 Non-specialised wholesale trade
47 Retail trade, except of motor vehicles and motorcycles
47.1 Retail sale in non-specialised stores
47.11 Retail sale in non-specialised stores with food, beverages or tobacco predominating
47.19 Other retail sale in non-specialised stores
47.2 Retail sale of food, beverages and tobacco in specialised stores
47.21 Retail sale of fruit and vegetables in specialised stores
47.22 Retail sale of meat and meat products in specialised stores
47.23 Retail sale of fish, crustaceans and molluscs in specialised stores
47.24 Retail sale of bread, cakes, flour confectionery and sugar confectionery in specialised stores
47.25 Retail sale of beverages in specialised stores
47.26 Retail sale of tobacco products in specialised stores
47.29 Other retail sale of food in specialised stores
47.3 Retail sale of automotive fuel in specialised stores
47.30 Retail sale of automotive fuel in specialised stores
47.4 Retail sale of information and communication equipment in specialised stores
47.41 Retail sale of computers, peripheral units and software in specialised stores
47.42 Retail sale of telecommunications equipment in specialised stores
47.43 Retail sale of audio and video equipment in specialised stores
47.5 Retail sale of other household equipment in specialised stores
47.51 Retail sale of textiles in specialised stores
47.52 Retail sale of hardware, paints and glass in specialised stores
47.53 Retail sale of carpets, rugs, wall and floor coverings in specialised stores
47.54 Retail sale of electrical household appliances in specialised stores
47.59 Retail sale of furniture, lighting equipment and other household articles in specialised stores
47.6 Retail sale of cultural and recreation goods in specialised stores
47.61 Retail sale of books in specialised stores
47.62 Retail sale of newspapers and stationery in specialised stores
47.63 Retail sale of music and video recordings in specialised stores
47.64 Retail sale of sporting equipment in specialised stores
47.65 Retail sale of games and toys in specialised stores
47.7 Retail sale of other goods in specialised stores
47.71 Retail sale of clothing in specialised stores
47.72 Retail sale of footwear and leather goods in specialised stores
47.73 Dispensing chemist in specialised stores
47.74 Retail sale of medical and orthopaedic goods in specialised stores
47.75 Retail sale of cosmetic and toilet articles in specialised stores
47.76 Retail sale of flowers, plants, seeds, fertilisers, pet animals and pet food in specialised stores
47.77 Retail sale of watches and jewellery in specialised stores
47.78 Other retail sale of new goods in specialised stores
47.79 Retail sale of second-hand goods in stores
47.8 Retail sale via stalls and markets
47.81 Retail sale via stalls and markets of food, beverages and tobacco products
47.82 Retail sale via stalls and markets of textiles, clothing and footwear
47.89 Retail sale via stalls and markets of other goods
47.9 Retail trade not in stores, stalls or markets
47.91 Retail sale via mail order houses or via Internet
47.99 Other retail sale not in stores, stalls or markets
49 Land transport and transport via pipelines
49.1 Passenger rail transport, interurban
49.10 Passenger rail transport, interurban
49.2 Freight rail transport
49.20 Freight rail transport
49.3 Other passenger land transport
49.31 Urban and suburban passenger land transport
49.32 Taxi operation
49.39 Other passenger land transport n.e.c.
49.4 Freight transport by road and removal services
49.41 Freight transport by road
49.42 Removal services
49.5 Transport via pipeline
49.50 Transport via pipeline
50 Water transport
50.1 Sea and coastal passenger water transport
50.10 Sea and coastal passenger water transport
50.2 Sea and coastal freight water transport
50.20 Sea and coastal freight water transport
50.3 Inland passenger water transport
50.30 Inland passenger water transport
50.4 Inland freight water transport
50.40 Inland freight water transport
51 Air transport
51.1 Passenger air transport
51.10 Passenger air transport
51.2 Freight air transport and space transport
51.21 Freight air transport
51.22 Space transport
52 Warehousing and support activities for transportation
52.1 Warehousing and storage
52.10 Warehousing and storage
52.2 Support activities for transportation
52.21 Service activities incidental to land transportation
52.22 Service activities incidental to water transportation
52.23 Service activities incidental to air transportation
52.24 Cargo handling
52.29 Other transportation support activities
53 Postal and courier activities
53.1 Postal activities under universal service obligation
53.10 Postal activities under universal service obligation
53.2 Other postal and courier activities
53.20 Other postal and courier activities
55 Accommodation
55.1 Hotels and similar accommodation
55.10 Hotels and similar accommodation
55.2 Holiday and other short-stay accommodation
55.20 Holiday and other short-stay accommodation
55.3 Camping grounds, recreational vehicle parks and trailer parks
55.30 Camping grounds, recreational vehicle parks and trailer parks
55.9 Other accommodation
55.90 Other accommodation
56 Food and beverage service activities
56.1 Restaurants and mobile food service activities
56.10 Restaurants and mobile food service activities
56.2 Event catering and other food service activities
56.21 Event catering activities
56.29 Other food service activities
56.3 Beverage serving activities
56.30 Beverage serving activities
58 Publishing activities
58.1 Publishing of books, periodicals and other publishing activities
58.11 Book publishing
58.12 Publishing of directories and mailing lists
58.13 Publishing of newspapers
58.14 Publishing of journals and periodicals
58.19 Other publishing activities
58.2 Software publishing
58.21 Publishing of computer games
58.29 Other software publishing
59 Motion picture, video and television programme production, sound recording and music publishing activities
59.1 Motion picture, video and television programme activities
59.11 Motion picture, video and television programme production activities
59.12 Motion picture, video and television programme post-production activities
59.13 Motion picture, video and television programme distribution activities
59.14 Motion picture projection activities
59.2 Sound recording and music publishing activities
59.20 Sound recording and music publishing activities
60 Programming and broadcasting activities
60.1 Radio broadcasting
60.10 Radio broadcasting
60.2 Television programming and broadcasting activities
60.20 Television programming and broadcasting activities
61 Telecommunications
61.1 Wired telecommunications activities
61.10 Wired telecommunications activities
61.2 Wireless telecommunications activities
61.20 Wireless telecommunications activities
61.3 Satellite telecommunications activities
61.30 Satellite telecommunications activities
61.9 Other telecommunications activities
61.90 Other telecommunications activities
62 Computer programming, consultancy and related activities
62.0 Computer programming, consultancy and related activities
62.01 Computer programming activities
62.02 Computer consultancy activities
62.03 Computer facilities management activities
62.09 Other information technology and computer service activities
63 Information service activities
63.1 Data processing, hosting and related activities; web portals
63.11 Data processing, hosting and related activities
63.12 Web portals
63.9 Other information service activities
63.91 News agency activities
63.99 Other information service activities n.e.c.
64 Financial service activities, except insurance and pension funding
64.1 Monetary intermediation
64.11 Central banking
64.19 Other monetary intermediation
64.2 Activities of holding companies
64.20 Activities of holding companies
64.3 Trusts, funds and similar financial entities
64.30 Trusts, funds and similar financial entities
64.9 Other financial service activities, except insurance and pension funding
64.91 Financial leasing
64.92 Other credit granting
64.99 Other financial service activities, except insurance and pension funding n.e.c.
65 Insurance, reinsurance and pension funding, except compulsory social security
65.1 Insurance
65.11 Life insurance
65.12 Non-life insurance
65.2 Reinsurance
65.20 Reinsurance
65.3 Pension funding
65.30 Pension funding
66 Activities auxiliary to financial services and insurance activities
66.1 Activities auxiliary to financial services, except insurance and pension funding
66.11 Administration of financial markets
66.12 Security and commodity contracts brokerage
66.19 Other activities auxiliary to financial services, except insurance and pension funding
66.2 Activities auxiliary to insurance and pension funding
66.21 Risk and damage evaluation
66.22 Activities of insurance agents and brokers
66.29 Other activities auxiliary to insurance and pension funding
66.3 Fund management activities
66.30 Fund management activities
68 Real estate activities
68.1 Buying and selling of own real estate
68.10 Buying and selling of own real estate
68.2 Renting and operating of own or leased real estate
68.20 Renting and operating of own or leased real estate
68.3 Real estate activities on a fee or contract basis
68.31 Real estate agencies
68.32 Management of real estate on a fee or contract basis
69 Legal and accounting activities
69.1 Legal activities
69.10 Legal activities
69.2 Accounting, bookkeeping and auditing activities; tax consultancy
69.20 Accounting, bookkeeping and auditing activities; tax consultancy
70 Activities of head offices; management consultancy activities
70.1 Activities of head offices
70.10 Activities of head offices
70.2 Management consultancy activities
70.21 Public relations and communication activities
70.22 Business and other management consultancy activities
71 Architectural and engineering activities; technical testing and analysis
71.1 Architectural and engineering activities and related technical consultancy
71.11 Architectural activities
71.12 Engineering activities and related technical consultancy
71.2 Technical testing and analysis
71.20 Technical testing and analysis
72 Scientific research and development
72.1 Research and experimental development on natural sciences and engineering
72.11 Research and experimental development on biotechnology
72.19 Other research and experimental development on natural sciences and engineering
72.2 Research and experimental development on social sciences and humanities
72.20 Research and experimental development on social sciences and humanities
73 Advertising and market research
73.1 Advertising
73.11 Advertising agencies
73.12 Media representation
73.2 Market research and public opinion polling
73.20 Market research and public opinion polling
74 Other professional, scientific and technical activities
74.1 Specialised design activities
74.10 Specialised design activities
74.2 Photographic activities
74.20 Photographic activities
74.3 Translation and interpretation activities
74.30 Translation and interpretation activities
74.9 Other professional, scientific and technical activities n.e.c.
74.90 Other professional, scientific and technical activities n.e.c.
75 Veterinary activities
75.0 Veterinary activities
75.00 Veterinary activities
77 Rental and leasing activities
77.1 Renting and leasing of motor vehicles
77.11 Renting and leasing of cars and light motor vehicles
77.12 Renting and leasing of trucks
77.2 Renting and leasing of personal and household goods
77.21 Renting and leasing of recreational and sports goods
77.22 Renting of video tapes and disks
77.29 Renting and leasing of other personal and household goods
77.3 Renting and leasing of other machinery, equipment and tangible goods
77.31 Renting and leasing of agricultural machinery and equipment
77.32 Renting and leasing of construction and civil engineering machinery and equipment
77.33 Renting and leasing of office machinery and equipment (including computers)
77.34 Renting and leasing of water transport equipment
77.35 Renting and leasing of air transport equipment
77.39 Renting and leasing of other machinery, equipment and tangible goods n.e.c.
77.4 Leasing of intellectual property and similar products, except copyrighted works
77.40 Leasing of intellectual property and similar products, except copyrighted works
78 Employment activities
78.1 Activities of employment placement agencies
78.10 Activities of employment placement agencies
78.2 Temporary employment agency activities
78.20 Temporary employment agency activities
78.3 Other human resources provision
78.30 Other human resources provision
79 Travel agency, tour operator and other reservation service and related activities
79.1 Travel agency and tour operator activities
79.11 Travel agency activities
79.12 Tour operator activities
79.9 Other reservation service and related activities
79.90 Other reservation service and related activities
80 Security and investigation activities
80.1 Private security activities
80.10 Private security activities
80.2 Security systems service activities
80.20 Security systems service activities
80.3 Investigation activities
80.30 Investigation activities
81 Services to buildings and landscape activities
81.1 Combined facilities support activities
81.10 Combined facilities support activities
81.2 Cleaning activities
81.21 General cleaning of buildings
81.22 Other building and industrial cleaning activities
81.29 Other cleaning activities
81.3 Landscape service activities
81.30 Landscape service activities
82 Office administrative, office support and other business support activities
82.1 Office administrative and support activities
82.11 Combined office administrative service activities
82.19 Photocopying, document preparation and other specialised office support activities
82.2 Activities of call centres
82.20 Activities of call centres
82.3 Organisation of conventions and trade shows
82.30 Organisation of conventions and trade shows
82.9 Business support service activities n.e.c.
82.91 Activities of collection agencies and credit bureaus
82.92 Packaging activities
82.99 Other business support service activities n.e.c.
84 Public administration and defence; compulsory social security
84.1 Administration of the State and the economic and social policy of the community
84.11 General public administration activities
84.12 Regulation of the activities of providing health care, education, cultural services and other social services, excluding social security
84.13 Regulation of and contribution to more efficient operation of businesses
84.2 Provision of services to the community as a whole
84.21 Foreign affairs
84.22 Defence activities
84.23 Justice and judicial activities
84.24 Public order and safety activities
84.25 Fire service activities
84.3 Compulsory social security activities
84.30 Compulsory social security activities
85 Education
85.1 Pre-primary education
85.10 Pre-primary education
85.2 Primary education
85.20 Primary education
85.3 Secondary education
85.31 General secondary education
85.32 Technical and vocational secondary education
85.4 Higher education
85.41 Post-secondary non-tertiary education
85.42 Tertiary education
85.5 Other education
85.51 Sports and recreation education
85.52 Cultural education
85.53 Driving school activities
85.59 Other education n.e.c.
85.6 Educational support activities
85.60 Educational support activities
86 Human health activities
86.1 Hospital activities
86.10 Hospital activities
86.2 Medical and dental practice activities
86.21 General medical practice activities
86.22 Specialist medical practice activities
86.23 Dental practice activities
86.9 Other human health activities
86.90 Other human health activities
87 Residential care activities
87.1 Residential nursing care activities
87.10 Residential nursing care activities
87.2 Residential care activities for mental retardation, mental health and substance abuse
87.20 Residential care activities for mental retardation, mental health and substance abuse
87.3 Residential care activities for the elderly and disabled
87.30 Residential care activities for the elderly and disabled
87.9 Other residential care activities
87.90 Other residential care activities
88 Social work activities without accommodation
88.1 Social work activities without accommodation for the elderly and disabled
88.10 Social work activities without accommodation for the elderly and disabled
88.9 Other social work activities without accommodation
88.91 Child day-care activities
88.99 Other social work activities without accommodation n.e.c.
90 Creative, arts and entertainment activities
90.0 Creative, arts and entertainment activities
90.01 Performing arts
90.02 Support activities to performing arts
90.03 Artistic creation
90.04 Operation of arts facilities
91 Libraries, archives, museums and other cultural activities
91.0 Libraries, archives, museums and other cultural activities
91.01 Library and archives activities
91.02 Museums activities
91.03 Operation of historical sites and buildings and similar visitor attractions
91.04 Botanical and zoological gardens and nature reserves activities
92 Gambling and betting activities
92.0 Gambling and betting activities
92.00 Gambling and betting activities
93 Sports activities and amusement and recreation activities
93.1 Sports activities
93.11 Operation of sports facilities
93.12 Activities of sport clubs
93.13 Fitness facilities
93.19 Other sports activities
93.2 Amusement and recreation activities
93.21 Activities of amusement parks and theme parks
93.29 Other amusement and recreation activities
94 Activities of membership organisations
94.1 Activities of business, employers and professional membership organisations
94.11 Activities of business and employers membership organisations
94.12 Activities of professional membership organisations
94.2 Activities of trade unions
94.20 Activities of trade unions
94.9 Activities of other membership organisations
94.91 Activities of religious organisations
94.92 Activities of political organisations
94.99 Activities of other membership organisations n.e.c.
95 Repair of computers and personal and household goods
95.1 Repair of computers and communication equipment
95.11 Repair of computers and peripheral equipment
95.12 Repair of communication equipment
95.2 Repair of personal and household goods
95.21 Repair of consumer electronics
95.22 Repair of household appliances and home and garden equipment
95.23 Repair of footwear and leather goods
95.24 Repair of furniture and home furnishings
95.25 Repair of watches, clocks and jewellery
95.29 Repair of other personal and household goods
96 Other personal service activities
96.0 Other personal service activities
96.01 Washing and (dry-)cleaning of textile and fur products
96.02 Hairdressing and other beauty treatment
96.03 Funeral and related activities
96.04 Physical well-being activities
96.09 Other personal service activities n.e.c.
97 Activities of households as employers of domestic personnel
97.0 Activities of households as employers of domestic personnel
97.00 Activities of households as employers of domestic personnel
98 Undifferentiated goods- and services-producing activities of private households for own use
98.1 Undifferentiated goods-producing activities of private households for own use
98.10 Undifferentiated goods-producing activities of private households for own use
98.2 Undifferentiated service-producing activities of private households for own use
98.20 Undifferentiated service-producing activities of private households for own use
99 Activities of extraterritorial organisations and bodies
99.0 Activities of extraterritorial organisations and bodies
99.00 Activities of extraterritorial organisations and bodies
`;

/** Title by code ('64', '64.2', '64.20'), in the classification's order. */
export const naceEnglishTitles: ReadonlyMap<string, string> = new Map(
  lines
    .trim()
    .split('\n')
    .map((line) => {
      const space = line.indexOf(' ');
      return [line.slice(0, space), line.slice(space + 1)] as const;
    }),
);
