import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { type ChampTriDemandes, type LigneDemande, profilLabels } from '@registre/domain';
import { Link, useLocation } from 'react-router';
import { EnteteTriable } from '../../components/socle/EnteteTriable';
import { Tableau } from '../../components/socle/Tableau';
import type { TriEnCours } from '../../components/socle/tri';
import { ouTiret } from '../teledeclarants/presentation';
import { Echeance } from './Fiche';
import { lienDemande, texteVerrou } from './presentation';

/** Colonnes triables par le serveur (`ChampTriDemandes`). */
const COLONNES_TRIABLES: Record<ChampTriDemandes, string> = {
  typeDemande: 'Type de demande',
  nomCopropriete: 'Copropriété',
  profilDemandeur: 'Demandeur',
  dateDepot: 'Déposée le',
};

/** Demandes en attente du guichet : une ligne par demande, son échéance, son retard et qui la traite. */
export function ListeDemandes({
  lignes,
  page,
  onTrier,
}: {
  lignes: readonly LigneDemande[];
  page: TriEnCours<ChampTriDemandes>;
  onTrier: (champ: ChampTriDemandes) => void;
}) {
  const { search } = useLocation();
  const entete = (champ: ChampTriDemandes) => (
    <EnteteTriable champ={champ} libelle={COLONNES_TRIABLES[champ]} page={page} onTrier={onTrier} />
  );
  return (
    <Tableau titre="Demandes en attente de validation" className="registre-tableau-validations">
      <thead>
        <tr>
          {entete('typeDemande')}
          {entete('nomCopropriete')}
          {entete('profilDemandeur')}
          {entete('dateDepot')}
          <th scope="col">Échéance</th>
          <th scope="col">Traitement</th>
        </tr>
      </thead>
      <tbody>
        {lignes.map((l) => (
          <tr key={`${l.typeDemande}-${l.idCopropriete}-${l.idDeclaration ?? l.idMandat}`}>
            <td>{l.libelleTypeDemande}</td>
            <td>
              <Link to={lienDemande(l)} state={{ retour: search }}>
                {l.nomCopropriete ?? `Copropriété n° ${l.idCopropriete}`}
                {l.numeroImmatriculation && ` (${l.numeroImmatriculation})`}
              </Link>
              {l.adresseReference && <span className="fr-hint-text">{l.adresseReference}</span>}
            </td>
            <td>
              {ouTiret(l.raisonSocialeDemandeur)}
              {l.profilDemandeur && <span className="fr-hint-text">{profilLabels[l.profilDemandeur]}</span>}
            </td>
            <td>{ouTiret(l.dateDepot)}</td>
            <td>
              <Echeance echeance={l.echeance} horsDelai={l.horsDelai} />
            </td>
            <td>
              {l.precisionsDemandees && (
                <Badge small noIcon severity="new" className="fr-mb-1v">
                  Précisions demandées
                </Badge>
              )}
              {l.verrou ? (
                <Badge small noIcon severity={l.verrou.parMoi ? 'info' : 'warning'}>
                  {texteVerrou(l.verrou)}
                </Badge>
              ) : (
                <Badge small noIcon severity="success">
                  Libre
                </Badge>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}
