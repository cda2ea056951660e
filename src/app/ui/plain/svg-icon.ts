/** One of ionicons' SVG files (`ionicons-svg/{name}.svg?raw`) as the data URL ion-icon's `icon` takes, like the constants of 'ionicons/icons'. */
export const svgIcon = (svg: string): string => `data:image/svg+xml;utf8,${svg}`;
