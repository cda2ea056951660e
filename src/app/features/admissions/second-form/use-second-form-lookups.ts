import { useMemo } from 'react';
import {
  useBatchesByDegree,
  useBranchesShortForms,
  useCasteCategories,
  useDegrees,
  useKeyValuePairs,
  useSubCastes,
} from '../../../lib/lookup-queries';
import { useAdmissionTypeOptions } from '../use-admission-type-options';

interface Choices {
  level: string;
  courseAppliedFor: string;
  batch: string;
  category: string;
}

/**
 * The second form's lists (§7 lookups, kept on the device for offline use): level → degree → batch →
 * branch, caste category → sub-castes, the admission types of the college's rule (as the first form), nationality
 * and religion.
 */
export function useSecondFormLookups({ level, courseAppliedFor, batch, category }: Choices) {
  const allDegrees = useDegrees();
  const degrees = useDegrees(level || undefined);
  const batches = useBatchesByDegree(courseAppliedFor);
  const branches = useBranchesShortForms(courseAppliedFor, batch);
  const categories = useCasteCategories();
  const subCastes = useSubCastes(category);
  const admissionTypes = useAdmissionTypeOptions();
  const nationality = useKeyValuePairs('Nationality');
  const religion = useKeyValuePairs('Religion');
  const levels = useMemo(() => {
    const seen = new Map<string, string>();
    for (const d of allDegrees.data ?? []) if (!seen.has(d.level)) seen.set(d.level, d.levelName || d.level);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [allDegrees.data]);
  const regulationOf = (batchValue: string) => batches.data?.find((b) => b.value === batchValue)?.regulation ?? '';
  return {
    levels: { options: allDegrees.data ? levels : undefined, loading: allDegrees.isPending },
    degrees: { options: degrees.data, loading: degrees.isPending },
    batches: { options: batches.data, loading: courseAppliedFor !== '' && batches.isPending },
    branches: { options: branches.data, loading: courseAppliedFor !== '' && batch !== '' && branches.isPending },
    categories: { options: categories.data, loading: categories.isPending },
    subCastes: { options: subCastes.data, loading: category !== '' && subCastes.isPending },
    admissionTypes,
    nationality: {
      options: nationality.data?.map((n) => ({ value: n.key, label: n.value })),
      loading: nationality.isPending,
    },
    religion: { options: religion.data?.map((n) => ({ value: n.key, label: n.value })), loading: religion.isPending },
    regulationOf,
  };
}
export type SecondFormLookups = ReturnType<typeof useSecondFormLookups>;
