// The editor's names for the one "visible text" count the form rules, the gateway and the API share.
export { visibleText as htmlToPlainText, visibleTextLength as htmlTextLength } from '@lendhub/domain/visibleText';
