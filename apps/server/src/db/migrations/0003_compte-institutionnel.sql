-- Compte institutionnel intégré (spec 1 §6, spec 2 §9 : identifiant 1). Les utilisateurs institutionnels
-- se connectent par le service d'authentification institutionnel et partagent ce compte ; ses droits
-- (CHART_CONFIDENTIALITE, CATEGORISATION, DONNEES_BRUTES) découlent de son profil.
-- Les identifiants automatiques des comptes commencent à 1000 : 1 à 999 restent réservés aux comptes intégrés.
INSERT INTO "compte" ("id", "login", "nom", "profil", "statut", "activated")
VALUES (1, 'institutionnel', 'Utilisateur institutionnel', 'INSTITUTIONNEL', 'ACTIF', true)
ON CONFLICT ("id") DO NOTHING;
