/** Name parts the sandboxes draw from (fictional people; no real persons). */
export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mateo', 'Sophia', 'Elijah', 'Isabella', 'Lucas',
  'Mia', 'Ethan', 'Amelia', 'James', 'Harper', 'Benjamin', 'Camila', 'Daniel', 'Priya', 'Wei',
  'Aisha', 'Diego', 'Grace', 'Samuel', 'Nora', 'Andre', 'Leah', 'Marcus', 'Chloe', 'Omar',
] as const;

export const LAST_NAMES = [
  'Garcia', 'Johnson', 'Nguyen', 'Patel', 'Williams', 'Martinez', 'Brown', 'Kim', 'Davis', 'Lopez',
  'Wilson', 'Anderson', 'Thomas', 'Rivera', 'Jackson', 'Chen', 'Walker', 'Hughes', 'Okafor', 'Bennett',
  'Foster', 'Ramirez', 'Coleman', 'Sullivan', 'Murphy', 'Reyes', 'Howard', 'Ward', 'Brooks', 'Price',
] as const;
