/** The Transport tile's functions that have a screen (tile name → address). */
export const TRANSPORT_FUNCTIONS: Readonly<Record<string, string>> = {
  Vehicles: '/app/Transport/Vehicles',
  'Vehicle expenses': '/app/Transport/Vehicle Expenses',
};
