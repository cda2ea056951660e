import * as v from 'valibot';

/**
 * The answers of the lookup calls (§7). The seed does not show their shapes, so every list is an array
 * of objects with `value` (what a form stores) and `label` (what it shows) plus the entity's own fields;
 * notes/masters.md lists them call by call. getSeatTypesAsDrop answers plain strings (§4).
 */
const option = { value: v.string(), label: v.string() };

export const DegreeItemSchema = v.object({
  ...option,
  degree: v.string(),
  fullName: v.string(),
  level: v.string(),
  levelName: v.string(),
  years: v.number(),
  semesters: v.number(),
});

export const BatchItemSchema = v.object({
  ...option,
  batch: v.string(),
  degree: v.string(),
  startYear: v.number(),
  endYear: v.number(),
  regulation: v.nullable(v.string()),
});

export const BranchItemSchema = v.object({
  ...option,
  shortForm: v.string(),
  branch: v.string(),
  code: v.string(),
  degree: v.string(),
  level: v.string(),
  department: v.string(),
});

export const SemesterItemSchema = v.object({ ...option, semester: v.number(), name: v.string() });

export const CasteCategoryItemSchema = v.object({ ...option, category: v.string(), description: v.string() });

export const SubCasteItemSchema = v.object({ ...option, subCaste: v.string(), category: v.string() });

export const SeatTypeItemSchema = v.object({
  ...option,
  seatType: v.string(),
  description: v.string(),
  dropText: v.string(),
});

export const AdmissionTypeItemSchema = v.object({ ...option, admissionType: v.string(), description: v.string() });

export const AgentItemSchema = v.object({ ...option, name: v.string(), place: v.string() });

/** getKeyValuePair: `key` is stored on the record, `value` is shown (ICET → 'ICETT', §9). */
export const KeyValueItemSchema = v.object({ key: v.string(), value: v.string() });

/** getAllDepartmentDetails: the §3 department record plus code and name. */
export const DepartmentItemSchema = v.object({
  departmentCreationPrimaryKey: v.object({ departmentName: v.string() }),
  departmentCode: v.string(),
  departmentName: v.string(),
});

export type DegreeItem = v.InferOutput<typeof DegreeItemSchema>;
export type BatchItem = v.InferOutput<typeof BatchItemSchema>;
export type BranchItem = v.InferOutput<typeof BranchItemSchema>;
export type SemesterItem = v.InferOutput<typeof SemesterItemSchema>;
export type CasteCategoryItem = v.InferOutput<typeof CasteCategoryItemSchema>;
export type SubCasteItem = v.InferOutput<typeof SubCasteItemSchema>;
export type SeatTypeItem = v.InferOutput<typeof SeatTypeItemSchema>;
export type AdmissionTypeItem = v.InferOutput<typeof AdmissionTypeItemSchema>;
export type AgentItem = v.InferOutput<typeof AgentItemSchema>;
export type KeyValueItem = v.InferOutput<typeof KeyValueItemSchema>;
export type DepartmentItem = v.InferOutput<typeof DepartmentItemSchema>;
