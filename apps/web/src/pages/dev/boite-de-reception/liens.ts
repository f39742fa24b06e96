/** Morceau d'un texte brut : texte ordinaire ou adresse web à rendre cliquable. */
export type MorceauTexte = { type: 'texte'; valeur: string } | { type: 'lien'; valeur: string };

const ADRESSE_WEB = /https?:\/\/[^\s<>"']+/g;
/** Ponctuation qui termine une phrase plutôt que l'adresse (« … ouvrez https://exemple.fr/a. »). */
const PONCTUATION_FINALE = /[.,;:!?)\]»]+$/;

/** Découpe le texte d'un courriel en morceaux de texte et en adresses web (http et https seulement). */
export function decouperLiens(texte: string): MorceauTexte[] {
  const morceaux: MorceauTexte[] = [];
  let position = 0;
  const ajouterTexte = (valeur: string) => {
    if (!valeur) return;
    const dernier = morceaux.at(-1);
    if (dernier?.type === 'texte') dernier.valeur += valeur;
    else morceaux.push({ type: 'texte', valeur });
  };
  for (const trouve of texte.matchAll(ADRESSE_WEB)) {
    const debut = trouve.index;
    const brut = trouve[0];
    const adresse = brut.replace(PONCTUATION_FINALE, '');
    ajouterTexte(texte.slice(position, debut));
    if (adresse.length > 'https://'.length) morceaux.push({ type: 'lien', valeur: adresse });
    else ajouterTexte(adresse);
    position = debut + adresse.length;
  }
  ajouterTexte(texte.slice(position));
  return morceaux;
}
