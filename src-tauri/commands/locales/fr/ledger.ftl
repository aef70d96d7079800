## Le registre.
