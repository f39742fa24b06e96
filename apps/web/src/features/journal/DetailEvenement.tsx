import {
  categorieEvenementLabels,
  type EvenementJournal,
  lignesDetailEvenement,
  modaliteEvenementLabels,
  profilLabels,
  typeCibleEvenementLabels,
  typeEvenementLabels,
} from '@registre/domain';
import './journal.css';

/** Auteur d'un événement, lisible : nom et identifiant, ou traitement automatique. */
export function auteurLisible(evenement: EvenementJournal): string {
  const { nomComplet, login } = evenement.auteur;
  return login && login !== nomComplet ? `${nomComplet} (${login})` : nomComplet;
}

/** Objet visé, lisible : nature, libellé et numéro. */
export function objetLisible(evenement: EvenementJournal): string {
  const { type, id, libelle } = evenement.cible;
  if (type === 'AUCUNE') return '—';
  const numero = id === null || id === undefined ? '' : ` n° ${id}`;
  return `${typeCibleEvenementLabels[type]}${numero}${libelle ? ` — ${libelle}` : ''}`;
}

/**
 * Détail d'un événement du journal (spec 1 §2, issue 9 §5) : qui, avec quel profil, depuis une connexion « en
 * tant que » le cas échéant, sur quel objet, quand (heure de Paris), et le détail enregistré (états avant et
 * après, motif…).
 */
export function DetailEvenement({ evenement }: { evenement: EvenementJournal }) {
  const lignes: [string, string][] = [
    ['Date et heure (Paris)', `${evenement.date} à ${evenement.heure}`],
    ["Type d'événement", typeEvenementLabels[evenement.typeEvenement]],
    ['Catégorie', categorieEvenementLabels[evenement.categorie]],
    ['Modalité', modaliteEvenementLabels[evenement.modalite]],
    ['Auteur', auteurLisible(evenement)],
    ['Profil', evenement.profil ? profilLabels[evenement.profil] : 'Aucun (traitement automatique)'],
    ...(evenement.auteur.loginTeneurSubstitue
      ? ([['Connecté en tant que l’auteur', `Teneur ${evenement.auteur.loginTeneurSubstitue}`]] as [
          string,
          string,
        ][])
      : []),
    ['Objet', objetLisible(evenement)],
  ];
  const detail = lignesDetailEvenement(evenement.detail);
  return (
    <>
      <dl className="registre-detail-evenement">
        {lignes.map(([terme, valeur]) => (
          <div key={terme}>
            <dt>{terme}</dt>
            <dd>{terme.startsWith('Date') ? <time dateTime={evenement.instant}>{valeur}</time> : valeur}</dd>
          </div>
        ))}
      </dl>
      <h2 className="fr-h6 fr-mt-3w">Détail enregistré</h2>
      {detail.length === 0 ? (
        <p>Aucun détail n'a été enregistré pour cet événement.</p>
      ) : (
        <dl className="registre-detail-evenement">
          {detail.map((ligne) => (
            <div key={ligne.cle}>
              <dt>{ligne.libelle}</dt>
              <dd>{ligne.valeur}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
