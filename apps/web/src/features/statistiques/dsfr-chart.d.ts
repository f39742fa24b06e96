/** La bibliothèque des graphiques DSFR ne publie pas de types : elle définit ses éléments personnalisés au chargement. */
declare module '@gouvfr/dsfr-chart';
declare module '@gouvfr/dsfr-chart/css';
