/**
 * The demo's R22 subjects of III Year II Semester and IV Year, JNTUH-like: [name, credits]. No exam of these has
 * results yet; the batch on roll studies and registers for them (a 0-credit Environmental Science is pass/no-pass,
 * the labs carry 1.5 or 1 credits).
 */
export const LATER_COURSES: Record<string, Record<number, [string, number][]>> = {
  CIVIL: {
    6: [
      ['Design of Steel Structures', 3],
      ['Transportation Engineering', 3],
      ['Foundation Engineering', 3],
      ['Water Resources Engineering', 3],
      ['Environmental Science', 0],
      ['Transportation Engineering Laboratory', 1.5],
    ],
    7: [
      ['Estimation, Costing and Project Management', 3],
      ['Prestressed Concrete', 3],
      ['Environmental Engineering', 3],
      ['Remote Sensing and GIS', 3],
      ['Environmental Engineering Laboratory', 1.5],
      ['Industry Oriented Mini Project', 2],
    ],
    8: [
      ['Construction Technology and Management', 3],
      ['Bridge Engineering', 3],
      ['Disaster Management', 3],
      ['Project Stage II', 9],
    ],
  },
  EEE: {
    6: [
      ['Power System Protection', 3],
      ['Microprocessors and Microcontrollers', 3],
      ['Power Electronics', 3],
      ['Signals and Systems', 3],
      ['Environmental Science', 0],
      ['Power Electronics Laboratory', 1.5],
    ],
    7: [
      ['Power System Operation and Control', 3],
      ['Electrical and Hybrid Vehicles', 3],
      ['High Voltage Engineering', 3],
      ['Renewable Energy Systems', 3],
      ['Power Systems Laboratory', 1.5],
      ['Industry Oriented Mini Project', 2],
    ],
    8: [
      ['Utilization of Electrical Energy', 3],
      ['Smart Grid Technologies', 3],
      ['Energy Auditing and Conservation', 3],
      ['Project Stage II', 9],
    ],
  },
  MECH: {
    6: [
      ['Heat Transfer', 3],
      ['Finite Element Methods', 3],
      ['Design of Machine Members II', 3],
      ['Industrial Management', 3],
      ['Environmental Science', 0],
      ['Heat Transfer Laboratory', 1.5],
    ],
    7: [
      ['Refrigeration and Air Conditioning', 3],
      ['CAD and CAM', 3],
      ['Automobile Engineering', 3],
      ['Additive Manufacturing', 3],
      ['CAD and CAM Laboratory', 1.5],
      ['Industry Oriented Mini Project', 2],
    ],
    8: [
      ['Production Planning and Control', 3],
      ['Power Plant Engineering', 3],
      ['Total Quality Management', 3],
      ['Project Stage II', 9],
    ],
  },
  ECE: {
    6: [
      ['Antennas and Wave Propagation', 3],
      ['Digital Signal Processing', 3],
      ['VLSI Design', 3],
      ['Embedded System Design', 3],
      ['Environmental Science', 0],
      ['Digital Signal Processing Laboratory', 1.5],
    ],
    7: [
      ['Microwave and Optical Communications', 3],
      ['Satellite Communications', 3],
      ['Internet of Things', 3],
      ['Radar Systems', 3],
      ['Microwave and Optical Communications Laboratory', 1.5],
      ['Industry Oriented Mini Project', 2],
    ],
    8: [
      ['Wireless Sensor Networks', 3],
      ['Cellular and Mobile Communications', 3],
      ['Low Power VLSI Design', 3],
      ['Project Stage II', 9],
    ],
  },
  CSE: {
    6: [
      ['Compiler Design', 3],
      ['Artificial Intelligence', 3],
      ['Cloud Computing', 3],
      ['Data Mining', 3],
      ['Environmental Science', 0],
      ['Artificial Intelligence Laboratory', 1.5],
    ],
    7: [
      ['Cryptography and Network Security', 3],
      ['Deep Learning', 3],
      ['Big Data Analytics', 3],
      ['Software Testing Methodologies', 3],
      ['Cryptography and Network Security Laboratory', 1.5],
      ['Industry Oriented Mini Project', 2],
    ],
    8: [
      ['Organizational Behaviour', 3],
      ['Natural Language Processing', 3],
      ['Blockchain Technology', 3],
      ['Project Stage II', 9],
    ],
  },
};
