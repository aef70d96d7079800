## El registro.
