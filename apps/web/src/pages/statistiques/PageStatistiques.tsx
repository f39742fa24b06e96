import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Select } from '@codegouvfr/react-dsfr/Select';
import {
  NIVEAU_DU_DETAIL,
  type NiveauStatistiques,
  niveauStatistiquesLabels,
  type StatistiquesTerritoire,
  TRANCHES_TAILLE,
  trancheTailleLabels,
} from '@registre/domain';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messageErreur } from '../../api/erreurs-appel';
import '../../features/statistiques/statistiques.css';
import { Barres, CarteFrance, CarteRegion, Graphique } from '../../features/statistiques/GraphiquesDsfr';
import {
  ChiffresCles,
  TableauPeriodes,
  TableauSubdivisions,
  TableauTranches,
} from '../../features/statistiques/TableauxStatistiques';
import {
  lienRapport,
  lienTerritoire,
  lireTerritoire,
  type TerritoireAffiche,
} from '../../features/statistiques/territoire';
import {
  useConformiteDepartement,
  useEpcisDeLaRegion,
  useNomsDuParcours,
  useSeries,
  useStatistiquesNiveau,
  useTousLesDepartements,
} from '../../features/statistiques/useStatistiques';

const heure = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

const TITRES_DETAIL: Record<NiveauStatistiques, string> = {
  NATIONAL: 'France',
  REGION: 'Régions',
  DEPARTEMENT: 'Départements',
  EPCI: 'Intercommunalités (EPCI)',
  COMMUNE: 'Communes',
};

const parCode = (lignes: StatistiquesTerritoire[]) =>
  Object.fromEntries(lignes.map((l) => [l.code, l.nbCoproprietes]));

/** Fil de la descente : France, puis chaque territoire parcouru jusqu'à celui affiché. */
function FilDescente({ t, nom }: { t: TerritoireAffiche; nom: string }) {
  const noms = useNomsDuParcours(t);
  const etapes: { libelle: string; lien: string }[] = [
    { libelle: 'France', lien: lienTerritoire({}, 'NATIONAL', 'FR') },
  ];
  if (t.region && t.niveau !== 'REGION') {
    etapes.push({
      libelle: noms.region ?? `Région ${t.region}`,
      lien: lienTerritoire(t, 'REGION', t.region),
    });
  }
  if (t.departement && t.niveau !== 'DEPARTEMENT') {
    etapes.push({
      libelle: noms.departement ?? `Département ${t.departement}`,
      lien: lienTerritoire(t, 'DEPARTEMENT', t.departement),
    });
  }
  if (t.epci && t.niveau !== 'EPCI') {
    etapes.push({ libelle: noms.epci ?? `EPCI ${t.epci}`, lien: lienTerritoire(t, 'EPCI', t.epci) });
  }
  if (t.niveau === 'NATIONAL') return null;
  return (
    <nav aria-label="Territoires parcourus" className="fr-mb-3w">
      <ol className="fr-links-group registre-fil-territoires">
        {etapes.map((e) => (
          <li key={e.lien}>
            <Link className="fr-link fr-icon-arrow-up-line fr-link--icon-left" to={e.lien}>
              {e.libelle}
            </Link>
          </li>
        ))}
        <li aria-current="page">{nom}</li>
      </ol>
    </nav>
  );
}

/** Recherche d'une intercommunalité de la région (`chargeEpciParIdRegion`). */
function RechercheEpci({ t }: { t: TerritoireAffiche }) {
  const epcis = useEpcisDeLaRegion(t.region);
  const naviguer = useNavigate();
  const [siren, setSiren] = useState('');
  if (!epcis.data || epcis.data.length === 0) return null;
  return (
    <form
      className="fr-mb-4w"
      onSubmit={(e) => {
        e.preventDefault();
        if (siren) void naviguer(lienTerritoire({ region: t.region }, 'EPCI', siren));
      }}
    >
      <Select
        label="Aller à une intercommunalité de la région"
        nativeSelectProps={{ value: siren, onChange: (e) => setSiren(e.target.value) }}
      >
        <option value="">Choisissez une intercommunalité</option>
        {epcis.data.map((e) => (
          <option key={e.siren} value={e.siren}>
            {e.nom}
          </option>
        ))}
      </Select>
      <Button type="submit" priority="secondary" disabled={!siren}>
        Afficher ses statistiques
      </Button>
    </form>
  );
}

/** Cartes de France (régions et départements) ou de la région. */
function Cartes({
  t,
  detail,
  territoire,
}: {
  t: TerritoireAffiche;
  detail: StatistiquesTerritoire[];
  territoire: StatistiquesTerritoire;
}) {
  const departements = useTousLesDepartements(t.niveau === 'NATIONAL');
  const nom = 'Copropriétés immatriculées';
  if (t.niveau === 'NATIONAL') {
    return (
      <>
        <Graphique
          titre="Carte de France des copropriétés immatriculées, par région"
          graphique={
            <CarteFrance
              niveau="reg"
              donnees={parCode(detail)}
              valeurNationale={territoire.nbCoproprietes}
              nom={nom}
            />
          }
          donnees={
            <TableauSubdivisions
              titre="Copropriétés par région"
              niveau="REGION"
              lignes={detail}
              lien={(l) => lienTerritoire({}, 'REGION', l.code)}
            />
          }
        />
        {departements.data && (
          <Graphique
            titre="Carte de France des copropriétés immatriculées, par département"
            graphique={
              <CarteFrance
                niveau="dep"
                donnees={parCode(departements.data.detail)}
                valeurNationale={territoire.nbCoproprietes}
                nom={nom}
              />
            }
            donnees={
              <TableauSubdivisions
                titre="Copropriétés par département"
                niveau="DEPARTEMENT"
                lignes={departements.data.detail}
                lien={(l) => lienTerritoire({}, 'DEPARTEMENT', l.code)}
              />
            }
          />
        )}
      </>
    );
  }
  return (
    <Graphique
      titre={`Carte de la région ${territoire.nom} : copropriétés immatriculées par département`}
      graphique={
        <CarteRegion region={t.code} donnees={parCode(detail)} valeur={territoire.nbCoproprietes} nom={nom} />
      }
      donnees={
        <TableauSubdivisions
          titre="Copropriétés par département"
          niveau="DEPARTEMENT"
          lignes={detail}
          lien={(l) => lienTerritoire(t, 'DEPARTEMENT', l.code)}
        />
      }
    />
  );
}

/** Vue territoriale de conformité d'un département (ADR 0251). */
function Conformite({ t }: { t: TerritoireAffiche }) {
  const conformite = useConformiteDepartement(t.niveau === 'DEPARTEMENT' ? t.code : null);
  if (!conformite.data) return null;
  return (
    <section aria-labelledby="titre-conformite" className="fr-mb-6w">
      <h2 id="titre-conformite">Conformité des copropriétés par commune</h2>
      <p>
        Part des copropriétés dont le mandat du représentant légal est en cours et dont la mise à jour
        annuelle date de moins de 12 mois, pour chaque commune du département qui compte des copropriétés
        immatriculées. Le rapport téléchargeable la reprend (feuille « Conformité par commune »).
      </p>
      {conformite.data.detail.length === 0 ? (
        <p>Aucune copropriété immatriculée dans ce département.</p>
      ) : (
        <TableauSubdivisions
          titre="Conformité des copropriétés par commune"
          niveau="COMMUNE"
          lignes={conformite.data.detail}
          lien={(l) => lienTerritoire(t, 'COMMUNE', l.code)}
        />
      )}
    </section>
  );
}

function Series({ t }: { t: TerritoireAffiche }) {
  const { annees, trimestres } = useSeries(t);
  return (
    <section aria-labelledby="titre-immatriculations" className="fr-mb-6w">
      <h2 id="titre-immatriculations">Immatriculations</h2>
      {annees.data && (
        <Graphique
          titre="Immatriculations par année"
          graphique={
            <Barres
              libelles={annees.data.periodes.map((p) => p.libelle)}
              valeurs={annees.data.periodes.map((p) => p.nbImmatriculations)}
              nom="Immatriculations"
            />
          }
          donnees={<TableauPeriodes titre="Immatriculations par année" periodes={annees.data.periodes} />}
        />
      )}
      {trimestres.data && (
        <Graphique
          titre="Immatriculations des huit derniers trimestres"
          graphique={
            <Barres
              libelles={trimestres.data.periodes.map((p) => p.libelle)}
              valeurs={trimestres.data.periodes.map((p) => p.nbImmatriculations)}
              nom="Immatriculations"
            />
          }
          donnees={
            <TableauPeriodes
              titre="Immatriculations des huit derniers trimestres"
              periodes={trimestres.data.periodes}
            />
          }
        />
      )}
    </section>
  );
}

/** Statistiques du registre (spec 1 §2 `/consulter-les-statistiques-du-registre`, spec 2 §7.10 ; ADR 0250 à 0253). */
export function PageStatistiques() {
  const [recherche] = useSearchParams();
  const t = lireTerritoire(recherche);
  const niveau = useStatistiquesNiveau(t);
  const detail = NIVEAU_DU_DETAIL[t.niveau];
  const donnees = niveau.data;

  return (
    <>
      <h1>Statistiques du registre</h1>
      <p className="fr-text--lead">
        Copropriétés immatriculées au registre national, de la France entière à la commune : nombre, taille,
        immatriculations et part des copropriétés à jour de leurs obligations.
      </p>
      {niveau.isError && (
        <Alert
          severity="error"
          title="Statistiques indisponibles"
          description={messageErreur(
            niveau.error,
            'Les statistiques n’ont pas pu être chargées. Réessayez plus tard.',
          )}
          small
        />
      )}
      {donnees && (
        <>
          <FilDescente t={t} nom={donnees.territoire.nom} />
          <h2>
            {niveauStatistiquesLabels[t.niveau]}
            {t.niveau === 'NATIONAL' ? '' : ` : ${donnees.territoire.nom}`}
          </h2>
          <p className="fr-text--sm">
            {donnees.genereLe
              ? `Données arrêtées le ${heure.format(new Date(donnees.genereLe))}, recalculées quand le registre change.`
              : 'Données du dernier calcul du registre.'}
          </p>
          <ChiffresCles t={donnees.territoire} />
          <p>
            <a className="fr-link fr-link--download" href={lienRapport(t.niveau, t.code)} download>
              Télécharger le rapport des statistiques
              <span className="fr-link__detail">XLSX — {donnees.territoire.nom}</span>
            </a>
          </p>
          {t.niveau === 'REGION' && <RechercheEpci t={t} />}
          {(t.niveau === 'NATIONAL' || t.niveau === 'REGION') && (
            <section aria-labelledby="titre-cartes" className="fr-mb-6w">
              <h2 id="titre-cartes">Cartes</h2>
              <Cartes t={t} detail={donnees.detail} territoire={donnees.territoire} />
            </section>
          )}
          {detail && (t.niveau === 'DEPARTEMENT' || t.niveau === 'EPCI') && (
            <section aria-labelledby="titre-detail" className="fr-mb-6w">
              <h2 id="titre-detail">{TITRES_DETAIL[detail]}</h2>
              <TableauSubdivisions
                titre={TITRES_DETAIL[detail]}
                niveau={detail}
                lignes={donnees.detail}
                lien={(l) => lienTerritoire(t, detail, l.code)}
              />
            </section>
          )}
          <Conformite t={t} />
          <section aria-labelledby="titre-tailles" className="fr-mb-6w">
            <h2 id="titre-tailles">Taille des copropriétés</h2>
            <Graphique
              titre="Copropriétés par nombre de lots"
              graphique={
                <Barres
                  libelles={TRANCHES_TAILLE.map((tr) => trancheTailleLabels[tr])}
                  valeurs={TRANCHES_TAILLE.map((tr) => donnees.territoire.tranches[tr] ?? 0)}
                  nom="Copropriétés"
                />
              }
              donnees={<TableauTranches t={donnees.territoire} />}
            />
          </section>
          <Series t={t} />
        </>
      )}
    </>
  );
}
