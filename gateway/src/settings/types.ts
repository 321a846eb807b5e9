export interface ApiUiSettings {
  userId: number;
  colorScheme: 'default' | 'blue' | 'green' | 'purple' | 'red';
  fontSize: number;
  darkMode: boolean;
  collapsedSidebar: boolean;
  animations: boolean;
  isDefault: boolean;
  updatedAt: string | null;
}
