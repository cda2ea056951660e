/** Fixed reference data of the demo college: names and course lists (§3, §9). */
export const DEPARTMENTS = [
  { code: 'CIVIL', name: 'Civil Engineering' },
  { code: 'EEE', name: 'Electrical and Electronics Engineering' },
  { code: 'MECH', name: 'Mechanical Engineering' },
  { code: 'ECE', name: 'Electronics and Communication Engineering' },
  { code: 'CSE', name: 'Computer Science and Engineering' },
  { code: 'HS', name: 'Humanities and Sciences' },
  { code: 'MBA', name: 'Master of Business Administration' },
] as const;

/** Students of each B.Tech branch in a demo batch (two sections of 30). */
export const STUDENTS_PER_BRANCH = 60;

/** B.Tech branch codes as they appear in roll numbers (23B81A05xx is CSE). */
export const BTECH_BRANCHES = [
  { code: '01', shortName: 'CIVIL', department: 'CIVIL' },
  { code: '02', shortName: 'EEE', department: 'EEE' },
  { code: '03', shortName: 'MECH', department: 'MECH' },
  { code: '04', shortName: 'ECE', department: 'ECE' },
  { code: '05', shortName: 'CSE', department: 'CSE' },
] as const;

export const SEMESTER_NAMES = [
  'I Year I Semester',
  'I Year II Semester',
  'II Year I Semester',
  'II Year II Semester',
  'III Year I Semester',
  'III Year II Semester',
  'IV Year I Semester',
  'IV Year II Semester',
];

/** Exam titles with results as written for a batch that started in 2022: semester and publication date (UTC). */
const EXAMS_OF_2022 = [
  {
    semester: 3,
    title: 'B.Tech II Year I Semester (R22) Regular Examinations, December 2023',
    published: '2024-01-20T06:30:00Z',
  },
  {
    semester: 4,
    title: 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024',
    published: '2024-06-25T06:30:00Z',
  },
  {
    semester: 5,
    title: 'B.Tech III Year I Semester (R22) Regular Examinations, December 2024',
    published: '2025-01-18T06:30:00Z',
  },
];

export interface DemoExam {
  semester: number;
  title: string;
  published: string;
}

/** The published exams of a batch that started in `startYear`: 2022's titles and dates moved by whole years. */
export const demoExams = (startYear: number): DemoExam[] =>
  EXAMS_OF_2022.map((e) => ({
    semester: e.semester,
    title: e.title.replace(/\d{4}$/, (y) => String(Number(y) + startYear - 2022)),
    published: `${String(Number(e.published.slice(0, 4)) + startYear - 2022)}${e.published.slice(4)}`,
  }));

/** Six courses per branch per examined semester: [name, credits]; the last is a laboratory. */
export const COURSES: Record<string, Record<number, [string, number][]>> = {
  CIVIL: {
    3: [
      ['Strength of Materials I', 3],
      ['Fluid Mechanics', 3],
      ['Surveying and Geomatics', 3],
      ['Engineering Geology', 3],
      ['Probability and Statistics', 3],
      ['Surveying Laboratory', 2],
    ],
    4: [
      ['Strength of Materials II', 3],
      ['Hydraulics and Hydraulic Machinery', 3],
      ['Concrete Technology', 3],
      ['Structural Analysis I', 3],
      ['Environmental Science', 2],
      ['Concrete Technology Laboratory', 2],
    ],
    5: [
      ['Design of Reinforced Concrete Structures', 4],
      ['Geotechnical Engineering', 3],
      ['Structural Analysis II', 3],
      ['Transportation Engineering', 3],
      ['Business Economics and Financial Analysis', 3],
      ['Geotechnical Engineering Laboratory', 2],
    ],
  },
  EEE: {
    3: [
      ['Electrical Circuit Analysis', 3],
      ['Analog Electronics', 3],
      ['Electrical Machines I', 3],
      ['Electromagnetic Fields', 3],
      ['Probability and Statistics', 3],
      ['Electrical Machines Laboratory I', 2],
    ],
    4: [
      ['Digital Electronics', 3],
      ['Electrical Machines II', 3],
      ['Power Systems I', 3],
      ['Control Systems', 3],
      ['Environmental Science', 2],
      ['Control Systems Laboratory', 2],
    ],
    5: [
      ['Power Electronics', 4],
      ['Power Systems II', 3],
      ['Measurements and Instrumentation', 3],
      ['Microprocessors and Microcontrollers', 3],
      ['Business Economics and Financial Analysis', 3],
      ['Power Electronics Laboratory', 2],
    ],
  },
  MECH: {
    3: [
      ['Thermodynamics', 3],
      ['Mechanics of Solids', 3],
      ['Material Science and Metallurgy', 3],
      ['Production Technology', 3],
      ['Probability and Statistics', 3],
      ['Production Technology Laboratory', 2],
    ],
    4: [
      ['Kinematics of Machinery', 3],
      ['Thermal Engineering I', 3],
      ['Fluid Mechanics and Hydraulic Machines', 3],
      ['Instrumentation and Control Systems', 3],
      ['Environmental Science', 2],
      ['Fluid Mechanics Laboratory', 2],
    ],
    5: [
      ['Dynamics of Machinery', 4],
      ['Design of Machine Members I', 3],
      ['Metal Cutting and Machine Tools', 3],
      ['Thermal Engineering II', 3],
      ['Business Economics and Financial Analysis', 3],
      ['Thermal Engineering Laboratory', 2],
    ],
  },
  ECE: {
    3: [
      ['Electronic Devices and Circuits', 3],
      ['Network Analysis and Synthesis', 3],
      ['Digital System Design', 3],
      ['Signals and Systems', 3],
      ['Probability Theory and Stochastic Processes', 3],
      ['Electronic Devices and Circuits Laboratory', 2],
    ],
    4: [
      ['Analog and Digital Communications', 3],
      ['Electromagnetic Waves and Transmission Lines', 3],
      ['Linear and Digital IC Applications', 3],
      ['Electronic Circuit Analysis', 3],
      ['Environmental Science', 2],
      ['Analog and Digital Communications Laboratory', 2],
    ],
    5: [
      ['Microprocessors and Microcontrollers', 4],
      ['Digital Signal Processing', 3],
      ['Antennas and Propagation', 3],
      ['Control Systems', 3],
      ['Business Economics and Financial Analysis', 3],
      ['Digital Signal Processing Laboratory', 2],
    ],
  },
  CSE: {
    3: [
      ['Data Structures', 3],
      ['Discrete Mathematics', 3],
      ['Computer Organization and Architecture', 3],
      ['Object Oriented Programming through Java', 3],
      ['Probability and Statistics', 3],
      ['Data Structures Laboratory', 2],
    ],
    4: [
      ['Operating Systems', 3],
      ['Database Management Systems', 3],
      ['Design and Analysis of Algorithms', 3],
      ['Software Engineering', 3],
      ['Environmental Science', 2],
      ['Database Management Systems Laboratory', 2],
    ],
    5: [
      ['Computer Networks', 4],
      ['Formal Languages and Automata Theory', 3],
      ['Web Technologies', 3],
      ['Machine Learning', 3],
      ['Business Economics and Financial Analysis', 3],
      ['Computer Networks Laboratory', 2],
    ],
  },
};

export const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Akhil',
  'Ananya',
  'Arjun',
  'Bhavana',
  'Charan',
  'Deepika',
  'Dhruv',
  'Divya',
  'Gayatri',
  'Harsha',
  'Ishaan',
  'Jahnavi',
  'Karthik',
  'Keerthi',
  'Lakshmi',
  'Manoj',
  'Meghana',
  'Nikhil',
  'Pavani',
  'Pranav',
  'Rahul',
  'Ramya',
  'Rohit',
  'Sahithi',
  'Sai Teja',
  'Sneha',
  'Srinivas',
  'Swathi',
  'Tarun',
  'Varun',
  'Vennela',
  'Vikram',
  'Yamini',
  'Zoya',
  'Farhan',
  'Sanjana',
  'Mahesh',
  'Bhargavi',
];
export const FEMALE_FIRST_NAMES = new Set([
  'Aditi',
  'Ananya',
  'Bhavana',
  'Deepika',
  'Divya',
  'Gayatri',
  'Jahnavi',
  'Keerthi',
  'Lakshmi',
  'Meghana',
  'Pavani',
  'Ramya',
  'Sahithi',
  'Sneha',
  'Swathi',
  'Vennela',
  'Yamini',
  'Zoya',
  'Sanjana',
  'Bhargavi',
]);
export const SURNAMES = [
  'Reddy',
  'Rao',
  'Sharma',
  'Naidu',
  'Varma',
  'Goud',
  'Khan',
  'Chowdary',
  'Kumar',
  'Iyer',
  'Patel',
  'Yadav',
  'Shetty',
  'Nair',
  'Das',
  'Joshi',
  'Mishra',
  'Pillai',
  'Gupta',
  'Menon',
];
