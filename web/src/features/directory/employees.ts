/** A person in the Company Directory. The spec lists the directory as hard-coded sample data (§2, §3). */
export interface Employee {
  id: number;
  name: string;
  /** Photo URL; null shows the person's initials instead. */
  photo: string | null;
  jobTitle: string;
  email: string;
  phone: string;
  location: string;
  linkedin: string;
  /** Name of the person this employee reports to; null at the top of the chart. */
  manager: string | null;
  department: string;
}

export const DEPARTMENTS = ['Leadership', 'Lending', 'Operations', 'Compliance', 'Marketing'] as const;

export const SAMPLE_EMPLOYEES: readonly Employee[] = [
  { id: 1, name: 'Olivia Bennett', photo: null, jobTitle: 'Chief Executive Officer', email: 'olivia.bennett@lendhub.demo', phone: '(555) 201-1001', location: 'Austin, TX', linkedin: 'https://www.linkedin.com/in/olivia-bennett', manager: null, department: 'Leadership' },
  { id: 2, name: 'Marcus Reed', photo: null, jobTitle: 'Chief Operating Officer', email: 'marcus.reed@lendhub.demo', phone: '(555) 201-1002', location: 'Austin, TX', linkedin: 'https://www.linkedin.com/in/marcus-reed', manager: 'Olivia Bennett', department: 'Leadership' },
  { id: 3, name: 'Priya Nair', photo: null, jobTitle: 'VP of Lending', email: 'priya.nair@lendhub.demo', phone: '(555) 201-1003', location: 'San Diego, CA', linkedin: 'https://www.linkedin.com/in/priya-nair', manager: 'Olivia Bennett', department: 'Leadership' },
  { id: 4, name: 'Daniel Ortiz', photo: null, jobTitle: 'Senior Account Executive', email: 'daniel.ortiz@lendhub.demo', phone: '(555) 201-1004', location: 'Miami, FL', linkedin: 'https://www.linkedin.com/in/daniel-ortiz', manager: 'Priya Nair', department: 'Lending' },
  { id: 5, name: 'Hannah Kim', photo: null, jobTitle: 'Account Executive', email: 'hannah.kim@lendhub.demo', phone: '(555) 201-1005', location: 'Seattle, WA', linkedin: 'https://www.linkedin.com/in/hannah-kim', manager: 'Priya Nair', department: 'Lending' },
  { id: 6, name: 'Tyrone Jackson', photo: null, jobTitle: 'Non-QM Specialist', email: 'tyrone.jackson@lendhub.demo', phone: '(555) 201-1006', location: 'Atlanta, GA', linkedin: 'https://www.linkedin.com/in/tyrone-jackson', manager: 'Priya Nair', department: 'Lending' },
  { id: 7, name: 'Sofia Alvarez', photo: null, jobTitle: 'Loan Officer', email: 'sofia.alvarez@lendhub.demo', phone: '(555) 201-1007', location: 'Phoenix, AZ', linkedin: 'https://www.linkedin.com/in/sofia-alvarez', manager: 'Daniel Ortiz', department: 'Lending' },
  { id: 8, name: 'Ethan Clarke', photo: null, jobTitle: 'Processing Manager', email: 'ethan.clarke@lendhub.demo', phone: '(555) 201-1008', location: 'Denver, CO', linkedin: 'https://www.linkedin.com/in/ethan-clarke', manager: 'Marcus Reed', department: 'Operations' },
  { id: 9, name: 'Grace Liu', photo: null, jobTitle: 'Senior Loan Processor', email: 'grace.liu@lendhub.demo', phone: '(555) 201-1009', location: 'Denver, CO', linkedin: 'https://www.linkedin.com/in/grace-liu', manager: 'Ethan Clarke', department: 'Operations' },
  { id: 10, name: 'Jamal Wright', photo: null, jobTitle: 'Closing Coordinator', email: 'jamal.wright@lendhub.demo', phone: '(555) 201-1010', location: 'Charlotte, NC', linkedin: 'https://www.linkedin.com/in/jamal-wright', manager: 'Ethan Clarke', department: 'Operations' },
  { id: 11, name: 'Emily Foster', photo: null, jobTitle: 'Underwriter', email: 'emily.foster@lendhub.demo', phone: '(555) 201-1011', location: 'Columbus, OH', linkedin: 'https://www.linkedin.com/in/emily-foster', manager: 'Ethan Clarke', department: 'Operations' },
  { id: 12, name: 'Robert Chen', photo: null, jobTitle: 'Chief Compliance Officer', email: 'robert.chen@lendhub.demo', phone: '(555) 201-1012', location: 'Austin, TX', linkedin: 'https://www.linkedin.com/in/robert-chen', manager: 'Olivia Bennett', department: 'Compliance' },
  { id: 13, name: 'Aisha Patel', photo: null, jobTitle: 'Licensing Specialist', email: 'aisha.patel@lendhub.demo', phone: '(555) 201-1013', location: 'Nashville, TN', linkedin: 'https://www.linkedin.com/in/aisha-patel', manager: 'Robert Chen', department: 'Compliance' },
  { id: 14, name: 'Lucas Moreau', photo: null, jobTitle: 'Quality Control Analyst', email: 'lucas.moreau@lendhub.demo', phone: '(555) 201-1014', location: 'Tampa, FL', linkedin: 'https://www.linkedin.com/in/lucas-moreau', manager: 'Robert Chen', department: 'Compliance' },
  { id: 15, name: 'Chloe Martins', photo: null, jobTitle: 'Marketing Director', email: 'chloe.martins@lendhub.demo', phone: '(555) 201-1015', location: 'Los Angeles, CA', linkedin: 'https://www.linkedin.com/in/chloe-martins', manager: 'Marcus Reed', department: 'Marketing' },
  { id: 16, name: 'Noah Sullivan', photo: null, jobTitle: 'Brand Designer', email: 'noah.sullivan@lendhub.demo', phone: '(555) 201-1016', location: 'Portland, OR', linkedin: 'https://www.linkedin.com/in/noah-sullivan', manager: 'Chloe Martins', department: 'Marketing' },
  { id: 17, name: 'Isabella Romero', photo: null, jobTitle: 'Events & Training Coordinator', email: 'isabella.romero@lendhub.demo', phone: '(555) 201-1017', location: 'San Antonio, TX', linkedin: 'https://www.linkedin.com/in/isabella-romero', manager: 'Chloe Martins', department: 'Marketing' },
];
