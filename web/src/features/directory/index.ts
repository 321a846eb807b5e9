// What other features may use of the directory: the company directory the Lender Finder shows in a tab.
export { CompanyDirectory } from './CompanyDirectory';
