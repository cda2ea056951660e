import * as v from 'valibot';

/** GET {app}/getProgram: the departments, each shaped as the seed's department record (a HoD gets only their own). */
export const ProgramDepartmentsSchema = v.array(
  v.object({ departmentCreationPrimaryKey: v.object({ departmentName: v.string() }) }),
);
