import * as v from 'valibot';
import {
  AdmissionTypeItemSchema,
  AgentItemSchema,
  BatchItemSchema,
  BranchItemSchema,
  CasteCategoryItemSchema,
  DegreeItemSchema,
  DepartmentItemSchema,
  KeyValueItemSchema,
  SemesterItemSchema,
  SeatTypeItemSchema,
  SubCasteItemSchema,
} from '../../../domain/masters/lookup-items';
import type { Operation, PermissionLine } from '../server-module';

/** The lookup lists' calls as the API description tells them: each answers a list. */
export const mastersOperations = {
  'GET /api/app/getDegreeByLevel': {
    summary: 'Degrees (courses), UG first; only one level with query level=UG|PG',
    answer: v.array(DegreeItemSchema),
  },
  'GET /api/app/courses/view': {
    summary: 'Every degree (course) with its level, duration and number of semesters',
    answer: v.array(DegreeItemSchema),
  },
  'GET /api/app/getBatchesByDegrees': {
    summary: 'Batches of a degree, newest first (query degree)',
    answer: v.array(BatchItemSchema),
  },
  'GET /api/app/getBatches': {
    summary: 'Batches of a degree, or of every degree without query degree',
    answer: v.array(BatchItemSchema),
  },
  'GET /api/app/getAlumniBatchesByCourse': {
    summary: 'Batches of a degree that have passed out (query degree)',
    answer: v.array(BatchItemSchema),
  },
  'GET /api/app/getBranchesShortForms': {
    summary: 'Branches admitting in a batch, with short forms (query course, batch)',
    answer: v.array(BranchItemSchema),
  },
  'GET /api/app/getAllbranchesbasedonleveldegree': {
    summary: 'Branches of a degree of a level (query level, course)',
    answer: v.array(BranchItemSchema),
  },
  'GET /api/app/getdistinctbranchname/BranchesMaintenance': {
    summary: 'Branches of a degree (query course)',
    answer: v.array(BranchItemSchema),
  },
  'GET /api/app/getDistinct/SemesterMaintenanceSemesters': {
    summary: 'Semesters of a degree in order (query course)',
    answer: v.array(SemesterItemSchema),
  },
  'GET /api/app/getAllDepartmentDetails': {
    summary: 'Departments as §3 department records with code and name',
    answer: v.array(DepartmentItemSchema),
  },
  'GET /api/app/getAllCasteCatogeries': {
    summary: 'Caste categories (OC, BC-A…BC-E, SC, ST, EWS)',
    answer: v.array(CasteCategoryItemSchema),
  },
  'GET /api/app/getAllSubCastesByCaste/:category': {
    summary: 'Sub-castes of a caste category (any case: bc-a)',
    answer: v.array(SubCasteItemSchema),
  },
  'GET /api/app/getAdmissionTypes': {
    summary: 'Admission types: Direct, Lateral, Transfer',
    answer: v.array(AdmissionTypeItemSchema),
  },
  'GET /api/app/getKeyValuePair': {
    summary: 'Key-value list: { key, value }[] (query key=entrancetype|Nationality|Religion)',
    answer: v.array(KeyValueItemSchema),
  },
  'GET /api/app/getSeatTypes': { summary: 'Seat types with descriptions', answer: v.array(SeatTypeItemSchema) },
  // §4: plain strings, '{name},{description}'.
  'GET /api/app/getSeatTypesAsDrop': {
    summary: "Seat types as '{name},{description}' strings; show the text before the first comma",
    answer: v.array(v.string()),
  },
  'GET /api/app/getAgentsForDropdown': { summary: 'Active admission agents', answer: v.array(AgentItemSchema) },
} satisfies Readonly<Record<PermissionLine, Operation>>;
