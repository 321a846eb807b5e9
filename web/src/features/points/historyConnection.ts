/** The @connection key of a user's points history (read by the dialog, prepended to by managePoints). */
export const HISTORY_CONNECTION_KEY = 'PointsHistoryDialog_history';
