import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Table } from '@codegouvfr/react-dsfr/Table';
import { type DoublonPotentiel, etatCoproprieteLabels } from '@registre/domain';
import { Link } from 'react-router';

const MOTIFS: Record<DoublonPotentiel['motifs'][number], string> = {
  PARCELLE_COMMUNE: 'parcelle commune',
  MEME_BATIMENT: 'même bâtiment',
  MEME_ADRESSE: 'même adresse',
  ADRESSE_PROCHE: 'adresse très proche',
  NOM_TRES_SEMBLABLE: 'nom presque identique',
  NOM_SEMBLABLE: 'nom semblable',
  MEME_NB_BATIMENTS: 'même nombre de bâtiments',
};

/**
 * Étape « doublons » (issue 8 §3) : les copropriétés existantes très proches de celle qui est déclarée.
 * Une copropriété déjà immatriculée propose le rattachement à la place d'une nouvelle immatriculation
 * (écran de l'issue 11) ; sinon la demande peut partir au teneur comme demande de doublon.
 */
export function Doublons({ doublons }: { doublons: readonly DoublonPotentiel[] }) {
  return (
    <>
      <Alert
        severity="warning"
        className="fr-mb-3w"
        title={
          doublons.length > 1
            ? `${doublons.length} copropriétés existantes ressemblent à celle que vous déclarez`
            : 'Une copropriété existante ressemble à celle que vous déclarez'
        }
        description="Vérifiez qu'il ne s'agit pas de la même copropriété. Si elle est déjà immatriculée, demandez plutôt à vous y rattacher. Sinon, transmettez votre demande : le teneur du registre vérifiera le doublon sous un jour ouvré."
      />
      <Table
        caption="Copropriétés similaires"
        headers={['Numéro', 'Nom', 'Adresse de référence', 'État', 'Bâtiments', 'Ressemblances', 'Action']}
        data={doublons.map((d) => [
          d.numeroImmatriculation ?? 'En attente',
          d.nom ?? '—',
          d.adresseReference ?? '—',
          etatCoproprieteLabels[d.etat] ?? d.etat,
          d.nbBatiments ?? '—',
          [...d.motifs.map((m) => MOTIFS[m]), d.distanceMetres !== null ? `à ${d.distanceMetres} m` : null]
            .filter(Boolean)
            .join(', '),
          d.lienRattachement ? (
            <Link key="rattacher" to={d.lienRattachement} className="fr-link">
              Me rattacher à {d.numeroImmatriculation}
              <span className="fr-sr-only"> (écran disponible prochainement)</span>
            </Link>
          ) : (
            '—'
          ),
        ])}
      />
      <p className="fr-text--sm">
        Le rattachement à une copropriété déjà immatriculée se fait depuis l'écran « Rattacher une copropriété
        », livré avec une prochaine version du registre.
      </p>
    </>
  );
}
