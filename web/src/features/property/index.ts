// What other features may use of property: the insight tool the Growth page shows in its Property tab.
export { PropertyInsightTool } from './PropertyInsightTool';
