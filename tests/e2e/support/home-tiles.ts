/** §1 The module tiles of the home page and of ERP Home, in the seed's order (written out: what the specs expect). */
export const ERP_MODULES = [
  'Authority',
  'Admin',
  'Faculty',
  'Student',
  'Accounts',
  'Library',
  'Transport',
  'Grievance',
  'Hostel',
  'Placement',
  'Parent',
  'HOD',
  'Principal',
  'IQAC',
  'Leave',
  'Exams',
  'OBE',
] as const;

/** The home page shows the modules and then Results. */
export const HOME_TILES = [...ERP_MODULES, 'Results'] as const;
