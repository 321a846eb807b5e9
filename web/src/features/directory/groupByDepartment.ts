export interface DepartmentGroup<T> {
  department: string;
  people: T[];
}

/** People grouped by department in alphabetical order, those without one last under 'Other'. */
export function groupByDepartment<T extends { department?: string | null | undefined }>(people: readonly T[]): DepartmentGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const person of people) {
    const department = person.department?.trim() || 'Other';
    groups.set(department, [...(groups.get(department) ?? []), person]);
  }
  return [...groups.entries()]
    .map(([department, members]) => ({ department, people: members }))
    .sort((a, b) => (a.department === 'Other' ? 1 : b.department === 'Other' ? -1 : a.department.localeCompare(b.department)));
}
