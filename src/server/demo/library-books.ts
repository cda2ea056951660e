/**
 * The demo library's textbooks, one per line: title | authors (;) | publisher | edition | year | subject | call
 * number. The books a B.Tech college in Telangana stocks for its regulations; the ISBNs the seed gives them are made
 * up (valid, under the 978-93 Indian prefix), never a real book's.
 */
export const DEMO_TEXTBOOKS = `
Let Us C|Kanetkar, Yashavant|BPB Publications|19th ed.|2022|C (Computer program language)|005.133 KAN
Programming in ANSI C|Balagurusamy, E.|McGraw Hill Education|8th ed.|2019|C (Computer program language)|005.133 BAL
The C Programming Language|Kernighan, Brian W.;Ritchie, Dennis M.|Pearson|2nd ed.|2015|C (Computer program language)|005.133 KER
Programming with C|Gottfried, Byron S.|McGraw Hill Education|4th ed.|2018|C (Computer program language)|005.133 GOT
Computer Fundamentals and Programming in C|Thareja, Reema|Oxford University Press|2nd ed.|2016|Computer programming|005.13 THA
Data Structures Using C|Thareja, Reema|Oxford University Press|2nd ed.|2014|Data structures (Computer science)|005.73 THA
Fundamentals of Data Structures in C|Horowitz, Ellis;Sahni, Sartaj;Anderson-Freed, Susan|Universities Press|2nd ed.|2008|Data structures (Computer science)|005.73 HOR
Data Structures and Algorithm Analysis in C++|Weiss, Mark Allen|Pearson|4th ed.|2014|Data structures (Computer science)|005.73 WEI
Introduction to Algorithms|Cormen, Thomas H.;Leiserson, Charles E.;Rivest, Ronald L.;Stein, Clifford|PHI Learning|3rd ed.|2010|Computer algorithms|005.1 COR
Fundamentals of Computer Algorithms|Horowitz, Ellis;Sahni, Sartaj;Rajasekaran, Sanguthevar|Universities Press|2nd ed.|2008|Computer algorithms|005.1 HOR
Algorithm Design|Kleinberg, Jon;Tardos, Eva|Pearson|1st ed.|2013|Computer algorithms|005.1 KLE
Object Oriented Programming with C++|Balagurusamy, E.|McGraw Hill Education|8th ed.|2020|C++ (Computer program language)|005.133 BAL
The C++ Programming Language|Stroustrup, Bjarne|Pearson|4th ed.|2013|C++ (Computer program language)|005.133 STR
Java: The Complete Reference|Schildt, Herbert|McGraw Hill Education|12th ed.|2022|Java (Computer program language)|005.133 SCH
Core Java Volume I: Fundamentals|Horstmann, Cay S.|Pearson|12th ed.|2022|Java (Computer program language)|005.133 HOR
Head First Java|Sierra, Kathy;Bates, Bert|O'Reilly|3rd ed.|2022|Java (Computer program language)|005.133 SIE
Python Programming: Using Problem Solving Approach|Thareja, Reema|Oxford University Press|2nd ed.|2023|Python (Computer program language)|005.133 THA
Learning Python|Lutz, Mark|O'Reilly|5th ed.|2013|Python (Computer program language)|005.133 LUT
Core Python Programming|Nageswara Rao, R.|Dreamtech Press|3rd ed.|2021|Python (Computer program language)|005.133 NAG
Database System Concepts|Silberschatz, Abraham;Korth, Henry F.;Sudarshan, S.|McGraw Hill Education|7th ed.|2021|Database management|005.74 SIL
Fundamentals of Database Systems|Elmasri, Ramez;Navathe, Shamkant B.|Pearson|7th ed.|2017|Database management|005.74 ELM
Database Management Systems|Ramakrishnan, Raghu;Gehrke, Johannes|McGraw Hill Education|3rd ed.|2014|Database management|005.74 RAM
Operating System Concepts|Silberschatz, Abraham;Galvin, Peter B.;Gagne, Greg|Wiley India|10th ed.|2018|Operating systems (Computers)|005.43 SIL
Modern Operating Systems|Tanenbaum, Andrew S.;Bos, Herbert|Pearson|4th ed.|2016|Operating systems (Computers)|005.43 TAN
Operating Systems: Internals and Design Principles|Stallings, William|Pearson|9th ed.|2018|Operating systems (Computers)|005.43 STA
Computer Networks|Tanenbaum, Andrew S.;Wetherall, David J.|Pearson|5th ed.|2013|Computer networks|004.6 TAN
Data Communications and Networking|Forouzan, Behrouz A.|McGraw Hill Education|5th ed.|2013|Computer networks|004.6 FOR
Computer Networking: A Top-Down Approach|Kurose, James F.;Ross, Keith W.|Pearson|8th ed.|2022|Computer networks|004.6 KUR
Cryptography and Network Security|Stallings, William|Pearson|7th ed.|2017|Computer security|005.8 STA
Cryptography and Network Security|Kahate, Atul|McGraw Hill Education|4th ed.|2019|Computer security|005.8 KAH
Compilers: Principles, Techniques and Tools|Aho, Alfred V.;Lam, Monica S.;Sethi, Ravi;Ullman, Jeffrey D.|Pearson|2nd ed.|2013|Compilers (Computer programs)|005.453 AHO
Introduction to Automata Theory, Languages and Computation|Hopcroft, John E.;Motwani, Rajeev;Ullman, Jeffrey D.|Pearson|3rd ed.|2008|Machine theory|511.35 HOP
Theory of Computer Science|Mishra, K. L. P.;Chandrasekaran, N.|PHI Learning|3rd ed.|2006|Machine theory|511.35 MIS
Software Engineering: A Practitioner's Approach|Pressman, Roger S.;Maxim, Bruce R.|McGraw Hill Education|9th ed.|2019|Software engineering|005.1 PRE
Software Engineering|Sommerville, Ian|Pearson|10th ed.|2017|Software engineering|005.1 SOM
Computer Organization and Architecture|Stallings, William|Pearson|11th ed.|2022|Computer architecture|004.22 STA
Computer System Architecture|Mano, M. Morris|Pearson|3rd ed.|2017|Computer architecture|004.22 MAN
Computer Organization and Design|Patterson, David A.;Hennessy, John L.|Morgan Kaufmann|5th ed.|2014|Computer architecture|004.22 PAT
Artificial Intelligence: A Modern Approach|Russell, Stuart;Norvig, Peter|Pearson|4th ed.|2022|Artificial intelligence|006.3 RUS
Artificial Intelligence|Rich, Elaine;Knight, Kevin;Nair, Shivashankar B.|McGraw Hill Education|3rd ed.|2017|Artificial intelligence|006.3 RIC
Machine Learning|Mitchell, Tom M.|McGraw Hill Education|1st ed.|2017|Machine learning|006.31 MIT
Pattern Recognition and Machine Learning|Bishop, Christopher M.|Springer|1st ed.|2016|Machine learning|006.31 BIS
Deep Learning|Goodfellow, Ian;Bengio, Yoshua;Courville, Aaron|MIT Press|1st ed.|2016|Machine learning|006.31 GOO
Hands-On Machine Learning with Scikit-Learn, Keras and TensorFlow|Geron, Aurelien|O'Reilly|3rd ed.|2022|Machine learning|006.31 GER
Data Mining: Concepts and Techniques|Han, Jiawei;Kamber, Micheline;Pei, Jian|Morgan Kaufmann|3rd ed.|2012|Data mining|006.312 HAN
Web Technologies|Godbole, Achyut S.;Kahate, Atul|McGraw Hill Education|3rd ed.|2013|World Wide Web|004.678 GOD
Cloud Computing: Principles and Paradigms|Buyya, Rajkumar;Broberg, James;Goscinski, Andrzej|Wiley India|1st ed.|2013|Cloud computing|004.6782 BUY
Internet of Things: A Hands-On Approach|Bahga, Arshdeep;Madisetti, Vijay|Universities Press|1st ed.|2015|Internet of things|004.678 BAH
Big Data Analytics|Raj Kamal;Saxena, Preeti|McGraw Hill Education|2nd ed.|2019|Big data|005.7 RAJ
Discrete Mathematical Structures with Applications to Computer Science|Tremblay, J. P.;Manohar, R.|McGraw Hill Education|1st ed.|2017|Computer science -- Mathematics|511 TRE
Discrete Mathematics and Its Applications|Rosen, Kenneth H.|McGraw Hill Education|8th ed.|2021|Computer science -- Mathematics|511 ROS
Higher Engineering Mathematics|Grewal, B. S.|Khanna Publishers|44th ed.|2020|Engineering mathematics|510.2462 GRE
Advanced Engineering Mathematics|Kreyszig, Erwin|Wiley India|10th ed.|2015|Engineering mathematics|510.2462 KRE
Higher Engineering Mathematics|Ramana, B. V.|McGraw Hill Education|1st ed.|2017|Engineering mathematics|510.2462 RAM
Probability and Statistics for Engineers and Scientists|Walpole, Ronald E.;Myers, Raymond H.;Myers, Sharon L.|Pearson|9th ed.|2016|Probabilities|519.2 WAL
Numerical Methods for Engineers|Chapra, Steven C.;Canale, Raymond P.|McGraw Hill Education|7th ed.|2016|Numerical analysis|518 CHA
Engineering Physics|Gaur, R. K.;Gupta, S. L.|Dhanpat Rai Publications|8th ed.|2018|Physics|530 GAU
Concepts of Modern Physics|Beiser, Arthur|McGraw Hill Education|7th ed.|2015|Physics|539 BEI
Fundamentals of Physics|Halliday, David;Resnick, Robert;Walker, Jearl|Wiley India|10th ed.|2015|Physics|530 HAL
Engineering Chemistry|Jain, P. C.;Jain, Monika|Dhanpat Rai Publishing|17th ed.|2015|Chemistry, Technical|660 JAI
A Textbook of Engineering Chemistry|Dara, S. S.;Umare, S. S.|S. Chand|12th ed.|2014|Chemistry, Technical|660 DAR
Basic Electrical Engineering|Kothari, D. P.;Nagrath, I. J.|McGraw Hill Education|4th ed.|2019|Electrical engineering|621.3 KOT
A Textbook of Electrical Technology Volume I|Theraja, B. L.;Theraja, A. K.|S. Chand|23rd ed.|2005|Electrical engineering|621.3 THE
Electrical Machinery|Bimbhra, P. S.|Khanna Publishers|7th ed.|2011|Electric machinery|621.31 BIM
Electric Machines|Kothari, D. P.;Nagrath, I. J.|McGraw Hill Education|5th ed.|2017|Electric machinery|621.31 KOT
Power System Engineering|Nagrath, I. J.;Kothari, D. P.|McGraw Hill Education|3rd ed.|2019|Electric power systems|621.31 NAG
Modern Power System Analysis|Kothari, D. P.;Nagrath, I. J.|McGraw Hill Education|4th ed.|2011|Electric power systems|621.31 KOT
Power Electronics|Bimbhra, P. S.|Khanna Publishers|6th ed.|2018|Power electronics|621.317 BIM
Power Electronics: Circuits, Devices and Applications|Rashid, Muhammad H.|Pearson|4th ed.|2017|Power electronics|621.317 RAS
Control Systems Engineering|Nagrath, I. J.;Gopal, M.|New Age International|6th ed.|2018|Automatic control|629.8 NAG
Modern Control Engineering|Ogata, Katsuhiko|Pearson|5th ed.|2015|Automatic control|629.8 OGA
Electronic Devices and Circuit Theory|Boylestad, Robert L.;Nashelsky, Louis|Pearson|11th ed.|2015|Electronic circuits|621.381 BOY
Electronic Devices and Circuits|Millman, Jacob;Halkias, Christos C.|McGraw Hill Education|4th ed.|2015|Electronic circuits|621.381 MIL
Microelectronic Circuits|Sedra, Adel S.;Smith, Kenneth C.|Oxford University Press|7th ed.|2017|Electronic circuits|621.381 SED
Integrated Electronics|Millman, Jacob;Halkias, Christos C.|McGraw Hill Education|2nd ed.|2010|Integrated circuits|621.3815 MIL
Linear Integrated Circuits|Roy Choudhury, D.;Jain, Shail B.|New Age International|5th ed.|2018|Integrated circuits|621.3815 ROY
Op-Amps and Linear Integrated Circuits|Gayakwad, Ramakant A.|Pearson|4th ed.|2015|Operational amplifiers|621.395 GAY
Digital Design|Mano, M. Morris;Ciletti, Michael D.|Pearson|6th ed.|2018|Digital electronics|621.395 MAN
Modern Digital Electronics|Jain, R. P.|McGraw Hill Education|4th ed.|2010|Digital electronics|621.395 JAI
Switching and Finite Automata Theory|Kohavi, Zvi;Jha, Niraj K.|Cambridge University Press|3rd ed.|2010|Switching theory|621.395 KOH
Signals and Systems|Oppenheim, Alan V.;Willsky, Alan S.;Nawab, S. Hamid|Pearson|2nd ed.|2015|Signal theory (Telecommunication)|621.3822 OPP
Signals and Systems|Haykin, Simon;Van Veen, Barry|Wiley India|2nd ed.|2007|Signal theory (Telecommunication)|621.3822 HAY
Digital Signal Processing: Principles, Algorithms and Applications|Proakis, John G.;Manolakis, Dimitris G.|Pearson|4th ed.|2007|Signal processing -- Digital techniques|621.3822 PRO
Discrete-Time Signal Processing|Oppenheim, Alan V.;Schafer, Ronald W.|Pearson|3rd ed.|2014|Signal processing -- Digital techniques|621.3822 OPP
Communication Systems|Haykin, Simon|Wiley India|4th ed.|2006|Telecommunication|621.382 HAY
Principles of Communication Systems|Taub, Herbert;Schilling, Donald L.;Saha, Goutam|McGraw Hill Education|4th ed.|2017|Telecommunication|621.382 TAU
Electronic Communication Systems|Kennedy, George;Davis, Bernard;Prasanna, S. R. M.|McGraw Hill Education|6th ed.|2017|Telecommunication|621.382 KEN
Wireless Communications: Principles and Practice|Rappaport, Theodore S.|Pearson|2nd ed.|2010|Wireless communication systems|621.384 RAP
Engineering Electromagnetics|Hayt, William H.;Buck, John A.|McGraw Hill Education|8th ed.|2014|Electromagnetism|537 HAY
Elements of Electromagnetics|Sadiku, Matthew N. O.|Oxford University Press|7th ed.|2018|Electromagnetism|537 SAD
Antenna Theory: Analysis and Design|Balanis, Constantine A.|Wiley India|4th ed.|2016|Antennas (Electronics)|621.3824 BAL
Microwave Engineering|Pozar, David M.|Wiley India|4th ed.|2013|Microwave devices|621.3813 POZ
The 8051 Microcontroller and Embedded Systems|Mazidi, Muhammad Ali;Mazidi, Janice Gillispie;McKinlay, Rolin D.|Pearson|2nd ed.|2008|Microcontrollers|004.16 MAZ
Microprocessor Architecture, Programming and Applications with the 8085|Gaonkar, Ramesh S.|Penram International|6th ed.|2013|Microprocessors|004.16 GAO
Embedded Systems: Architecture, Programming and Design|Raj Kamal|McGraw Hill Education|3rd ed.|2017|Embedded computer systems|004.16 RAJ
VLSI Design|Das, Debaprasad|Oxford University Press|2nd ed.|2015|Integrated circuits -- Very large scale integration|621.395 DAS
CMOS VLSI Design: A Circuits and Systems Perspective|Weste, Neil H. E.;Harris, David Money|Pearson|4th ed.|2015|Integrated circuits -- Very large scale integration|621.395 WES
Network Analysis|Van Valkenburg, M. E.|Pearson|3rd ed.|2019|Electric network analysis|621.3192 VAN
Engineering Circuit Analysis|Hayt, William H.;Kemmerly, Jack E.;Durbin, Steven M.|McGraw Hill Education|8th ed.|2013|Electric circuit analysis|621.3192 HAY
Engineering Mechanics|Timoshenko, S.;Young, D. H.;Rao, J. V.|McGraw Hill Education|5th ed.|2013|Mechanics, Applied|620.1 TIM
Engineering Mechanics: Statics and Dynamics|Hibbeler, R. C.|Pearson|14th ed.|2017|Mechanics, Applied|620.1 HIB
Strength of Materials|Rajput, R. K.|S. Chand|7th ed.|2018|Strength of materials|620.112 RAJ
Mechanics of Materials|Beer, Ferdinand P.;Johnston, E. Russell|McGraw Hill Education|8th ed.|2020|Strength of materials|620.112 BEE
Strength of Materials|Bhavikatti, S. S.|Vikas Publishing|4th ed.|2013|Strength of materials|620.112 BHA
Engineering Thermodynamics|Nag, P. K.|McGraw Hill Education|6th ed.|2017|Thermodynamics|621.4021 NAG
Thermodynamics: An Engineering Approach|Cengel, Yunus A.;Boles, Michael A.|McGraw Hill Education|9th ed.|2019|Thermodynamics|621.4021 CEN
Fluid Mechanics and Hydraulic Machines|Bansal, R. K.|Laxmi Publications|10th ed.|2018|Fluid mechanics|620.106 BAN
Fluid Mechanics|White, Frank M.|McGraw Hill Education|8th ed.|2017|Fluid mechanics|620.106 WHI
Fluid Mechanics|Modi, P. N.;Seth, S. M.|Standard Book House|22nd ed.|2019|Fluid mechanics|620.106 MOD
Theory of Machines|Rattan, S. S.|McGraw Hill Education|5th ed.|2019|Machinery, Kinematics of|621.811 RAT
Theory of Machines|Khurmi, R. S.;Gupta, J. K.|S. Chand|14th ed.|2005|Machinery, Kinematics of|621.811 KHU
Design of Machine Elements|Bhandari, V. B.|McGraw Hill Education|4th ed.|2016|Machine design|621.815 BHA
Shigley's Mechanical Engineering Design|Budynas, Richard G.;Nisbett, J. Keith|McGraw Hill Education|10th ed.|2015|Machine design|621.815 BUD
Manufacturing Technology Volume I|Rao, P. N.|McGraw Hill Education|5th ed.|2018|Manufacturing processes|670.42 RAO
Manufacturing Engineering and Technology|Kalpakjian, Serope;Schmid, Steven R.|Pearson|7th ed.|2018|Manufacturing processes|670.42 KAL
Production Technology|Jain, R. K.|Khanna Publishers|17th ed.|2012|Production engineering|670.42 JAI
Heat and Mass Transfer|Rajput, R. K.|S. Chand|6th ed.|2015|Heat -- Transmission|621.4022 RAJ
Heat and Mass Transfer: Fundamentals and Applications|Cengel, Yunus A.;Ghajar, Afshin J.|McGraw Hill Education|5th ed.|2015|Heat -- Transmission|621.4022 CEN
Internal Combustion Engines|Ganesan, V.|McGraw Hill Education|4th ed.|2012|Internal combustion engines|621.43 GAN
Refrigeration and Air Conditioning|Arora, C. P.|McGraw Hill Education|3rd ed.|2008|Refrigeration and refrigerating machinery|621.56 ARO
Engineering Drawing|Bhatt, N. D.|Charotar Publishing House|54th ed.|2019|Engineering drawings|604.2 BHA
Engineering Graphics|Agrawal, Basant;Agrawal, C. M.|McGraw Hill Education|2nd ed.|2013|Engineering graphics|604.2 AGR
Material Science and Metallurgy|Kodgire, V. D.|Everest Publishing House|42nd ed.|2017|Materials science|620.11 KOD
Materials Science and Engineering: An Introduction|Callister, William D.;Rethwisch, David G.|Wiley India|10th ed.|2018|Materials science|620.11 CAL
Surveying Volume 1|Punmia, B. C.;Jain, Ashok Kumar;Jain, Arun Kumar|Laxmi Publications|17th ed.|2016|Surveying|526.9 PUN
Surveying and Levelling|Subramanian, R.|Oxford University Press|2nd ed.|2012|Surveying|526.9 SUB
Reinforced Concrete Design|Pillai, S. Unnikrishna;Menon, Devdas|McGraw Hill Education|3rd ed.|2009|Reinforced concrete construction|624.18341 PIL
Limit State Design of Reinforced Concrete|Varghese, P. C.|PHI Learning|2nd ed.|2008|Reinforced concrete construction|624.18341 VAR
Design of Steel Structures|Duggal, S. K.|McGraw Hill Education|3rd ed.|2017|Steel, Structural|624.1821 DUG
Structural Analysis|Bhavikatti, S. S.|Vikas Publishing|4th ed.|2011|Structural analysis (Engineering)|624.171 BHA
Soil Mechanics and Foundations|Punmia, B. C.;Jain, Ashok Kumar;Jain, Arun Kumar|Laxmi Publications|17th ed.|2017|Soil mechanics|624.15136 PUN
Basic and Applied Soil Mechanics|Gopal Ranjan;Rao, A. S. R.|New Age International|3rd ed.|2016|Soil mechanics|624.15136 GOP
Concrete Technology: Theory and Practice|Shetty, M. S.;Jain, A. K.|S. Chand|8th ed.|2019|Concrete|620.136 SHE
Highway Engineering|Khanna, S. K.;Justo, C. E. G.;Veeraragavan, A.|Nem Chand and Bros|10th ed.|2015|Highway engineering|625.7 KHA
Environmental Engineering|Peavy, Howard S.;Rowe, Donald R.;Tchobanoglous, George|McGraw Hill Education|1st ed.|2017|Environmental engineering|628 PEA
Water Supply Engineering|Garg, S. K.|Khanna Publishers|33rd ed.|2010|Water-supply engineering|628.1 GAR
Irrigation Engineering and Hydraulic Structures|Garg, S. K.|Khanna Publishers|38th ed.|2019|Irrigation engineering|627.52 GAR
Estimating and Costing in Civil Engineering|Dutta, B. N.|CBS Publishers|28th ed.|2020|Building -- Estimates|692.5 DUT
Building Materials|Duggal, S. K.|New Age International|5th ed.|2019|Building materials|691 DUG
Environmental Studies|Bharucha, Erach|Universities Press|3rd ed.|2021|Environmental sciences|363.7 BHA
Engineering Economics and Financial Accounting|Aryasri, A. R.|McGraw Hill Education|2nd ed.|2011|Engineering economy|658.15 ARY
Principles of Management|Koontz, Harold;Weihrich, Heinz|McGraw Hill Education|11th ed.|2020|Management|658 KOO
Marketing Management|Kotler, Philip;Keller, Kevin Lane|Pearson|16th ed.|2022|Marketing -- Management|658.8 KOT
Financial Management|Pandey, I. M.|Vikas Publishing|12th ed.|2021|Corporations -- Finance|658.15 PAN
Indian Constitution at Work|NCERT|NCERT|1st ed.|2022|Constitutional law -- India|342.54 NCE
Introduction to the Constitution of India|Basu, Durga Das|LexisNexis|26th ed.|2022|Constitutional law -- India|342.54 BAS
English for Engineers|Sudharshana, N. P.;Savitha, C.|Cambridge University Press|1st ed.|2018|English language -- Technical English|428.02462 SUD
Technical Communication: Principles and Practice|Raman, Meenakshi;Sharma, Sangeeta|Oxford University Press|3rd ed.|2015|Technical writing|808.0666 RAM
Word Power Made Easy|Lewis, Norman|Penguin Random House India|1st ed.|2020|Vocabulary|428.1 LEW
A Modern Approach to Verbal and Non-Verbal Reasoning|Aggarwal, R. S.|S. Chand|2nd ed.|2018|Reasoning|153.43 AGG
Quantitative Aptitude for Competitive Examinations|Aggarwal, R. S.|S. Chand|3rd ed.|2017|Arithmetic|513 AGG
Wings of Fire: An Autobiography|Kalam, A. P. J. Abdul;Tiwari, Arun|Universities Press|1st ed.|1999|Engineers -- India -- Biography|621.4092 KAL
Ignited Minds: Unleashing the Power Within India|Kalam, A. P. J. Abdul|Penguin Books India|1st ed.|2002|India -- Civilization|954.05 KAL
`;

/** Reference works: kept in the reference section, never lent. */
export const DEMO_REFERENCE = `
Oxford Advanced Learner's Dictionary|Hornby, A. S.|Oxford University Press|10th ed.|2020|English language -- Dictionaries|423 HOR
Perry's Chemical Engineers' Handbook|Green, Don W.;Southard, Marylee Z.|McGraw Hill Education|9th ed.|2018|Chemical engineering -- Handbooks|660.2 PER
Standard Handbook for Electrical Engineers|Beaty, H. Wayne;Fink, Donald G.|McGraw Hill Education|17th ed.|2017|Electrical engineering -- Handbooks|621.3 STA
Machinery's Handbook|Oberg, Erik;Jones, Franklin D.|Industrial Press|31st ed.|2020|Mechanical engineering -- Handbooks|621.8 OBE
IS 456: 2000 Plain and Reinforced Concrete Code of Practice|Bureau of Indian Standards|Bureau of Indian Standards|4th rev.|2000|Reinforced concrete construction -- Standards|624.1834 BIS
National Building Code of India 2016|Bureau of Indian Standards|Bureau of Indian Standards|1st ed.|2016|Building laws -- India|343.54 BIS
`;
