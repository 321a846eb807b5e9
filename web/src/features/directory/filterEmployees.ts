import type { Employee } from './employees';

export interface DirectoryFilter {
  /** Free text matched against name, department, job title and location. */
  query: string;
  /** A department name, or '' for all departments. */
  department: string;
}

export interface DepartmentGroup {
  department: string;
  employees: Employee[];
}

/** Employees matching every word of the query (case-insensitive) and the chosen department. */
export function filterEmployees(employees: readonly Employee[], filter: DirectoryFilter): Employee[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return employees.filter((employee) => {
    if (filter.department && employee.department !== filter.department) return false;
    const haystack = [employee.name, employee.department, employee.jobTitle, employee.location]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Groups employees by department, keeping the given department order and dropping empty groups. */
export function groupByDepartment(employees: readonly Employee[], order: readonly string[]): DepartmentGroup[] {
  const rank = (department: string) => {
    const index = order.indexOf(department);
    return index === -1 ? order.length : index;
  };
  const groups = new Map<string, Employee[]>();
  for (const employee of employees) {
    const group = groups.get(employee.department) ?? [];
    group.push(employee);
    groups.set(employee.department, group);
  }
  return [...groups.entries()]
    .map(([department, members]) => ({ department, employees: members }))
    .sort((a, b) => rank(a.department) - rank(b.department) || a.department.localeCompare(b.department));
}
